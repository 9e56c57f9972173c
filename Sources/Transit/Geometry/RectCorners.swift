/// Some of a rectangle's four corners, as Core Animation's `maskedCorners` (`CACornerMask`)
/// names them, with the same raw values: which corners a corner radius rounds.
///
/// Top and left are the smaller y and x, as in UIKit's coordinates.
public struct RectCorners: OptionSet, Sendable, Hashable {
  /// The bits, `CACornerMask`'s.
  public let rawValue: UInt

  /// Creates a set from `CACornerMask`'s bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top-left corner (`layerMinXMinYCorner`).
  public static let topLeft = RectCorners(rawValue: 1)
  /// The top-right corner (`layerMaxXMinYCorner`).
  public static let topRight = RectCorners(rawValue: 2)
  /// The bottom-left corner (`layerMinXMaxYCorner`).
  public static let bottomLeft = RectCorners(rawValue: 4)
  /// The bottom-right corner (`layerMaxXMaxYCorner`).
  public static let bottomRight = RectCorners(rawValue: 8)
  /// All four, Core Animation's default.
  public static let all: RectCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
