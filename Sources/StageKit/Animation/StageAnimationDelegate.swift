/// The twin of `CAAnimationDelegate`: told when an animation starts and stops.
///
/// Like Core Animation's, the protocol is not isolated to the main actor, though the stage
/// calls it there: a main-actor class adopts it as `@preconcurrency StageAnimationDelegate`,
/// as it adopts `CAAnimationDelegate` on iOS.
public protocol StageAnimationDelegate: AnyObject {
  /// The animation began: its layer's time reached its begin time.
  ///
  /// - Parameter animation: The animation, as added to the layer.
  func animationDidStart(_ animation: StageAnimation)

  /// The animation stopped.
  ///
  /// - Parameters:
  ///   - animation: The animation, as added to the layer.
  ///   - flag: `true` when it ran to its end, `false` when it was removed before.
  func animationDidStop(_ animation: StageAnimation, finished flag: Bool)
}

extension StageAnimationDelegate {
  /// Does nothing: implementing it is optional, as in Core Animation.
  ///
  /// - Parameter animation: The animation.
  public func animationDidStart(_ animation: StageAnimation) {}

  /// Does nothing: implementing it is optional, as in Core Animation.
  ///
  /// - Parameters:
  ///   - animation: The animation.
  ///   - flag: Whether it finished.
  public func animationDidStop(_ animation: StageAnimation, finished flag: Bool) {}
}
