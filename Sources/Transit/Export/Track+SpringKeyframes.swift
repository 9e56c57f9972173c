import Foundation

extension Track {
  /// How far, in the track's own units, the keyframes a spring becomes may stray from the
  /// engine's value: half the export's bar of 1e-6 (tighter fits cost keyframes: the
  /// matched flight's position track takes 211 at 5e-7, 292 at 1e-7).
  static let springKeyframeTolerance = 5e-7

  /// The keyframes that play a spring track exactly as the engine does, forward or
  /// reversed, so that no `CASpringAnimation` (whose end Core Animation does not snap) and
  /// no negative `speed` is needed.
  ///
  /// The spring's fraction is cut where its velocity changes sign, so every segment is
  /// monotone, and each segment gets the cubic Bézier timing function whose x is linear in
  /// time (control points' x 1/3 and 2/3) and whose y is the cubic Hermite fit of the
  /// fraction: same values and slopes at both ends. Segments are halved until the fit is
  /// within ``springKeyframeTolerance`` (in the track's units) at a quarter, the middle
  /// and three quarters of each. The end the engine snaps to (the forward spring's `to`
  /// at its end, the reversed one's start) gets its own key time a nanosecond away
  /// (``endTimeTolerance``), so the keyframes show it where the engine does.
  ///
  /// - Returns: Values, key times and timing functions for a linear `CAKeyframeAnimation`;
  ///   `nil` when the track is not a spring.
  func springKeyframes() -> (values: [AnimationValue], keyTimes: [Double], curves: [TimingCurve])? {
    guard let shape = springShape else { return nil }
    let fractions = Self.fractionKeyframes(
      of: shape, tolerance: springFractionTolerance, value: transformValue(of: shape))
    return springKeyframes(from: fractions)
  }

  /// What a spring track's keyframes depend on besides its two values: tracks of one shape
  /// share their key times, fractions and timing functions (a matched transition's hundreds
  /// of flights are a few shapes), so an export works them out once
  /// (``Timeline/coreAnimationExport()``).
  struct SpringShape: Hashable {
    /// The track's own spring (not one rebuilt from its parameters, whose derived
    /// constants could differ in the last bits).
    var spring: Spring
    var initialVelocity: Double
    var isReversed: Bool
    var duration: Double

    static func == (lhs: SpringShape, rhs: SpringShape) -> Bool {
      lhs.spring.mass == rhs.spring.mass && lhs.spring.stiffness == rhs.spring.stiffness
        && lhs.spring.damping == rhs.spring.damping
        && lhs.initialVelocity == rhs.initialVelocity && lhs.isReversed == rhs.isReversed
        && lhs.duration == rhs.duration
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(spring.mass)
      hasher.combine(spring.stiffness)
      hasher.combine(spring.damping)
      hasher.combine(initialVelocity)
      hasher.combine(isReversed)
      hasher.combine(duration)
    }
  }

  /// The fraction's keyframes of a spring shape: key times (0…1), the fraction from the
  /// track's first value to its second at each, and a timing function per segment.
  typealias FractionKeyframes = (keyTimes: [Double], fractions: [Double], curves: [TimingCurve])

  /// The track's spring shape; `nil` for a track that is not a two-value spring.
  var springShape: SpringShape? {
    guard case .spring(let spring, let velocity, let isReversed) = timing, values.count == 2
    else { return nil }
    return SpringShape(
      spring: spring, initialVelocity: velocity, isReversed: isReversed, duration: duration)
  }

  /// How closely the fraction must be fitted for the values to be within
  /// ``springKeyframeTolerance``: the tolerance over the largest change of a component.
  var springFractionTolerance: Double {
    Track.springKeyframeTolerance / max(Self.largestDifference(values[0], values[1]), 1e-12)
  }

  /// The values a transform track shows at a local time, for a fit checked on values too:
  /// between two keyframes Core Animation interpolates transforms by their decomposition,
  /// which can leave the spring's path where the values do not lie on a line (a scale that
  /// overshoots through 0 turns half a turn between the keyframes either side). Every other
  /// kind interpolates linearly, where the fraction's fit is the values': `nil`.
  func transformValue(of shape: SpringShape) -> ((Double) -> AnimationValue)? {
    guard values.count == 2, values[0].kind == .transform else { return nil }
    let (start, end) = (values[0], values[1])
    let fraction = Self.fraction(of: shape)
    return { time in start.interpolated(to: end, fraction: fraction(time)) }
  }

  /// The track's keyframes from its shape's fraction keyframes.
  func springKeyframes(from shared: FractionKeyframes)
    -> (values: [AnimationValue], keyTimes: [Double], curves: [TimingCurve])
  {
    let start = values[0]
    let end = values[values.count - 1]
    guard shared.keyTimes.count > 1 else { return ([end], [0], []) }
    // A transform pair is decomposed once, not at every keyframe (hundreds of them).
    var interpolate: (Double) -> AnimationValue = { start.interpolated(to: end, fraction: $0) }
    if case .transform(let from) = start, case .transform(let to) = end {
      let interpolator = Transform3D.Interpolator(from: from, to: to)
      interpolate = { .transform(interpolator.transform(at: $0)) }
    }
    let keyValues = shared.fractions.map { value in
      value == 0 ? start : value == 1 ? end : interpolate(value)
    }
    return (keyValues, shared.keyTimes, shared.curves)
  }

  /// The engine's fraction from a spring track's first value to its second at a local time
  /// where it moves (the snapped ends excluded).
  static func fraction(of shape: SpringShape) -> (Double) -> Double {
    let spring = shape.spring
    let (length, velocity) = (shape.duration, shape.initialVelocity)
    return shape.isReversed
      ? { time in 1 - spring.value(at: length - time, initialVelocity: velocity) }
      : { time in spring.value(at: time, initialVelocity: velocity) }
  }

  /// The fraction's keyframes of a spring shape, fitted within a tolerance (and, given
  /// `value`, within ``springKeyframeTolerance`` of the values).
  static func fractionKeyframes(
    of shape: SpringShape, tolerance: Double, value: ((Double) -> AnimationValue)?
  ) -> FractionKeyframes {
    let length = shape.duration
    guard length > 2 * Track.endTimeTolerance else { return ([0], [1], []) }
    let spring = shape.spring
    let (velocity, isReversed) = (shape.initialVelocity, shape.isReversed)
    let fraction = Self.fraction(of: shape)
    let slope: (Double) -> Double = { time in
      spring.velocity(at: isReversed ? length - time : time, initialVelocity: velocity)
    }
    let moving =
      isReversed
      ? (Track.endTimeTolerance, length) : (0, length - Track.endTimeTolerance)
    var times = Self.monotoneGrid(from: moving.0, to: moving.1, spring: spring, slope: slope)
    times = Self.refined(
      times, fraction: fraction, slope: slope, value: value, tolerance: tolerance,
      valueTolerance: Track.springKeyframeTolerance)

    var keyTimes: [Double] = []
    var fractions: [Double] = []
    var curves: [TimingCurve] = []
    if isReversed {
      // The engine shows the start exactly until a nanosecond in.
      keyTimes.append(0)
      fractions.append(0)
      curves.append(.linear)
    }
    for (index, time) in times.enumerated() {
      keyTimes.append(time / length)
      fractions.append(fraction(time))
      guard index + 1 < times.count else { break }
      curves.append(
        Self.hermiteCurve(
          from: time, to: times[index + 1], fraction: fraction, slope: slope))
    }
    if !isReversed {
      // And the forward spring's `to` from a nanosecond before its end.
      curves.append(.linear)
      keyTimes.append(1)
      fractions.append(1)
    }
    keyTimes[keyTimes.count - 1] = 1
    return (keyTimes, fractions, curves)
  }

  /// Times from `start` to `end`, at least a few per turn of the spring, with a time added
  /// wherever the velocity changes sign between two of them.
  private static func monotoneGrid(
    from start: Double, to end: Double, spring: Spring, slope: (Double) -> Double
  ) -> [Double] {
    // The fastest rate in the motion: the natural frequency, or an overdamped spring's fast
    // decay.
    let decay = spring.damping / (2 * spring.mass)
    let omega = spring.naturalFrequency
    let rate = omega + decay + (abs(decay * decay - omega * omega)).squareRoot()
    let count = min(max(Int(((end - start) * rate).rounded(.up)), 8), 4_000)
    var times: [Double] = [start]
    for step in 1...count {
      let time = step == count ? end : start + (end - start) * Double(step) / Double(count)
      let previous = times[times.count - 1]
      let before = slope(previous)
      let after = slope(time)
      if before * after < 0 {
        // Bisection: the slope is continuous, so one sign change holds a root.
        var low = previous
        var high = time
        for _ in 0..<80 {
          let middle = (low + high) / 2
          if middle <= low || middle >= high { break }
          if slope(middle) * before > 0 { low = middle } else { high = middle }
        }
        let root = (low + high) / 2
        if root > previous && root < time { times.append(root) }
      }
      times.append(time)
    }
    return times
  }

  /// The grid with each segment halved until its Hermite fit is within tolerance, in the
  /// fraction and, given `value`, in the values Core Animation interpolates between its ends.
  private static func refined(
    _ grid: [Double], fraction: (Double) -> Double, slope: (Double) -> Double,
    value: ((Double) -> AnimationValue)?, tolerance: Double, valueTolerance: Double
  ) -> [Double] {
    var result: [Double] = [grid[0]]
    var pending: [(Double, Double, Int)] = zip(grid, grid.dropFirst()).reversed().map {
      ($0, $1, 0)
    }
    while let (low, high, depth) = pending.popLast() {
      let first = fraction(low)
      let change = fraction(high) - first
      let (y1, y2) = hermiteControlY(from: low, to: high, change: change, slope: slope)
      let ends = value.map { ($0(low), $0(high)) }
      let fits = [0.25, 0.5, 0.75].allSatisfy { share in
        // The segment's timing function at a share of it: its x is linear in time, so the
        // share is the Bézier parameter and no curve needs solving.
        let rest = 1 - share
        let eased =
          3 * rest * rest * share * y1 + 3 * rest * share * share * y2 + share * share * share
        let time = low + (high - low) * share
        guard abs(first + change * eased - fraction(time)) <= tolerance else { return false }
        guard let value, let ends else { return true }
        let shown = ends.0.interpolated(to: ends.1, fraction: eased)
        return largestDifference(shown, value(time)) <= valueTolerance
      }
      let middle = (low + high) / 2
      if fits || depth >= 48 || middle <= low || middle >= high {
        result.append(high)
      } else {
        pending.append((middle, high, depth + 1))
        pending.append((low, middle, depth + 1))
      }
    }
    return result
  }

  /// The timing function of one segment: x linear in time, y the cubic Hermite fit of the
  /// fraction between the segment's ends.
  private static func hermiteCurve(
    from low: Double, to high: Double, fraction: (Double) -> Double, slope: (Double) -> Double
  ) -> TimingCurve {
    let change = fraction(high) - fraction(low)
    guard abs(change) > 1e-300 else { return .linear }
    let (y1, y2) = hermiteControlY(from: low, to: high, change: change, slope: slope)
    return TimingCurve(
      controlPoint1: CGPoint(x: 1.0 / 3, y: y1), controlPoint2: CGPoint(x: 2.0 / 3, y: y2))
  }

  /// The y of a segment's two control points: its Hermite fit's slopes at both ends, over
  /// the change of the fraction (a segment that does not move is linear).
  private static func hermiteControlY(
    from low: Double, to high: Double, change: Double, slope: (Double) -> Double
  ) -> (Double, Double) {
    guard abs(change) > 1e-300 else { return (1.0 / 3, 2.0 / 3) }
    let span = high - low
    return (slope(low) * span / change / 3, 1 - slope(high) * span / change / 3)
  }

  /// The largest difference between two values' components.
  private static func largestDifference(_ a: AnimationValue, _ b: AnimationValue) -> Double {
    guard a.kind == b.kind else { return 1 }
    var left = [Double](repeating: 0, count: a.kind.componentCount)
    var right = left
    left.withUnsafeMutableBufferPointer { a.write(to: $0, at: 0) }
    right.withUnsafeMutableBufferPointer { b.write(to: $0, at: 0) }
    return zip(left, right).map { abs($0 - $1) }.max() ?? 0
  }
}
