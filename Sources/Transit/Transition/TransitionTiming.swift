/// How a transition's motion is paced: a timing curve over a duration, or a spring that
/// settles in its own time.
///
/// ```swift
/// let gentle = TransitionTiming.curve(.easeInOut, duration: 0.35)
/// let bouncy = TransitionTiming.spring(Spring(response: 0.45, dampingRatio: 0.6))
/// ```
public enum TransitionTiming: Sendable, Hashable {
  /// A timing curve over a duration in seconds.
  case curve(TimingCurve, duration: Double)
  /// A spring from rest; the transition lasts until it settles.
  case spring(Spring)

  /// UIKit's feel for a standard screen change: ease in-out over 0.35 s.
  public static let standard = TransitionTiming.curve(.easeInOut, duration: 0.35)

  /// The short cross-fade Reduce Motion plays instead of moving anything.
  public static let reducedMotion = TransitionTiming.curve(.easeInOut, duration: 0.25)

  /// How long the motion lasts, in seconds: the curve's duration (negative or non-finite
  /// means 0), or the time the spring takes to settle within 0.1 % (10 s for an undamped
  /// spring, which never settles).
  public var duration: Double {
    switch self {
    case .curve(_, let duration): duration.isFinite ? max(0, duration) : 0
    case .spring(let spring):
      spring.settlingDuration().isFinite ? spring.settlingDuration() : 10
    }
  }

  /// How far the motion has gone at a time: 0 at the start, 1 at the end (a spring may pass
  /// 1 on its way).
  ///
  /// - Parameter time: Seconds since the start; clamped to the duration.
  /// - Returns: The progress.
  public func progress(at time: Double) -> Double {
    progress(at: time, duration: duration)
  }

  /// The progress at a time, for a duration already known (a spring's settling time is
  /// costly to find again for every sample).
  func progress(at time: Double, duration total: Double) -> Double {
    guard total > 0 else { return 1 }
    // Clamped to the duration; +infinity is the end, NaN and -infinity the start.
    let clamped = time.isNaN ? 0 : min(max(time, 0), total)
    switch self {
    case .curve(let curve, _): return curve.progress(at: clamped / total)
    case .spring(let spring):
      return clamped >= total ? 1 : spring.value(at: clamped)
    }
  }

  /// The same pacing over another duration; a spring keeps its own.
  ///
  /// - Parameter seconds: The new duration.
  /// - Returns: The retimed pacing.
  public func withDuration(_ seconds: Double) -> TransitionTiming {
    switch self {
    case .curve(let curve, _): .curve(curve, duration: seconds)
    case .spring: self
    }
  }

  /// The duration for views that travel a distance, when a transition asks for an automatic
  /// duration: `0.2 + 0.35 × √(distance / 1000)` seconds, between 0.2 and 0.6.
  ///
  /// Short hops are quick and long flights take longer, but less than in proportion, as
  /// Material motion advises: 390 points (a phone's width) take 0.42 s, 844 points (its
  /// height) 0.52 s.
  ///
  /// - Parameter distance: Points travelled; negative or non-finite means 0.
  /// - Returns: Seconds.
  public static func automaticDuration(forDistance distance: Double) -> Double {
    let distance = distance.isFinite ? max(0, distance) : 0
    return min(max(0.2 + 0.35 * (distance / 1000).squareRoot(), 0.2), 0.6)
  }
}
