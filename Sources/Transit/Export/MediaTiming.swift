/// Core Animation's timing of one animation (CAMediaTiming): when it is active in its
/// parent's time, and which of its own local times it shows.
///
/// Local time is `(parent time − beginTime) × speed + timeOffset`, active while the parent
/// time is in `beginTime ..< beginTime + duration / |speed|`. Before that the animation
/// shows its start if it fills backwards; after it, its end if it fills forwards; otherwise
/// the layer's model value shows. A speed of 0 freezes the animation at `timeOffset` and it
/// never ends.
///
/// ```swift
/// let timing = MediaTiming(beginTime: 1, duration: 0.5, fillMode: .backwards)
/// timing.localTime(atParentTime: 0.5)   // 0: filling backwards
/// timing.localTime(atParentTime: 1.25)  // 0.25
/// timing.localTime(atParentTime: 2)     // nil: the model shows
/// ```
public struct MediaTiming: Sendable, Hashable {
  /// How an animation shows outside its active time, as `CAMediaTimingFillMode`.
  public enum FillMode: Sendable, Hashable {
    /// Outside its active time the layer shows its model value.
    case removed
    /// Before it begins, the animation shows its start.
    case backwards
    /// After it ends, the animation shows its end.
    case forwards
    /// Both.
    case both

    /// Whether the start shows before the active time.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the end shows after the active time.
    public var fillsForwards: Bool { self == .forwards || self == .both }
  }

  /// When the animation starts, in its parent's time.
  public var beginTime: Double
  /// The length of one pass in the animation's own time.
  public var duration: Double
  /// How fast the animation's time runs relative to its parent's; 0 freezes it.
  public var speed: Double
  /// An offset added to the local time.
  public var timeOffset: Double
  /// How the animation shows outside its active time.
  public var fillMode: FillMode

  /// Creates a timing; non-finite or negative durations and non-finite speeds, begin times
  /// and offsets are read as 0, 1, 0 and 0.
  ///
  /// - Parameters:
  ///   - beginTime: When the animation starts, in its parent's time.
  ///   - duration: The length of a pass.
  ///   - speed: The speed; 1 by default.
  ///   - timeOffset: The offset added to the local time; 0 by default.
  ///   - fillMode: How it shows outside its active time.
  public init(
    beginTime: Double, duration: Double, speed: Double = 1, timeOffset: Double = 0,
    fillMode: FillMode
  ) {
    self.beginTime = beginTime.isFinite ? beginTime : 0
    self.duration = duration.isFinite ? max(0, duration) : 0
    self.speed = speed.isFinite ? speed : 1
    self.timeOffset = timeOffset.isFinite ? timeOffset : 0
    self.fillMode = fillMode
  }

  /// When the active time ends, in the parent's time; `nil` for a frozen animation.
  public var activeEnd: Double? {
    speed == 0 ? nil : beginTime + duration / abs(speed)
  }

  /// The local time the animation shows at a parent time, or `nil` when the model shows.
  ///
  /// - Parameter time: A time in the parent's time space.
  /// - Returns: The local time (not clamped to the duration), or `nil`.
  public func localTime(atParentTime time: Double) -> Double? {
    if time < beginTime {
      return fillMode.fillsBackwards ? timeOffset : nil
    }
    if let end = activeEnd, time >= end {
      return fillMode.fillsForwards ? timeOffset + duration * (speed > 0 ? 1 : -1) : nil
    }
    return (time - beginTime) * speed + timeOffset
  }
}
