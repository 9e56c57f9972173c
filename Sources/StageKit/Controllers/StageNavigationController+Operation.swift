extension StageNavigationController {
  /// The operation a navigation transition performs: the twin of
  /// `UINavigationController.Operation`, spelled the same way.
  public enum Operation: Sendable, Hashable {
    /// No transition.
    case none
    /// A controller is pushed.
    case push
    /// A controller is popped.
    case pop
  }
}
