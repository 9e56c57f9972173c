import Foundation
import StageKit

/// A cross-fade written as one would write it for UIKit; with `completes: false` it ends
/// the transition as cancelled, the other way a switch can fail.
@MainActor
final class SwitchTestFadeAnimator: SwitchTestAnimator {
  let completes: Bool
  private(set) var endings: [Bool] = []

  init(completes: Bool = true) {
    self.completes = completes
  }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { 0.3 }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    guard let toVC = transitionContext.viewController(forKey: .to),
      let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to)
    else { return }
    toView.frame = transitionContext.finalFrame(for: toVC)
    toView.alpha = 0
    transitionContext.containerView.addSubview(toView)
    StageView.animate(
      withDuration: 0.3, delay: 0, options: .curveLinear,
      animations: {
        toView.alpha = 1
        fromView.alpha = 0
      },
      completion: { [completes] _ in
        fromView.alpha = 1
        transitionContext.completeTransition(completes && !transitionContext.transitionWasCancelled)
      })
  }

  func animationEnded(_ transitionCompleted: Bool) {
    endings.append(transitionCompleted)
  }
}
