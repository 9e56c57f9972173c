/// UIKit's instant presentation and dismissal for non-animated, non-custom styles: the
/// presented view goes straight to its final frame.
@MainActor
final class StageModalInstantAnimator: StageViewControllerAnimatedTransitioning {
  let isPresenting: Bool

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { 0 }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    if isPresenting, let toView: StageView = transitionContext.view(forKey: .to),
      let presented = transitionContext.viewController(forKey: .to)
    {
      toView.frame = transitionContext.finalFrame(for: presented)
      transitionContext.containerView.addSubview(toView)
    }
    transitionContext.completeTransition(true)
  }
}
