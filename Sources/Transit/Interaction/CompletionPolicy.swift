/// Decides, when the finger lifts, whether an interactive transition finishes or is cancelled.
///
/// Three rules, applied in order:
///
/// 1. **Flick.** When the release velocity is at least ``flickVelocity`` (in progress per
///    second, either sign), its direction decides, wherever the progress is: a quick swipe
///    back cancels at 90 %, a quick swipe on finishes at 20 %.
/// 2. **Projection.** Otherwise, when a ``projection`` rate is set, the progress is carried
///    on by the distance the release velocity would cover while decelerating at that rate
///    (``DecelerationRate/projectedDistance(velocity:)``): where the transition would come to
///    rest, as if thrown.
/// 3. **Threshold.** That progress (projected or not) finishes the transition if it is beyond
///    ``threshold``, and cancels it otherwise — exactly at the threshold cancels.
///
/// ```swift
/// // The articles' zoom pop: more than 35 % of the way finishes.
/// let pop = CompletionPolicy(threshold: 0.35)
/// pop.outcome(progress: 0.4, velocity: 0)   // .finish
///
/// // Thrown like a scroll view: 0.3 + 0.8 × 0.499 ≈ 0.70 lies beyond 0.5.
/// let thrown = CompletionPolicy(flickVelocity: .infinity, projection: .normal)
/// thrown.outcome(progress: 0.3, velocity: 0.8)   // .finish
/// ```
public struct CompletionPolicy: Sendable, Hashable {
  /// The progress beyond which a release that is no flick finishes the transition, in
  /// `0...1`. The default is 0.5.
  public let threshold: Double

  /// The speed, in progress per second, from which the release velocity's direction decides
  /// regardless of the progress; zero or more, possibly `.infinity` (never). The default is
  /// 1: a whole transition's width per second.
  public let flickVelocity: Double

  /// The deceleration by which the release velocity carries the progress on before it is
  /// compared with the threshold; `nil` (the default) compares the progress itself.
  public let projection: DecelerationRate?

  /// Creates a completion policy.
  ///
  /// Unusable values get a meaning instead of an error:
  /// - `threshold`: NaN → 0.5; otherwise clamped into `0...1`. At 0 any progress above 0
  ///   finishes; at 1 only a flick or a projection beyond 1 does.
  /// - `flickVelocity`: NaN → 1; a negative value counts by its magnitude; 0 makes every
  ///   release with a nonzero velocity a flick; `.infinity` turns flicks off.
  ///
  /// - Parameters:
  ///   - threshold: The progress beyond which the transition finishes.
  ///   - flickVelocity: The release speed, in progress per second, from which direction
  ///     decides.
  ///   - projection: The deceleration that projects the release velocity, or `nil` for none.
  public init(
    threshold: Double = 0.5, flickVelocity: Double = 1, projection: DecelerationRate? = nil
  ) {
    self.threshold = InteractionValue.unit(threshold, nan: 0.5)
    self.flickVelocity = flickVelocity.isNaN ? 1 : abs(flickVelocity)
    self.projection = projection
  }

  /// Returns where the progress would come to rest if the release velocity decayed at the
  /// ``projection`` rate: `progress + velocity × rate / (1 − rate) / 1000`.
  ///
  /// Without a projection rate this is the progress itself. The result is not clamped: a
  /// projection beyond 1 or below 0 only says how decided the throw is.
  ///
  /// ```swift
  /// CompletionPolicy(projection: .fast).projectedProgress(progress: 0.4, velocity: 1)  // 0.499
  /// ```
  ///
  /// - Parameters:
  ///   - progress: The progress at release. NaN counts as 0; values outside `0...1` are
  ///     clamped into it, as on screen.
  ///   - velocity: The release velocity in progress per second. NaN counts as 0; magnitudes
  ///     beyond 1e9 count as 1e9.
  /// - Returns: The projected progress. Always finite.
  public func projectedProgress(progress: Double, velocity: Double) -> Double {
    let progress = InteractionValue.unit(progress)
    guard let projection else { return progress }
    return progress + projection.projectedDistance(velocity: velocity)
  }

  /// Returns whether a transition released at a progress and velocity finishes or cancels.
  ///
  /// ```swift
  /// let policy = CompletionPolicy()
  /// policy.outcome(progress: 0.2, velocity: 1.5)   // .finish: a flick
  /// policy.outcome(progress: 0.8, velocity: -0.2)  // .finish: beyond half-way, no flick
  /// ```
  ///
  /// - Parameters:
  ///   - progress: The progress at release. NaN counts as 0; values outside `0...1` are
  ///     clamped into it.
  ///   - velocity: The release velocity in progress per second, positive towards finishing.
  ///     NaN counts as 0.
  /// - Returns: ``InteractionOutcome/finish`` or ``InteractionOutcome/cancel``.
  public func outcome(progress: Double, velocity: Double) -> InteractionOutcome {
    let velocity = InteractionValue.limited(velocity)
    if velocity != 0 && abs(velocity) >= flickVelocity {
      return velocity > 0 ? .finish : .cancel
    }
    return projectedProgress(progress: progress, velocity: velocity) > threshold
      ? .finish : .cancel
  }
}
