/// The media timing a layer carries (CAMediaTiming's `beginTime`, `speed` and `timeOffset`):
/// how its local time, and so every animation in its subtree, follows its superlayer's.
///
/// The player adds a transition's animations once and then moves time instead: a gesture
/// freezes the layers taking part (``frozen(at:)``) and sets their time frame by frame, and
/// a release lets it run again from there (``resumed(showing:atParentTime:rate:)``), as Apple's
/// Technical Q&A QA1673 pauses and resumes a layer tree. No animation is built per frame.
///
/// ```swift
/// var time = LayerTime.frozen(at: 12.3)            // speed 0, timeOffset 12.3
/// time.localTime(atParentTime: 99)                 // 12.3, whatever the parent's time
/// time = .natural.resumed(showing: 12.3, atParentTime: 100)
/// time.localTime(atParentTime: 100.5)              // 12.8
/// ```
public struct LayerTime: Sendable, Hashable {
  /// When the layer's time starts, in its superlayer's time.
  public var beginTime: Double
  /// How fast the layer's time runs against its superlayer's; 0 freezes it.
  public var speed: Double
  /// An offset added to the layer's local time.
  public var timeOffset: Double

  /// Creates a timing; non-finite values are read as Core Animation's defaults.
  ///
  /// - Parameters:
  ///   - beginTime: When the layer's time starts, in its superlayer's time; 0 by default.
  ///   - speed: Its speed; 1 by default.
  ///   - timeOffset: The offset added to its local time; 0 by default.
  public init(beginTime: Double = 0, speed: Double = 1, timeOffset: Double = 0) {
    self.beginTime = beginTime.isFinite ? beginTime : 0
    self.speed = speed.isFinite ? speed : 1
    self.timeOffset = timeOffset.isFinite ? timeOffset : 0
  }

  /// A layer's own timing when nobody has changed it: its time is its superlayer's.
  public static let natural = LayerTime()

  /// A layer frozen at one of its local times: `speed` 0 and `timeOffset` that time.
  ///
  /// - Parameter localTime: The time it shows; a non-finite time means 0.
  /// - Returns: The timing.
  public static func frozen(at localTime: Double) -> LayerTime {
    LayerTime(beginTime: 0, speed: 0, timeOffset: localTime)
  }

  /// The layer's local time at a time of its superlayer:
  /// `(parent − beginTime) × speed + timeOffset`.
  ///
  /// - Parameter parentTime: The superlayer's time.
  /// - Returns: The layer's time.
  public func localTime(atParentTime parentTime: Double) -> Double {
    (parentTime - beginTime) * speed + timeOffset
  }

  /// This timing, running again at its own speed (1 for a frozen one), or that speed
  /// scaled, so that the layer shows a local time at a parent time: the `beginTime` QA1673
  /// sets on resuming.
  ///
  /// ```swift
  /// let time = LayerTime.natural.resumed(showing: 2, atParentTime: 100, rate: 0.5)
  /// time.localTime(atParentTime: 101)              // 2.5: half as fast
  /// ```
  ///
  /// - Parameters:
  ///   - localTime: The layer's time to show then.
  ///   - parentTime: The superlayer's time then.
  ///   - rate: How much faster than its own speed it runs; 1 by default. Zero, negative or
  ///     non-finite rates mean 1.
  /// - Returns: The timing.
  public func resumed(showing localTime: Double, atParentTime parentTime: Double, rate: Double = 1)
    -> LayerTime
  {
    let rate = rate.isFinite && rate > 0 ? rate : 1
    let speed = (self.speed == 0 ? 1 : self.speed) * rate
    return LayerTime(
      beginTime: parentTime - (localTime - timeOffset) / speed, speed: speed,
      timeOffset: timeOffset)
  }
}
