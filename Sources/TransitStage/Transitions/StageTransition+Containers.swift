import Foundation
import Transit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What navigation, tab bar and custom container controllers share: a child's view
/// replacing another's in a transition view, with UIKit's container rules.
extension StageTransition {
  /// A transition between two children of a container: the outgoing view starts at the
  /// container's bounds and leaves (final frame `.zero`), the incoming one ends at the
  /// bounds (the header's frame rule), and DESIGN.md rule 1 cleans up: on completion the
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
    let fromView = from.view
    let toView = to.view
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

  /// Replaces one child's view with another's at once, with the appearance calls of an
  /// unanimated switch when the container is on screen.
  ///
  /// - Parameters:
  ///   - container: The container's transition view.
  ///   - from: The outgoing child, if any.
  ///   - to: The incoming child, if any; its view loads first.
  ///   - onScreen: Whether appearance calls are due.
  ///   - incomingFirst: Whether the incoming controller's "will" comes first (a tab
  ///     switch, §1.2 row 5) or the outgoing one's (a navigation push or pop, rows 1–2).
  static func swapInstantly(
    in container: StageView, from: StageViewController?, to: StageViewController?,
    onScreen: Bool, incomingFirst: Bool
  ) {
    let toView = to?.view
    if onScreen {
      if incomingFirst {
        to?.beginAppearanceTransition(true, animated: false)
        from?.beginAppearanceTransition(false, animated: false)
      } else {
        from?.beginAppearanceTransition(false, animated: false)
        to?.beginAppearanceTransition(true, animated: false)
      }
    }
    if let toView {
      toView.frame = container.bounds
      container.addSubview(toView)
    }
    if let fromView = from?.viewIfLoaded, fromView !== toView, fromView.superview === container {
      fromView.removeFromSuperview()
    }
    if onScreen {
      from?.endAppearanceTransition()
      to?.endAppearanceTransition()
    }
  }
}

extension StageViewController {
  /// The appearance calls of a cancelled transition (§1.2 row 14): the controller that was
  /// appearing disappears again, then the one that was disappearing reappears.
  ///
  /// - Parameters:
  ///   - incoming: The controller that was appearing.
  ///   - outgoing: The controller that was disappearing.
  static func undoAppearance(incoming: StageViewController, outgoing: StageViewController) {
    incoming.beginAppearanceTransition(false, animated: true)
    incoming.endAppearanceTransition()
    outgoing.beginAppearanceTransition(true, animated: true)
    outgoing.endAppearanceTransition()
  }
}
