/// The twin of `CACornerMask`: which of a layer's corners its corner radius rounds, with
/// Core Animation's names and bits.
public struct StageCornerMask: OptionSet, Sendable, Hashable {
  /// The bits, `CACornerMask`'s.
  public let rawValue: UInt

  /// Creates a mask from `CACornerMask`'s bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The corner at the smallest x and y: top left.
  public static let layerMinXMinYCorner = StageCornerMask(rawValue: 1)
  /// The corner at the largest x and smallest y: top right.
  public static let layerMaxXMinYCorner = StageCornerMask(rawValue: 2)
  /// The corner at the smallest x and largest y: bottom left.
  public static let layerMinXMaxYCorner = StageCornerMask(rawValue: 4)
  /// The corner at the largest x and y: bottom right.
  public static let layerMaxXMaxYCorner = StageCornerMask(rawValue: 8)
  /// All four, the default.
  public static let all: StageCornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}
