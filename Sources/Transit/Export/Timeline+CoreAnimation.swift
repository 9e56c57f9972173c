extension Track {
  /// The Core Animation animation that plays this track.
  ///
  /// A track of duration 0 becomes a step from its first to its last value lasting
  /// ``LayerAnimation/stepDuration`` and ending at its delay, since Core Animation reads a
  /// `duration` of 0 as 0.25 s. A keyframe track becomes a `CAKeyframeAnimation` with its own values, key times and
  /// timing functions. A spring track, forward or reversed (from ``reversed(within:)``),
  /// becomes a `CAKeyframeAnimation` too, of the engine's own values
  /// (`springKeyframes()`): Core Animation's linear keyframes with one cubic timing
  /// function per segment play it within 5e-7 of the engine (half the export's bar of 1e-6,
  /// in the track's units), end exactly on the track's last
  /// value, and need neither a negative `speed` (reported to glitch,
  /// stackoverflow.com/q/65715196) nor a `CASpringAnimation`, which shows its unsettled
  /// value where the engine's spring has arrived. Every export runs at `speed` 1 from
  /// `timeOffset` 0.
  ///
  /// - Returns: The animation's description.
  public func coreAnimationExport() -> LayerAnimation {
    coreAnimationExport(springKeyframes: springKeyframes())
  }

  /// The animation with a spring's keyframes already worked out (`nil` for a track that
  /// is not a spring).
  func coreAnimationExport(
    springKeyframes: (values: [AnimationValue], keyTimes: [Double], curves: [TimingCurve])?
  ) -> LayerAnimation {
    let last = values[values.count - 1]
    guard duration > 0 else {
      // Core Animation reads a duration of 0 as its default, 0.25 s: a track that jumps is
      // a step a microsecond long, ending when the track does (its last value from then on).
      let step = LayerAnimation.stepDuration
      return LayerAnimation(
        node: node, property: property,
        content: .keyframes(
          values: [values[0], last], keyTimes: [0, 1], timingFunctions: [.linear]),
        beginTime: delay - step, duration: step, speed: 1, timeOffset: 0, modelValue: last)
    }
    let content: LayerAnimation.Content
    switch timing {
    case .curves(let curves):
      content = .keyframes(values: values, keyTimes: keyTimes, timingFunctions: curves)
    case .spring:
      let keyframes = springKeyframes ?? ([last], [0], [])
      content = .keyframes(
        values: keyframes.values, keyTimes: keyframes.keyTimes,
        timingFunctions: keyframes.curves)
    }
    return LayerAnimation(
      node: node, property: property, content: content, beginTime: delay,
      duration: duration, speed: 1, timeOffset: 0, modelValue: last)
  }
}

extension Timeline {
  /// The Core Animation animations that play this timeline, in track order: one per
  /// track, or two for a transform track that turns about one axis or moves one
  /// translation or scale component (its other pieces on `transform`, then that component
  /// on its own key path on top; ``LayerAnimation/component``). Hosts add them in this
  /// order.
  ///
  /// The work grows with the tracks, not with what else is on screen: springs of one shape
  /// share their fraction's keyframes, and tracks that differ only in their node (a matched
  /// pair's two position tracks, flights of views of one size) are exported once.
  ///
  /// - Returns: The animations' descriptions.
  public func coreAnimationExport() -> [LayerAnimation] {
    var animations: [LayerAnimation] = []
    animations.reserveCapacity(tracks.count)
    exportTracks { _, animation in animations.append(animation) }
    return animations
  }

  /// The animations of each track, in track order.
  func coreAnimationExportByTrack() -> [[LayerAnimation]] {
    var result = [[LayerAnimation]](repeating: [], count: tracks.count)
    exportTracks { index, animation in result[index].append(animation) }
    return result
  }

  /// Exports every track, in track order, handing each animation to `emit` with its
  /// track's index: no array per track.
  private func exportTracks(_ emit: (Int, LayerAnimation) -> Void) {
    // Each spring shape's motion and each spring track's path are worked out once. Springs
    // of one shape whose values lie on a line in the fraction share their fraction's
    // keyframes, fitted to the power of four just within each one's tolerance: a matched
    // transition's hundreds of flights are worked out a few times, not once each, and a
    // flight that moves little is not given the keyframes of one that moves far.
    // A track alike but for its node is not worked out again: not even its path, which
    // takes a transform's ends apart.
    var motions: [Track.SpringShape: SpringMotion] = [:]
    var shared: [SharedFit: Track.FractionKeyframes] = [:]
    var exported: [ExportKey: (LayerAnimation, LayerAnimation?)] = [:]
    for (index, track) in tracks.enumerated() {
      let key = ExportKey(track)
      if var animations = exported[key] {
        animations.0.node = track.node
        emit(index, animations.0)
        if var second = animations.1 {
          second.node = track.node
          emit(index, second)
        }
        continue
      }
      let animations: (LayerAnimation, LayerAnimation?)
      if let shape = track.springShape {
        let motion = motions[shape] ?? SpringMotion(shape)
        motions[shape] = motion
        let path = SpringPath(track, motion: motion)
        var fit: Track.FractionKeyframes
        if path.isOnALine {
          let key = SharedFit(shape: shape, tolerance: path.fractionTolerance)
          fit =
            shared[key]
            ?? Track.fractionKeyframes(of: motion, tolerance: key.tolerance, transform: nil)
          shared[key] = fit
        } else {
          fit = Track.fractionKeyframes(of: motion, along: path)
        }
        animations = track.coreAnimationExport(springKeyframes: path.keyframes(from: fit))
          .onTransformComponent(movingAlong: path.ends)
      } else {
        animations = track.coreAnimationExport(springKeyframes: nil).onTransformComponent()
      }
      exported[key] = animations
      emit(index, animations.0)
      if let second = animations.1 { emit(index, second) }
    }
  }

  /// The fraction's keyframes springs of one shape share: fitted to a power of four, the
  /// largest within the tolerance of every track that shares them.
  private struct SharedFit: Hashable {
    let shape: Track.SpringShape
    let exponent: Int

    init(shape: Track.SpringShape, tolerance: Double) {
      self.shape = shape
      // Never looser than the track's tolerance, at most four times as tight: the fit's
      // error grows with the sixth power of a segment's length, so a fit four times as
      // tight takes about a quarter more keyframes, and a matched transition's flights of
      // every length share half as many fits.
      let exponent = tolerance.isFinite && tolerance > 0 ? max(Int(tolerance.exponent), -200) : 0
      self.exponent = (exponent >> 1) << 1
    }

    var tolerance: Double { Double(sign: .plus, exponent: exponent, significand: 1) }
  }

  /// Everything of a track its export depends on but its node.
  private struct ExportKey: Hashable {
    let property: PropertyKey
    let values: [AnimationValue]
    let keyTimes: [Double]
    let timing: Track.Timing
    let delay: Double
    let duration: Double

    init(_ track: Track) {
      property = track.property
      values = track.values
      keyTimes = track.keyTimes
      timing = track.timing
      delay = track.delay
      duration = track.duration
    }
  }
}
