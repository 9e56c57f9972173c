import Foundation

/// How far a scroll view under a gesture can still scroll sideways (a carousel, a paged
/// gallery), as a host reads it: a swipe between tabs or a full-width back swipe gives way
/// to it while it can scroll the way the finger moves (docs/design.md#u5), whichever
/// recognizer the toolkit asks first.
///
/// ```swift
/// let carousel = HorizontalScrollRoom(left: 0, right: 640)   // at its start
/// carousel.scrolls(withFingerMovingBy: -30)   // true: its content follows the finger
/// carousel.scrolls(withFingerMovingBy: 30)    // false: nothing more on its left
/// ```
public struct HorizontalScrollRoom: Sendable, Hashable {
  /// How far, in points, its content can still move right, showing what lies on its left.
  public var left: Double
  /// How far, in points, its content can still move left, showing what lies on its right.
  public var right: Double

  /// Creates a room; negative or non-finite distances mean none.
  ///
  /// - Parameters:
  ///   - left: How far its content can still move right (a finger moving right).
  ///   - right: How far its content can still move left (a finger moving left).
  public init(left: Double, right: Double) {
    self.left = left.isFinite ? max(left, 0) : 0
    self.right = right.isFinite ? max(right, 0) : 0
  }

  /// The least room, in points, that counts: half a point is rounding, not content.
  public static let least = 0.5

  /// Whether the scroll view scrolls with a finger moving sideways: it has room that way.
  ///
  /// - Parameter motion: The finger's horizontal motion (translation or velocity), positive
  ///   to the right; 0 or non-finite scrolls nothing.
  /// - Returns: Whether the content follows the finger.
  public func scrolls(withFingerMovingBy motion: Double) -> Bool {
    guard motion.isFinite, motion != 0 else { return false }
    return (motion > 0 ? left : right) > Self.least
  }
}
