/// The twin of `UIViewControllerAnimatedTransitioning`: an animator that performs a
/// transition's animations in the container view and calls `completeTransition(_:)`.
@MainActor
public protocol StageViewControllerAnimatedTransitioning: AnyObject {
  /// The transition's length in seconds.
  ///
  /// - Parameter transitionContext: The context, or `nil` when asked ahead of time.
  /// - Returns: The duration.
  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double

  /// Performs the animations; must end with `transitionContext.completeTransition(_:)`.
  ///
  /// - Parameter transitionContext: The context.
  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning)

  /// Called after the transition completed, with whether it finished.
  ///
  /// - Parameter transitionCompleted: `true` unless it was cancelled.
  func animationEnded(_ transitionCompleted: Bool)
}

extension StageViewControllerAnimatedTransitioning {
  /// Does nothing: implementing it is optional, as in UIKit.
  ///
  /// - Parameter transitionCompleted: Whether the transition finished.
  public func animationEnded(_ transitionCompleted: Bool) {}
}
