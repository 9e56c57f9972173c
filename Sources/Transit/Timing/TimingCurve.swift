import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1): the curve of Core Animation's
/// `CAMediaTimingFunction` and of CSS's `cubic-bezier()`.
///
/// The curve maps the elapsed fraction of an animation's duration (its x axis) to the fraction
/// of the change to show (its y axis). Two control points shape it:
///
/// ```swift
/// let curve = TimingCurve(
///   controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1))
/// curve.progress(at: 0.5)  // 0.80240338758...
/// TimingCurve.easeInOut.progress(at: 0.25)  // 0.12916193104...
/// ```
///
/// ### Accuracy
/// ``progress(at:)`` returns the y of the point on the exact curve (for the exact control
/// points given) whose x is the fraction, with the curve's parameter t found to about 1e-10.
/// For control points with y in the usual range, about -1...2, progress is within 1e-8 of the
/// truth (the error grows in proportion to the y coordinates). This holds for every pair of
/// control points, including curves that stand vertical somewhere, such as (1, 0, 0, 1), where
/// x'(t) = 0 at t = 1/2 and a naive solver loses half its digits: the curve is solved in a form
/// shifted to its flattest point, with the constant term carried in double-double precision,
/// so that no cancellation spoils the root.
///
/// ### Cost
/// Evaluation allocates nothing and usually takes one Newton step from a precomputed table;
/// creating a curve (or its ``reversed`` twin) solves that table, about a microsecond, so
/// keep curves rather than re-creating them every frame.
///
/// ### Out-of-range and non-finite input
/// - A control point's x outside 0...1 is clamped into 0...1, as Core Animation does, which
///   keeps x(t) non-decreasing so that every fraction has exactly one progress.
/// - A non-finite coordinate (NaN or ±infinity) is replaced by the same coordinate of
///   ``linear``: (0, 0) for the first control point, (1, 1) for the second.
/// - A y coordinate beyond ±1e300 is clamped to ±1e300, so no arithmetic can overflow.
///
/// Equality and hashing use the control points after these corrections.
public struct TimingCurve: Sendable, Hashable {
  /// The sanitized first control point, before any reversal.
  private let point1: CGPoint
  /// The sanitized second control point, before any reversal.
  private let point2: CGPoint
  /// Whether this curve is the curve of `point1` and `point2` played backwards.
  ///
  /// Kept as a flag so that reversing twice gives back exactly the original doubles: `1 - x`
  /// rounds when x < 1/2, so reversing the numbers twice would not.
  private let isReversed: Bool

  // What `init` precomputes for evaluating the curve quickly; see "Solving" below. Stored
  // here rather than in a nested struct, which Swift tends to copy whole before each call.

  /// Whether x(t) = y(t) for all t, so that progress is the fraction itself.
  private let isIdentity: Bool
  /// The expansion of the curve used for fractions below `split`.
  private let low: Expansion
  /// The expansion of the curve used for fractions at or above `split`.
  private let high: Expansion
  private let split: Double
  /// Approximate t at x = 0, 1/16, ..., 1: where Newton's method starts.
  private let table: InverseTable

  /// Creates a timing curve from its two control points; the curve runs from (0, 0) to (1, 1).
  ///
  /// ```swift
  /// let snappy = TimingCurve(
  ///   controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1))
  /// ```
  ///
  /// - Parameters:
  ///   - controlPoint1: The control point that shapes the start. Its x is clamped into 0...1;
  ///     a non-finite coordinate becomes 0.
  ///   - controlPoint2: The control point that shapes the end. Its x is clamped into 0...1;
  ///     a non-finite coordinate becomes 1.
  public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
    self.init(
      point1: Self.sanitized(controlPoint1, fallback: 0),
      point2: Self.sanitized(controlPoint2, fallback: 1),
      isReversed: false)
  }

  /// A curve whose table of starting points is not solved: for the thousands of curves an
  /// export hands a host, which reads only their control points (a `CAMediaTimingFunction`
  /// is made of them). It is the same curve, equal to one made by
  /// ``init(controlPoint1:controlPoint2:)``, and finds the same progress to the same
  /// accuracy; its evaluation only starts further from the root, so it costs a few more
  /// steps.
  ///
  /// - Parameters:
  ///   - controlPoint1: The control point that shapes the start, as
  ///     ``init(controlPoint1:controlPoint2:)`` takes it.
  ///   - controlPoint2: The control point that shapes the end.
  init(unsolvedControlPoint1 controlPoint1: CGPoint, controlPoint2: CGPoint) {
    point1 = Self.sanitized(controlPoint1, fallback: 0)
    point2 = Self.sanitized(controlPoint2, fallback: 1)
    isReversed = false
    let (x1, y1) = (Double(point1.x), Double(point1.y))
    let (x2, y2) = (Double(point2.x), Double(point2.y))
    isIdentity = x1 == y1 && x2 == y2
    (low, high, split) = Expansion.pair(x: Cubic(x1, x2), y: Cubic(y1, y2))
    table = InverseTable(unsolved: ())
  }

  private init(point1: CGPoint, point2: CGPoint, isReversed: Bool) {
    self.point1 = point1
    self.point2 = point2
    self.isReversed = isReversed
    let (first, second) =
      isReversed
      ? (Self.reflected(point2), Self.reflected(point1))
      : (point1, point2)
    let x1 = Double(first.x)
    let y1 = Double(first.y)
    let x2 = Double(second.x)
    let y2 = Double(second.y)
    isIdentity = x1 == y1 && x2 == y2
    (low, high, split) = Expansion.pair(x: Cubic(x1, x2), y: Cubic(y1, y2))
    table = isIdentity ? InverseTable() : InverseTable(low: low, high: high, split: split)
  }

  /// The first control point, after clamping: the one that shapes the start of the curve.
  public var controlPoint1: CGPoint { isReversed ? Self.reflected(point2) : point1 }

  /// The second control point, after clamping: the one that shapes the end of the curve.
  public var controlPoint2: CGPoint { isReversed ? Self.reflected(point1) : point2 }

  /// The largest magnitude ``velocity(at:)`` returns: 1e9.
  ///
  /// Where the curve stands vertical (x'(t) = 0 while y'(t) ≠ 0, as at the start of
  /// (0, 1, 1, 0)) its slope is infinite; ``velocity(at:)`` returns this value, with the sign of
  /// the slope, instead.
  public static let maximumVelocity: Double = 1e9

  /// Returns the progress (y) of the curve at an elapsed fraction (x) of its duration.
  ///
  /// ```swift
  /// TimingCurve.easeIn.progress(at: 0.5)  // 0.31535681257...
  /// ```
  ///
  /// - Parameter fraction: The elapsed fraction, x. Values are clamped into 0...1; NaN counts as
  ///   0, +infinity as 1 and -infinity as 0.
  /// - Returns: The y on the curve at that x: exactly 0 at 0 and exactly 1 at 1, and outside
  ///   0...1 in between only if a control point's y is.
  @inline(__always)  // small; inlined, it spares the copy of the curve a call would make
  public func progress(at fraction: Double) -> Double {
    guard fraction > 0 else { return 0 }  // also NaN
    guard fraction < 1 else { return 1 }
    if isIdentity { return fraction }
    let e = fraction < split ? low : high
    return e.y(e.root(at: fraction, table: table))
  }

  /// Returns the slope of the curve, dy/dx, at an elapsed fraction of its duration.
  ///
  /// Multiply by the animation's change over its duration to get a speed. At a point where the
  /// curve has a horizontal tangent in x (x'(t) = 0) the slope is the limit of dy/dx there; if
  /// that limit is infinite the result is ±``maximumVelocity``, and every other result is
  /// clamped into ±``maximumVelocity`` too, so the result is always finite.
  ///
  /// ```swift
  /// TimingCurve.linear.velocity(at: 0.3)  // 1
  /// TimingCurve.easeInOut.velocity(at: 0)  // 0
  /// ```
  ///
  /// - Parameter fraction: The elapsed fraction, x. Values are clamped into 0...1; NaN counts as
  ///   0, +infinity as 1 and -infinity as 0.
  /// - Returns: dy/dx at that x, finite and within ±``maximumVelocity``.
  @inline(__always)  // as `progress(at:)`
  public func velocity(at fraction: Double) -> Double {
    if isIdentity { return 1 }
    if fraction > 0 && fraction < 1 {
      let e = fraction < split ? low : high
      return e.velocity(at: e.root(at: fraction, table: table))
    }
    let point1 = controlPoint1
    let point2 = controlPoint2
    return Expansion.endVelocity(
      atStart: !(fraction >= 1),  // NaN counts as 0
      x1: Double(point1.x), y1: Double(point1.y), x2: Double(point2.x), y2: Double(point2.y))
  }

  /// The same curve played backwards in time: its progress at x is `1 - progress(at: 1 - x)`.
  ///
  /// Its control points are (1 - x2, 1 - y2) and (1 - x1, 1 - y1), so `easeIn.reversed` is the
  /// curve `easeOut` would be if their control points matched. Reversing twice gives back
  /// exactly the original curve.
  public var reversed: TimingCurve {
    TimingCurve(point1: point1, point2: point2, isReversed: !isReversed)
  }

  /// Returns whether two curves have the same control points (after clamping).
  ///
  /// - Parameters:
  ///   - lhs: A curve.
  ///   - rhs: Another curve.
  /// - Returns: `true` if their control points are equal.
  public static func == (lhs: TimingCurve, rhs: TimingCurve) -> Bool {
    lhs.controlPoint1 == rhs.controlPoint1 && lhs.controlPoint2 == rhs.controlPoint2
  }

  /// Hashes the control points (after clamping).
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(point: controlPoint1)
    hasher.combine(point: controlPoint2)
  }

  /// The point reflected through (1/2, 1/2): (1 - x, 1 - y).
  private static func reflected(_ point: CGPoint) -> CGPoint {
    CGPoint(x: 1 - point.x, y: 1 - point.y)
  }

  /// The point with non-finite coordinates replaced by `fallback`, x clamped into 0...1 and y
  /// clamped into ±1e300.
  private static func sanitized(_ point: CGPoint, fallback: CGFloat) -> CGPoint {
    let x = point.x.isFinite ? min(max(point.x, 0), 1) + 0 : fallback  // `+ 0` turns -0 into 0
    let y = point.y.isFinite ? min(max(point.y, -1e300), 1e300) : fallback
    return CGPoint(x: x, y: y)
  }
}

// MARK: - Presets

extension TimingCurve {
  /// Constant speed: control points (0, 0) and (1, 1), so progress equals the fraction.
  public static let linear = TimingCurve(
    controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1))

  /// Starts slowly and ends at full speed: control points (0.42, 0) and (1, 1), Core
  /// Animation's `easeIn`.
  public static let easeIn = TimingCurve(
    controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 1, y: 1))

  /// Starts at full speed and slows to a stop: control points (0, 0) and (0.58, 1), Core
  /// Animation's `easeOut`.
  public static let easeOut = TimingCurve(
    controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))

  /// Starts slowly, speeds up and slows to a stop: control points (0.42, 0) and (0.58, 1), Core
  /// Animation's `easeInEaseOut`.
  public static let easeInOut = TimingCurve(
    controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))

  /// Core Animation's `default` curve (`kCAMediaTimingFunctionDefault`): control points
  /// (0.25, 0.1) and (0.25, 1), a quick start and a long, gentle stop.
  public static let `default` = TimingCurve(
    controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1))

  /// The animation curves UIKit offers, twins of `UIView.AnimationCurve`.
  public enum AnimationCurve: Sendable, Hashable, CaseIterable {
    /// Slow at the start and the end.
    case easeInOut
    /// Slow at the start.
    case easeIn
    /// Slow at the end.
    case easeOut
    /// Constant speed.
    case linear
  }

  /// Creates the Core Animation curve that UIKit uses for an animation curve.
  ///
  /// ```swift
  /// TimingCurve(.easeOut) == .easeOut  // true
  /// ```
  ///
  /// - Parameter curve: The UIKit animation curve.
  public init(_ curve: AnimationCurve) {
    switch curve {
    case .easeInOut: self = .easeInOut
    case .easeIn: self = .easeIn
    case .easeOut: self = .easeOut
    case .linear: self = .linear
    }
  }
}
