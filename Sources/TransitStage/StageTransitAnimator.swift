import Foundation
import StageKit
import Transit

/// The animation controller Transit installs on the stage: it plays a `Transition` for
/// one operation by the container rules.
///
/// Users rarely make one: `navigationController.transit`, `tabBarController.transit` and
/// `viewController.transit` install them. It is public so that a hand-written delegate can
/// return one:
///
/// ```swift
/// func navigationController(_ navigationController: StageNavigationController,
///   animationControllerFor operation: StageNavigationController.Operation,
///   from fromVC: StageViewController, to toVC: StageViewController
/// ) -> (any StageViewControllerAnimatedTransitioning)? {
///   StageTransitAnimator(.push(.left), operation: operation == .push ? .push : .pop)
/// }
/// ```
///
/// What it does is the engine's `TransitionAnimatorCore`, the same as on iOS; the
/// animator only hands it the stage's context.
@MainActor
public final class StageTransitAnimator: StageViewControllerAnimatedTransitioning,
  TransitionAnimating
{
  /// The engine's animator logic, playing in stage contexts.
  public let core: TransitionAnimatorCore<StageTransitionHostContext>

  /// Wraps an animator core the installer made.
  ///
  /// - Parameter core: The core.
  public init(core: TransitionAnimatorCore<StageTransitionHostContext>) {
    self.core = core
  }

  /// The context of the transition in flight.
  var context: (any StageViewControllerContextTransitioning)? { core.context?.base }

  /// The timeline's duration for the context's scene.
  ///
  /// - Parameter transitionContext: The context; `nil` gives the transition's own pacing's
  ///   duration.
  /// - Returns: Seconds.
  public func transitionDuration(
    using transitionContext: (any StageViewControllerContextTransitioning)?
  ) -> Double {
    core.duration(in: transitionContext.map(StageTransitionHostContext.init))
  }

  /// Puts the nodes on screen and plays the timeline; completes the transition when it
  /// ends.
  ///
  /// - Parameter transitionContext: The context.
  public func animateTransition(
    using transitionContext: any StageViewControllerContextTransitioning
  ) {
    core.start(in: StageTransitionHostContext(transitionContext))
  }
}
