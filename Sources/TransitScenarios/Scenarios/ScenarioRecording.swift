import Transit
import TransitRender

/// The frames of one played scenario, with their times and the timeline that moved them.
public struct ScenarioRecording: Sendable {
  /// The frames, in the order asked for.
  public var frames: [Bitmap]
  /// Each frame's time in seconds from the transition's start; the last frame of a
  /// recording by frame rate is at ``duration``, after the transition completed.
  public var times: [Double]
  /// The transition's length in seconds: its timeline's duration.
  public var duration: Double
  /// The timeline the stage played.
  public var timeline: Timeline

  /// Creates a recording.
  ///
  /// - Parameters:
  ///   - frames: The frames.
  ///   - times: Each frame's time in seconds from the start.
  ///   - duration: The transition's length in seconds.
  ///   - timeline: The timeline played.
  public init(frames: [Bitmap], times: [Double], duration: Double, timeline: Timeline) {
    self.frames = frames
    self.times = times
    self.duration = duration
    self.timeline = timeline
  }

  /// How long each frame shows in an animation, in whole milliseconds: until the next
  /// frame's time, and the last one for a hold.
  ///
  /// ```swift
  /// let delays = recording.delaysInMilliseconds(holdingLastFor: 0.6)
  /// let frames = zip(recording.frames, delays).map { APNGFrame($0, delayMilliseconds: $1) }
  /// ```
  ///
  /// Every delay is at least 1 ms, so that a player never skips a frame.
  ///
  /// - Parameter hold: Seconds the last frame stays; negative or non-finite means 0.
  /// - Returns: One delay per frame.
  public func delaysInMilliseconds(holdingLastFor hold: Double) -> [Int] {
    guard !times.isEmpty else { return [] }
    let last = hold.isFinite ? max(0, hold) : 0
    return times.indices.map { index in
      let seconds = index + 1 < times.count ? times[index + 1] - times[index] : last
      let milliseconds = (seconds.isFinite ? seconds : 0) * 1000
      return max(1, Int(milliseconds.rounded()))
    }
  }
}
