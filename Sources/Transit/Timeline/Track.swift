import Foundation

/// One property of one node, animated: keyframes with key times and a timing curve per
/// segment, or a spring from one value to another; with a delay and a duration.
///
/// A track is what one Core Animation animation does: `CAKeyframeAnimation` (values, key
/// times, a timing function per segment, linear calculation mode) or `CASpringAnimation`.
/// Before its delay the node shows the first value; from `delay + duration` on, the last.
///
/// ```swift
/// let fadeIn = Track(.opacity, of: "to", from: 0, to: 1, curve: .easeOut, duration: 0.3)
/// let settle = Track(
///   .position, of: "photo", from: CGPoint(x: 80, y: 120), to: CGPoint(x: 195, y: 300),
///   spring: Spring(response: 0.5, dampingRatio: 0.6))
/// ```
///
/// Bad numbers get clamped meanings rather than errors, so that a track built from a
/// gesture's or a layout's numbers can always play: a negative or non-finite delay or
/// duration is 0; non-finite components of values are 0; key times are clamped into 0…1,
/// made non-decreasing, and start at 0 and end at 1 as Core Animation requires (a list of
/// the wrong length, or with NaN in it, is replaced by evenly spaced times).
public struct Track: Sendable, Hashable {
  /// The node whose property is animated.
  public let node: NodeID
  /// The animated property.
  public let property: PropertyKey
  /// The keyframe values, at least two, all of the property's kind.
  public let values: [AnimationValue]
  /// The time of each keyframe as a fraction of ``duration``: from 0 to 1, non-decreasing.
  public let keyTimes: [Double]
  /// How time moves between keyframes.
  public let timing: Timing
  /// Seconds from the start of the timeline to the start of the track.
  public let delay: Double
  /// Seconds the track lasts.
  public let duration: Double

  /// How a track moves between its keyframes.
  public enum Timing: Sendable, Hashable {
    /// A timing curve per segment between keyframes (one fewer than the values).
    case curves([TimingCurve])
    /// A spring carrying the first value to the second: the value at local time `t` is
    /// `from + (to − from) · spring.value(at: t, initialVelocity:)`, overshoot included.
    ///
    /// `isReversed` marks the time reversal of such a track (see ``Track/reversed(within:)``):
    /// there the value at local time `t` is that of the forward spring at `duration − t`.
    case spring(Spring, initialVelocity: Double, isReversed: Bool)
  }

  /// How close to its end, in seconds, a spring track cut off before it settles counts as
  /// ended: one nanosecond.
  ///
  /// Such a track jumps to its last value at its end, as Core Animation does when it removes
  /// the animation. Delays computed by subtraction (a reversed track's) are off by rounding;
  /// without this tolerance a frame landing exactly on the end could fall on either side.
  public static let endTimeTolerance = 1e-9

  /// The end of the track: `delay + duration`.
  public var endTime: Double { delay + duration }

  /// Creates a keyframe track.
  ///
  /// - Parameters:
  ///   - property: The animated property.
  ///   - node: The node whose property is animated.
  ///   - values: The keyframes; a single value holds still.
  ///   - keyTimes: The time of each keyframe as a fraction of the duration; `nil` spaces them
  ///     evenly.
  ///   - curves: The timing curve of each segment. One curve applies to every segment; a
  ///     shorter list repeats its last curve, a longer one is cut; an empty one is linear.
  ///   - delay: Seconds before the track starts.
  ///   - duration: Seconds the track lasts.
  /// - Throws: ``TrackError/noKeyframes(node:property:)`` when `values` is empty.
  public init<Value>(
    _ property: AnimatableProperty<Value>, of node: NodeID, values: [Value],
    keyTimes: [Double]? = nil, curves: [TimingCurve] = [.default], delay: Double = 0,
    duration: Double
  ) throws {
    guard let first = values.first else {
      throw TrackError.noKeyframes(node: node, property: property.key)
    }
    var erased = values.map { $0.animationValue.sanitized }
    if erased.count == 1 { erased.append(first.animationValue.sanitized) }
    let segmentCount = erased.count - 1
    let lastCurve = curves.last ?? .linear
    self.node = node
    self.property = property.key
    self.values = erased
    self.keyTimes = Track.normalizedKeyTimes(keyTimes, count: erased.count)
    self.timing = .curves(
      (0..<segmentCount).map { $0 < curves.count ? curves[$0] : lastCurve })
    self.delay = Track.clampedSeconds(delay)
    self.duration = Track.clampedSeconds(duration)
  }

  /// Creates a track from one value to another along a timing curve.
  ///
  /// - Parameters:
  ///   - property: The animated property.
  ///   - node: The node whose property is animated.
  ///   - from: The value at the start.
  ///   - to: The value at the end.
  ///   - curve: The timing curve.
  ///   - delay: Seconds before the track starts.
  ///   - duration: Seconds the track lasts.
  public init<Value>(
    _ property: AnimatableProperty<Value>, of node: NodeID, from: Value, to: Value,
    curve: TimingCurve = .default, delay: Double = 0, duration: Double
  ) {
    self.init(
      node: node, property: property.key,
      values: [from.animationValue.sanitized, to.animationValue.sanitized],
      keyTimes: Track.endpointKeyTimes, timing: .curves([curve]),
      delay: Track.clampedSeconds(delay),
      duration: Track.clampedSeconds(duration))
  }

  /// Creates a track from one value to another carried by a spring, as `CASpringAnimation`
  /// does.
  ///
  /// - Parameters:
  ///   - property: The animated property.
  ///   - node: The node whose property is animated.
  ///   - from: The value at the start.
  ///   - to: The value the spring settles at.
  ///   - spring: The spring.
  ///   - initialVelocity: The starting speed in distances (from → to) per second, as
  ///     `CASpringAnimation.initialVelocity`; non-finite means 0.
  ///   - delay: Seconds before the track starts.
  ///   - duration: Seconds the track lasts; `nil` lasts until the spring settles
  ///     (``Spring/settlingDuration(initialVelocity:tolerance:)``, 0.1 % of the distance), or
  ///     10 s for an undamped spring, which never settles. A shorter duration cuts the spring
  ///     off there and jumps to `to`, as Core Animation does when it removes a spring
  ///     animation.
  public init<Value>(
    _ property: AnimatableProperty<Value>, of node: NodeID, from: Value, to: Value,
    spring: Spring, initialVelocity: Double = 0, delay: Double = 0, duration: Double? = nil
  ) {
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    // Finding the settling time is a root search: only when no duration is given.
    let settling = duration == nil ? spring.settlingDuration(initialVelocity: velocity) : 0
    self.init(
      node: node, property: property.key,
      values: [from.animationValue.sanitized, to.animationValue.sanitized],
      keyTimes: Track.endpointKeyTimes,
      timing: .spring(spring, initialVelocity: velocity, isReversed: false),
      delay: Track.clampedSeconds(delay),
      duration: Track.clampedSeconds(duration ?? (settling.isFinite ? settling : 10)))
  }

  /// The memberwise initializer, for values already checked.
  init(
    node: NodeID, property: PropertyKey, values: [AnimationValue], keyTimes: [Double],
    timing: Timing, delay: Double, duration: Double
  ) {
    self.node = node
    self.property = property
    self.values = values
    self.keyTimes = keyTimes
    self.timing = timing
    self.delay = delay
    self.duration = duration
  }

  /// The key times of a two-value track, shared so that effects building thousands of
  /// tracks do not allocate them again each time.
  static let endpointKeyTimes: [Double] = [0, 1]

  /// A negative, NaN or infinite number of seconds means 0.
  static func clampedSeconds(_ seconds: Double) -> Double {
    seconds.isFinite ? max(0, seconds) : 0
  }

  /// Key times as Core Animation accepts them for linear calculation: one per value, in
  /// 0…1, non-decreasing, first 0 and last 1.
  static func normalizedKeyTimes(_ keyTimes: [Double]?, count: Int) -> [Double] {
    let evenlySpaced = (0..<count).map { Double($0) / Double(count - 1) }
    guard let keyTimes, keyTimes.count == count, !keyTimes.contains(where: \.isNaN) else {
      return evenlySpaced
    }
    var normalized = [Double]()
    normalized.reserveCapacity(count)
    var floor = 0.0
    for time in keyTimes {
      floor = max(floor, min(1, time))
      normalized.append(floor)
    }
    normalized[0] = 0
    normalized[count - 1] = 1
    return normalized
  }
}
