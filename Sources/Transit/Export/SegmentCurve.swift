import Foundation

/// The timing function of one keyframe segment of a spring, as control points: a cubic
/// Bézier from (0, 0) to (1, 1) that leaves and reaches the spring's fraction with its own
/// slopes, and, where it can, bends as the fraction does at both ends too.
///
/// Matching the slopes alone, with the x of the control points at 1/3 and 2/3 (x linear in
/// time), is the cubic Hermite fit, whose error shrinks with the fourth power of the
/// segment's length. Moving the x of the control points as well matches the second
/// derivative at both ends: the error then shrinks faster, and a fit within the same
/// tolerance takes about half the segments. Spending those two degrees of freedom instead on
/// passing through the fraction at two points inside the segment (the slopes still matched
/// at both ends) spreads the fit over the whole segment, and a spring takes about a third of
/// the segments again. Core Animation's `CAMediaTimingFunction` takes any control points
/// with x in 0…1; the x of such a curve always rises.
struct SegmentCurve: Sendable {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  /// The cubic Hermite fit: slopes matched, x linear in time.
  ///
  /// - Parameters:
  ///   - span: The segment's length in seconds.
  ///   - change: The fraction's change over it.
  ///   - lowSlope: The fraction's slope at its start, per second.
  ///   - highSlope: The fraction's slope at its end, per second.
  init(hermite span: Double, change: Double, lowSlope: Double, highSlope: Double) {
    x1 = 1.0 / 3
    x2 = 2.0 / 3
    // A segment that does not move is linear.
    guard abs(change) > 1e-300 else {
      (y1, y2) = (1.0 / 3, 2.0 / 3)
      return
    }
    y1 = lowSlope * span / change / 3
    y2 = 1 - highSlope * span / change / 3
  }

  /// The fit that matches the slopes and the second derivatives at both ends, or `nil`
  /// when no control points with x in 0…1 do (near an inflection at an end, say).
  ///
  /// With slopes `s0`, `s1` and second derivatives `c0`, `c1` in the segment's unit square,
  /// the control points are `(x1, s0·x1)` and `(x2, 1 − s1·(1 − x2))`, and the curve's
  /// second derivative at its ends is `(2/3)(y2 − s0·x2) / x1²` and
  /// `−(2/3)(1 − y1 − s1·(1 − x1)) / (1 − x2)²`: two equations in `x1` and `x2`, solved by a
  /// damped fixed-point iteration.
  ///
  /// - Parameters:
  ///   - span: The segment's length in seconds.
  ///   - change: The fraction's change over it.
  ///   - slopes: The fraction's slopes at its two ends, per second.
  ///   - bends: The fraction's second derivatives at its two ends, per second squared.
  init?(
    matching span: Double, change: Double, slopes: (Double, Double), bends: (Double, Double)
  ) {
    guard abs(change) > 1e-300 else { return nil }
    let s0 = slopes.0 * span / change
    let s1 = slopes.1 * span / change
    let c0 = bends.0 * span * span / change
    let c1 = bends.1 * span * span / change
    guard c0 != 0, c1 != 0, s0.isFinite, s1.isFinite, c0.isFinite, c1.isFinite else {
      return nil
    }
    // Whatever control points it ends on are a curve the export checks before using: the
    // iteration need not converge to the last bit.
    var (x1, x2) = (1.0 / 3, 2.0 / 3)
    for _ in 0..<60 {
      let start = 2.0 / 3 * ((1 - s1) + (s1 - s0) * x2) / c0
      let end = 2.0 / 3 * ((1 - s0) + (s0 - s1) * (1 - x1)) / -c1
      guard start > 0, end > 0 else { return nil }
      let next = (start.squareRoot(), 1 - end.squareRoot())
      let moved = max(abs(next.0 - x1), abs(next.1 - x2))
      (x1, x2) = ((x1 + next.0) / 2, (x2 + next.1) / 2)
      if moved < 1e-12 { break }
    }
    guard x1 > 1e-3, x1 <= 1, x2 >= 0, x2 < 1 - 1e-3 else { return nil }
    self.x1 = x1
    self.y1 = s0 * x1
    self.x2 = x2
    self.y2 = 1 - s1 * (1 - x2)
  }

  /// Where between a segment's ends ``init(interpolating:change:slopes:through:)`` meets the
  /// fraction: the shares of the segment's time at which the curve passes through it.
  static let interpolationShares = (0.3, 0.7)

  /// The fit that leaves and reaches the fraction with its slopes and passes through it at
  /// two points within the segment (``interpolationShares``), or `nil` when no control
  /// points with x in 0…1 do (or Newton's method does not settle on them).
  ///
  /// With the slopes matched, the control points are `(x1, s0·x1)` and
  /// `(x2, 1 − s1·(1 − x2))`: the two x are found by Newton's method on the two
  /// interpolation conditions, from the Hermite fit's 1/3 and 2/3. Spreading the fit's
  /// freedom over the segment, rather than spending it on the second derivatives at the
  /// ends, leaves an error far smaller for the same length: a spring takes about a third of
  /// the segments within the same tolerance.
  ///
  /// - Parameters:
  ///   - span: The segment's length in seconds.
  ///   - change: The fraction's change over it.
  ///   - slopes: The fraction's slopes at its two ends, per second.
  ///   - targets: The fraction's change from the segment's start at the two
  ///     ``interpolationShares`` of its time.
  init?(
    interpolating span: Double, change: Double, slopes: (Double, Double),
    through targets: (Double, Double)
  ) {
    guard abs(change) > 1e-300 else { return nil }
    let s0 = slopes.0 * span / change
    let s1 = slopes.1 * span / change
    let goal = (targets.0 / change, targets.1 / change)
    guard s0.isFinite, s1.isFinite, goal.0.isFinite, goal.1.isFinite else { return nil }
    let shares = Self.interpolationShares
    var (x1, x2) = (1.0 / 3, 2.0 / 3)
    var settled = false
    for _ in 0..<24 {
      let a = Self.residual(share: shares.0, x1: x1, x2: x2, s0: s0, s1: s1)
      let b = Self.residual(share: shares.1, x1: x1, x2: x2, s0: s0, s1: s1)
      let (r0, r1) = (a.y - goal.0, b.y - goal.1)
      if abs(r0) < 1e-14 && abs(r1) < 1e-14 {
        settled = true
        break
      }
      // The Jacobian's rows: d(y at the share)/d(x1, x2).
      let determinant = a.dx1 * b.dx2 - a.dx2 * b.dx1
      guard determinant.isFinite, abs(determinant) > 1e-300 else { return nil }
      var step1 = (r0 * b.dx2 - r1 * a.dx2) / determinant
      var step2 = (a.dx1 * r1 - b.dx1 * r0) / determinant
      // Damped so that the x stay within 0…1, where the curve's x rises.
      let longest = max(abs(step1), abs(step2))
      if longest > 0.25 {
        step1 *= 0.25 / longest
        step2 *= 0.25 / longest
      }
      x1 = min(max(x1 - step1, 0), 1)
      x2 = min(max(x2 - step2, 0), 1)
    }
    guard settled, x1 > 1e-3, x2 < 1 - 1e-3 else { return nil }
    self.x1 = x1
    self.y1 = s0 * x1
    self.x2 = x2
    self.y2 = 1 - s1 * (1 - x2)
  }

  /// The y of the slope-matched curve with control points' x `x1` and `x2` at a share of
  /// the segment's time, and its derivatives in `x1` and `x2` (the share held).
  @inline(__always)
  private static func residual(share: Double, x1: Double, x2: Double, s0: Double, s1: Double)
    -> (y: Double, dx1: Double, dx2: Double)
  {
    let y1 = s0 * x1
    let y2 = 1 - s1 * (1 - x2)
    let u = parameter(atShare: share, x1: x1, x2: x2)
    let rest = 1 - u
    let b1 = 3 * rest * rest * u
    let b2 = 3 * rest * u * u
    let y = b1 * y1 + b2 * y2 + u * u * u
    let xRate = 3 * rest * rest * x1 + 6 * rest * u * (x2 - x1) + 3 * u * u * (1 - x2)
    let yRate = 3 * rest * rest * y1 + 6 * rest * u * (y2 - y1) + 3 * u * u * (1 - y2)
    // Moving x1 moves the point whose x is the share along the curve, and y1 with it.
    let along = xRate != 0 ? yRate / xRate : 0
    return (y, b1 * (s0 - along), b2 * (s1 - along))
  }

  /// The curve's y where its x is a share of the segment, as Core Animation evaluates it.
  ///
  /// - Parameter share: The share of the segment's time, in 0…1.
  /// - Returns: The share of the fraction's change.
  func progress(at share: Double) -> Double {
    // x linear in time: the share is the Bézier parameter.
    let u =
      x1 != 1.0 / 3 || x2 != 2.0 / 3 ? Self.parameter(atShare: share, x1: x1, x2: x2) : share
    let rest = 1 - u
    return 3 * rest * rest * u * y1 + 3 * rest * u * u * y2 + u * u * u
  }

  /// The Bézier parameter at which a curve's x (control points' x `x1`, `x2`) is a share:
  /// Newton's method, kept in a bracket, as x rises from 0 to 1.
  @inline(__always)
  private static func parameter(atShare share: Double, x1: Double, x2: Double) -> Double {
    var u = share
    var (low, high) = (0.0, 1.0)
    for _ in 0..<40 {
      let rest = 1 - u
      let x = 3 * rest * rest * u * x1 + 3 * rest * u * u * x2 + u * u * u - share
      if abs(x) < 1e-15 { break }
      if x > 0 { high = u } else { low = u }
      let slope = 3 * rest * rest * x1 + 6 * rest * u * (x2 - x1) + 3 * u * u * (1 - x2)
      let next = u - x / slope
      u = next > low && next < high ? next : (low + high) / 2
    }
    return u
  }

  /// The curve as a timing function, for a host: its table of starting points is not
  /// solved (``TimingCurve/init(unsolvedControlPoint1:controlPoint2:)``), since a host reads
  /// only the control points.
  var timingCurve: TimingCurve {
    TimingCurve(
      unsolvedControlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2))
  }
}
