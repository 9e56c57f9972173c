import Foundation
import StageKit

// Written as UIKit code would be, with only the type names changed, for the modal
// presentation tests (StagePresentation*Tests).

/// A full-screen slide in the style of a navigation animator: it adds the incoming view
/// (the presenter's view too, when dismissing) and, unless told to forget, removes it again
/// when cancelled, as Apple's swipe sample does.
@MainActor
final class SlideAnimator: StageViewControllerAnimatedTransitioning {
  var removesToViewOnCancel = true
  var toViewOnDismissal: StageView?

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { 0.3 }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let width = container.bounds.width
    let fromView = transitionContext.view(forKey: .from)
    let toView = transitionContext.view(forKey: .to)
    if let toView, let toVC = transitionContext.viewController(forKey: .to) {
      toView.frame = transitionContext.finalFrame(for: toVC).offsetBy(dx: width, dy: 0)
      container.addSubview(toView)
    }
    toViewOnDismissal = toView
    StageView.animate(
      withDuration: 0.3,
      animations: {
        if let toView, let toVC = transitionContext.viewController(forKey: .to) {
          toView.frame = transitionContext.finalFrame(for: toVC)
        }
        fromView?.frame.origin.x = -width
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        if cancelled, self.removesToViewOnCancel { toView?.removeFromSuperview() }
        transitionContext.completeTransition(!cancelled)
      })
  }
}
