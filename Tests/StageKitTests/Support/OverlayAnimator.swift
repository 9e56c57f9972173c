import Foundation
import StageKit

/// The overlay animator of seed 001: the presented view grows from a 1-point-wide strip
/// to two thirds of the container's width (its height already two thirds), and shrinks
/// back on dismissal. In a `.custom` dismissal it leaves the presenter's view alone.
///
/// The article-port tests present with it (``OverlayTransitionDelegate``), and so do the
/// tests of the container's layout during a dismissal.
@MainActor
final class OverlayAnimator: StageViewControllerAnimatedTransitioning {
  let duration = 0.4

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { duration }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
      let toVC = transitionContext.viewController(forKey: .to)
    else { return }
    let container = transitionContext.containerView
    if toVC.isBeingPresented, let toView = transitionContext.view(forKey: .to) {
      container.addSubview(toView)
      let width = container.frame.width * 2 / 3
      let height = container.frame.height * 2 / 3
      toView.center = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
      toView.bounds = CGRect(x: 0, y: 0, width: 1, height: height)
      StageView.animate(
        withDuration: duration, delay: 0, options: .curveEaseInOut,
        animations: { toView.bounds = CGRect(x: 0, y: 0, width: width, height: height) },
        completion: { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    } else if fromVC.isBeingDismissed, let fromView = transitionContext.view(forKey: .from) {
      let height = fromView.frame.height
      StageView.animate(
        withDuration: duration, delay: 0, options: .curveEaseInOut,
        animations: { fromView.bounds = CGRect(x: 0, y: 0, width: 1, height: height) },
        completion: { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
  }
}
