// Dismissals the user asks for — a gesture, a tap on the dimming, VoiceOver's escape —
// decided once by ``UserDismissal`` and played the same way on every host.

extension TransitionInstaller {
  /// The user asks to dismiss this installer's presented controller: during a transition,
  /// nothing happens; refused by `isModalInPresentation` or the presentation delegate,
  /// nothing starts and the delegate hears of the attempt; allowed, the dismissal starts,
  /// animated, with the delegate told before and (once it completed) after.
  ///
  /// - Parameter trigger: What asks for it.
  /// - Returns: Whether the dismissal started.
  @discardableResult
  public func dismissByUser(_ trigger: UserDismissal.Trigger) -> Bool {
    guard controllerView != nil, let screen = viewController, Self.container(of: screen) != nil
    else { return false }
    let tell = presentationDelegateMessenger()
    let decision = UserDismissal.decide(
      isTransitioning: isTransitioning, isModalInPresentation: isModalInPresentation
    ) { tell(.shouldDismiss) }
    switch decision {
    case .ignored: return false
    case .refused:
      _ = tell(.didAttemptToDismiss)
      return false
    case .allowed: break
    }
    _ = tell(.willDismiss)
    dismissScreen { [weak self] in
      // Only a dismissal that completed: the screen has left the window.
      guard let self, let view = self.controllerView, !Self.isInWindow(view) else { return }
      _ = tell(.didDismiss)
    }
    return true
  }
}
