/// Computes the value of every track of a timeline at a time or a progress, into a
/// ``TimelineFrame``, without allocating.
///
/// Making a sampler does the expensive work once: keyframes are laid out in flat arrays,
/// transforms are decomposed, and tracks that share their timing (delay, duration, key
/// times, curves or spring) share one evaluation of it per frame. Sampling then only reads
/// those arrays and writes the frame.
///
/// ```swift
/// let sampler = TimelineSampler(timeline)
/// var frame = sampler.makeFrame()
/// for step in 0...60 {
///   sampler.sample(at: Double(step) / 120, into: &frame)
///   // apply frame.value(ofTrack:) to the views
/// }
/// ```
public struct TimelineSampler: Sendable {
  /// The timeline being sampled.
  public let timeline: Timeline

  /// Where a track's value lives in a frame.
  struct Slot: Sendable {
    let node: NodeID
    let property: PropertyKey
    let offset: Int
  }

  /// A track reduced to indices into the pools.
  struct CompiledTrack: Sendable {
    let kind: AnimationValue.Kind
    let componentCount: Int
    let offset: Int
    let group: Int
    /// First keyframe in `keyframeComponents`, or first segment in `transformSegments` for
    /// transforms.
    let firstValue: Int
  }

  /// One distinct timing shared by any number of tracks.
  struct TimingGroup: Sendable {
    let delay: Double
    let duration: Double
    let firstKeyTime: Int
    let keyTimeCount: Int
    let firstCurve: Int
    let spring: Spring?
    let initialVelocity: Double
    let isReversed: Bool
  }

  private struct TimingKey: Hashable {
    let delay: Double
    let duration: Double
    let keyTimes: [Double]
    let timing: Track.Timing
  }

  let slots: [Slot]
  private let compiledTracks: [CompiledTrack]
  private let groups: [TimingGroup]
  private let keyTimes: [Double]
  private let curves: [TimingCurve]
  private let keyframeComponents: [Double]
  private let transformSegments: [Transform3D.Interpolator]
  private let componentCount: Int

  /// Prepares a timeline for sampling.
  ///
  /// - Parameter timeline: The timeline.
  public init(_ timeline: Timeline) {
    self.timeline = timeline
    var slots = [Slot]()
    var compiled = [CompiledTrack]()
    var groups = [TimingGroup]()
    var groupIndex = [TimingKey: Int]()
    var keyTimes = [Double]()
    var curves = [TimingCurve]()
    var keyframeComponents = [Double]()
    var transformSegments = [Transform3D.Interpolator]()
    var offset = 0
    for track in timeline.tracks {
      let key = TimingKey(
        delay: track.delay, duration: track.duration, keyTimes: track.keyTimes,
        timing: track.timing)
      let group: Int
      if let existing = groupIndex[key] {
        group = existing
      } else {
        group = groups.count
        groupIndex[key] = group
        var spring: Spring?
        var velocity = 0.0
        var reversed = false
        let firstCurve = curves.count
        switch track.timing {
        case .curves(let trackCurves):
          curves.append(contentsOf: trackCurves)
        case .spring(let trackSpring, let initialVelocity, let isReversed):
          spring = trackSpring
          velocity = initialVelocity
          reversed = isReversed
        }
        groups.append(
          TimingGroup(
            delay: track.delay, duration: track.duration, firstKeyTime: keyTimes.count,
            keyTimeCount: track.keyTimes.count, firstCurve: firstCurve, spring: spring,
            initialVelocity: velocity, isReversed: reversed))
        keyTimes.append(contentsOf: track.keyTimes)
      }
      let kind = track.property.valueKind
      let firstValue: Int
      if kind == .transform {
        // One interpolator per segment: both ends decomposed and the rotation arc measured
        // once, here, instead of every frame.
        firstValue = transformSegments.count
        let matrices = track.values.map { Transform3D($0) ?? .identity }
        for (start, end) in zip(matrices, matrices.dropFirst()) {
          transformSegments.append(Transform3D.Interpolator(from: start, to: end))
        }
      } else {
        firstValue = keyframeComponents.count
        var scratch = [Double](repeating: 0, count: kind.componentCount)
        for value in track.values {
          // A value of the wrong kind cannot come from the typed initializers; read it as
          // zeros rather than misreading its components.
          if value.kind == kind {
            scratch.withUnsafeMutableBufferPointer { value.write(to: $0, at: 0) }
          } else {
            for index in scratch.indices { scratch[index] = 0 }
          }
          keyframeComponents.append(contentsOf: scratch)
        }
      }
      slots.append(Slot(node: track.node, property: track.property, offset: offset))
      compiled.append(
        CompiledTrack(
          kind: kind, componentCount: kind.componentCount, offset: offset, group: group,
          firstValue: firstValue))
      offset += kind.componentCount
    }
    self.slots = slots
    self.compiledTracks = compiled
    self.groups = groups
    self.keyTimes = keyTimes
    self.curves = curves
    self.keyframeComponents = keyframeComponents
    self.transformSegments = transformSegments
    self.componentCount = offset
  }

  /// Makes a frame sized for this sampler's timeline, sampled at time 0.
  ///
  /// - Returns: A frame to pass to ``sample(at:into:)`` and ``sample(progress:into:)``.
  public func makeFrame() -> TimelineFrame {
    var frame = TimelineFrame(
      componentCount: componentCount, groupCount: groups.count, slots: slots)
    sample(at: 0, into: &frame)
    return frame
  }

  /// Samples every track at a progress of the timeline.
  ///
  /// Progress is what an interaction drives: the time sampled is `progress × duration`, as
  /// a percent-driven transition sets its layer's `timeOffset`.
  ///
  /// - Parameters:
  ///   - progress: From 0 to 1; values outside are clamped, NaN means 0.
  ///   - frame: A frame from ``makeFrame()``, overwritten.
  public func sample(progress: Double, into frame: inout TimelineFrame) {
    let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
    sample(at: clamped * timeline.duration, into: &frame)
  }

  /// Samples every track at a time.
  ///
  /// A track shows its first value before its delay and its last value from its end on.
  ///
  /// - Parameters:
  ///   - time: Seconds from the start of the timeline; NaN means 0.
  ///   - frame: A frame from ``makeFrame()``, overwritten. A frame made by another sampler
  ///     is resized first (which allocates once).
  public func sample(at time: Double, into frame: inout TimelineFrame) {
    let time = time.isNaN ? 0 : time
    if frame.components.count != componentCount || frame.groupSegments.count != groups.count {
      frame = TimelineFrame(
        componentCount: componentCount, groupCount: groups.count, slots: slots)
    }
    frame.time = time
    evaluateGroups(at: time, segments: &frame.groupSegments, fractions: &frame.groupFractions)
    writeTracks(
      segments: frame.groupSegments, fractions: frame.groupFractions,
      into: &frame.components)
  }

  /// Finds, for each timing group, its keyframe segment and the eased fraction within it.
  private func evaluateGroups(at time: Double, segments: inout [Int], fractions: inout [Double]) {
    groups.withUnsafeBufferPointer { groups in
      keyTimes.withUnsafeBufferPointer { keyTimes in
        curves.withUnsafeBufferPointer { curves in
          segments.withUnsafeMutableBufferPointer { segments in
            fractions.withUnsafeMutableBufferPointer { fractions in
              for index in groups.indices {
                let (segment, fraction) = Self.evaluate(
                  groups[index], at: time, keyTimes: keyTimes, curves: curves)
                segments[index] = segment
                fractions[index] = fraction
              }
            }
          }
        }
      }
    }
  }

  /// The segment and eased fraction of one timing at a timeline time.
  @inline(__always)
  private static func evaluate(
    _ group: TimingGroup, at time: Double, keyTimes: UnsafeBufferPointer<Double>,
    curves: UnsafeBufferPointer<TimingCurve>
  ) -> (segment: Int, fraction: Double) {
    let local = time - group.delay
    let lastSegment = group.keyTimeCount - 2
    if let spring = group.spring {
      let tolerance = Track.endTimeTolerance
      if group.isReversed {
        // Mirror of the forward spring: (0, duration] is in motion, the ends hold.
        if local <= tolerance { return (0, 0) }
        if local >= group.duration { return (0, 1) }
        return (
          0, 1 - spring.value(at: group.duration - local, initialVelocity: group.initialVelocity)
        )
      }
      if local < 0 { return (0, 0) }
      if local >= group.duration - tolerance { return (0, 1) }
      return (0, spring.value(at: local, initialVelocity: group.initialVelocity))
    }
    if local < 0 { return (0, 0) }
    if local >= group.duration { return (lastSegment, 1) }
    let position = local / group.duration
    var segment = 0
    let base = group.firstKeyTime
    while segment < lastSegment && position >= keyTimes[base + segment + 1] {
      segment += 1
    }
    let start = keyTimes[base + segment]
    let span = keyTimes[base + segment + 1] - start
    let linear = span > 0 ? (position - start) / span : 1
    return (segment, curves[group.firstCurve + segment].progress(at: linear))
  }

  /// Interpolates every track's keyframes for its group's segment and fraction.
  private func writeTracks(segments: [Int], fractions: [Double], into components: inout [Double]) {
    compiledTracks.withUnsafeBufferPointer { tracks in
      keyframeComponents.withUnsafeBufferPointer { keyframes in
        transformSegments.withUnsafeBufferPointer { transformSegments in
          segments.withUnsafeBufferPointer { segments in
            fractions.withUnsafeBufferPointer { fractions in
              components.withUnsafeMutableBufferPointer { output in
                for track in tracks {
                  let segment = segments[track.group]
                  let fraction = fractions[track.group]
                  if track.kind == .transform {
                    // The interpolator returns its ends exactly at fractions 0 and 1.
                    let matrix = transformSegments[track.firstValue + segment]
                      .transform(at: fraction)
                    Self.write(matrix, to: output, at: track.offset)
                  } else {
                    Self.interpolate(
                      track, segment: segment, fraction: fraction, keyframes: keyframes,
                      into: output)
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// Writes a matrix's entries row by row, as ``AnimationValue/write(to:at:)`` does, without
  /// wrapping it in an enum first.
  @inline(__always)
  private static func write(
    _ t: Transform3D, to output: UnsafeMutableBufferPointer<Double>, at offset: Int
  ) {
    output[offset] = t.m11
    output[offset + 1] = t.m12
    output[offset + 2] = t.m13
    output[offset + 3] = t.m14
    output[offset + 4] = t.m21
    output[offset + 5] = t.m22
    output[offset + 6] = t.m23
    output[offset + 7] = t.m24
    output[offset + 8] = t.m31
    output[offset + 9] = t.m32
    output[offset + 10] = t.m33
    output[offset + 11] = t.m34
    output[offset + 12] = t.m41
    output[offset + 13] = t.m42
    output[offset + 14] = t.m43
    output[offset + 15] = t.m44
  }

  /// Interpolates a component-wise track, returning the keyframes exactly at the ends.
  @inline(__always)
  private static func interpolate(
    _ track: CompiledTrack, segment: Int, fraction: Double,
    keyframes: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>
  ) {
    let count = track.componentCount
    let start = track.firstValue + segment * count
    let end = start + count
    if fraction == 0 {
      for component in 0..<count { output[track.offset + component] = keyframes[start + component] }
    } else if fraction == 1 {
      for component in 0..<count { output[track.offset + component] = keyframes[end + component] }
    } else {
      for component in 0..<count {
        let a = keyframes[start + component]
        output[track.offset + component] = a + (keyframes[end + component] - a) * fraction
      }
      if track.kind == .shape {
        // Corner radii cannot go below zero, even when a spring overshoots.
        output[track.offset + 4] = max(0, output[track.offset + 4])
        output[track.offset + 5] = max(0, output[track.offset + 5])
      }
    }
  }
}
