/// What a transition in flight is doing, as its interruptible animator hears it: the host's
/// `UIViewImplicitlyAnimating` keeps the animations added to it (the coordinator's
/// alongside animations, the navigation bar's) in step with each phase.
public enum InterruptiblePhase: Sendable, Hashable {
  /// Playing by itself from a progress, for the time remaining.
  case playing(from: Double, remaining: Double)
  /// Held at a progress: driven by a gesture or paused.
  case held(at: Double)
  /// Released: moving from a progress to its end (or back to its start) over the time
  /// remaining.
  case completing(towardsEnd: Bool, from: Double, remaining: Double)
  /// Completed, finished or cancelled.
  case ended(finished: Bool)
}
