/// How a released transition covers the rest of its way, so that it sets off at the speed
/// the finger had.
///
/// Two kinds, both starting at the release velocity so that nothing on screen jerks when the
/// finger lifts:
///
/// - ``spring(dampingRatio:response:maximumDuration:)``: a spring from the release progress to
///   the target, released with `initialVelocity = velocity / distance` — the relative initial
///   velocity `CASpringAnimation` and `UISpringTimingParameters` take, in distances per second.
///   Released against the direction of its target, the spring starts backwards at the finger's
///   speed, turns and comes back: it handles that case naturally.
/// - ``curve(_:duration:minimumDuration:maximumDuration:)``: a cubic Bézier timing curve over a
///   duration proportional to the remaining distance (clamped to a minimum and maximum), as
///   `UIPercentDrivenInteractiveTransition` plays `(1 − percentComplete) × duration ÷
///   completionSpeed`. The curve's first control point is moved onto the line through the
///   origin whose slope is `velocity × duration / distance`, which makes the curve's initial
///   speed the release velocity (``TimingCurve/startingWithSlope(_:)``). A curve cannot start
///   backwards (its first control point would need x < 0), so released against its direction
///   it starts at rest: the slope is clamped to 0.
///
/// Every completion ends in bounded time: none lasts longer than its ``maximumDuration``, and
/// one with no distance to cover (progress already at the target, as after a drag beyond
/// 100 %) ends the moment it starts.
///
/// ```swift
/// let timing = CompletionTiming.curve(.easeInOut, duration: 0.4)
/// let rest = timing.completion(towards: .cancel, from: 0.3, velocity: -0.9, at: 2)
/// rest.duration   // 0.3 × 0.4 = 0.12 s, raised to the 0.15 s minimum
/// ```
public struct CompletionTiming: Sendable, Hashable {
  private enum Kind: Sendable, Hashable {
    case spring(Spring)
    case curve(TimingCurve, duration: Double, minimumDuration: Double)
  }

  private let kind: Kind

  /// The longest a completion may take, in seconds, in `0...10`. A motion that would take
  /// longer (a very slow or undamped spring) is cut off there and the progress set to its
  /// target.
  public let maximumDuration: Double

  private init(kind: Kind, maximumDuration: Double, fallback: Double) {
    self.kind = kind
    self.maximumDuration = Self.limitedDuration(maximumDuration, nan: fallback)
  }

  /// A critically damped spring with a response of 0.3 s: a quick stop without bounce.
  public static let `default` = spring(dampingRatio: 1, response: 0.3)

  /// A completion on a spring given by SwiftUI's perceptual parameters.
  ///
  /// ```swift
  /// let bouncy = CompletionTiming.spring(dampingRatio: 0.7, response: 0.35)
  /// ```
  ///
  /// - Parameters:
  ///   - dampingRatio: The damping ratio, as in ``Spring/init(response:dampingRatio:)``
  ///     (NaN or infinite → 1; negative → 0). The default, 1, does not bounce.
  ///   - response: The undamped period in seconds, as in
  ///     ``Spring/init(response:dampingRatio:)`` (unusable → 0.5 s). The default is 0.3 s.
  ///   - maximumDuration: The longest the completion may take, in seconds. NaN → 1; negative
  ///     → 0 (the completion jumps to its target); limited to 10. The default is 1 s.
  /// - Returns: The timing.
  public static func spring(
    dampingRatio: Double = 1, response: Double = 0.3, maximumDuration: Double = 1
  ) -> CompletionTiming {
    spring(Spring(response: response, dampingRatio: dampingRatio), maximumDuration: maximumDuration)
  }

  /// A completion on a spring.
  ///
  /// ```swift
  /// let system = CompletionTiming.spring(Spring(mass: 3, stiffness: 1000, damping: 500))
  /// ```
  ///
  /// - Parameters:
  ///   - spring: The spring; its position 0 → 1 is scaled to the remaining distance.
  ///   - maximumDuration: The longest the completion may take, in seconds. NaN → 1; negative
  ///     → 0 (the completion jumps to its target); limited to 10. The default is 1 s.
  /// - Returns: The timing.
  public static func spring(_ spring: Spring, maximumDuration: Double = 1) -> CompletionTiming {
    CompletionTiming(kind: .spring(spring), maximumDuration: maximumDuration, fallback: 1)
  }

  /// A completion along a timing curve whose start is bent to the release velocity, over a
  /// duration proportional to the remaining distance.
  ///
  /// The duration is `remaining distance × duration`, clamped into
  /// `minimumDuration...maximumDuration`; a completion with no distance left takes no time.
  ///
  /// ```swift
  /// let timing = CompletionTiming.curve(.easeOut, duration: 0.5)
  /// ```
  ///
  /// - Parameters:
  ///   - curve: The shape of the motion. Its first control point is replaced to match the
  ///     release velocity; its second one shapes the arrival. The default is `.easeInOut`,
  ///     `UIPercentDrivenInteractiveTransition`'s `completionCurve`.
  ///   - duration: Seconds to cover the whole transition, 0 → 1. NaN or negative → 0.5;
  ///     limited to 10. The default is 0.5 s.
  ///   - minimumDuration: The shortest completion, in seconds, so that a short remainder does
  ///     not snap. NaN or negative → 0; at most `maximumDuration`. The default is 0.15 s.
  ///   - maximumDuration: The longest completion, in seconds. NaN → 0.5; negative → 0;
  ///     limited to 10. The default is 0.5 s.
  /// - Returns: The timing.
  public static func curve(
    _ curve: TimingCurve = .easeInOut, duration: Double = 0.5, minimumDuration: Double = 0.15,
    maximumDuration: Double = 0.5
  ) -> CompletionTiming {
    let maximum = limitedDuration(maximumDuration, nan: 0.5)
    let perDistance = duration >= 0 ? limitedDuration(duration, nan: 0.5) : 0.5
    let minimum = min(limitedDuration(minimumDuration, nan: 0), maximum)
    return CompletionTiming(
      kind: .curve(curve, duration: perDistance, minimumDuration: minimum),
      maximumDuration: maximum, fallback: 0.5)
  }

  /// Plans the completion of a transition released at a progress and velocity.
  ///
  /// ```swift
  /// let completion = CompletionTiming.default.completion(
  ///   towards: .finish, from: 0.45, velocity: 1.8, at: 3.2)
  /// completion.velocity(at: 3.2)   // 1.8
  /// ```
  ///
  /// - Parameters:
  ///   - outcome: Where the completion goes: to 1 (finish) or to 0 (cancel).
  ///   - progress: The progress at release. NaN counts as 0; clamped into `0...1`.
  ///   - velocity: The velocity at release, in progress per second, positive towards
  ///     finishing. NaN counts as 0; magnitudes beyond 1e9 count as 1e9.
  ///   - time: When the completion starts, in the host's seconds. A non-finite time counts
  ///     as 0.
  /// - Returns: The completion.
  public func completion(
    towards outcome: InteractionOutcome, from progress: Double, velocity: Double,
    at time: Double
  ) -> InteractionCompletion {
    let start = InteractionValue.unit(progress)
    let velocity = InteractionValue.limited(velocity)
    let time = time.isFinite ? time : 0
    let distance = outcome.targetProgress - start
    func completion(_ duration: Double, _ motion: InteractionCompletion.Motion)
      -> InteractionCompletion
    {
      InteractionCompletion(
        outcome: outcome, startTime: time, startProgress: start, startVelocity: velocity,
        duration: duration, motion: motion)
    }
    guard distance != 0 else { return completion(0, .curve(.linear)) }

    switch kind {
    case .spring(let spring):
      let relative = InteractionValue.limited(velocity / distance)
      let duration = Self.springDuration(
        spring, initialVelocity: relative, distance: abs(distance), maximum: maximumDuration)
      return completion(duration, .spring(spring, initialVelocity: relative))
    case .curve(let curve, let perDistance, let minimum):
      let duration = min(max(abs(distance) * perDistance, minimum), maximumDuration)
      guard duration > 0 else { return completion(0, .curve(curve)) }
      // The curve's slope dy/dx is the progress speed × duration / distance.
      let slope = velocity * duration / distance
      return completion(duration, .curve(curve.startingWithSlope(slope)))
    }
  }
}

// MARK: - Description

extension CompletionTiming: CustomStringConvertible {
  /// The timing as the factory call that makes it, such as
  /// `spring(dampingRatio: 1.0, response: 0.3, maximumDuration: 1.0)`.
  public var description: String {
    switch kind {
    case .spring(let spring):
      "spring(dampingRatio: \(spring.dampingRatio), response: \(spring.response), "
        + "maximumDuration: \(maximumDuration))"
    case .curve(let curve, let duration, let minimum):
      "curve(\(curve.controlPoint1), \(curve.controlPoint2), duration: \(duration), "
        + "minimumDuration: \(minimum), maximumDuration: \(maximumDuration))"
    }
  }
}

// MARK: - Durations

extension CompletionTiming {
  /// How close to its target, in progress, a spring that never overshoots must come for its
  /// completion to end: 0.4 pt across a 390-pt screen.
  static let settlingTolerance = 0.001

  /// The longest maximum duration: a transition must never hang.
  private static let longest = 10.0

  private static func limitedDuration(_ duration: Double, nan fallback: Double) -> Double {
    guard !duration.isNaN else { return fallback }
    return min(max(duration, 0), longest)
  }

  /// The time a spring completion lasts: until the spring first reaches its target, or until
  /// it settles within ``settlingTolerance`` of it if it never does, or `maximum`.
  private static func springDuration(
    _ spring: Spring, initialVelocity: Double, distance: Double, maximum: Double
  ) -> Double {
    let settling = spring.settlingDuration(
      initialVelocity: initialVelocity, tolerance: settlingTolerance / distance)
    let horizon = min(settling, maximum)
    return firstArrival(of: spring, initialVelocity: initialVelocity, before: horizon) ?? horizon
  }

  /// The first time the spring's position reaches 1, if that happens before `horizon`.
  ///
  /// The offset from rest, `x − 1`, starts at −1. An over- or critically damped spring
  /// crosses zero at most once and then stays on the far side; an under-damped one is a
  /// decaying sinusoid, whose zeros are exactly half a damped period apart, so its first lies
  /// within half a period. Sampling 64 times over `min(horizon, half a period)` therefore
  /// finds the first sample past the crossing with the crossing in the interval before it,
  /// and bisection pins it down.
  private static func firstArrival(
    of spring: Spring, initialVelocity: Double, before horizon: Double
  ) -> Double? {
    guard horizon > 0 else { return nil }
    var span = horizon
    let ratio = spring.dampingRatio
    if ratio < 1 {
      let dampedFrequency = spring.naturalFrequency * (1 - ratio * ratio).squareRoot()
      if dampedFrequency > 0 { span = min(span, Double.pi / dampedFrequency) }
    }
    func arrived(_ time: Double) -> Bool {
      spring.value(at: time, initialVelocity: initialVelocity) >= 1
    }
    let samples = 64
    var before = 0.0
    for index in 1...samples {
      let time = span * Double(index) / Double(samples)
      if arrived(time) {
        var after = time
        for _ in 0..<64 {
          let middle = 0.5 * (before + after)
          guard middle > before && middle < after else { break }
          if arrived(middle) { after = middle } else { before = middle }
        }
        return after
      }
      before = time
    }
    return nil
  }
}
