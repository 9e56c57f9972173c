import Foundation

// To find y at a fraction X the curve finds the t with x(t) = X and evaluates y(t). x(t) is
// non-decreasing, but where x'(t) is close to 0 a rounding error of one unit in the last place
// in x(t) - X moves the root by its cube root, so x is written around its flattest point (see
// `Expansion`), where its terms don't cancel. A small table of the inverse, x -> t, gives
// Newton's method a start from which one step usually suffices; near a flat point a
// closed-form seed takes the table's place, and a bracketed Newton-bisection hybrid backs both
// up.
extension Expansion {
  /// Below this x'(center) an expansion's center counts as flat, and roots near it are seeded
  /// in closed form instead of from the table.
  static let flatSlope = 0.1

  /// The expansions for fractions below and above the split, and the split.
  ///
  /// The expansion is centred where x'(t) is smallest on [0, 1]. x' is a quadratic,
  /// 3a t^2 + 2b t + c; if it has an interior minimum, that is the one flat point. Otherwise
  /// the smallest x' is at an end, and if x' is concave (a < 0) both ends may be flat, so
  /// fractions below x(1/2) use the start and the rest the end.
  static func pair(x: Cubic, y: Cubic) -> (low: Expansion, high: Expansion, split: Double) {
    let a = x.a.value
    let b = x.b.value
    let turning = a > 0 ? -b / (3 * a) : .nan
    if turning > 0 && turning < 1 {
      let middle = Expansion(center: turning, x: x, y: y)
      return (middle, middle, 0)
    } else if a > 0 ? turning >= 1 : (a == 0 && b < 0) {
      let end = Expansion(center: 1, x: x, y: y)
      return (end, end, 0)
    } else if a >= 0 {
      let start = Expansion(center: 0, x: x, y: y)
      return (start, start, 2)
    } else {
      let split = x.taylor(at: 0.5).value.value
      return (Expansion(center: 0, x: x, y: y), Expansion(center: 1, x: x, y: y), split)
    }
  }

  /// dy/dx at center + u.
  @inline(__always)
  func velocity(at u: Double) -> Double {
    let dx = (x1 + u * (2 * x2 + u * (3 * x3)), 2 * x2 + u * (6 * x3), 6 * x3)
    let dy = (y1 + u * (2 * y2 + u * (3 * y3)), 2 * y2 + u * (6 * y3), 6 * y3)
    return Self.slope(dx: dx, dy: dy, side: 1)
  }

  /// dy/dx at t = 0 or t = 1, from the control points, so that zero derivatives are exactly 0.
  static func endVelocity(
    atStart: Bool, x1: Double, y1: Double, x2: Double, y2: Double
  ) -> Double {
    let jerk = (6 * Cubic(x1, x2).a.value, 6 * Cubic(y1, y2).a.value)
    if atStart {
      // x'(0) = 3 x1, x''(0) = 6 (x2 - 2 x1).
      return slope(
        dx: (3 * x1, 6 * (x2 - 2 * x1), jerk.0), dy: (3 * y1, 6 * (y2 - 2 * y1), jerk.1),
        side: 1)
    }
    // x'(1) = 3 (1 - x2), x''(1) = 6 (1 + x1 - 2 x2).
    func curvature(_ p1: Double, _ p2: Double) -> Double {
      6 * DoubleDouble.sum(1, p1).adding(DoubleDouble.product(-2, p2)).value
    }
    return slope(
      dx: (3 * (1 - x2), curvature(x1, x2), jerk.0), dy: (3 * (1 - y2), curvature(y1, y2), jerk.1),
      side: -1)
  }

  /// dy/dx from the derivatives of x and y at a point, or its limit where x' = 0.
  ///
  /// x' >= 0 everywhere. Where x' = 0 the slope is the ratio of the first derivatives of y and
  /// x that are not both zero (l'Hôpital); when y's is the nonzero one the slope is infinite and
  /// becomes ±`maximumVelocity`. Where also x'' = 0, x' grows like h^2 and y' like y'' h, so the
  /// sign of the infinite slope depends on the side, `side` (+1: approached from larger t).
  private static func slope(
    dx: (Double, Double, Double), dy: (Double, Double, Double), side: Double
  ) -> Double {
    let cap = TimingCurve.maximumVelocity
    func clamped(_ value: Double) -> Double {
      value.isNaN ? 0 : min(max(value, -cap), cap)
    }
    if dx.0 > 0 { return clamped(dy.0 / dx.0) }
    if dy.0 != 0 { return dy.0 > 0 ? cap : -cap }
    if dx.1 != 0 { return clamped(dy.1 / dx.1) }
    if dy.1 != 0 { return dy.1 * side > 0 ? cap : -cap }
    if dx.2 != 0 { return clamped(dy.2 / dx.2) }
    return 0  // unreachable: x(t) is not constant, so some derivative of x is nonzero
  }

  /// The u where x(center + u) = `fraction`, for a fraction strictly inside 0...1.
  ///
  /// One Newton step from the table's start is almost always enough; it is accepted when the
  /// error it leaves, estimated as max|x''| step^2 / (2 x') with x'' bounded over the step, is
  /// far below what y needs. Anything else goes to the slow path.
  @inline(__always)
  func root(at fraction: Double, table: InverseTable) -> Double {
    let shift = shift(for: fraction)
    let (guess, cell) = table.guess(at: fraction)
    var u = guess - center
    if isFlat { u = seed(shift: shift, cell: cell, start: u) }
    let slope = xSlope(u)
    let step = offset(u, shift: shift) * (1 / slope)  // the division starts before f is known
    let next = u - step
    let curvature = abs(2 * x2 + u * (6 * x3)) + abs(step * (6 * x3))
    let inside = next >= -center && next <= 1 - center  // false for NaN, from slope == 0
    if step * step * curvature <= Self.tolerance * slope && inside { return next }
    return refinedRoot(shift: shift, start: inside ? next : u)
  }

  /// Twice the error in u that Newton's method may leave: about 1e-10 in t, so about 1e-9 in y
  /// at worst for y coordinates in -1...2 (y'(t) is at most 3 max|y|).
  static let tolerance = 2e-10

  /// Where to start Newton's method, in u, near a flat center: the root of a truncated
  /// expansion, since near a flat point the inverse is a cube or square root, which a table
  /// can't follow. `start` is the table's start, for cells away from the center.
  @inline(never)
  func seed(shift: Shift, cell: Int, start: Double) -> Double {
    if center > 0 && center < 1 {
      let centerCell = Int(x0 * Double(InverseTable.steps))
      return abs(cell - centerCell) <= 1 ? cubicSeed(shift: shift) : start
    }
    if cell == 0 && center == 0 || cell == InverseTable.steps - 1 && center == 1 {
      return quadraticSeed(shift: shift, fallback: start)
    }
    return start
  }

  /// The root from a start: Newton's method with the same test for being done, or failing
  /// that the bracketed hybrid.
  @inline(never)
  func refinedRoot(shift: Shift, start: Double) -> Double {
    let low = -center
    let high = 1 - center
    var u = start
    for _ in 0..<6 {
      let slope = xSlope(u)
      let step = offset(u, shift: shift) / slope
      let next = u - step
      guard next >= low && next <= high else { break }  // also NaN, from slope == 0
      let curvature = abs(2 * x2 + u * (6 * x3)) + abs(step * (6 * x3))
      u = next
      if step * step * curvature <= Self.tolerance * slope { return u }
    }
    return bracketedRoot(shift: shift, start: u)
  }

  /// The root by Newton's method safeguarded with bisection: slow but sure.
  ///
  /// A Newton step is taken only if it stays inside the bracket and is at most half as long as
  /// the step before last; otherwise the bracket is halved. Ends when a step is shorter than
  /// 1e-15 (t is then good to a few units of 1e-15).
  @inline(never)
  func bracketedRoot(shift: Shift, start: Double) -> Double {
    var low = -center
    var high = 1 - center
    var u = min(max(start, low), high)
    var step = high - low
    var stepBefore = step
    for _ in 0..<200 {
      let f = offset(u, shift: shift)
      if f < 0 {
        low = u
      } else if f > 0 {
        high = u
      } else {
        return u
      }
      let next = u - f / xSlope(u)
      stepBefore = step
      if next > low && next < high && abs(next - u) <= 0.5 * abs(stepBefore) {
        step = next - u
        u = next
      } else {
        step = 0.5 * (high - low)
        u = low + step
      }
      if abs(step) <= 1e-15 { return u }
    }
    return u
  }
}

/// x0 - X as an unevaluated sum, exactly.
struct Shift {
  var head: Double
  var tail: Double
}

/// One coordinate of the curve written as a cubic in `u = t - center`,
/// `c0 + c1 u + c2 u^2 + c3 u^3`; x's `c0` is carried as a double-double.
///
/// Around the point where x'(t) is smallest the terms of x never cancel each other, so
/// x(t) - X is evaluated to full relative precision right where the root is most sensitive to
/// it; and the root is found as u, which is small there, rather than as t.
struct Expansion: Sendable {
  /// Where the expansion is centred, in t.
  let center: Double
  /// x(center), head and tail.
  let x0: Double
  let x0Tail: Double
  /// Taylor coefficients of x around the center: x'(center), x''(center) / 2, x''' / 6.
  let x1: Double
  let x2: Double
  let x3: Double
  /// Taylor coefficients of y around the center.
  let y0: Double
  let y1: Double
  let y2: Double
  let y3: Double
  /// Whether x is so flat at the center that roots near it need a closed-form seed.
  let isFlat: Bool

  init(center: Double, x: Cubic, y: Cubic) {
    self.center = center
    let xs = x.taylor(at: center)
    let ys = y.taylor(at: center)
    x0 = xs.value.head
    x0Tail = xs.value.tail
    x1 = xs.slope.value
    x2 = xs.halfCurvature.value
    x3 = xs.sixthJerk.value
    y0 = ys.value.value
    y1 = ys.slope.value
    y2 = ys.halfCurvature.value
    y3 = ys.sixthJerk.value
    isFlat = x1 < Self.flatSlope
  }

  /// x0 - X, exactly, as head and tail.
  @inline(__always)
  func shift(for fraction: Double) -> Shift {
    let sum = DoubleDouble.sum(x0, -fraction)
    return Shift(head: sum.head, tail: sum.tail + x0Tail)
  }

  /// x(center + u) - X.
  @inline(__always)
  func offset(_ u: Double, shift: Shift) -> Double {
    // Estrin's scheme: shorter chains of dependent operations than Horner's, as accurate.
    shift.head + ((shift.tail + u * x1) + (u * u) * (x2 + u * x3))
  }

  /// dx/dt at center + u.
  @inline(__always)
  func xSlope(_ u: Double) -> Double {
    (x1 + u * (2 * x2)) + (u * u) * (3 * x3)
  }

  /// y at center + u.
  @inline(__always)
  func y(_ u: Double) -> Double {
    (y0 + u * y1) + (u * u) * (y2 + u * y3)
  }

  /// The root of x3 u^3 + x1 u + (x0 - X), by Cardano's formula in a form free of
  /// cancellation; a close seed at an interior flat point, where x2 is zero but for rounding.
  @inline(never)
  func cubicSeed(shift: Shift) -> Double {
    let p = x1 / x3
    let half = 0.5 * (shift.head + shift.tail) / x3
    let root = cbrt(abs(half) + (half * half + p * p * p / 27).squareRoot())
    let magnitude = root > 0 ? root - p / (3 * root) : 0
    return half > 0 ? -magnitude : magnitude
  }

  /// The root nearest 0 of x2 u^2 + x1 u + (x0 - X); a close seed near a flat end.
  @inline(never)
  func quadraticSeed(shift: Shift, fallback: Double) -> Double {
    let constant = shift.head + shift.tail
    let discriminant = x1 * x1 - 4 * x2 * constant
    let denominator = x1 + discriminant.squareRoot()
    guard denominator > 0 else { return fallback }  // also NaN
    return -2 * constant / denominator
  }
}

/// t and dt/dx at x = k / 16 for k = 0...16: a cubic Hermite interpolant of the inverse of x,
/// close enough (about 1e-6 on ordinary curves) that one Newton step usually finishes the job.
///
/// Single precision is plenty for a starting point, and SIMD storage keeps a curve free of heap
/// storage while letting a lookup index it directly.
struct InverseTable: Sendable {
  /// The number of cells.
  static let steps = 16

  /// t at x = k / 16 for k = 0..<16 (t = 1 at k = 16).
  private var times = SIMD16<Float>()
  /// dt/dx at x = k / 16 for k = 0..<16, at most `steepest`.
  private var slopes = SIMD16<Float>()
  /// dt/dx at x = 1.
  private var lastSlope: Float = 0

  /// The largest slope stored: steeper than this, the interpolant is no use anyway.
  private static let steepest: Float = 1_000

  /// The interpolated t at a fraction strictly inside 0...1, and the cell it falls in.
  @inline(__always)
  func guess(at fraction: Double) -> (t: Double, cell: Int) {
    let scaled = fraction * Double(Self.steps)
    let cell = Int(scaled)  // 0..<16, as 0 < fraction < 1
    let s = scaled - Double(cell)
    let last = cell == Self.steps - 1
    let t0 = Double(times[cell])
    let t1 = last ? 1 : Double(times[cell + 1])
    let m0 = Double(slopes[cell]) / Double(Self.steps)
    let m1 = (last ? Double(lastSlope) : Double(slopes[cell + 1])) / Double(Self.steps)
    // The cubic Hermite interpolant, written as the chord plus a correction that vanishes at
    // both ends of the cell. Where the slopes are capped it can stray; Newton's method copes.
    let delta = t1 - t0
    let t = t0 + s * (delta + (1 - s) * ((m0 - delta) * (1 - s) - (m1 - delta) * s))
    return (t, cell)
  }

  /// The table of a curve, solved accurately with its expansions.
  init(low: Expansion, high: Expansion, split: Double) {
    var previous = 0.0
    for step in 0...Self.steps {
      let fraction = Double(step) / Double(Self.steps)
      let e = fraction < split ? low : high
      var u = -e.center  // t = 0
      if step == Self.steps {
        u = 1 - e.center
      } else if step > 0 {
        let shift = e.shift(for: fraction)
        var start = previous - e.center
        if e.isFlat { start = e.seed(shift: shift, cell: step - 1, start: start) }
        u = e.refinedRoot(shift: shift, start: start)
        previous = e.center + u
        times[step] = Float(previous)
      }
      // dt/dx = 1 / x'(t), which is infinite where x is flat; NaN fails `min` and `max` alike.
      let slope = 1 / e.xSlope(u)
      let stored = slope > 0 ? Float(min(slope, Double(Self.steepest))) : Self.steepest
      if step < Self.steps {
        slopes[step] = stored
      } else {
        lastSlope = stored
      }
    }
  }

  /// An empty table, for the identity, which needs none.
  init() {}

  /// A table that guesses t = x everywhere (slope 1): a start for Newton's method that
  /// costs nothing to make, from which the bracketed fallbacks still find the root
  /// (``TimingCurve/init(unsolvedControlPoint1:controlPoint2:)``).
  init(unsolved: Void) {
    for step in 0..<Self.steps {
      times[step] = Float(step) / Float(Self.steps)
      slopes[step] = 1
    }
    lastSlope = 1
  }
}

/// The polynomial `a t^3 + b t^2 + c t` of one coordinate, in double-double precision.
struct Cubic {
  let a: DoubleDouble
  let b: DoubleDouble
  let c: DoubleDouble

  /// The coordinate of a Bézier from 0 to 1 with inner control values `p1` and `p2`:
  /// 3 p1 (1 - t)^2 t + 3 p2 (1 - t) t^2 + t^3.
  init(_ p1: Double, _ p2: Double) {
    c = DoubleDouble.product(3, p1)
    b = DoubleDouble.product(3, p2).adding(DoubleDouble.product(-6, p1))
    a = DoubleDouble.sum(1, 0).adding(DoubleDouble.product(-3, p2))
      .adding(DoubleDouble.product(3, p1))
  }

  /// The Taylor coefficients at `t`.
  func taylor(
    at t: Double
  ) -> (
    value: DoubleDouble, slope: DoubleDouble, halfCurvature: DoubleDouble,
    sixthJerk: DoubleDouble
  ) {
    let threeA = a.multiplied(by: 3)
    let value = a.multiplied(by: t).adding(b).multiplied(by: t).adding(c).multiplied(by: t)
    let slope = threeA.multiplied(by: t).adding(b.multiplied(by: 2)).multiplied(by: t).adding(c)
    let halfCurvature = threeA.multiplied(by: t).adding(b)
    return (value, slope, halfCurvature, a)
  }
}
