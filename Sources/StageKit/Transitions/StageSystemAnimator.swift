import Foundation
import Transit

/// The animations UIKit runs when no custom animator is given: the navigation slide with
/// parallax, and the modal cover-vertical.
///
/// UIKit drives both with a `CASpringAnimation` of mass 3, stiffness 1000, damping 500,
/// cut at 0.5 s (docs/uikit-behaviour.md#b3). Taken literally that spring is over-damped and
/// leaves a third of the way to go at 0.5 s, which is not what the screen shows; as that
/// note recommends, the stage plays its critically damped twin (same natural frequency,
/// √(1000/3) s⁻¹), which is 99.9 % of the way at 0.5 s.
@MainActor
final class StageSystemAnimator: StageViewControllerAnimatedTransitioning {
  /// What to animate.
  enum Motion {
    /// Navigation push: the new view slides in from the right, the old one moves a third of
    /// the width left.
    case push
    /// Navigation pop: the reverse.
    case pop
    /// Modal presentation: the presented view rises from the bottom.
    case coverVertical
    /// Modal dismissal: the presented view falls to the bottom.
    case uncoverVertical
  }

  /// The system transitions' length.
  static let duration = 0.5
  /// The critically damped twin of UIKit's mass 3, stiffness 1000, damping 500.
  static let spring = Spring(
    mass: 3, stiffness: 1000, damping: 2 * (1000.0 * 3).squareRoot())
  /// How far the lower view moves in a push or pop, as a share of the width.
  static let parallax: CGFloat = 0.3

  let motion: Motion

  init(_ motion: Motion) {
    self.motion = motion
  }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  {
    transitionContext?.isAnimated == false ? 0 : Self.duration
  }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let width = container.bounds.width
    let height = container.bounds.height
    let fromView = transitionContext.view(forKey: .from)
    let toView = transitionContext.view(forKey: .to)
    let toController = transitionContext.viewController(forKey: .to)
    let fromController = transitionContext.viewController(forKey: .from)
    let finalTo = toController.map { transitionContext.finalFrame(for: $0) } ?? container.bounds
    let startFrom =
      fromController.map { transitionContext.initialFrame(for: $0) } ?? container.bounds
    var animations: () -> Void = {}
    switch motion {
    case .push:
      if let toView {
        toView.frame = finalTo.offsetBy(dx: width, dy: 0)
        container.addSubview(toView)
      }
      animations = {
        toView?.frame = finalTo
        fromView?.frame = startFrom.offsetBy(dx: -width * Self.parallax, dy: 0)
      }
    case .pop:
      if let toView, let fromView {
        toView.frame = finalTo.offsetBy(dx: -width * Self.parallax, dy: 0)
        container.insertSubview(toView, belowSubview: fromView)
      }
      animations = {
        toView?.frame = finalTo
        fromView?.frame = startFrom.offsetBy(dx: width, dy: 0)
      }
    case .coverVertical:
      if let toView {
        toView.frame = finalTo.offsetBy(dx: 0, dy: height)
        container.addSubview(toView)
      }
      animations = { toView?.frame = finalTo }
    case .uncoverVertical:
      animations = { fromView?.frame = startFrom.offsetBy(dx: 0, dy: height) }
    }
    let duration = transitionDuration(using: transitionContext)
    StageAnimationTransaction(
      duration: duration, delay: 0, timing: .spring(Self.spring, initialVelocity: 0),
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    ).run(animations)
  }
}
