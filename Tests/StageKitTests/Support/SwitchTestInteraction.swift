import Foundation
import StageKit

/// A stand-in for a gesture-driven interaction controller (the pre-iOS 10 percent-driven
/// technique): it freezes the container's layer time, lets the animator set up its
/// animations, scrubs them with `timeOffset`, and on finish or cancel lets them run out so
/// that the animator's completion calls `completeTransition(!transitionWasCancelled)`.
@MainActor
final class SwitchTestInteraction: StageViewControllerInteractiveTransitioning {
  let animator: any StageViewControllerAnimatedTransitioning
  private(set) var context: (any StageViewControllerContextTransitioning)?

  init(animator: any StageViewControllerAnimatedTransitioning) {
    self.animator = animator
  }

  func startInteractiveTransition(_ transitionContext: any StageViewControllerContextTransitioning)
  {
    context = transitionContext
    transitionContext.containerView.layer.speed = 0
    transitionContext.containerView.layer.timeOffset = 0
    animator.animateTransition(using: transitionContext)
  }

  /// The finger moved: progress 0…1.
  func update(_ percentComplete: Double) {
    guard let context else { return }
    context.updateInteractiveTransition(percentComplete)
    context.containerView.layer.timeOffset =
      percentComplete * animator.transitionDuration(using: context)
  }

  /// The finger lifted past the threshold: the rest plays forward from where it is.
  func finish() {
    guard let context else { return }
    context.finishInteractiveTransition()
    let layer = context.containerView.layer
    let now = layer.superlayer?.currentLocalTime ?? 0
    layer.speed = 1
    layer.beginTime = now
  }

  /// The finger lifted short of it: the transition is cancelled; the animations run out and
  /// the animator's completion reports the cancel.
  func cancel() {
    guard let context else { return }
    context.cancelInteractiveTransition()
    let layer = context.containerView.layer
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
  }
}
