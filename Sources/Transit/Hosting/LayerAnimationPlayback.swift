/// How a host adds one of a transition's ``LayerAnimation``s to a layer: running on its own
/// from a moment relative to now, or held still at one of its own times.
///
/// ``TransitionPlayer`` computes it; a host only copies it into the animation's media
/// timing (`beginTime`, `speed`, `timeOffset`).
public enum LayerAnimationPlayback: Sendable, Hashable {
  /// The animation runs with its own ``LayerAnimation/speed`` and
  /// ``LayerAnimation/timeOffset``, beginning this many seconds of the layer's time after
  /// the present moment (negative: it began that long ago). The host sets its `beginTime`
  /// to the layer's current time plus this:
  /// `layer.convertTime(CACurrentMediaTime(), from: nil) + beginTimeFromNow`.
  case running(beginTimeFromNow: Double)
  /// The animation is held still: `speed` 0 and `timeOffset` this time of the animation's
  /// own, already clamped into `0...duration`.
  case paused(localTime: Double)
}
