import Foundation

/// How a spring track's fraction (from its first value to its second) moves over the
/// track's local time, worked out once per spring shape for the export: the spring's closed
/// form, forward or reversed, the times where its velocity changes sign (so that each piece
/// between them is monotone), and the range the fraction covers.
///
/// A value type read in the export's hot loop: nothing in it is boxed or captured.
struct SpringMotion: Sendable {
  /// The track's own spring.
  let spring: Spring
  /// The spring's starting speed, in distances per second.
  let initialVelocity: Double
  /// Whether the track is the time reversal of a forward spring.
  let isReversed: Bool
  /// The track's duration.
  let length: Double
  /// The ends of the monotone pieces of the time where the fraction moves: from the
  /// forward spring's start to a nanosecond before its end (where the engine snaps to its
  /// last value), or from a nanosecond into the reversed one (before which it shows its
  /// start) to its end. Empty for a track too short to move.
  let breakpoints: [Double]
  /// The smallest and largest fraction the track shows, its two ends included.
  let range: ClosedRange<Double>

  /// Works out a spring shape's motion.
  ///
  /// - Parameter shape: The shape.
  init(_ shape: Track.SpringShape) {
    spring = shape.spring
    initialVelocity = shape.initialVelocity
    isReversed = shape.isReversed
    length = shape.duration
    guard length > 2 * Track.endTimeTolerance else {
      breakpoints = []
      range = 0...1
      return
    }
    let tolerance = Track.endTimeTolerance
    let (start, end) = isReversed ? (tolerance, length) : (0, length - tolerance)
    // Only the two ends and the turns: a smooth stretch between turns is one piece.
    var breakpoints = [start]
    // A grid fine enough that no two sign changes of the velocity share a cell: a few
    // points per turn of the spring at its fastest rate (the natural frequency, or an
    // overdamped spring's fast decay).
    let decay = spring.damping / (2 * spring.mass)
    let omega = spring.naturalFrequency
    let rate = omega + decay + (abs(decay * decay - omega * omega)).squareRoot()
    let count = min(max(Int(((end - start) * rate).rounded(.up)), 8), 4_000)
    var lowest = 0.0
    var highest = 1.0
    var previous = start
    var before = Self.slope(spring, initialVelocity, isReversed, length, start)
    for step in 1...count {
      let time = step == count ? end : start + (end - start) * Double(step) / Double(count)
      let after = Self.slope(spring, initialVelocity, isReversed, length, time)
      var turn: Double?
      if before * after < 0 {
        // Bisection: the slope is continuous, so one sign change holds a root.
        var low = previous
        var high = time
        for _ in 0..<80 {
          let middle = (low + high) / 2
          if middle <= low || middle >= high { break }
          let sign = Self.slope(spring, initialVelocity, isReversed, length, middle)
          if sign * before > 0 { low = middle } else { high = middle }
        }
        let root = (low + high) / 2
        if root > previous && root < time { turn = root }
      } else if after == 0 && time < end {
        turn = time
      }
      if let turn {
        breakpoints.append(turn)
        let value = Self.fraction(spring, initialVelocity, isReversed, length, turn)
        lowest = min(lowest, value)
        highest = max(highest, value)
      }
      previous = time
      // A zero slope carries the sign before it, so the next change is still seen.
      if after != 0 { before = after }
    }
    breakpoints.append(end)
    for time in [start, end] {
      let value = Self.fraction(spring, initialVelocity, isReversed, length, time)
      lowest = min(lowest, value)
      highest = max(highest, value)
    }
    self.breakpoints = breakpoints
    range = lowest...highest
  }

  /// The fraction at a local time where it moves (the snapped ends excluded).
  @inline(__always)
  func fraction(at time: Double) -> Double {
    Self.fraction(spring, initialVelocity, isReversed, length, time)
  }

  /// The fraction's rate of change at a local time, per second.
  @inline(__always)
  func slope(at time: Double) -> Double {
    Self.slope(spring, initialVelocity, isReversed, length, time)
  }

  /// The fraction's second derivative where it has a value and a slope, from the spring's
  /// equation of motion `m·x″ = −c·x′ − k·(x − 1)` (the reversed track's fraction is
  /// `1 − x` at the mirrored time, whose second derivative is `−x″` there).
  @inline(__always)
  func acceleration(fraction: Double, slope: Double) -> Double {
    let (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
    return isReversed
      ? (damping * slope - stiffness * fraction) / mass
      : -(damping * slope + stiffness * (fraction - 1)) / mass
  }

  @inline(__always)
  private static func fraction(
    _ spring: Spring, _ velocity: Double, _ isReversed: Bool, _ length: Double, _ time: Double
  ) -> Double {
    isReversed
      ? 1 - spring.value(at: length - time, initialVelocity: velocity)
      : spring.value(at: time, initialVelocity: velocity)
  }

  @inline(__always)
  private static func slope(
    _ spring: Spring, _ velocity: Double, _ isReversed: Bool, _ length: Double, _ time: Double
  ) -> Double {
    spring.velocity(at: isReversed ? length - time : time, initialVelocity: velocity)
  }
}
