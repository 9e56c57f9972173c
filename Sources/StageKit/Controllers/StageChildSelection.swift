import Foundation
import Transit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The one-child-at-a-time machinery the tab bar controller and the custom container share:
/// the children, the selection, the transition view, replacing the children, and switching
/// instantly or through an animator (`StageTransition.betweenChildren`).
@MainActor
final class StageChildSelection {
  /// An animator and, while a gesture drives, an interaction controller.
  typealias Animators = (
    animator: (any StageViewControllerAnimatedTransitioning)?,
    interaction: (any StageViewControllerInteractiveTransitioning)?
  )

  /// The container that owns the children.
  unowned let owner: StageViewController
  /// The view switches happen in: the transition context's container view.
  let transitionView = StageView()
  /// The children, in order.
  private(set) var children: [StageViewController] = []
  /// The child shown, tracked by identity so that it survives reordering.
  private(set) var selected: StageViewController?
  /// The switch in flight, if any.
  private(set) var currentTransition: StageTransition?

  /// The kind of container it serves: `.tab` or `.container`.
  let kind: TransitionOperation.Kind

  init(owner: StageViewController, kind: TransitionOperation.Kind, transitionViewName: String) {
    self.owner = owner
    self.kind = kind
    transitionView.accessibilityIdentifier = transitionViewName
  }

  /// The index of the child shown; 0 when there are none.
  var selectedIndex: Int {
    guard let selected, let index = children.firstIndex(where: { $0 === selected }) else {
      return 0
    }
    return index
  }

  /// Reports and refuses a change while a switch is in flight.
  func refuseWhileTransitioning(_ change: String) -> Bool {
    guard currentTransition != nil else { return false }
    owner.warn("\(change) ignored: <\(owner.logName)> is still transitioning.")
    return true
  }

  /// Replaces the children: a controller listed twice keeps its first place and the owner
  /// is dropped; the selection stays on the same child, else at the same index, else on
  /// the first (UIKit's documented rule for tabs). Leaving children get
  /// `willMove(toParent: nil)` first and are removed last, once their views are gone; new
  /// ones are adopted; the shown child changes instantly if it must.
  func replaceChildren(with list: [StageViewController]) {
    var incoming: [StageViewController] = []
    for controller in list
    where controller !== owner && !incoming.contains(where: { $0 === controller }) {
      incoming.append(controller)
    }
    let oldSelected = selected
    let oldIndex = selectedIndex
    let leaving = children.filter { old in !incoming.contains { $0 === old } }
    for controller in leaving { controller.willMove(toParent: nil) }
    for controller in incoming where controller.parent !== owner {
      owner.addChild(controller)
      controller.didMove(toParent: owner)
    }
    children = incoming
    defer { for controller in leaving { controller.removeFromParent() } }

    let newSelected: StageViewController?
    if let oldSelected, incoming.contains(where: { $0 === oldSelected }) {
      newSelected = oldSelected
    } else if incoming.indices.contains(oldIndex) {
      newSelected = incoming[oldIndex]
    } else {
      newSelected = incoming.first
    }
    guard newSelected !== oldSelected else { return }
    selected = newSelected
    switchInstantly(from: oldSelected, to: newSelected)
  }

  /// Shows a child: instantly when not animated or off screen, else with the animator the
  /// owner's delegate gives (asked only then), instantly when it gives none.
  ///
  /// - Parameters:
  ///   - controller: The child to show.
  ///   - animated: Whether an animator may be asked for.
  ///   - change: How to describe the change in a refusal warning.
  ///   - animators: Asks the owner's delegate, logging the questions.
  func select(
    _ controller: StageViewController, animated: Bool, change: String,
    animators: (_ from: StageViewController, _ to: StageViewController) -> Animators
  ) {
    let decision = ChildSwitchDecision(
      isAlreadySelected: controller === selected, isTransitioning: currentTransition != nil,
      isViewLoaded: owner.isViewLoaded, animated: animated, hasSelection: selected != nil,
      isOnScreen: owner.viewIfLoaded?.window != nil && owner.isVisible)
    let from = selected
    switch decision {
    case .ignore: return
    case .refuseWhileTransitioning:
      _ = refuseWhileTransitioning(change)
      return
    case .selectOnly:
      selected = controller  // the view shows the selection when it loads
      return
    case .swapInstantly:
      selected = controller
      switchInstantly(from: from, to: controller)
      return
    case .animateIfGivenAnAnimator: selected = controller
    }
    guard let from else { return }
    _ = controller.view  // loads the incoming view before any callback (§1.3)
    let (animator, interaction) = animators(from, controller)
    guard let animator, from.isViewLoaded else {
      switchInstantly(from: from, to: controller)
      return
    }
    let appearance = AppearanceSequence(switchingIn: kind, animated: true)
    let transition = StageTransition.betweenChildren(
      in: transitionView, from: from, to: controller, animator: animator,
      interaction: interaction, owner: owner, log: owner.ancestorWindow?.eventLog,
      finish: { [weak self] didComplete in
        guard let self else { return }
        self.currentTransition = nil
        // UIKit puts the old selection back silently on a cancel: no setter, no didSelect.
        if !didComplete { self.selected = from }
        StageViewController.perform(
          appearance, at: .didEnd(completed: didComplete), incoming: controller, outgoing: from)
      })
    currentTransition = transition
    // The coordinator exists before the "will" calls, so they can add alongside animations
    // (§7.3.1).
    StageViewController.perform(appearance, at: .willBegin, incoming: controller, outgoing: from)
    transition.start()
  }

  /// The owner's root view: the transition view filling it, the selected child's view
  /// inside.
  func makeRootView(size: CGSize) -> StageView {
    let root = StageView(frame: CGRect(origin: .zero, size: size))
    root.backgroundColor = .systemBackground
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    transitionView.frame = root.bounds
    transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(transitionView)
    if let selected {
      selected.view.frame = transitionView.bounds
      transitionView.addSubview(selected.view)
    }
    return root
  }

  /// A switch without animation (§1.2 row 5), with appearance calls only while the owner is
  /// on screen.
  private func switchInstantly(from: StageViewController?, to: StageViewController?) {
    guard owner.isViewLoaded else { return }
    StageTransition.swapInstantly(
      in: transitionView, from: from, to: to,
      onScreen: owner.view.window != nil && owner.isVisible, kind: kind, owner: owner)
  }
}
