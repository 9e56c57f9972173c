import Foundation
import Transit

/// The one-child-at-a-time machinery the tab bar controller and the custom container share:
/// the transition view, and the stage's side of the engine's `ChildContainerCore` (the
/// children, the selection, replacing them and switching, written once for every host):
/// containment calls, views, and switches through `StageTransition.betweenChildren`.
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
  /// The engine's selection machinery, with this object as its host.
  private(set) lazy var core = ChildContainerCore(host: self, kind: kind)
  /// Asks the owner's delegate for the animators of the switch being selected; set only
  /// during ``select(_:animated:change:animators:)``, which the core answers at once.
  private var animatorsOfSwitch: ((StageViewController, StageViewController) -> Animators)?
  /// The switch in flight, kept until it ends (as UIKit's containers keep their context).
  private var currentTransition: StageTransition?

  /// The kind of container it serves: `.tab` or `.container`.
  let kind: TransitionOperation.Kind

  init(owner: StageViewController, kind: TransitionOperation.Kind, transitionViewName: String) {
    self.owner = owner
    self.kind = kind
    transitionView.accessibilityIdentifier = transitionViewName
  }

  /// The children, in order.
  var children: [StageViewController] { core.children }
  /// The child shown.
  var selected: StageViewController? { core.selected }
  /// The index of the child shown; 0 when there are none.
  var selectedIndex: Int { core.selectedIndex }
  /// Whether a switch is in flight.
  var isTransitioning: Bool { core.isTransitioning }

  /// Reports and refuses a change while a switch is in flight.
  func refuseWhileTransitioning(_ change: String) -> Bool {
    core.refusesWhileTransitioning(change)
  }

  /// Replaces the children by the engine's rules (`ChildContainerCore`).
  func replaceChildren(with list: [StageViewController]) {
    core.replaceChildren(with: list)
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
    animators: @escaping (_ from: StageViewController, _ to: StageViewController) -> Animators
  ) {
    animatorsOfSwitch = animators
    defer { animatorsOfSwitch = nil }
    core.select(controller, animated: animated, change: change)
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
}

extension StageViewController: TransitionHostAppearanceReceiver {}

extension StageChildSelection: ChildContainerHost {
  var containerController: StageViewController? { owner }
  var isContainerViewLoaded: Bool { owner.isViewLoaded }
  var isContainerOnScreen: Bool { owner.viewIfLoaded?.window != nil && owner.isVisible }

  func adoptChild(_ child: StageViewController) {
    guard child.parent !== owner else { return }
    owner.addChild(child)
    child.didMove(toParent: owner)
  }

  func childWillLeave(_ child: StageViewController) { child.willMove(toParent: nil) }

  func releaseChild(_ child: StageViewController) { child.removeFromParent() }

  func isShowingView(of child: StageViewController) -> Bool {
    guard let root = owner.viewIfLoaded else { return false }
    return child.viewIfLoaded?.isDescendant(of: root) == true
  }

  func loadView(of child: StageViewController) { _ = child.view }

  /// The views of a switch without animation (§1.2 row 5).
  func swapChildViews(from: StageViewController?, to: StageViewController?, onScreen: Bool) {
    StageTransition.swapChildViews(
      in: transitionView, from: from, to: to, onScreen: onScreen, owner: owner)
  }

  func prepareSwitch(
    from: StageViewController, to: StageViewController,
    ended: @escaping @MainActor (Bool) -> Void
  ) -> (@MainActor () -> Void)? {
    _ = to.view  // loads the incoming view before any callback (§1.3)
    guard let (animator, interaction) = animatorsOfSwitch?(from, to), let animator,
      from.isViewLoaded
    else { return nil }
    let transition = StageTransition.betweenChildren(
      in: transitionView, from: from, to: to, animator: animator, interaction: interaction,
      owner: owner, log: owner.ancestorWindow?.eventLog,
      finish: { [weak self] completed in
        self?.currentTransition = nil
        ended(completed)
      })
    currentTransition = transition
    return { transition.start() }
  }

  /// The stage has no status bar to update; a tab bar controller's bar takes the state the
  /// tab shown asks for (`hidesBottomBarWhenPushed` in its stack).
  func selectedChildDidChange() {
    (owner as? StageTabBarController)?.tabBarFollowsSelection()
  }

  func reportRefusedChange(_ change: String) {
    owner.warn("\(change) ignored: <\(owner.logName)> is still transitioning.")
  }
}
