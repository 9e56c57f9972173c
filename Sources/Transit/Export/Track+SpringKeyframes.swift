import Foundation

extension Track {
  /// How far, in the track's own units, the keyframes a spring becomes may stray from the
  /// engine's value: half the export's bar of 1e-6, which the export is tested against
  /// (``Timeline/coreAnimationExport()``).
  static let springKeyframeTolerance = 5e-7

  /// A spring's keyframes for a linear `CAKeyframeAnimation`: values, key times and a timing
  /// function per segment.
  typealias SpringKeyframes = (values: [AnimationValue], keyTimes: [Double], curves: [TimingCurve])

  /// The keyframes that play a spring track as the engine does, forward or reversed, so
  /// that no `CASpringAnimation` (whose end Core Animation does not snap) and no negative
  /// `speed` is needed.
  ///
  /// The spring's fraction is cut where its velocity changes sign, so every piece is
  /// monotone (``SpringMotion``), and each segment gets a cubic Bézier timing function that
  /// leaves and reaches the fraction with its slopes and passes through it at two points
  /// between (where control points with x in 0…1 can; otherwise one that matches its second
  /// derivatives at the ends, or the cubic Hermite fit: ``SegmentCurve``). Segments are as
  /// long as the fit allows: within ``springKeyframeTolerance`` (in the track's units) at
  /// fifteen points of each, so there are few where the motion is smooth and more where it
  /// turns. A transform whose values
  /// do not lie on a line in the fraction is fitted on the values Core Animation
  /// interpolates between its keyframes too (``SpringPath``). The end the engine snaps to
  /// (the forward spring's `to` at its end, the reversed one's start) gets its own key time
  /// a nanosecond away (``endTimeTolerance``), so the keyframes show it where the engine
  /// does.
  ///
  /// - Returns: The keyframes; `nil` when the track is not a spring.
  func springKeyframes() -> SpringKeyframes? {
    guard let shape = springShape else { return nil }
    let motion = SpringMotion(shape)
    let path = SpringPath(self, motion: motion)
    return path.keyframes(from: Self.fractionKeyframes(of: motion, along: path))
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

  /// The fraction's keyframes of one track: fitted for its values, on their own when they
  /// do not lie on a line.
  static func fractionKeyframes(of motion: SpringMotion, along path: SpringPath)
    -> FractionKeyframes
  {
    fractionKeyframes(
      of: motion, tolerance: path.isOnALine ? path.fractionTolerance : .infinity,
      transform: path.isOnALine ? nil : path.interpolator)
  }

  /// The fraction's keyframes of a spring's motion, fitted within a tolerance and, given a
  /// transform's path, within ``springKeyframeTolerance`` of the transforms Core Animation
  /// interpolates between the keyframes.
  ///
  /// Each monotone piece is crossed by segments as long as the fit allows: from each
  /// keyframe, a segment that fits well within the tolerance is tried longer (at most three
  /// tries), by how far within it it was (the fit's error grows with about the sixth power
  /// of a segment's length), one that does not is tried shorter, and the longest that fits
  /// is taken.
  static func fractionKeyframes(
    of motion: SpringMotion, tolerance: Double, transform path: Transform3D.Interpolator?
  ) -> FractionKeyframes {
    let points = motion.breakpoints
    guard points.count > 1 else { return ([0], [1], []) }
    let length = motion.length
    // Shorter than this, a segment is taken whatever its fit: it lasts femtoseconds (a
    // scale going through 0 between two keyframes turns half a turn however close they are).
    let shortest = length * 0x1p-48
    var times = [points[0]]
    var fractions = [motion.fraction(at: points[0])]
    var segments: [SegmentCurve] = []
    var step = points[points.count - 1] - points[0]
    for piece in 1..<points.count {
      let end = points[piece]
      var low = times[times.count - 1]
      var lowFraction = fractions[fractions.count - 1]
      var lowSlope = motion.slope(at: low)
      var lowValue = path.map { $0.transform(at: lowFraction) }
      var span = min(step, end - low)
      while low < end {
        // The longest segment from `low` that fits, within a few tries: one that fits well
        // within the tolerance is tried longer, by how its error grows with its length
        // (with the sixth power), one that does not is tried shorter.
        var best: FittedSegment?
        var tries = 0
        while true {
          tries += 1
          // A sliver left at the end of a piece is taken with the segment before it.
          let high = low + span >= end || end - (low + span) < span * 0.05 ? end : low + span
          span = high - low
          let fitted = fitSegment(
            of: motion, from: (low, lowFraction, lowSlope, lowValue), to: high,
            tolerance: tolerance, transform: path)
          if fitted.error <= 1 || span <= shortest {
            if best.map({ fitted.end > $0.end }) ?? true { best = fitted }
            guard high < end, fitted.error < 0.5, tries < 3 else { break }
            span *= min(lengthFactor(error: fitted.error), 4)
          } else {
            if best != nil { break }
            span *= min(max(lengthFactor(error: fitted.error), 0.2), 0.9)
          }
        }
        guard let fitted = best else { break }
        times.append(fitted.end)
        fractions.append(fitted.endFraction)
        segments.append(fitted.curve)
        let taken = fitted.end - low
        (low, lowFraction, lowSlope, lowValue) = (
          fitted.end, fitted.endFraction, fitted.endSlope, fitted.endValue
        )
        let growth = lengthFactor(error: fitted.error)
        step = taken * min(max(growth, 0.5), 4)
        span = min(step, end - low)
      }
    }

    var keyTimes: [Double] = []
    var keyFractions: [Double] = []
    var curves: [TimingCurve] = []
    let count = times.count + 1
    keyTimes.reserveCapacity(count)
    keyFractions.reserveCapacity(count)
    curves.reserveCapacity(count)
    if motion.isReversed {
      // The engine shows the start exactly until a nanosecond in.
      keyTimes.append(0)
      keyFractions.append(0)
      curves.append(.linear)
    }
    for index in times.indices {
      keyTimes.append(times[index] / length)
      keyFractions.append(fractions[index])
      guard index < segments.count else { break }
      curves.append(
        abs(fractions[index + 1] - fractions[index]) > 1e-300
          ? segments[index].timingCurve : .linear)
    }
    if !motion.isReversed {
      // And the forward spring's `to` from a nanosecond before its end.
      curves.append(.linear)
      keyTimes.append(1)
      keyFractions.append(1)
    }
    keyTimes[keyTimes.count - 1] = 1
    return (keyTimes, keyFractions, curves)
  }

  /// How much longer a segment can be for its error to be 0.9 of the tolerance: the fit's
  /// error grows with about the sixth power of a segment's length (four points of the
  /// fraction and two slopes matched). 4 for a segment without error.
  private static func lengthFactor(error: Double) -> Double {
    error > 0 ? cbrt((0.9 / error).squareRoot()) : 4
  }

  /// The sixteenths of a segment at which its fit is checked, those where the fit through
  /// the fraction at 0.3 and 0.7 of the segment strays most first.
  private static let checkOrder = [2, 8, 14, 3, 13, 7, 9, 1, 15, 6, 10, 4, 12, 5, 11]

  /// A segment fitted from a start to an end: its curve, its error relative to the
  /// tolerance, and what the next segment starts from.
  private struct FittedSegment {
    var end: Double
    var endFraction: Double
    var endSlope: Double
    var endValue: Transform3D?
    var curve: SegmentCurve
    var error: Double
  }

  /// Fits one segment of a spring's fraction: the curve through the fraction at
  /// ``SegmentCurve/interpolationShares`` with its slopes at both ends (or, where no such
  /// curve has x in 0…1, the one matching the second derivatives, or the Hermite fit), and
  /// its largest error over fifteen points of the segment (or the first found beyond the
  /// tolerance), relative to the tolerance (and,
  /// for a transform's path, to ``springKeyframeTolerance`` on the transforms Core Animation
  /// interpolates between the two keyframes).
  private static func fitSegment(
    of motion: SpringMotion,
    from start: (time: Double, fraction: Double, slope: Double, value: Transform3D?),
    to high: Double, tolerance: Double, transform path: Transform3D.Interpolator?
  ) -> FittedSegment {
    let (low, lowFraction, lowSlope, lowValue) = start
    let span = high - low
    let highFraction = motion.fraction(at: high)
    let highSlope = motion.slope(at: high)
    let change = highFraction - lowFraction
    let shares = SegmentCurve.interpolationShares
    let curve =
      SegmentCurve(
        interpolating: span, change: change, slopes: (lowSlope, highSlope),
        through: (
          motion.fraction(at: low + span * shares.0) - lowFraction,
          motion.fraction(at: low + span * shares.1) - lowFraction
        ))
      ?? SegmentCurve(
        matching: span, change: change, slopes: (lowSlope, highSlope),
        bends: (
          motion.acceleration(fraction: lowFraction, slope: lowSlope),
          motion.acceleration(fraction: highFraction, slope: highSlope)
        ))
      ?? SegmentCurve(hermite: span, change: change, lowSlope: lowSlope, highSlope: highSlope)
    var error = 0.0
    let highValue = path.map { $0.transform(at: highFraction) }
    // What Core Animation shows between the two keyframes: their own decompositions.
    var segment: InterpolationPlan?
    if let lowValue, let highValue {
      segment = InterpolationPlan(from: lowValue, to: highValue)
    }
    // Where the fit strays most first (between the points it passes through), so that a
    // segment that does not fit is known as soon as possible: its error so far is enough to
    // say how much shorter to try.
    for sixteenth in checkOrder {
      let share = Double(sixteenth) / 16
      let eased = curve.progress(at: share)
      let fraction = motion.fraction(at: low + span * share)
      error = max(error, abs(lowFraction + change * eased - fraction) / tolerance)
      if let path, let segment, let lowValue, let highValue {
        let shown = segment.transform(at: eased, start: lowValue, end: highValue)
        let engine = path.transform(at: fraction)
        error = max(error, shown.largestEntryDifference(to: engine) / springKeyframeTolerance)
      }
      if error > 1 { break }
    }
    return FittedSegment(
      end: high, endFraction: highFraction, endSlope: highSlope, endValue: highValue,
      curve: curve, error: error)
  }
}
