/// What one Core Animation animation needs to play one track: the description a UIKit host
/// turns into a `CAKeyframeAnimation` or a `CASpringAnimation` and adds to a layer.
///
/// Times are in seconds from the start of the transition: the host adds the layer time at
/// which the transition starts to ``beginTime``. Every animation uses
/// `fillMode = .backwards`, so a delayed animation shows its first value while it waits;
/// after its end the layer shows its model value, which the host sets to ``modelValue``
/// when it adds the animation.
///
/// ``value(atTransitionTime:)`` evaluates the description with Core Animation's semantics,
/// so the export is checked on any platform.
public struct LayerAnimation: Sendable, Hashable {
  /// The node whose layer receives the animation.
  public var node: NodeID
  /// The animated property; ``PropertyKey/keyPath`` is the animation's key path and
  /// ``PropertyKey/isOnMaskLayer`` says whether it goes on the layer's mask.
  public var property: PropertyKey
  /// The animation itself.
  public var content: Content
  /// Seconds from the start of the transition to the animation's `beginTime`.
  public var beginTime: Double
  /// The animation's `duration`, in its own (local) time.
  public var duration: Double
  /// The animation's `speed`: 1, or −1 for a spring played backwards.
  public var speed: Double
  /// The animation's `timeOffset`: 0, or `duration` for a spring played backwards.
  public var timeOffset: Double
  /// The value to set on the layer's model when the animation is added: the track's last
  /// keyframe, which shows once the animation ends.
  public var modelValue: AnimationValue

  /// The two kinds of Core Animation animation a track becomes.
  public enum Content: Sendable, Hashable {
    /// A `CAKeyframeAnimation` with `calculationMode = .linear`: `values`, `keyTimes` (first
    /// 0, last 1) and one `CAMediaTimingFunction(controlPoints:)` per segment, taken from
    /// each curve's control points.
    case keyframes(values: [AnimationValue], keyTimes: [Double], timingFunctions: [TimingCurve])
    /// A `CASpringAnimation` with these `fromValue`, `toValue`, `mass`, `stiffness`,
    /// `damping` and `initialVelocity`, and a linear timing function.
    case spring(
      from: AnimationValue, to: AnimationValue, mass: Double, stiffness: Double,
      damping: Double, initialVelocity: Double)
  }

  /// The animation's value at a time, as Core Animation computes it.
  ///
  /// Local time follows CAMediaTiming: `(t − beginTime) × speed + timeOffset`, active while
  /// `t` is in `beginTime ..< beginTime + duration / |speed|`. Before that the animation
  /// fills backwards (it shows its value at the start of its active time); after it, the
  /// layer shows ``modelValue``. A keyframe animation finds the segment whose key times
  /// surround `local / duration`, eases the linear fraction within it by that segment's
  /// timing function and interpolates the two values; a spring animation interpolates from
  /// `fromValue` to `toValue` by the spring's step response at the local time, and shows
  /// `toValue` at local time `duration` (within ``Track/endTimeTolerance``).
  ///
  /// - Parameter time: Seconds from the start of the transition.
  /// - Returns: What the layer shows.
  public func value(atTransitionTime time: Double) -> AnimationValue {
    guard let local = timing.localTime(atParentTime: time) else { return modelValue }
    return content.value(atLocalTime: local, duration: duration) ?? modelValue
  }

  /// The animation's CAMediaTiming: filling backwards, the model showing after the end.
  public var timing: MediaTiming {
    MediaTiming(
      beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
      fillMode: .backwards)
  }

}

extension LayerAnimation.Content {
  /// The animation's value at a time in its own local time, as Core Animation computes it.
  ///
  /// A keyframe animation finds the segment whose key times surround `localTime / duration`,
  /// eases the linear fraction within it by that segment's timing function and
  /// interpolates the two values. Key times that do not match the values one for one are
  /// replaced by evenly spaced ones, and missing timing functions are linear, so that any
  /// description evaluates. A spring animation interpolates from `fromValue` to `toValue`
  /// by the spring's step response, and shows `toValue` from `duration` on (within
  /// ``Track/endTimeTolerance``).
  ///
  /// - Parameters:
  ///   - localTime: Seconds since the animation's start, in its own time; clamped into
  ///     `0...duration`.
  ///   - duration: The animation's duration.
  /// - Returns: The value, or `nil` for a keyframe animation with no values.
  public func value(atLocalTime localTime: Double, duration: Double) -> AnimationValue? {
    let duration = duration.isFinite ? max(0, duration) : 0
    let local = localTime.isNaN ? 0 : min(max(localTime, 0), duration)
    switch self {
    case .keyframes(let values, let keyTimes, let timingFunctions):
      guard let first = values.first else { return nil }
      guard values.count > 1, duration > 0 else { return first }
      let times =
        keyTimes.count == values.count
        ? keyTimes : values.indices.map { Double($0) / Double(values.count - 1) }
      let position = local / duration
      var segment = 0
      while segment < values.count - 2 && position >= times[segment + 1] {
        segment += 1
      }
      let span = times[segment + 1] - times[segment]
      let linear = span > 0 ? min(max((position - times[segment]) / span, 0), 1) : 1
      let curve =
        timingFunctions.isEmpty
        ? TimingCurve.linear : timingFunctions[min(segment, timingFunctions.count - 1)]
      let eased = curve.progress(at: linear)
      if eased == 0 { return values[segment] }
      if eased == 1 { return values[segment + 1] }
      return values[segment].interpolated(to: values[segment + 1], fraction: eased)
    case .spring(let from, let to, let mass, let stiffness, let damping, let initialVelocity):
      if duration == 0 { return from }
      if local >= duration - Track.endTimeTolerance { return to }
      let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
      let fraction = spring.value(at: local, initialVelocity: initialVelocity)
      if fraction == 0 { return from }
      return from.interpolated(to: to, fraction: fraction)
    }
  }
}
