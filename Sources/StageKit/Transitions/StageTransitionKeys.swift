/// The two controllers of a transition, as `UITransitionContextViewControllerKey`.
public enum StageTransitionContextViewControllerKey: Sendable, Hashable {
  /// The controller visible at the start.
  case from
  /// The controller visible at the end.
  case to
}

/// The two views of a transition, as `UITransitionContextViewKey`.
public enum StageTransitionContextViewKey: Sendable, Hashable {
  /// The view visible at the start.
  case from
  /// The view visible at the end.
  case to
}
