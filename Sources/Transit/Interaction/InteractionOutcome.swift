/// How an interactive transition ends: it finishes (the new state is kept) or it is cancelled
/// (everything returns to where it was).
///
/// ```swift
/// let outcome = CompletionPolicy().outcome(progress: 0.7, velocity: 0)  // .finish
/// outcome.targetProgress                                                 // 1
/// ```
public enum InteractionOutcome: Sendable, Hashable, CaseIterable {
  /// The transition completes: progress runs on to 1.
  case finish
  /// The transition is cancelled: progress runs back to 0.
  case cancel

  /// The progress at which a completion towards this outcome comes to rest: 1 to finish, 0 to
  /// cancel.
  public var targetProgress: Double {
    switch self {
    case .finish: 1
    case .cancel: 0
    }
  }

  /// The other outcome.
  public var opposite: InteractionOutcome {
    switch self {
    case .finish: .cancel
    case .cancel: .finish
    }
  }
}
