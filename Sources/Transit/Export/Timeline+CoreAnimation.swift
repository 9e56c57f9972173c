extension Track {
  /// The Core Animation animation that plays this track.
  ///
  /// A keyframe track becomes a `CAKeyframeAnimation`. A spring track becomes a
  /// `CASpringAnimation`; a reversed spring track (from ``reversed(within:)``) becomes the
  /// forward spring played with `speed = −1` and `timeOffset = duration`, which runs it
  /// backwards through exactly the same values.
  ///
  /// - Returns: The animation's description.
  public func coreAnimationExport() -> LayerAnimation {
    let last = values[values.count - 1]
    switch timing {
    case .curves(let curves):
      return LayerAnimation(
        node: node, property: property,
        content: .keyframes(values: values, keyTimes: keyTimes, timingFunctions: curves),
        beginTime: delay, duration: duration, speed: 1, timeOffset: 0, modelValue: last)
    case .spring(let spring, let initialVelocity, let isReversed):
      // A reversed track stores its values mirrored; the forward spring runs first → last.
      let from = isReversed ? values[1] : values[0]
      let to = isReversed ? values[0] : values[1]
      return LayerAnimation(
        node: node, property: property,
        content: .spring(
          from: from, to: to, mass: spring.mass, stiffness: spring.stiffness,
          damping: spring.damping, initialVelocity: initialVelocity),
        beginTime: delay, duration: duration, speed: isReversed ? -1 : 1,
        timeOffset: isReversed ? duration : 0, modelValue: last)
    }
  }
}

extension Timeline {
  /// The Core Animation animations that play this timeline: one per track, in track order.
  ///
  /// - Returns: The animations' descriptions.
  public func coreAnimationExport() -> [LayerAnimation] {
    tracks.map { $0.coreAnimationExport() }
  }
}
