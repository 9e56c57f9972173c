import Foundation
import Transit

/// The animation controller Transit installs on the stage: it plays a ``Transition`` for
/// one operation by the container rules.
///
/// Users rarely make one: `navigationController.transit`, `tabBarController.transit` and
/// `viewController.transit` install them. It is public so that a hand-written delegate can
/// return one:
///
/// ```swift
/// func navigationController(_ navigationController: StageNavigationController,
///   animationControllerFor operation: StageNavigationOperation,
///   from fromVC: StageViewController, to toVC: StageViewController
/// ) -> (any StageViewControllerAnimatedTransitioning)? {
///   StageTransitAnimator(.push(.left), operation: operation == .push ? .push : .pop)
/// }
/// ```
@MainActor
public final class StageTransitAnimator: StageViewControllerAnimatedTransitioning {
  /// The transition it plays.
  public let transition: Transition
  /// The operation it plays it for.
  public let operation: TransitionOperation

  /// The player of the transition in flight.
  private(set) var player: StageTransitPlayer?
  /// Counts transitions started, so a completion scheduled for an earlier one is ignored.
  private var generation = 0

  /// Creates an animator.
  ///
  /// - Parameters:
  ///   - transition: The transition to play.
  ///   - operation: The operation it plays for.
  public init(_ transition: Transition, operation: TransitionOperation) {
    self.transition = transition
    self.operation = operation
  }

  /// The timeline's duration for the context's scene.
  ///
  /// - Parameter transitionContext: The context; `nil` gives the transition's own pacing's
  ///   duration.
  /// - Returns: Seconds.
  public func transitionDuration(
    using transitionContext: (any StageViewControllerContextTransitioning)?
  ) -> Double {
    if let player { return player.duration }
    guard let transitionContext else {
      return (transition.timing ?? transition.effect.defaultTiming).duration
    }
    return StageTransitPlayer(
      transition: transition, operation: operation, context: transitionContext
    ).duration
  }

  /// Puts the nodes on screen and plays the timeline; completes the transition when it
  /// ends.
  ///
  /// - Parameter transitionContext: The context.
  public func animateTransition(
    using transitionContext: any StageViewControllerContextTransitioning
  ) {
    let player = StageTransitPlayer(
      transition: transition, operation: operation, context: transitionContext)
    self.player = player
    generation += 1
    let current = generation
    player.realize()
    player.play(from: 0)
    let clock = transitionContext.containerView.layer.clock
    let end = (clock?.now ?? 0) + player.duration
    // Holds the animator until the end, so a transition always completes.
    let finish: @MainActor () -> Void = {
      guard self.generation == current, let player = self.player else { return }
      self.player = nil
      let finished = !transitionContext.transitionWasCancelled
      player.cleanUp(finished: finished)
      transitionContext.completeTransition(finished)
    }
    if let clock { clock.schedule(at: end, finish) } else { finish() }
  }
}
