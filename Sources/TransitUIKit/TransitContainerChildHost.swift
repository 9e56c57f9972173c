#if canImport(UIKit) || TRANSIT_STAGE
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  /// What each step of the engine's `ChildContainerCore` means for a
  /// ``TransitContainerViewController``: containment calls, the children's views, and a
  /// switch through Transit's own transition context (UIKit gives a custom container none).
  @MainActor
  final class TransitContainerChildHost: ChildContainerHost {
    /// The container, which owns this host.
    private weak var container: TransitContainerViewController?

    init(container: TransitContainerViewController) {
      self.container = container
    }

    var containerController: UIViewController? { container }
    var isContainerViewLoaded: Bool { container?.isViewLoaded ?? false }
    var isContainerOnScreen: Bool { container?.viewIfLoaded?.window != nil }

    func adoptChild(_ child: UIViewController) {
      guard let container, child.parent !== container else { return }
      container.addChild(child)
      child.didMove(toParent: container)
    }

    func childWillLeave(_ child: UIViewController) { child.willMove(toParent: nil) }

    /// Takes the child's view out if it is still in, then `removeFromParent()`.
    func releaseChild(_ child: UIViewController) {
      if child.viewIfLoaded?.superview === container?.transitionView {
        child.view.removeFromSuperview()
      }
      child.removeFromParent()
    }

    func isShowingView(of child: UIViewController) -> Bool {
      child.viewIfLoaded?.superview === container?.transitionView
    }

    func loadView(of child: UIViewController) { child.loadViewIfNeeded() }

    /// Shows a child's view in place of another's at once (the core makes the appearance
    /// calls around it).
    func swapChildViews(from: UIViewController?, to: UIViewController?, onScreen: Bool) {
      guard let container else { return }
      if let fromView = from?.viewIfLoaded, fromView !== to?.viewIfLoaded,
        fromView.superview === container.transitionView
      {
        fromView.removeFromSuperview()
      }
      if let to { container.show(to) }
    }

    /// Asks the container's delegate for an animator (and an interaction controller) and
    /// builds the switch's context, its completion watched by the engine (an animator that
    /// never completes or completes twice is reported); when it ends, the core applies
    /// docs/design.md#r1 to the views.
    func prepareSwitch(
      from: UIViewController, to: UIViewController,
      ended: @escaping @MainActor (_ completed: Bool) -> Void
    ) -> (@MainActor () -> Void)? {
      guard let container,
        let animator = container.delegate?.containerViewController(
          container, animationControllerForTransitionFrom: from, to: to)
      else { return nil }
      let interaction = container.delegate?.containerViewController(
        container, interactionControllerFor: animator)
      // The watch asks the context whether a finger holds the switch; the context is made
      // with the watched completion, so it is found through this box.
      weak var switchContext: TransitContainerTransitionContext?
      let complete = TransitionCompletionWatch.watchedCompletion(
        name: "<\(type(of: from))> → <\(type(of: to))>",
        duration: animator.transitionDuration(using: nil),
        diagnostics: container.transit.diagnostics,
        now: { [view = container.view!] in HostEnvironment.now(near: view) },
        schedule: { [view = container.view!] in HostEnvironment.schedule(at: $0, near: view, $1) },
        isHeld: { switchContext?.isInteractive ?? false },
        completion: { [weak container] completed in
          container?.switchAnimatorInFlight = nil
          ended(completed)
          animator.transitAnimationEnded(completed)
          container?.switchDidEnd?()
        })
      let context = TransitContainerTransitionContext(
        container: container.transitionView, from: from, to: to, animated: true,
        // As UIKit's own contexts: an interaction controller that does not want an
        // interactive start (Transit's, when no gesture drives) starts it running.
        interactive: interaction?.transitWantsInteractiveStart ?? false, completion: complete)
      switchContext = context
      container.switchAnimatorInFlight = animator
      return {
        if let interaction {
          interaction.startInteractiveTransition(context)
        } else {
          animator.animateTransition(using: context)
        }
      }
    }

    /// Asks UIKit to read the status bar, home indicator and deferred edges again, which
    /// follow the child on screen.
    func selectedChildDidChange() {
      container?.setNeedsStatusBarAppearanceUpdate()
      container?.setNeedsUpdateOfHomeIndicatorAutoHidden()
      container?.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }

    func reportRefusedChange(_ change: String) {
      guard let container else { return }
      container.transit.report(
        .requestDuringTransition,
        "\(change) ignored: <\(type(of: container))> is still transitioning")
    }
  }
#endif
