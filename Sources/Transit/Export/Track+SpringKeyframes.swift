import Foundation

extension Track {
  /// How far, in the track's own units, the keyframes a spring becomes may stray from the
  /// engine's value: a tenth of the export's bar of 1e-6.
  static let springKeyframeTolerance = 1e-7

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
    guard case .spring(let spring, let velocity, let isReversed) = timing, values.count == 2 else {
      return nil
    }
    let start = values[0]
    let end = values[1]
    let length = duration
    guard length > 2 * Track.endTimeTolerance else { return ([end], [0], []) }
    // The engine's fraction from `values[0]` to `values[1]` and its slope, at a local time
    // where the spring moves (the snapped ends excluded).
    let fraction: (Double) -> Double = { time in
      isReversed
        ? 1 - spring.value(at: length - time, initialVelocity: velocity)
        : spring.value(at: time, initialVelocity: velocity)
    }
    let slope: (Double) -> Double = { time in
      spring.velocity(at: isReversed ? length - time : time, initialVelocity: velocity)
    }
    let tolerance = Track.springKeyframeTolerance / max(Self.largestDifference(start, end), 1e-12)
    let moving =
      isReversed
      ? (Track.endTimeTolerance, length) : (0, length - Track.endTimeTolerance)
    var times = Self.monotoneGrid(from: moving.0, to: moving.1, spring: spring, slope: slope)
    // Between two keyframes Core Animation interpolates the values themselves (a transform
    // by its decomposition), which can leave the spring's path where the values do not lie
    // on a line: a scale that overshoots through 0 turns half a turn between the keyframes
    // either side. So the fit is checked on the values too.
    let value: (Double) -> AnimationValue = { time in
      start.interpolated(to: end, fraction: fraction(time))
    }
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
    let keyValues = fractions.map { value in
      value == 0 ? start : value == 1 ? end : start.interpolated(to: end, fraction: value)
    }
    return (keyValues, keyTimes, curves)
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
  /// fraction and in the values Core Animation interpolates between its ends.
  private static func refined(
    _ grid: [Double], fraction: (Double) -> Double, slope: (Double) -> Double,
    value: (Double) -> AnimationValue, tolerance: Double, valueTolerance: Double
  ) -> [Double] {
    var result: [Double] = [grid[0]]
    var pending: [(Double, Double, Int)] = zip(grid, grid.dropFirst()).reversed().map {
      ($0, $1, 0)
    }
    while let (low, high, depth) = pending.popLast() {
      let curve = hermiteCurve(from: low, to: high, fraction: fraction, slope: slope)
      let first = fraction(low)
      let change = fraction(high) - first
      let ends = (value(low), value(high))
      let fits = [0.25, 0.5, 0.75].allSatisfy { share in
        let eased = curve.progress(at: share)
        let time = low + (high - low) * share
        guard abs(first + change * eased - fraction(time)) <= tolerance else { return false }
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
    let span = high - low
    let startSlope = slope(low) * span / change
    let endSlope = slope(high) * span / change
    return TimingCurve(
      controlPoint1: CGPoint(x: 1.0 / 3, y: startSlope / 3),
      controlPoint2: CGPoint(x: 2.0 / 3, y: 1 - endSlope / 3))
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
