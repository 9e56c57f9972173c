#if canImport(UIKit) || TRANSIT_STAGE
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  /// Runs an action once the transition in flight has ended, finished or cancelled, on the
  /// run loop's next turn: UIKit tells of the end (the coordinator's completion, `didShow`)
  /// before it has let go of the transition, and a driver asked again then would still see
  /// it. Asked again while it waits, it keeps the one wait.
  @MainActor
  final class TransitionEndWait {
    private var isWaiting = false

    /// Runs an action after a transition, or on the next turn when there is none.
    ///
    /// - Parameters:
    ///   - coordinator: The transition's coordinator.
    ///   - view: A view in the window whose run loop turns.
    ///   - action: The action.
    func after(
      _ coordinator: (any UIViewControllerTransitionCoordinator)?, near view: UIView?,
      _ action: @escaping @MainActor () -> Void
    ) {
      guard !isWaiting else { return }
      guard let coordinator else { return HostEnvironment.onNextTurn(near: view, action) }
      isWaiting = true
      coordinator.animate(alongsideTransition: nil) { [weak self, weak view] _ in
        HostEnvironment.onNextTurn(near: view) {
          self?.isWaiting = false
          action()
        }
      }
    }
  }
#endif
