import Foundation
import StageKit
import Transit

// Gestures drive a Transit transition through its animator: the engine's animator core
// decides and paces; the stage's display link moves a released transition on.

extension StageTransitAnimator: StageViewControllerInteractiveTransitioning {
  /// Starts the transition held at its beginning, for a gesture to drive.
  ///
  /// - Parameter transitionContext: The context.
  public func startInteractiveTransition(
    _ transitionContext: any StageViewControllerContextTransitioning
  ) {
    core.startInteractive(in: StageTransitionHostContext(transitionContext))
  }
}
