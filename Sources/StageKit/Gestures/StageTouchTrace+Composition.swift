import Foundation
import Transit

// Putting traces together: holding still, moving on, one gesture after another, two at
// once.

extension StageTouchTrace {
  /// The fingers still down at the end (those lifting last) stay still a while longer
  /// before they lift.
  ///
  /// ```swift
  /// // Drag to 30 %, stop, and lift: the release has no speed.
  /// window.send(.pan(from: a, to: b, duration: 0.5).holding(for: 0.3))
  /// ```
  ///
  /// - Parameter seconds: How much longer; negative, NaN or infinite mean 0 (the trace
  ///   as it is).
  /// - Returns: The longer trace.
  public func holding(for seconds: Double) -> StageTouchTrace {
    let extra = Self.clamped(seconds)
    guard extra > 0 else { return self }
    let end = duration
    return StageTouchTrace(
      fingers: fingers.map { samples in
        guard let last = samples.last, last.time == end else { return samples }
        return samples + [Sample(time: end + extra, location: last.location)]
      })
  }

  /// The fingers still down at the end move on before they lift: the first of them to a
  /// point, the others by the same displacement.
  ///
  /// ```swift
  /// // Drag slowly to 30 %, then fling to 90 %.
  /// let trace = StageTouchTrace.pan(from: a, to: thirty, duration: 1)
  ///   .continued(to: ninety, duration: 0.08)
  /// ```
  ///
  /// - Parameters:
  ///   - point: Where the first finger still down goes, in window coordinates; a
  ///     non-finite point leaves the trace as it is, and so does an empty trace.
  ///   - duration: How long the movement takes, in seconds (the builders' rules:
  ///     negative, NaN or infinite mean 0, a jump).
  ///   - samplesPerSecond: How often the fingers are sampled; 60 by default.
  ///   - curve: How the fingers progress over time; constant speed by default.
  /// - Returns: The longer trace.
  public func continued(
    to point: CGPoint, duration: Double, samplesPerSecond: Double = 60,
    curve: TimingCurve = .linear
  ) -> StageTouchTrace {
    let end = self.duration
    guard point.x.isFinite, point.y.isFinite,
      let leader = fingers.first(where: { $0.last?.time == end })?.last
    else { return self }
    let offset = CGPoint(x: point.x - leader.location.x, y: point.y - leader.location.y)
    return StageTouchTrace(
      fingers: fingers.map { samples in
        guard let last = samples.last, last.time == end else { return samples }
        let target = CGPoint(x: last.location.x + offset.x, y: last.location.y + offset.y)
        let onward = Self.movement(
          from: last.location, to: target, startTime: end, duration: duration,
          samplesPerSecond: samplesPerSecond, curve: curve)
        return samples + onward.dropFirst()
      })
  }

  /// Another trace, played after this one ends (its last finger lifts) and a pause: new
  /// fingers, new touches.
  ///
  /// ```swift
  /// // Release a drag, then touch the screen again 0.1 s later, while the transition
  /// // completes.
  /// window.send(.pan(from: a, to: b, duration: 0.3).followed(by: .press(at: c, duration: 0.2), after: 0.1))
  /// ```
  ///
  /// Fingers that go down at the very moment others lift touch the screen after those
  /// have lifted (``StageWindow/send(_:)``), so a pause of 0 still makes two separate
  /// gestures.
  ///
  /// - Parameters:
  ///   - next: The trace to play next.
  ///   - gap: The pause between the two, in seconds; 0 by default. Negative, NaN or
  ///     infinite mean 0.
  /// - Returns: The combined trace: this one's fingers, then `next`'s.
  public func followed(by next: StageTouchTrace, after gap: Double = 0) -> StageTouchTrace {
    StageTouchTrace(fingers: fingers + next.delayed(by: duration + Self.clamped(gap)).fingers)
  }

  /// Another trace played at the same time as this one: more fingers at once.
  ///
  /// ```swift
  /// // A pinch while another finger drags elsewhere.
  /// let trace = StageTouchTrace.pinch(center: photo.center, fromSpan: 80, toSpan: 160, duration: 0.4)
  ///   .merged(with: .pan(from: slider, to: sliderEnd, duration: 0.4))
  /// ```
  ///
  /// - Parameter other: The trace to play alongside.
  /// - Returns: The combined trace: this one's fingers, then `other`'s.
  public func merged(with other: StageTouchTrace) -> StageTouchTrace {
    StageTouchTrace(fingers: fingers + other.fingers)
  }

  /// The same trace, starting later.
  ///
  /// - Parameter seconds: How much later; negative, NaN or infinite mean 0.
  /// - Returns: The trace with every time shifted.
  public func delayed(by seconds: Double) -> StageTouchTrace {
    let shift = Self.clamped(seconds)
    guard shift > 0 else { return self }
    return StageTouchTrace(
      fingers: fingers.map { samples in
        samples.map { Sample(time: $0.time + shift, location: $0.location) }
      })
  }
}
