import Foundation

/// A damped harmonic oscillator that carries an animated value from 0 to 1, in the manner of
/// `CASpringAnimation` and SwiftUI's `Spring`.
///
/// The position `x(t)` is that of a mass released at `x(0) = 0` and pulled towards rest at
/// `1`:
///
/// ```
/// m·x″ + c·x′ + k·(x − 1) = 0,   x(0) = 0,   x′(0) = initialVelocity
/// ```
///
/// Velocities are measured in whole distances per second, as `CASpringAnimation`'s
/// `initialVelocity` is: an initial velocity of 1 would cover the distance in one second.
///
/// The motion is evaluated in closed form for all three regimes — under-damped (oscillating),
/// critically damped and over-damped (two real decay rates, not approximated by the critical
/// case) — so sampling it costs a few exponentials and no integration, and the result does
/// not drift however late the time.
///
/// ```swift
/// let spring = Spring(response: 0.5, dampingRatio: 0.8)
/// let early = spring.value(at: 0.1)          // ≈ 0.40 of the distance covered
/// let done = spring.settlingDuration()        // ≈ 0.67 s: then within 0.1 % of rest
/// ```
///
/// Every initializer accepts any `Double` and gives unusable input a documented meaning
/// instead of trapping, so `value(at:initialVelocity:)` and `velocity(at:initialVelocity:)`
/// never return NaN or infinity.
public struct Spring: Sendable {
  /// The mass attached to the spring (`m`), greater than zero.
  public let mass: Double

  /// The spring's stiffness (`k`), greater than zero.
  public let stiffness: Double

  /// The damping coefficient (`c`), zero (undamped) or greater.
  public let damping: Double

  // Quantities derived once here so that sampling is a handful of multiplications and
  // exponentials. They are functions of `mass`, `stiffness` and `damping` only, which is why
  // equality and hashing look at those three alone.

  /// `c / 2m`: the rate at which the oscillation's envelope decays.
  private let decay: Double
  /// `k / m`: the square of the natural (undamped) angular frequency.
  private let naturalFrequencySquared: Double
  /// Whether the spring oscillates (damping ratio below 1).
  private let oscillates: Bool
  /// Under-damped: the damped angular frequency `ω_d`. Otherwise: `γ = √(decay² − ω₀²)`,
  /// zero when critically damped.
  private let frequency: Double
  /// Under-damped: `1 / ω_d`. Over-damped: `1 / 2γ`. Critically damped: unused (zero).
  private let inverseFrequency: Double
  /// The slowest decay rate of the motion: `decay` when oscillating, `decay − γ` (computed
  /// without cancellation) otherwise.
  private let slowRate: Double

  /// Creates a spring from its physical constants, as `CASpringAnimation` describes it.
  ///
  /// ```swift
  /// let navigation = Spring(mass: 3, stiffness: 1000, damping: 500)  // over-damped, ζ ≈ 4.56
  /// ```
  ///
  /// Unusable values are replaced rather than rejected:
  /// - `mass`: zero, negative, NaN or infinite → 1; otherwise limited to `1e-9...1e9`.
  /// - `stiffness`: zero, negative, NaN or infinite → 100; otherwise limited to `1e-9...1e9`.
  /// - `damping`: NaN or infinite (either sign) → 10; negative → 0 (undamped); otherwise
  ///   limited to at most `1e9`.
  ///
  /// The replacements for non-finite values are `CASpringAnimation`'s defaults; the finite
  /// limits keep every derived rate (such as `damping / mass`) finite.
  ///
  /// - Parameters:
  ///   - mass: The mass `m`. The default is 1.
  ///   - stiffness: The spring constant `k`.
  ///   - damping: The damping coefficient `c`.
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    let m = Self.limitedPositive(mass, otherwise: 1)
    let k = Self.limitedPositive(stiffness, otherwise: 100)
    let c: Double
    if !damping.isFinite {
      c = 10
    } else {
      c = min(max(damping, 0), Self.parameterLimit)
    }
    self.mass = m
    self.stiffness = k
    self.damping = c

    decay = c / (2 * m)
    naturalFrequencySquared = k / m

    // The discriminant 4km − c² decides the regime. Near critical damping it is the small
    // difference of two large numbers, so compute it with the rounding error of c² recovered
    // by a fused multiply-add; its sign and size are then exact to a few ulps.
    let cSquared = c * c
    let cSquaredError = (-cSquared).addingProduct(c, c)
    let discriminant = (-cSquared).addingProduct(4 * k, m) - cSquaredError
    if discriminant > 0 {
      let dampedFrequency = discriminant.squareRoot() / (2 * m)
      oscillates = true
      frequency = dampedFrequency
      inverseFrequency = 1 / dampedFrequency
      slowRate = decay
    } else {
      let gamma = (-discriminant).squareRoot() / (2 * m)
      oscillates = false
      frequency = gamma
      inverseFrequency = gamma > 0 ? 1 / (2 * gamma) : 0
      // decay − γ = ω₀² / (decay + γ), the second form free of cancellation for large ζ.
      slowRate = naturalFrequencySquared / (decay + gamma)
    }
  }

  /// Creates a spring from SwiftUI's perceptual parameters: mass 1, stiffness `(2π/response)²`
  /// and damping `4π·dampingRatio/response`.
  ///
  /// ```swift
  /// let snappy = Spring(response: 0.5, dampingRatio: 0.8)
  /// ```
  ///
  /// Unusable values are replaced rather than rejected:
  /// - `response`: zero, negative, NaN or infinite → 0.5 s (SwiftUI's default spring);
  ///   otherwise limited to `0.001...1000` s.
  /// - `dampingRatio`: NaN or infinite → 1 (critically damped); negative → 0 (undamped).
  ///
  /// The limits of ``init(mass:stiffness:damping:)`` then apply to the resulting damping.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped spring, in seconds: `2π / ω₀`.
  ///   - dampingRatio: The damping ratio `ζ`: below 1 oscillates, 1 is critically damped,
  ///     above 1 is over-damped.
  public init(response: Double, dampingRatio: Double) {
    let angularFrequency = 2 * Double.pi / Self.limitedResponse(response)
    let ratio = dampingRatio.isFinite ? max(dampingRatio, 0) : 1
    self.init(
      mass: 1,
      stiffness: angularFrequency * angularFrequency,
      damping: 2 * ratio * angularFrequency)
  }

  /// Creates a spring from the duration and bounce of SwiftUI's `Spring(duration:bounce:)`
  /// (iOS 17): the response is `duration` and the damping ratio is `1 − bounce` for a
  /// non-negative bounce or `1 / (1 + bounce)` for a negative one.
  ///
  /// ```swift
  /// let bouncy = Spring(duration: 0.35, bounce: 0.3)   // damping ratio 0.7
  /// let flat = Spring(duration: 0.35, bounce: -0.3)    // damping ratio 1/0.7, over-damped
  /// ```
  ///
  /// Unusable values are replaced rather than rejected:
  /// - `duration`: as `response` in ``init(response:dampingRatio:)`` (zero, negative, NaN or
  ///   infinite → 0.5 s; otherwise limited to `0.001...1000` s).
  /// - `bounce`: NaN or infinite → 0 (critically damped); limited to `-0.99...1`, so the
  ///   damping ratio lies between 0 (bounce 1, undamped) and 100 (bounce −0.99).
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds, used as the response.
  ///   - bounce: How much the spring overshoots: 0 is critically damped, up to 1 is bouncier,
  ///     below 0 is over-damped.
  public init(duration: Double, bounce: Double) {
    let bounce = bounce.isFinite ? min(max(bounce, -0.99), 1) : 0
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(response: Self.limitedResponse(duration), dampingRatio: ratio)
  }

  /// The damping ratio `ζ = c / (2·√(k·m))`: below 1 the spring oscillates, at 1 it is
  /// critically damped, above 1 it is over-damped.
  public var dampingRatio: Double {
    damping / (2 * (stiffness * mass).squareRoot())
  }

  /// The natural (undamped) angular frequency `ω₀ = √(k/m)`, in radians per second.
  public var naturalFrequency: Double {
    naturalFrequencySquared.squareRoot()
  }

  /// The period of the undamped spring, `2π / ω₀`, in seconds: SwiftUI's `response`.
  public var response: Double {
    2 * Double.pi / naturalFrequency
  }

  /// Returns the spring's position at a time: 0 at the start, 1 at rest.
  ///
  /// ```swift
  /// let spring = Spring(mass: 1, stiffness: 100, damping: 10)
  /// spring.value(at: 0)      // 0
  /// spring.value(at: 0.3)    // ≈ 1.12: this spring overshoots
  /// spring.value(at: 10)     // 1 to within 1e-12
  /// ```
  ///
  /// Unusual times have a defined meaning: NaN is treated as 0; a negative time gives 0,
  /// because the spring has not started (Core Animation fills backwards with the start
  /// value); `+infinity` gives 1, the rest position.
  ///
  /// - Parameters:
  ///   - time: Seconds since the spring was released.
  ///   - initialVelocity: The velocity at release, in whole distances per second (positive
  ///     towards rest). NaN or infinite → 0; otherwise limited to `-1e9...1e9`.
  /// - Returns: The position, a fraction of the distance from the start (0) to rest (1);
  ///   values above 1 are overshoot. Always finite.
  public func value(at time: Double, initialVelocity: Double = 0) -> Double {
    guard time > 0 else { return 0 }
    guard time < .infinity else { return 1 }
    return 1 + displacement(at: time, initialVelocity: Self.limitedVelocity(initialVelocity))
  }

  /// Returns the spring's velocity at a time, in whole distances per second.
  ///
  /// ```swift
  /// let spring = Spring(response: 0.5, dampingRatio: 1)
  /// spring.velocity(at: 0, initialVelocity: 2)   // 2
  /// spring.velocity(at: 100)                     // 0
  /// ```
  ///
  /// Unusual times have a defined meaning: NaN is treated as 0; a negative time gives the
  /// initial velocity, because the spring has not started; `+infinity` gives 0.
  ///
  /// - Parameters:
  ///   - time: Seconds since the spring was released.
  ///   - initialVelocity: The velocity at release, in whole distances per second (positive
  ///     towards rest). NaN or infinite → 0; otherwise limited to `-1e9...1e9`.
  /// - Returns: The velocity in distances per second, positive towards rest. Always finite.
  public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
    let initialVelocity = Self.limitedVelocity(initialVelocity)
    guard time > 0 else { return initialVelocity }
    guard time < .infinity else { return 0 }
    return displacementVelocity(at: time, initialVelocity: initialVelocity)
  }

  /// Returns the earliest time after which the spring stays within a tolerance of rest.
  ///
  /// This is the last moment at which `|value(at: t) − 1|` equals the tolerance, found by
  /// locating the last extremum whose distance from rest exceeds the tolerance and refining
  /// the crossing after it; it is exact (to well under a microsecond for ordinary springs),
  /// not an envelope bound, so a bouncy spring that happens to turn just inside the
  /// tolerance is reported as settled before that turn.
  ///
  /// ```swift
  /// let spring = Spring(response: 0.5, dampingRatio: 0.8)
  /// let duration = spring.settlingDuration()   // ≈ 0.674 s
  /// ```
  ///
  /// An undamped spring (damping 0) never settles and returns `.infinity` — unless the
  /// tolerance exceeds its whole swing, which returns 0. A spring so lightly damped that the
  /// time is beyond the range of `Double` also returns `.infinity`.
  ///
  /// - Parameters:
  ///   - initialVelocity: The velocity at release, in whole distances per second. NaN or
  ///     infinite → 0; otherwise limited to `-1e9...1e9`.
  ///   - tolerance: The allowed distance from rest, as a fraction of the whole distance. The
  ///     default is 0.001. Values below `1e-9` (including zero, negative and NaN) are raised
  ///     to `1e-9`; `+infinity` returns 0.
  /// - Returns: The settling time in seconds: zero or more, possibly `.infinity`.
  public func settlingDuration(initialVelocity: Double = 0, tolerance: Double = 0.001)
    -> Double
  {
    let v0 = Self.limitedVelocity(initialVelocity)
    let tolerance = tolerance >= Self.minimumTolerance ? tolerance : Self.minimumTolerance
    guard tolerance < .infinity else { return 0 }
    let crossing =
      oscillates
      ? oscillatingSettlingBracket(initialVelocity: v0, tolerance: tolerance)
      : monotoneSettlingBracket(initialVelocity: v0, tolerance: tolerance)
    guard let crossing else { return 0 }
    guard crossing.lower.isFinite else { return .infinity }
    let time = refinedCrossing(crossing, initialVelocity: v0, tolerance: tolerance)
    return time.isFinite ? time : .infinity
  }
}

// MARK: - Equality and hashing

extension Spring: Hashable {
  /// Returns whether two springs have the same mass, stiffness and damping.
  ///
  /// - Parameters:
  ///   - lhs: A spring.
  ///   - rhs: Another spring.
  /// - Returns: `true` when the defining constants are equal.
  public static func == (lhs: Spring, rhs: Spring) -> Bool {
    lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
  }

  /// Hashes the spring's mass, stiffness and damping.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(mass)
    hasher.combine(stiffness)
    hasher.combine(damping)
  }
}

// MARK: - Closed form

extension Spring {
  /// The upper limit on mass, stiffness and damping, and the lower one on mass and stiffness
  /// (as its reciprocal), chosen so that `k/m` and `c/2m` stay far inside `Double`'s range.
  private static let parameterLimit = 1e9

  /// The largest initial velocity magnitude, in distances per second.
  private static let velocityLimit = 1e9

  /// The smallest settling tolerance; finer than any display needs.
  private static let minimumTolerance = 1e-9

  private static func limitedPositive(_ value: Double, otherwise fallback: Double) -> Double {
    guard value.isFinite, value > 0 else { return fallback }
    return min(max(value, 1 / parameterLimit), parameterLimit)
  }

  private static func limitedResponse(_ response: Double) -> Double {
    guard response.isFinite, response > 0 else { return 0.5 }
    return min(max(response, 0.001), 1000)
  }

  private static func limitedVelocity(_ velocity: Double) -> Double {
    guard velocity.isFinite else { return 0 }
    return min(max(velocity, -velocityLimit), velocityLimit)
  }

  /// The two fundamental solutions, each multiplied by its exponential envelope, at a finite
  /// time `t > 0`: `e^(−at)·C(t)` and `e^(−at)·S(t)`, where `C(0) = 1, C′(0) = 0` and
  /// `S(0) = 0, S′(0) = 1` for the undamped-by-`a` equation.
  ///
  /// - Under-damped: `C = cos ω_d t`, `S = sin(ω_d t) / ω_d`.
  /// - Over-damped: `C = cosh γt`, `S = sinh(γt) / γ`, written with `e^(−(a−γ)t)` and
  ///   `expm1(−2γt)` so that nothing overflows at large `t` and nothing cancels as `γ → 0`.
  /// - Critical: `C = 1`, `S = t`.
  ///
  /// Every form stays accurate as the damping ratio approaches 1 from either side, so no
  /// switching band around critical damping is needed.
  @inline(__always)
  private func basis(at t: Double) -> (cosine: Double, sine: Double) {
    if oscillates {
      let envelope = Foundation.exp(-decay * t)
      guard envelope > 0 else { return (0, 0) }
      var phase = frequency * t
      if !phase.isFinite {
        // Only a vanishingly damped spring at an astronomically late time gets here; the
        // trigonometric part is periodic, so reduce the time by whole periods.
        phase = frequency * t.truncatingRemainder(dividingBy: 2 * Double.pi * inverseFrequency)
      }
      let (cosine, sine) = Self.cosineAndSine(of: phase)
      return (envelope * cosine, envelope * sine * inverseFrequency)
    }
    let slow = Foundation.exp(-slowRate * t)
    guard slow > 0 else { return (0, 0) }
    guard frequency > 0 else { return (slow, slow * t) }
    let fastOverSlowMinusOne = Foundation.expm1(-2 * frequency * t)
    return (
      slow * (1 + 0.5 * fastOverSlowMinusOne), -slow * fastOverSlowMinusOne * inverseFrequency
    )
  }

  /// `(cos θ, sin θ)` from one tangent of the half angle, which costs about half as much as
  /// calling `cos` and `sin` and is accurate to a few ulps of 1 (the spring needs absolute,
  /// not relative, accuracy, except for small angles, where `tan` keeps the relative accuracy
  /// too).
  @inline(__always)
  private static func cosineAndSine(of theta: Double) -> (cosine: Double, sine: Double) {
    let u = Foundation.tan(0.5 * theta)
    if abs(u) <= 1 {
      let uSquared = u * u
      let scale = 1 / (1 + uSquared)
      return ((1 - uSquared) * scale, 2 * u * scale)
    }
    // Past a quarter turn use the cotangent, so nothing overflows near θ = π.
    let v = 1 / u
    let vSquared = v * v
    let scale = 1 / (1 + vSquared)
    return ((vSquared - 1) * scale, 2 * v * scale)
  }

  /// `x(t) − 1` for finite `t > 0`: the signed distance from rest, starting at −1.
  @inline(__always)
  private func displacement(at t: Double, initialVelocity v0: Double) -> Double {
    // y = y₀·C + (v₀ + a·y₀)·S with y₀ = −1.
    let (cosine, sine) = basis(at: t)
    return (v0 - decay) * sine - cosine
  }

  /// `x′(t)` for finite `t > 0`.
  @inline(__always)
  private func displacementVelocity(at t: Double, initialVelocity v0: Double) -> Double {
    // y′ = v₀·C − (a·v₀ + ω₀²·y₀)·S with y₀ = −1.
    let (cosine, sine) = basis(at: t)
    return v0 * cosine + (naturalFrequencySquared - decay * v0) * sine
  }

  /// `x(t) − 1` for any `t ≥ 0`, including 0.
  private func offset(at t: Double, initialVelocity v0: Double) -> Double {
    t > 0 ? displacement(at: t, initialVelocity: v0) : -1
  }
}

// MARK: - Settling

extension Spring {
  /// An interval on which `x − 1` is monotonic, starts at or beyond the tolerance on the side
  /// given by `sign`, and ends inside it: the last crossing lies in `lower...upper`.
  private struct Crossing {
    var lower: Double
    var upper: Double
    /// +1 if `x − 1 ≥ tolerance` at `lower`, −1 if `x − 1 ≤ −tolerance` there.
    var sign: Double
  }

  /// The bracket of the last crossing for an under-damped spring, or `nil` if it never leaves
  /// the tolerance.
  ///
  /// Between consecutive extrema the motion is monotonic, and the extrema's distances from
  /// rest shrink by the constant factor `e^(−aπ/ω_d)`, so the last extremum beyond the
  /// tolerance is found by a logarithm (then checked), and the crossing follows it.
  private func oscillatingSettlingBracket(initialVelocity v0: Double, tolerance: Double)
    -> Crossing?
  {
    // Extrema: v₀·cos θ + ((ω₀² − a·v₀)/ω_d)·sin θ = 0 with θ = ω_d·t, so
    // tan θ = −v₀·ω_d / (ω₀² − a·v₀). Written without dividing by ω_d, which may be tiny.
    var firstPhase = Foundation.atan(-v0 * frequency / (naturalFrequencySquared - decay * v0))
    if firstPhase.isNaN { firstPhase = 0 }
    if firstPhase < 0 { firstPhase += Double.pi }
    let firstExtremum = firstPhase * inverseFrequency
    let halfPeriod = Double.pi * inverseFrequency
    let firstSwing = abs(offset(at: firstExtremum, initialVelocity: v0))

    guard firstSwing >= tolerance else {
      // Every extremum after the first is inside; only the opening stretch from −1 can
      // be outside.
      guard tolerance <= 1, firstExtremum > 0 else { return nil }
      return Crossing(lower: 0, upper: firstExtremum, sign: -1)
    }
    guard decay > 0 else {
      // Undamped: every extremum swings as far as the first.
      return Crossing(lower: .infinity, upper: .infinity, sign: 1)
    }

    let decayPerHalfPeriod = decay * halfPeriod
    var count = (Foundation.log(firstSwing / tolerance) / decayPerHalfPeriod).rounded(.down)
    guard count.isFinite, firstExtremum + count * halfPeriod < .infinity else {
      return Crossing(lower: .infinity, upper: .infinity, sign: 1)
    }
    func extremum(_ index: Double) -> Double { firstExtremum + index * halfPeriod }
    // The logarithm may be a rounding off; settle it by evaluating the neighbours.
    func isOutside(_ index: Double) -> Bool {
      abs(offset(at: extremum(index), initialVelocity: v0)) >= tolerance
    }
    for _ in 0..<4 {
      if isOutside(count + 1) {
        count += 1
      } else if count > 0, !isOutside(count) {
        count -= 1
      } else {
        break
      }
    }
    let lower = extremum(count)
    let sign: Double = offset(at: lower, initialVelocity: v0) >= 0 ? 1 : -1
    var upper = lower + halfPeriod
    // The envelope |x − 1| ≤ A·e^(−at) gives a tighter upper end when the half period is
    // long (near critical damping).
    let amplitude = Foundation.hypot(1, (v0 - decay) * inverseFrequency)
    let envelopeTime = Foundation.log(amplitude / tolerance) / decay
    if envelopeTime > lower, envelopeTime < upper,
      sign * offset(at: envelopeTime, initialVelocity: v0) < tolerance
    {
      upper = envelopeTime
    }
    return Crossing(lower: lower, upper: upper, sign: sign)
  }

  /// The bracket of the last crossing for a critically or over-damped spring, or `nil` if it
  /// never leaves the tolerance.
  ///
  /// Such a spring has at most one extremum after release, so the motion is monotonic on
  /// `0...extremum` and on `extremum...∞`.
  private func monotoneSettlingBracket(initialVelocity v0: Double, tolerance: Double)
    -> Crossing?
  {
    // Extremum: tanh(γt)/γ = v₀ / (a·v₀ − ω₀²), which is t itself when γ = 0.
    let ratio = v0 / (decay * v0 - naturalFrequencySquared)
    var extremum = 0.0
    if ratio > 0 {
      if frequency == 0 {
        extremum = ratio
      } else if frequency * ratio < 1 {
        extremum = Foundation.atanh(frequency * ratio) / frequency
      }
    }

    let lower: Double
    if extremum > 0 {
      let swing = offset(at: extremum, initialVelocity: v0)
      if abs(swing) >= tolerance {
        lower = extremum
      } else if tolerance <= 1 {
        return Crossing(lower: 0, upper: extremum, sign: -1)
      } else {
        return nil
      }
    } else if tolerance <= 1 {
      lower = 0
    } else {
      return nil
    }

    // Past `lower` the distance from rest only shrinks; walk out by doubling steps of the
    // slow time constant until it is inside.
    let sign: Double = offset(at: lower, initialVelocity: v0) >= 0 ? 1 : -1
    var start = lower
    var step = 1 / slowRate
    for _ in 0..<2100 {
      let end = start + step
      guard end < .infinity else { break }
      if sign * offset(at: end, initialVelocity: v0) < tolerance {
        return Crossing(lower: start, upper: end, sign: sign)
      }
      start = end
      step *= 2
    }
    return Crossing(lower: .infinity, upper: .infinity, sign: sign)
  }

  /// Finds `t` in the bracket where `sign·(x(t) − 1) = tolerance`, by Newton's method kept
  /// inside a shrinking bisection bracket.
  private func refinedCrossing(_ crossing: Crossing, initialVelocity v0: Double, tolerance: Double)
    -> Double
  {
    var lower = crossing.lower  // sign·(x − 1) ≥ tolerance here
    var upper = crossing.upper  // sign·(x − 1) < tolerance here
    var t = lower + 0.5 * (upper - lower)
    var lastStep = upper - lower
    for _ in 0..<200 {
      let excess = crossing.sign * offset(at: t, initialVelocity: v0) - tolerance
      if excess >= 0 { lower = t } else { upper = t }
      let slope = crossing.sign * (t > 0 ? displacementVelocity(at: t, initialVelocity: v0) : v0)
      let newtonStep = excess / slope
      var next = t - newtonStep
      // Bisect when Newton leaves the bracket or is not converging fast enough.
      if !(next > lower && next < upper) || abs(newtonStep) > 0.5 * abs(lastStep) {
        next = lower + 0.5 * (upper - lower)
      }
      lastStep = next - t
      if abs(lastStep) <= 2 * t.ulp || upper - lower <= 2 * upper.ulp { break }
      t = next
    }
    return min(max(t, lower), upper)
  }
}
