import Foundation
import StageKit

/// A stand-in for a gesture-driven interaction controller (the pre-iOS 10 percent-driven
/// technique): it freezes the container's layer time, lets the animator set up its
/// animations, scrubs them with `timeOffset`, and on finish or cancel lets them run out so
/// that the animator's completion calls `completeTransition(!transitionWasCancelled)`.
@MainActor
public final class SwitchTestInteraction: StageViewControllerInteractiveTransitioning {
  /// The animator it drives.
  public let animator: any StageViewControllerAnimatedTransitioning
  /// The context of the transition it drives, once started.
  public private(set) var context: (any StageViewControllerContextTransitioning)?

  /// Creates an interaction controller for an animator.
  ///
  /// - Parameter animator: The animator it drives.
  public init(animator: any StageViewControllerAnimatedTransitioning) {
    self.animator = animator
  }

  /// Freezes the container's layer time and lets the animator set up its animations.
  public func startInteractiveTransition(
    _ transitionContext: any StageViewControllerContextTransitioning
  ) {
    context = transitionContext
    transitionContext.containerView.layer.speed = 0
    transitionContext.containerView.layer.timeOffset = 0
    animator.animateTransition(using: transitionContext)
  }

  /// The finger moved: progress 0…1.
  public func update(_ percentComplete: Double) {
    guard let context else { return }
    context.updateInteractiveTransition(percentComplete)
    context.containerView.layer.timeOffset =
      percentComplete * animator.transitionDuration(using: context)
  }

  /// The finger lifted past the threshold: the rest plays forward from where it is.
  public func finish() {
    guard let context else { return }
    context.finishInteractiveTransition()
    let layer = context.containerView.layer
    let now = layer.superlayer?.currentLocalTime ?? 0
    layer.speed = 1
    layer.beginTime = now
  }

  /// The finger lifted short of it: the transition is cancelled; the animations run out and
  /// the animator's completion reports the cancel.
  public func cancel() {
    guard let context else { return }
    context.cancelInteractiveTransition()
    let layer = context.containerView.layer
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
  }
}
