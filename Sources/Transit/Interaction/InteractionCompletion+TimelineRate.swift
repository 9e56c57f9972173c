extension InteractionCompletion {
  /// The rate at which a transition's own timeline, played on from a release by the layers'
  /// clock, carries the moving screen to the end setting off at this completion's speed: how
  /// a released transition finishes on Core Animation's clock (the render server, on a
  /// device) rather than by frames from the main thread (docs/design.md#u8). The rest then
  /// follows the timeline's own easing.
  ///
  /// ```swift
  /// let travel = TravelCurve(timeline: timeline)           // a 0.5 s linear slide
  /// let completion = CompletionTiming.default
  ///   .completion(towards: .finish, from: 0.6, velocity: 1.5, at: 0)
  /// completion.timelineRate(from: 0.3, along: travel)      // 0.75: 1.5 ÷ (1 ÷ 0.5 s)
  /// ```
  ///
  /// - Parameters:
  ///   - time: The timeline's time at the release (``TravelCurve/time(atProgress:)`` of
  ///     ``startProgress``).
  ///   - travel: The timeline's travel curve.
  /// - Returns: Timeline seconds per clock second; the rate that takes the planned
  ///   ``duration`` when released at rest; `nil` when the completion does not finish, or
  ///   the timeline matching the release speed would take less than half or more than twice
  ///   the planned duration (the motion would then differ too much from the plan).
  public func timelineRate(from time: Double, along travel: TravelCurve) -> Double? {
    guard outcome == .finish, duration > 0, travel.duration > 0, time.isFinite else {
      return nil
    }
    let left = travel.duration - time
    guard left > 0 else { return nil }
    // The moving screen's speed along the timeline, over one of the curve's samples.
    let ahead = min(time + travel.duration / Double(TravelCurve.sampleCount), travel.duration)
    let slope = (travel.progress(atTime: ahead) - travel.progress(atTime: time)) / (ahead - time)
    // Released at rest, or moving back: no speed to match; the planned time.
    guard startVelocity > 0, slope > 0, slope.isFinite else { return left / duration }
    let rate = startVelocity / slope
    let taken = left / rate
    guard taken >= duration / 2, taken <= duration * 2 else { return nil }
    return rate
  }
}
