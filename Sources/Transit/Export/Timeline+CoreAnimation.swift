extension Track {
  /// The Core Animation animation that plays this track.
  ///
  /// A track of duration 0 becomes a step from its first to its last value lasting
  /// ``LayerAnimation/stepDuration`` and ending at its delay, since Core Animation reads a
  /// `duration` of 0 as 0.25 s. A keyframe track becomes a `CAKeyframeAnimation` with its own values, key times and
  /// timing functions. A spring track, forward or reversed (from ``reversed(within:)``),
  /// becomes a `CAKeyframeAnimation` too, of the engine's own values
  /// (`springKeyframes()`): Core Animation's linear keyframes with one cubic timing
  /// function per segment play it within 1e-7 of the engine, end exactly on the track's last
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
  /// - Returns: The animations' descriptions.
  public func coreAnimationExport() -> [LayerAnimation] {
    coreAnimationExportByTrack().flatMap { $0 }
  }

  /// The animations of each track, in track order.
  func coreAnimationExportByTrack() -> [[LayerAnimation]] {
    // Springs of one shape share their fraction's keyframes, fitted for the track of that
    // shape that moves furthest: a matched transition's hundreds of flights are worked out
    // a few times, not once each. A transform's fit is checked on its own values too.
    var tolerances: [Track.SpringShape: Double] = [:]
    for track in tracks {
      guard let shape = track.springShape, track.values[0].kind != .transform else { continue }
      tolerances[shape] = min(tolerances[shape] ?? .infinity, track.springFractionTolerance)
    }
    var shared: [Track.SpringShape: Track.FractionKeyframes] = [:]
    return tracks.map { track in
      guard let shape = track.springShape else {
        return track.coreAnimationExport(springKeyframes: nil).onTransformComponent()
      }
      guard track.values[0].kind != .transform, let tolerance = tolerances[shape] else {
        return track.coreAnimationExport(springKeyframes: track.springKeyframes())
          .onTransformComponent()
      }
      let fractions =
        shared[shape]
        ?? Track.fractionKeyframes(of: shape, tolerance: tolerance, value: nil)
      shared[shape] = fractions
      return [track.coreAnimationExport(springKeyframes: track.springKeyframes(from: fractions))]
    }
  }
}
