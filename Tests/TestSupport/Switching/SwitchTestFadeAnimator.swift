import Foundation
import StageKit

/// A cross-fade written as one would write it for UIKit; with `completes: false` it ends
/// the transition as cancelled, the other way a switch can fail.
@MainActor
public final class SwitchTestFadeAnimator: SwitchTestAnimator {
  /// Whether the fade completes the transition (`false`: it ends it as cancelled).
  public let completes: Bool
  /// The values `animationEnded(_:)` received, in order.
  public private(set) var endings: [Bool] = []

  /// Creates a fade.
  ///
  /// - Parameter completes: Whether it completes the transition.
  public init(completes: Bool = true) {
    self.completes = completes
  }

  /// 0.3 s.
  public func transitionDuration(
    using transitionContext: (any StageViewControllerContextTransitioning)?
  )
    -> Double
  { 0.3 }

  /// Fades the incoming view in over the outgoing one, linearly.
  public func animateTransition(
    using transitionContext: any StageViewControllerContextTransitioning
  ) {
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

  /// Notes how the transition ended.
  public func animationEnded(_ transitionCompleted: Bool) {
    endings.append(transitionCompleted)
  }
}
