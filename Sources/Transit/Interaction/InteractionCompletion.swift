/// The planned motion that carries a released transition from where the finger left it to its
/// end: the non-interactive remainder of an interactive transition.
///
/// A completion starts at ``startTime`` from ``startProgress``, moving at ``startVelocity``, and
/// reaches ``targetProgress`` (1 to finish, 0 to cancel) at ``endTime``, after which its
/// progress is exactly the target. It is made by
/// ``CompletionTiming/completion(towards:from:velocity:at:)`` (which ``InteractionDriver``
/// calls on release), and sampled with ``progress(at:)`` and ``velocity(at:)`` at times the
/// host supplies.
///
/// Progress is a fraction of the transition, so it is clamped into `0...1` on screen: a spring
/// that would overshoot the target (or, released against its direction, the other end) stays
/// at the end instead. A spring completion therefore ends when the spring first reaches its
/// target — everything it would do after that lies beyond the end of the transition or is a
/// bounce back from it — or, if it never overshoots, once it is within 0.001 of the target;
/// and in any case no later than its timing's maximum duration. A completion always ends.
///
/// ```swift
/// let completion = CompletionTiming.spring(dampingRatio: 1, response: 0.3)
///   .completion(towards: .finish, from: 0.6, velocity: 1.2, at: 10)
/// completion.progress(at: 10)                      // 0.6
/// completion.velocity(at: 10)                      // 1.2: the finger's speed carries on
/// completion.progress(at: completion.endTime)      // 1
/// ```
public struct InteractionCompletion: Sendable, Hashable {
  /// How a completion covers its distance, in the units Core Animation takes, so that a UIKit
  /// host can hand it to `CASpringAnimation`, `UISpringTimingParameters` or
  /// `CAMediaTimingFunction`.
  public enum Motion: Sendable, Hashable {
    /// The spring's position (0 → 1) scaled to the distance, released with `initialVelocity`
    /// in distances per second (`CASpringAnimation.initialVelocity`), cut off at the
    /// completion's end.
    case spring(Spring, initialVelocity: Double)
    /// The curve's progress (0 → 1) at the elapsed fraction of the duration, scaled to the
    /// distance.
    case curve(TimingCurve)
  }

  /// Whether the transition is finishing or cancelling.
  public let outcome: InteractionOutcome

  /// When the completion starts, in the host's seconds.
  public let startTime: Double

  /// The progress at the start, in `0...1`.
  public let startProgress: Double

  /// The velocity at release, in progress per second, that the completion set out to match.
  ///
  /// The motion starts at this speed, except that a curve cannot start backwards: released
  /// against its direction, a curve completion starts at rest (see ``CompletionTiming``).
  public let startVelocity: Double

  /// How long the completion lasts, in seconds: zero or more, never more than the timing's
  /// maximum duration.
  public let duration: Double

  /// The motion: a spring or a curve, scaled from ``startProgress`` to ``targetProgress``.
  public let motion: Motion

  /// Creates a completion from its parts; ``CompletionTiming`` sanitizes them.
  init(
    outcome: InteractionOutcome, startTime: Double, startProgress: Double,
    startVelocity: Double, duration: Double, motion: Motion
  ) {
    self.outcome = outcome
    self.startTime = startTime
    self.startProgress = startProgress
    self.startVelocity = startVelocity
    self.duration = duration
    self.motion = motion
  }

  /// The progress at which the completion ends: 1 to finish, 0 to cancel.
  public var targetProgress: Double { outcome.targetProgress }

  /// When the completion ends: ``startTime`` + ``duration``.
  public var endTime: Double { startTime + duration }

  /// Returns the progress to show at a time.
  ///
  /// Before the start (and at a NaN time) this is ``startProgress``; from ``endTime`` on it is
  /// exactly ``targetProgress`` (so a completion of zero duration shows its target at once).
  ///
  /// - Parameter time: The host's time, in seconds.
  /// - Returns: The progress, in `0...1`.
  public func progress(at time: Double) -> Double {
    let time = time.isNaN ? startTime : time
    guard time < endTime else { return targetProgress }
    let elapsed = time - startTime
    guard elapsed > 0 else { return startProgress }
    let distance = targetProgress - startProgress
    let fraction: Double
    switch motion {
    case .spring(let spring, let initialVelocity):
      fraction = spring.value(at: elapsed, initialVelocity: initialVelocity)
    case .curve(let curve):
      fraction = curve.progress(at: elapsed / duration)
    }
    return InteractionValue.unit(startProgress + distance * fraction)
  }

  /// Returns the speed of the progress on screen at a time, in progress per second.
  ///
  /// Before the start (and at a NaN time) this is the motion's speed at its start; it is 0
  /// while the progress is held at 0 or 1 by the clamp, and from ``endTime`` on.
  ///
  /// - Parameter time: The host's time, in seconds.
  /// - Returns: The velocity, positive towards finishing. Always finite.
  public func velocity(at time: Double) -> Double {
    let time = time.isNaN ? startTime : time
    guard time < endTime else { return 0 }
    let elapsed = max(time - startTime, 0)
    let distance = targetProgress - startProgress
    let fraction: Double
    let rate: Double
    switch motion {
    case .spring(let spring, let initialVelocity):
      fraction = spring.value(at: elapsed, initialVelocity: initialVelocity)
      rate = spring.velocity(at: elapsed, initialVelocity: initialVelocity)
    case .curve(let curve):
      fraction = curve.progress(at: elapsed / duration)
      rate = curve.velocity(at: elapsed / duration) / duration
    }
    let progress = startProgress + distance * fraction
    let velocity = InteractionValue.limited(distance * rate)
    // Held by the clamp: still at the end of the range, or moving further out of it.
    if progress > 1 || (progress == 1 && velocity > 0) { return 0 }
    if progress < 0 || (progress == 0 && velocity < 0) { return 0 }
    return velocity
  }

  /// Returns whether the completion has ended by a time.
  ///
  /// - Parameter time: The host's time, in seconds. NaN counts as ``startTime``.
  /// - Returns: `true` from ``endTime`` on.
  public func isComplete(at time: Double) -> Bool {
    (time.isNaN ? startTime : time) >= endTime
  }
}
