extension Track {
  /// Returns the track played backwards inside a timeline of a given length.
  ///
  /// The reversed track shows at time `t` what this one shows at `timelineDuration − t`:
  /// keyframes and key times are mirrored, each segment's curve is reversed
  /// (``TimingCurve/reversed``), and a spring is marked ``Timing/spring(_:initialVelocity:isReversed:)``
  /// with `isReversed` toggled.
  ///
  /// - Parameter timelineDuration: The length of the timeline the track belongs to; it must
  ///   not be shorter than ``endTime`` (a shorter one is taken as `endTime`).
  /// - Returns: The reversed track.
  public func reversed(within timelineDuration: Double) -> Track {
    let total = max(timelineDuration.isFinite ? timelineDuration : 0, endTime)
    let reversedTiming: Timing
    switch timing {
    case .curves(let curves):
      reversedTiming = .curves(curves.reversed().map(\.reversed))
    case .spring(let spring, let velocity, let isReversed):
      reversedTiming = .spring(spring, initialVelocity: velocity, isReversed: !isReversed)
    }
    return Track(
      node: node, property: property, values: values.reversed(),
      keyTimes: keyTimes.reversed().map { 1 - $0 }, timing: reversedTiming,
      delay: total - endTime, duration: duration)
  }
}
