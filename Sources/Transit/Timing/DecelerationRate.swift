/// How quickly a released motion slows down, as a factor applied to its velocity every
/// millisecond: the meaning of `UIScrollView.DecelerationRate`.
///
/// A motion released at velocity `v` that keeps `rate` of its velocity each millisecond
/// covers, before it stops,
///
/// ```
/// distance = v / 1000 × rate / (1 − rate)
/// ```
///
/// the sum of the geometric series `v/1000 · (rate + rate² + rate³ + …)`: in each millisecond
/// the velocity first decays by `rate`, then the motion moves by what is left of it. This is
/// the projection Apple shows in WWDC 2018's "Designing Fluid Interfaces" to decide where a
/// flicked element would come to rest. With ``normal`` (0.998) the distance is 0.499 s × `v`;
/// with ``fast`` (0.99) it is 0.099 s × `v`.
///
/// ```swift
/// DecelerationRate.normal.projectedDistance(velocity: 1000)  // ≈ 499 (points, for points/s)
/// ```
public struct DecelerationRate: Sendable, Hashable, RawRepresentable {
  /// The fraction of its velocity the motion keeps each millisecond, in `0...0.999999`.
  public let rawValue: Double

  /// Creates a deceleration rate from the fraction of velocity kept each millisecond.
  ///
  /// Unusable values get a meaning instead of an error: NaN → ``normal``'s 0.998; below 0 → 0
  /// (the motion stops at once); at or above 1 (which would never stop) → 0.999999, the
  /// slowest deceleration allowed, whose distance is 999.999 s × the velocity.
  ///
  /// - Parameter rawValue: The fraction of velocity kept per millisecond.
  public init(rawValue: Double) {
    guard !rawValue.isNaN else {
      self.rawValue = 0.998
      return
    }
    self.rawValue = min(max(rawValue, 0), Self.slowest)
  }

  /// UIScrollView's normal deceleration: 0.998 of the velocity kept each millisecond.
  public static let normal = DecelerationRate(rawValue: 0.998)

  /// UIScrollView's fast deceleration: 0.99 of the velocity kept each millisecond.
  public static let fast = DecelerationRate(rawValue: 0.99)

  /// Returns how far a motion released at a velocity travels before it stops.
  ///
  /// ```swift
  /// // Progress per second in, progress out:
  /// DecelerationRate.fast.projectedDistance(velocity: -2)  // −0.198
  /// ```
  ///
  /// - Parameter velocity: The velocity at release, in units per second. NaN counts as 0;
  ///   magnitudes beyond 1e9 (infinities included) count as 1e9.
  /// - Returns: The distance in the same units, `velocity / 1000 × rate / (1 − rate)`, with the
  ///   velocity's sign. Always finite.
  public func projectedDistance(velocity: Double) -> Double {
    InteractionValue.limited(velocity) / 1000 * (rawValue / (1 - rawValue))
  }

  /// The largest rate: a rate of 1 never stops.
  private static let slowest = 0.999_999
}
