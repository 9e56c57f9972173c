import Foundation

/// The twin of `UIEdgeInsets`: how far in from each edge of a rectangle.
public struct StageEdgeInsets: Sendable, Hashable {
  /// From the top edge.
  public var top: CGFloat
  /// From the left edge.
  public var left: CGFloat
  /// From the bottom edge.
  public var bottom: CGFloat
  /// From the right edge.
  public var right: CGFloat

  /// Creates insets.
  ///
  /// - Parameters:
  ///   - top: From the top edge.
  ///   - left: From the left edge.
  ///   - bottom: From the bottom edge.
  ///   - right: From the right edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = StageEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Each edge's inset plus another's.
  func adding(_ other: StageEdgeInsets) -> StageEdgeInsets {
    StageEdgeInsets(
      top: top + other.top, left: left + other.left, bottom: bottom + other.bottom,
      right: right + other.right)
  }

  /// A rectangle shrunk by the insets (never to a negative size).
  func inset(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX + left, y: rect.minY + top, width: max(0, rect.width - left - right),
      height: max(0, rect.height - top - bottom))
  }

  /// Insets with every non-finite or negative edge made 0 (clamped meaning of bad input).
  var usable: StageEdgeInsets {
    func edge(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
    return StageEdgeInsets(
      top: edge(top), left: edge(left), bottom: edge(bottom), right: edge(right))
  }
}
