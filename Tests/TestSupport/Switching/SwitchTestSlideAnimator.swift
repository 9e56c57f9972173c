import Foundation
import StageKit

/// A horizontal slide written as one would write it for UIKit: the direction comes from
/// the indices of the two children (docs/design.md#r9); linear, so mid-way values are easy
/// to know. On a cancel it puts the outgoing view back before completing.
@MainActor
public final class SwitchTestSlideAnimator: SwitchTestAnimator {
  /// How long the slide lasts.
  public let duration: Double
  /// The index of a child in its container.
  public let index: @MainActor (StageViewController) -> Int
  /// The values `animationEnded(_:)` received, in order.
  public private(set) var endings: [Bool] = []

  /// Creates a slide.
  ///
  /// - Parameters:
  ///   - duration: How long it lasts; 0.4 s by default.
  ///   - index: The index of a child in its container.
  public init(duration: Double = 0.4, index: @escaping @MainActor (StageViewController) -> Int) {
    self.duration = duration
    self.index = index
  }

  /// ``duration``.
  public func transitionDuration(
    using transitionContext: (any StageViewControllerContextTransitioning)?
  )
    -> Double
  { duration }

  /// Slides the incoming view in and the outgoing one out, linearly.
  public func animateTransition(
    using transitionContext: any StageViewControllerContextTransitioning
  ) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
      let toVC = transitionContext.viewController(forKey: .to),
      let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to)
    else { return }
    let container = transitionContext.containerView
    let offset = container.bounds.width * (index(toVC) > index(fromVC) ? 1 : -1)
    let start = transitionContext.initialFrame(for: fromVC)
    let end = transitionContext.finalFrame(for: toVC)
    toView.frame = end.offsetBy(dx: offset, dy: 0)
    container.addSubview(toView)
    StageView.animate(
      withDuration: duration, delay: 0, options: .curveLinear,
      animations: {
        toView.frame = end
        fromView.frame = start.offsetBy(dx: -offset, dy: 0)
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        if cancelled { fromView.frame = start }
        transitionContext.completeTransition(!cancelled)
      })
  }

  /// Notes how the transition ended.
  public func animationEnded(_ transitionCompleted: Bool) {
    endings.append(transitionCompleted)
  }
}
