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
    /// Whether a wait is being registered: an action that runs at once (no run loop to
    /// defer to, a transition that already ended) and asks for another wait from inside
    /// the registration is not waited for again, which would recurse without end.
    private var isRegistering = false

    /// Runs an action after a transition, or on the next turn when there is none.
    ///
    /// - Parameters:
    ///   - coordinator: The transition's coordinator.
    ///   - controller: A controller of the window whose run loop turns.
    ///   - action: The action.
    func after(
      _ coordinator: (any UIViewControllerTransitionCoordinator)?,
      near controller: UIViewController?, _ action: @escaping @MainActor () -> Void
    ) {
      guard !isWaiting, !isRegistering else { return }
      isRegistering = true
      defer { isRegistering = false }
      isWaiting = true
      let view = controller.flatMap(Self.viewOnScreen(near:))
      let run = { [weak self, weak view] in
        HostEnvironment.onNextTurn(near: view) {
          self?.isWaiting = false
          action()
        }
      }
      guard let coordinator else { return run() }
      coordinator.animate(alongsideTransition: nil) { _ in run() }
    }

    /// The view in the window of the presentation chain a controller is in: the top's, or,
    /// while the top's presentation has not started, the highest one already there. It is
    /// the window whose run loop turns, even when the controller's own view is out of it
    /// (another tab, a full-screen presentation over it).
    private static func viewOnScreen(near controller: UIViewController) -> UIView? {
      var top = controller
      while let parent = top.parent { top = parent }
      while let presenting = top.presentingViewController { top = presenting }
      while let presented = top.presentedViewController { top = presented }
      var candidate: UIViewController? = top
      while let shown = candidate {
        if let view = shown.viewIfLoaded, view.window != nil { return view }
        candidate = shown.presentingViewController
      }
      return top.viewIfLoaded
    }
  }
#endif
