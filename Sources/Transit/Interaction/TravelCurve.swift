import Foundation

/// How far a transition's moving screen has gone at each moment of its timeline, and back:
/// the map between a gesture's progress and the timeline's time that keeps a dragged screen
/// under the finger.
///
/// A gesture's progress is the finger's share of the way (a back swipe 30 % across the
/// width is 0.3), but a timeline's time is eased. Shown at `progress × duration`, an
/// ease-in-out slide would lag behind the finger at first and run ahead of it later. The
/// curve samples the travel of the screen that slides furthest and inverts it, so the time
/// it gives for a progress shows that screen exactly that share of its way, as UIKit's own
/// back swipe does. The easing stays for the completion after release, which the driver
/// paces in progress.
///
/// ```swift
/// let timeline = Transition.push().timeline(for: scene)   // a pop: `from` slides 390 pt
/// let travel = TravelCurve(timeline: timeline)
/// travel.time(atProgress: 0.25)     // when `from` has moved 97.5 pt, not 0.25 × duration
/// ```
///
/// When no screen slides (a fade, a flip, shared elements), the curve is linear: progress
/// and time are proportional, as before.
public struct TravelCurve: Sendable {
  /// The timeline's duration, in seconds.
  public let duration: Double
  /// The screen whose travel the curve follows, or `nil` when none slides.
  public let movingNode: NodeID?
  /// Sample times, from 0 to the duration.
  private let times: [Double]
  /// The share of its way the moving screen has gone by each sample time, never falling
  /// (a spring's overshoot and return count as having arrived), within 0…1.
  private let fractions: [Double]
  /// The moving screen's track alone, to refine a time between samples exactly.
  private let track: TrackTravel?

  /// One screen track's travel along its direction, as a share of its whole way.
  private struct TrackTravel: Sendable {
    let sampler: TimelineSampler
    let start: CGPoint
    let unit: CGPoint
    let length: Double

    func fraction(at time: Double, in frame: inout TimelineFrame) -> Double {
      sampler.sample(at: time, into: &frame)
      let point = TravelCurve.point(frame.value(ofTrack: 0))
      let along = Double((point.x - start.x) * unit.x + (point.y - start.y) * unit.y)
      let fraction = along / length
      return fraction.isFinite ? fraction : 0
    }
  }

  /// How many times the moving screen's track is sampled: at 256 the linear interpolation
  /// between samples is within a hundredth of a point of the track on a phone's width.
  public static let sampleCount = 256

  /// The least distance, in points, that counts as sliding.
  public static let minimumTravel = 1.0

  /// Follows the screen (`from` or `to`) that slides furthest in a timeline: its transform's
  /// translation or its position, from its first value to its last.
  ///
  /// A screen whose transform also scales or turns does not count as sliding.
  ///
  /// - Parameter timeline: The timeline.
  public init(timeline: Timeline) {
    let duration = timeline.duration.isFinite ? max(timeline.duration, 0) : 0
    self.duration = duration
    var best: (track: Track, travel: CGPoint, length: Double)?
    for track in timeline.tracks where track.node == .from || track.node == .to {
      guard let travel = Self.travel(of: track) else { continue }
      let length = Double(hypot(travel.x, travel.y))
      if length >= Self.minimumTravel, length > best?.length ?? 0 {
        best = (track, travel, length)
      }
    }
    guard let best, duration > 0 else {
      self.movingNode = nil
      self.times = []
      self.fractions = []
      self.track = nil
      return
    }
    movingNode = best.track.node
    let single = Timeline(
      nodes: timeline.nodes.filter { $0.id == best.track.node }, tracks: [best.track],
      duration: duration)
    let sampler = TimelineSampler(single)
    var frame = sampler.makeFrame()
    let track = TrackTravel(
      sampler: sampler, start: Self.point(frame.value(ofTrack: 0)),
      unit: CGPoint(x: best.travel.x / best.length, y: best.travel.y / best.length),
      length: best.length)
    var times: [Double] = []
    var fractions: [Double] = []
    times.reserveCapacity(Self.sampleCount + 1)
    fractions.reserveCapacity(Self.sampleCount + 1)
    var reached = 0.0
    for index in 0...Self.sampleCount {
      let time = duration * Double(index) / Double(Self.sampleCount)
      reached = max(reached, min(track.fraction(at: time, in: &frame), 1))
      times.append(time)
      fractions.append(index == Self.sampleCount ? 1 : reached)
    }
    self.times = times
    self.fractions = fractions
    self.track = track
  }

  /// A curve on which progress and time are proportional.
  ///
  /// - Parameter duration: The duration, in seconds; negative or non-finite means 0.
  /// - Returns: The curve.
  public static func linear(duration: Double) -> TravelCurve {
    TravelCurve(linearDuration: duration.isFinite ? max(duration, 0) : 0)
  }

  private init(linearDuration: Double) {
    duration = linearDuration
    movingNode = nil
    times = []
    fractions = []
    track = nil
  }

  /// Whether progress and time are proportional (no screen slides).
  public var isLinear: Bool { fractions.isEmpty }

  /// The time at which the moving screen has gone a share of its way: the earliest such
  /// time.
  ///
  /// - Parameter progress: The share, clamped to 0…1; NaN means 0. At 1 the time is the
  ///   duration, so every track is at its end.
  /// - Returns: Seconds into the timeline.
  public func time(atProgress progress: Double) -> Double {
    let progress = progress.isNaN ? 0 : min(max(progress, 0), 1)
    guard !isLinear, progress < 1 else { return progress * duration }
    guard progress > 0 else { return 0 }
    // The first sample at or past the progress; the one before is short of it.
    var low = 0
    var high = fractions.count - 1
    while low < high {
      let middle = (low + high) / 2
      if fractions[middle] >= progress { high = middle } else { low = middle + 1 }
    }
    let before = max(low - 1, 0)
    guard fractions[low] > fractions[before] else { return times[low] }
    return refinedTime(
      atProgress: progress, between: (times[before], fractions[before]),
      and: (times[low], fractions[low]))
  }

  /// The time between two samples at which the track itself reaches a progress, found by
  /// false position (the Illinois variant): interpolating between samples alone would leave
  /// the screen a hundredth of a point off, enough to misjudge its speed from one instant
  /// to the next.
  private func refinedTime(
    atProgress progress: Double, between low: (Double, Double), and high: (Double, Double)
  ) -> Double {
    var (lowTime, lowValue) = (low.0, low.1 - progress)
    var (highTime, highValue) = (high.0, high.1 - progress)
    var guess = lowTime + (highTime - lowTime) * -lowValue / (highValue - lowValue)
    guard let track else { return guess }
    var frame = track.sampler.makeFrame()
    var side = 0
    for _ in 0..<40 {
      let value = track.fraction(at: guess, in: &frame) - progress
      if abs(value) < 1e-12 || highTime - lowTime < 1e-12 { break }
      if (value < 0) == (lowValue < 0) {
        (lowTime, lowValue) = (guess, value)
        if side == -1 { highValue /= 2 }
        side = -1
      } else {
        (highTime, highValue) = (guess, value)
        if side == 1 { lowValue /= 2 }
        side = 1
      }
      guard highValue != lowValue else { break }
      guess = lowTime + (highTime - lowTime) * -lowValue / (highValue - lowValue)
    }
    return min(max(guess, low.0), high.0)
  }

  /// The share of its way the moving screen has gone at a time.
  ///
  /// - Parameter time: Seconds into the timeline, clamped to the duration; NaN means 0.
  /// - Returns: The share, within 0…1 (1 from the duration on, or once a spring has first
  ///   arrived).
  public func progress(atTime time: Double) -> Double {
    let time = time.isNaN ? 0 : min(max(time, 0), duration)
    guard duration > 0 else { return 1 }
    guard !isLinear else { return time / duration }
    let position = time / duration * Double(Self.sampleCount)
    let index = min(Int(position), Self.sampleCount - 1)
    let share = position - Double(index)
    return fractions[index] + (fractions[index + 1] - fractions[index]) * share
  }

  /// A screen track's displacement from its first value to its last, if it slides: a
  /// position, or a transform that only translates.
  private static func travel(of track: Track) -> CGPoint? {
    switch track.property {
    case .position:
      return displacement(track.values)
    case .transform:
      for value in track.values {
        guard case .transform(let transform) = value, isTranslation(transform) else {
          return nil
        }
      }
      return displacement(track.values)
    default:
      return nil
    }
  }

  private static func displacement(_ values: [AnimationValue]) -> CGPoint? {
    guard let first = values.first, let last = values.last else { return nil }
    let start = point(first)
    let end = point(last)
    return CGPoint(x: end.x - start.x, y: end.y - start.y)
  }

  /// The point a position or a translation puts a screen at.
  fileprivate static func point(_ value: AnimationValue) -> CGPoint {
    switch value {
    case .point(let point): point
    case .transform(let transform): CGPoint(x: transform.m41, y: transform.m42)
    default: .zero
    }
  }

  /// Whether a transform only moves in the screen's plane.
  private static func isTranslation(_ transform: Transform3D) -> Bool {
    let rest: [(Double, Double)] = [
      (transform.m11, 1), (transform.m12, 0), (transform.m13, 0), (transform.m14, 0),
      (transform.m21, 0), (transform.m22, 1), (transform.m23, 0), (transform.m24, 0),
      (transform.m31, 0), (transform.m32, 0), (transform.m33, 1), (transform.m34, 0),
      (transform.m43, 0), (transform.m44, 1),
    ]
    return rest.allSatisfy { abs($0.0 - $0.1) < 1e-9 }
  }
}
