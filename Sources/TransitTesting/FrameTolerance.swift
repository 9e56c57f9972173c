/// How far a frame may stray from its reference and still match.
///
/// A pixel *differs* when any of its red, green, blue or alpha components is more than
/// ``perChannel`` levels (of 255) away from the reference's; the frame matches while the
/// differing pixels are at most ``maximumDifferingFraction`` of all.
///
/// ```swift
/// // Anti-aliasing may move a few edge pixels by a level or two.
/// let tolerance = FrameTolerance(perChannel: 2, maximumDifferingFraction: 0.001)
/// ```
public struct FrameTolerance: Sendable, Hashable {
  /// Levels (of 255) a component may differ by without the pixel counting as different,
  /// 0…255.
  public var perChannel: Int
  /// The largest fraction of pixels that may differ, 0…1.
  public var maximumDifferingFraction: Double

  /// Creates a tolerance.
  ///
  /// - Parameters:
  ///   - perChannel: Levels a component may differ by; clamped to 0…255.
  ///   - maximumDifferingFraction: The largest fraction of pixels that may differ; clamped
  ///     to 0…1, and a value that is not a number means 0.
  public init(perChannel: Int = 0, maximumDifferingFraction: Double = 0) {
    self.perChannel = min(max(perChannel, 0), 255)
    self.maximumDifferingFraction =
      maximumDifferingFraction.isNaN ? 0 : min(max(maximumDifferingFraction, 0), 1)
  }

  /// Every pixel exactly as in the reference.
  public static let exact = FrameTolerance()
}
