/// What one Core Animation animation needs to play a track, or, on a component key path,
/// a piece of a transform track: the description a UIKit host turns into a
/// `CAKeyframeAnimation` and adds to a layer.
///
/// Times are in seconds from the start of the transition: the host adds the layer time at
/// which the transition starts to ``beginTime``. What the hosts really do
/// (``TransitionPlayer``): every animation has `fillMode = .both` and
/// `isRemovedOnCompletion = false`, so it shows its first value while it waits and its last
/// value after its end, until the player's clean-up removes it; the clean-up then sets the
/// model value (``modelValue``, the track's last value) on the screens that stay, so the
/// removal moves nothing. Springs are exported as keyframes ending exactly on that value
/// (``Track/coreAnimationExport()``); nothing runs at a negative `speed`.
///
/// ``value(atTransitionTime:)`` evaluates the description with Core Animation's semantics,
/// so the export is checked on any platform.
public struct LayerAnimation: Sendable, Hashable {
  /// The node whose layer receives the animation.
  public var node: NodeID
  /// The animated property; ``PropertyKey/isOnMaskLayer`` says whether the animation goes
  /// on the layer's mask.
  public var property: PropertyKey
  /// The piece of the transform the animation plays on its own key path, with numbers for
  /// values, on top of the rest of the transform beneath it; `nil` animates the whole
  /// property.
  public var component: TransformComponent? = nil
  /// The animation itself.
  public var content: Content
  /// Seconds from the start of the transition to the animation's `beginTime`.
  public var beginTime: Double
  /// The animation's `duration`, in its own (local) time; never 0 in an export, which Core
  /// Animation would read as 0.25 s.
  public var duration: Double
  /// The animation's `speed`: 1 for every exported track (a reversed spring is exported as
  /// keyframes, not played backwards).
  public var speed: Double
  /// The animation's `timeOffset`: 0 for every exported track.
  public var timeOffset: Double
  /// The track's last value (its component's, on a component key path): what the
  /// animation shows from its end on. The player sets the track's last value on the
  /// layer's model at clean-up for screens that stay.
  public var modelValue: AnimationValue

  /// The animation's key path: the property's (``PropertyKey/keyPath``), or its
  /// component's (`"transform.rotation.y"`).
  public var keyPath: String { component?.keyPath ?? property.keyPath }

  /// The two kinds of Core Animation animation a description can hold; the export makes
  /// only keyframes, springs included.
  public enum Content: Sendable, Hashable {
    /// A `CAKeyframeAnimation` with `calculationMode = .linear`: `values`, `keyTimes` (first
    /// 0, last 1) and one `CAMediaTimingFunction(controlPoints:)` per segment, taken from
    /// each curve's control points.
    case keyframes(values: [AnimationValue], keyTimes: [Double], timingFunctions: [TimingCurve])
    /// A `CASpringAnimation` with these `fromValue`, `toValue`, `mass`, `stiffness`,
    /// `damping` and `initialVelocity`, and a linear timing function; what a stage
    /// `StageSpringAnimation` resolves to. It should last `settlingDuration`, or it shows an
    /// unsettled value at its end.
    ///
    /// Held apart (`indirect`), so that the keyframe descriptions an export makes by the
    /// thousand stay small values.
    indirect case spring(
      from: AnimationValue, to: AnimationValue, mass: Double, stiffness: Double,
      damping: Double, initialVelocity: Double)
  }

  /// The animation's value at a time, as Core Animation computes it.
  ///
  /// Local time follows CAMediaTiming: `(t − beginTime) × speed + timeOffset`, active while
  /// `t` is in `beginTime ..< beginTime + duration / |speed|`. Outside it the animation
  /// fills both ways (`fillMode = .both`, as the hosts add it): it shows its value at the
  /// start or the end of its active time. A keyframe animation finds the segment whose key
  /// times surround `local / duration`, eases the linear fraction within it by that
  /// segment's timing function and interpolates the two values; a spring animation
  /// interpolates from `fromValue` to `toValue` by the spring's step response at the local
  /// time, up to `duration`, where it may not have settled (as `CASpringAnimation`).
  ///
  /// - Parameter time: Seconds from the start of the transition.
  /// - Returns: What the layer shows.
  public func value(atTransitionTime time: Double) -> AnimationValue {
    // A zero-length animation is over as soon as it begins: the model shows from then on.
    if duration == 0 && time >= beginTime { return modelValue }
    guard let local = timing.localTime(atParentTime: time) else { return modelValue }
    return content.value(atLocalTime: local, duration: duration) ?? modelValue
  }

  /// The description with a node of no one's: what animations that play alike on
  /// different layers have in common.
  var withoutNode: LayerAnimation {
    var animation = self
    animation.node = "any"
    return animation
  }

  /// The length of the step a track of duration 0 is exported as: a microsecond, far below
  /// a display frame and far above the rounding of a device's layer times.
  public static let stepDuration = 1e-6

  /// The animation's CAMediaTiming as the hosts add it: filling both ways.
  public var timing: MediaTiming {
    MediaTiming(
      beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
      fillMode: .both)
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
  /// by the spring's step response, as `CASpringAnimation` does: it does not jump to
  /// `toValue` at `duration`, so one that ends before `settlingDuration` shows an unsettled
  /// value there.
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
      // The last segment whose start is at or before the position (a spring's keyframes
      // number in the hundreds: a binary search).
      var low = 0
      var high = values.count - 2
      while low < high {
        let middle = (low + high + 1) / 2
        if position >= times[middle] { low = middle } else { high = middle - 1 }
      }
      let segment = low
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
      let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
      let fraction = spring.value(at: local, initialVelocity: initialVelocity)
      if fraction == 0 { return from }
      return from.interpolated(to: to, fraction: fraction)
    }
  }
}
