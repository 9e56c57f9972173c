import Foundation

/// Where a matched view that follows the finger is, as Photos moves a photo dragged down to
/// dismiss it: moved with the finger and shrunk about the point the finger holds.
///
/// ```swift
/// let placement = MatchedViewPlacement(translation: CGPoint(x: 10, y: 200), scale: 0.8)
/// // The finger first touched the view 50 pt right of its centre:
/// placement.centerOffset(touchFromCenter: CGPoint(x: 50, y: 0))   // (20, 200)
/// ```
public struct MatchedViewPlacement: Sendable, Equatable {
  /// How far the point under the finger has moved, in points: the gesture's translation.
  public var translation: CGPoint

  /// The view's scale, in `0...1`.
  public var scale: Double

  /// Creates a placement.
  ///
  /// - Parameters:
  ///   - translation: How far the point under the finger has moved, in points.
  ///   - scale: The view's scale.
  public init(translation: CGPoint, scale: Double) {
    self.translation = translation
    self.scale = scale
  }

  /// Returns how far to move the view's centre so that, scaled about its centre, the point
  /// the finger first touched stays under the finger.
  ///
  /// The touched point, `touch` from the centre, is at `centre + scale × touch` after
  /// scaling; keeping it at `centre₀ + touch + translation` moves the centre by
  /// `translation + (1 − scale) × touch`.
  ///
  /// - Parameter touchFromCenter: Where the touch began, relative to the view's centre, in
  ///   points (non-finite coordinates count as 0).
  /// - Returns: The offset of the view's centre from where it was, in points.
  public func centerOffset(touchFromCenter: CGPoint) -> CGPoint {
    let shrink = 1 - scale
    let touchX = InteractionValue.limited(Double(touchFromCenter.x))
    let touchY = InteractionValue.limited(Double(touchFromCenter.y))
    return CGPoint(
      x: Double(translation.x) + shrink * touchX, y: Double(translation.y) + shrink * touchY)
  }
}
