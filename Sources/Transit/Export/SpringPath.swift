import Foundation

/// What a spring track's values do as its fraction moves, worked out once per track for
/// the export: whether they lie on a line in the fraction (then the fraction's fit is the
/// values' and tracks of one shape share it), and for a transform its two ends taken apart
/// once, not at every sample.
struct SpringPath: Sendable {
  /// The track's first value.
  let start: AnimationValue
  /// The track's second value.
  let end: AnimationValue
  /// The largest difference between the two values' components.
  let span: Double
  /// For a transform, the two ends prepared for sampling (decomposed once).
  let interpolator: Transform3D.Interpolator?
  /// For a transform on a line, its ends taken apart: which of their pieces move says which
  /// component key path the export can use without taking every keyframe apart.
  let ends: (start: Transform3D.Decomposed, end: Transform3D.Decomposed)?

  /// Whether the values lie on a line in the fraction, and Core Animation's interpolation
  /// between any two keyframes follows that line: every kind but transforms (interpolated
  /// component by component), and a transform whose rotation, skew and perspective stay
  /// put while its translation and scale move, its scale never reaching 0 (where taking a
  /// keyframe apart would read a half turn). A transform that does otherwise is fitted on
  /// its own values.
  var isOnALine: Bool { interpolator == nil || ends != nil }

  /// How closely the fraction must be fitted for the values to be within
  /// ``Track/springKeyframeTolerance``, when they lie on a line: the tolerance over the
  /// largest change of a component.
  var fractionTolerance: Double { Track.springKeyframeTolerance / max(span, 1e-12) }

  /// Works out a spring track's path.
  ///
  /// - Parameters:
  ///   - track: A two-value spring track.
  ///   - motion: Its shape's motion (for the range of fractions its keyframes take).
  init(_ track: Track, motion: SpringMotion) {
    start = track.values[0]
    end = track.values[track.values.count - 1]
    span = Self.largestDifference(start, end)
    guard case .transform(let from) = start, case .transform(let to) = end else {
      interpolator = nil
      ends = nil
      return
    }
    interpolator = Transform3D.Interpolator(from: from, to: to)
    let (a, aIsExact) = from.decomposition()
    let (b, bIsExact) = to.decomposition()
    ends =
      aIsExact && bIsExact && Self.movesOnALine(from: a, to: b, over: motion.range)
      ? (a, b) : nil
  }

  /// Whether the transform between two decompositions is affine in the fraction, and each
  /// transform on the way decomposes back into the pieces it was made of: the rotation,
  /// skew and perspective are the same at both ends (no perspective, a turn well short of
  /// half a turn, whose quaternion could read back with either sign), and the scale keeps
  /// clear of 0 over the fractions the track shows.
  private static func movesOnALine(
    from a: Transform3D.Decomposed, to b: Transform3D.Decomposed, over range: ClosedRange<Double>
  ) -> Bool {
    let none = Transform3D.Decomposed.identity
    guard a.quaternion == b.quaternion, a.quaternion.w > 1e-3, a.skew == b.skew,
      a.perspective == none.perspective, b.perspective == none.perspective
    else { return false }
    for fraction in [range.lowerBound, range.upperBound] {
      let scale = a.scale + (b.scale - a.scale) * fraction
      let largest = max(abs(scale.x), abs(scale.y), abs(scale.z))
      guard scale.min() > 1e-6 * largest else { return false }
    }
    return true
  }

  /// The value a fraction of the way from the first value to the second, as the engine
  /// shows it (a transform through its ends decomposed once).
  ///
  /// - Parameter fraction: The fraction; 0 and 1 give the ends exactly.
  /// - Returns: The value.
  func value(atFraction fraction: Double) -> AnimationValue {
    if fraction == 0 { return start }
    if fraction == 1 { return end }
    if let interpolator { return .transform(interpolator.transform(at: fraction)) }
    return start.interpolated(to: end, fraction: fraction)
  }

  /// The track's keyframes from its fraction's keyframes.
  ///
  /// - Parameter fit: The fraction's keyframes (its shape's, or the track's own).
  /// - Returns: Values, key times and timing functions.
  func keyframes(from fit: Track.FractionKeyframes) -> Track.SpringKeyframes {
    guard fit.keyTimes.count > 1 else { return ([end], [0], []) }
    var values: [AnimationValue] = []
    values.reserveCapacity(fit.fractions.count)
    // The kinds of hundreds of flights, worked out without taking the two ends apart again
    // for every keyframe: the same arithmetic as `AnimationValue.interpolated`.
    switch (start, end) {
    case (.point(let a), .point(let b)):
      for fraction in fit.fractions {
        values.append(
          fraction == 0
            ? start : fraction == 1 ? end : .point(a.interpolated(to: b, fraction: fraction)))
      }
    case (.scalar(let a), .scalar(let b)):
      for fraction in fit.fractions {
        values.append(
          fraction == 0
            ? start : fraction == 1 ? end : .scalar(a.interpolated(to: b, fraction: fraction)))
      }
    default:
      for fraction in fit.fractions { values.append(value(atFraction: fraction)) }
    }
    return (values, fit.keyTimes, fit.curves)
  }

  /// The largest difference between two values' components (1 for values of two kinds).
  static func largestDifference(_ a: AnimationValue, _ b: AnimationValue) -> Double {
    guard a.kind == b.kind else { return 1 }
    let count = a.kind.componentCount
    // On the stack: a timeline of thousands of tracks asks this of each.
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * count) { buffer in
      buffer.initialize(repeating: 0)
      a.write(to: buffer, at: 0)
      b.write(to: buffer, at: count)
      var largest = 0.0
      for index in 0..<count { largest = max(largest, abs(buffer[index] - buffer[count + index])) }
      return largest
    }
  }
}
