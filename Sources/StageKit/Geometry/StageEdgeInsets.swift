import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The twin of `UIEdgeInsets`: distances inward from each edge of a rectangle.
public struct StageEdgeInsets: Sendable, Hashable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
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

  /// No insets, as `UIEdgeInsets.zero`.
  public static let zero = StageEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
