import Foundation
import Transit

/// What navigation, tab bar and custom container controllers share: a child's view
/// replacing another's in a transition view, with UIKit's container rules.
extension StageTransition {
  /// A transition between two children of a container: the outgoing view starts at the
  /// container's bounds and leaves (final frame `.zero`), the incoming one ends at the
  /// bounds (the header's frame rule), and docs/design.md#r1 cleans up: on completion the
  /// outgoing view is removed; on cancel the incoming one is, and the outgoing one stays.
  ///
  /// - Parameters:
  ///   - container: The container's transition view.
  ///   - from: The outgoing child.
  ///   - to: The incoming child.
  ///   - animator: The animator.
  ///   - interaction: The interaction controller, when a gesture drives.
  ///   - owner: The container controller.
  ///   - log: The stage's log.
  ///   - finish: Appearance, delegates and bookkeeping once it completed or was cancelled.
  /// - Returns: The transition, not yet started.
  static func betweenChildren(
    in container: StageView, from: StageViewController, to: StageViewController,
    animator: any StageViewControllerAnimatedTransitioning,
    interaction: (any StageViewControllerInteractiveTransitioning)?,
    owner: StageViewController, log: StageEventLog?,
    finish: @escaping @MainActor (Bool) -> Void
  ) -> StageTransition {
    let fromView: StageView = from.view
    let toView: StageView = to.view
    let setup = Setup(
      containerView: container, from: from, to: to, fromView: fromView, toView: toView,
      isAnimated: true,
      frames: [
        (from, initial: container.bounds, final: .zero),
        (to, initial: .zero, final: container.bounds),
      ],
      animator: animator, interactionController: interaction,
      participants: [owner, from, to], log: log)
    return StageTransition(
      setup,
      cleanUp: { didComplete in
        if didComplete {
          fromView.removeFromSuperview()
        } else {
          toView.removeFromSuperview()
        }
      }, finish: finish)
  }

  /// Replaces one child's view with another's at once. The caller makes the appearance
  /// calls of an unanimated switch around it when the container is on screen; off screen,
  /// the children's calls are balanced against the container's own appearance in progress.
  ///
  /// - Parameters:
  ///   - container: The container's transition view.
  ///   - from: The outgoing child, if any.
  ///   - to: The incoming child, if any; its view loads first.
  ///   - onScreen: Whether the container is on screen.
  ///   - owner: The container, whose own appearance may be in progress.
  static func swapChildViews(
    in container: StageView, from: StageViewController?, to: StageViewController?,
    onScreen: Bool, owner: StageViewController
  ) {
    let toView = to?.view
    if let toView {
      toView.frame = container.bounds
      container.addSubview(toView)
    }
    if let fromView = from?.viewIfLoaded, fromView !== toView, fromView.superview === container {
      fromView.removeFromSuperview()
    }
    if !onScreen {
      StageViewController.balanceAppearance(outgoing: from, incoming: to, in: owner)
    }
  }

}

extension StageViewController {
  /// Balances the appearance calls of a switch between children made while the container
  /// itself is half-way through its own appearance, off screen (a push or a tab switch
  /// inside a tab being switched away from, under a presentation, or under a dismissal that
  /// brings the container back). UIKit's containers balance their children's calls
  /// ("Unbalanced calls to begin/end appearance transitions" is its warning when they do
  /// not); the stage does it so:
  ///
  /// - The container is disappearing: the outgoing child heard the forwarded
  ///   `viewWillDisappear` and, no longer a child when `viewDidDisappear` is forwarded,
  ///   would never hear the end; it ends as it leaves.
  /// - The container is appearing: the outgoing child heard the forwarded `viewWillAppear`;
  ///   it disappears as it leaves (`viewWillDisappear`, `viewDidDisappear`), and the
  ///   incoming child begins appearing, to end with the container's forwarded
  ///   `viewDidAppear`.
  ///
  /// - Parameters:
  ///   - outgoing: The child leaving, if any.
  ///   - incoming: The child arriving, if any.
  ///   - container: The container.
  static func balanceAppearance(
    outgoing: StageViewController?, incoming: StageViewController?,
    in container: StageViewController
  ) {
    switch container.appearanceState {
    case .disappearing:
      if let outgoing, outgoing.appearanceState == .disappearing {
        outgoing.endAppearanceTransition()
      }
    case .appearing:
      if let outgoing, outgoing !== incoming, outgoing.isVisible {
        outgoing.beginAppearanceTransition(false, animated: false)
        outgoing.endAppearanceTransition()
      }
      if let incoming, incoming !== outgoing, !incoming.isVisible {
        incoming.beginAppearanceTransition(true, animated: false)
      }
    case .appeared, .disappeared: break
    }
  }
}
