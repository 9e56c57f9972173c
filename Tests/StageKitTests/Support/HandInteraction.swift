import Foundation
import StageKit

/// Drives a transition by hand: starts the animator, and cancels when told to (the
/// animator then completes with `false` when its animations end).
@MainActor
final class HandInteraction: StageViewControllerInteractiveTransitioning {
  let animator: any StageViewControllerAnimatedTransitioning
  private(set) var context: (any StageViewControllerContextTransitioning)?

  init(animator: any StageViewControllerAnimatedTransitioning) {
    self.animator = animator
  }

  func startInteractiveTransition(_ transitionContext: any StageViewControllerContextTransitioning)
  {
    context = transitionContext
    animator.animateTransition(using: transitionContext)
  }

  func cancel() {
    context?.cancelInteractiveTransition()
  }
}
