import Foundation

/// The tab bar controller's children and the switch between them, modelled on UIKit's
/// documented behaviour (docs/uikit-behaviour.md#b1-2 rows 5 and 6, §2, §3 "tab switch"):
/// the transition view, containment calls, replacing the children, and switches through
/// `StageTransition.betweenChildren`, instant or animated.
///
/// The stage's own model, independent of Transit's engine: Transit's custom container runs
/// the engine's rules, and the tests hold it to what this model does.
@MainActor
final class StageChildSelection {
  /// An animator and, while a gesture drives, an interaction controller.
  typealias Animators = (
    animator: (any StageViewControllerAnimatedTransitioning)?,
    interaction: (any StageViewControllerInteractiveTransitioning)?
  )

  /// The container that owns the children (and this object).
  unowned let owner: StageViewController
  /// The view switches happen in: the transition context's container view.
  let transitionView = StageView()
  /// The children, in order.
  private(set) var children: [StageViewController] = []
  /// The child shown.
  private(set) var selected: StageViewController?
  /// Whether a switch is in flight.
  private(set) var isTransitioning = false
  /// The switch in flight, kept until it ends (as UIKit's containers keep their context).
  private var currentTransition: StageTransition?

  init(owner: StageViewController, transitionViewName: String) {
    self.owner = owner
    transitionView.accessibilityIdentifier = transitionViewName
  }

  /// The index of the child shown; 0 when there are none.
  var selectedIndex: Int {
    children.firstIndex { $0 === selected } ?? 0
  }

  /// Whether the owner is on screen: loaded, in a window and visible.
  private var isOnScreen: Bool { owner.viewIfLoaded?.window != nil && owner.isVisible }

  /// Reports and refuses a change while a switch is in flight (the stage's own warning:
  /// UIKit has no guard of its own).
  ///
  /// - Parameter change: What was asked, as "Replacing the tabs".
  /// - Returns: Whether the change is refused.
  func refuseWhileTransitioning(_ change: String) -> Bool {
    guard isTransitioning else { return false }
    owner.warn("\(change) ignored: <\(owner.logName)> is still transitioning.")
    return true
  }

  /// Replaces the children, as `UITabBarController.setViewControllers(_:animated:)`
  /// documents: the selection stays on the same controller if it is still there, else at
  /// the same index, else on the first. Leaving controllers hear `willMove(toParent: nil)`
  /// first and are removed last, so they still belong to the owner while they disappear; a
  /// controller listed twice keeps its first place and the owner itself is dropped.
  ///
  /// - Parameter list: The new children.
  func replaceChildren(with list: [StageViewController]) {
    var incoming: [StageViewController] = []
    for child in list where child !== owner && !incoming.contains(where: { $0 === child }) {
      incoming.append(child)
    }
    let oldSelected = selected
    let oldIndex = selectedIndex
    let leaving = children.filter { old in !incoming.contains { $0 === old } }
    for child in leaving { child.willMove(toParent: nil) }
    for child in incoming where child.parent !== owner {
      owner.addChild(child)
      child.didMove(toParent: owner)
    }
    children = incoming
    defer { for child in leaving { child.removeFromParent() } }
    let newSelected =
      incoming.first { $0 === oldSelected }
      ?? (incoming.indices.contains(oldIndex) ? incoming[oldIndex] : incoming.first)
    guard newSelected !== oldSelected else { return }
    selected = newSelected
    switchInstantly(from: oldSelected, to: newSelected)
  }

  /// Shows a child: instantly when not animated or off screen, else with the animator the
  /// owner's delegate gives (asked only then), instantly when it gives none. Selecting the
  /// child shown does nothing; before the owner's view loads, the selection only changes.
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
    guard children.contains(where: { $0 === controller }), controller !== selected,
      !refuseWhileTransitioning(change)
    else { return }
    let from = selected
    selected = controller
    guard owner.isViewLoaded else { return }  // the view shows the selection when it loads
    guard animated, isOnScreen, let from else {
      return switchInstantly(from: from, to: controller)
    }
    _ = controller.view  // loaded before the delegate is asked and any callback (§1.3)
    guard case (let animator?, let interaction) = animators(from, controller),
      from.isViewLoaded
    else { return switchInstantly(from: from, to: controller) }
    isTransitioning = true
    let transition = StageTransition.betweenChildren(
      in: transitionView, from: from, to: controller, animator: animator,
      interaction: interaction, owner: owner, log: owner.ancestorWindow?.eventLog,
      finish: { [weak self] completed in self?.switchEnded(from: from, completed: completed) })
    currentTransition = transition
    // The transition and its coordinator exist before the "will" calls, so they can add
    // alongside animations (docs/uikit-behaviour.md#b7-3-1).
    StageAppearanceOrder.begin(in: .tabBar, incoming: controller, outgoing: from, animated: true)
    transition.start()
  }

  /// An animated switch ended; the transition already put the views right (the outgoing
  /// view left on completion, the incoming one on a cancel). A cancel puts the old
  /// selection back silently, as UIKit does: no setter, no `didSelect`.
  private func switchEnded(from: StageViewController, completed: Bool) {
    let to = selected
    currentTransition = nil
    isTransitioning = false
    if !completed { selected = from }
    (owner as? StageTabBarController)?.tabBarFollowsSelection()
    if completed {
      StageAppearanceOrder.complete(incoming: to, outgoing: from)
    } else {
      // A container covered or switched away from meanwhile keeps the child it goes back
      // to off screen too.
      StageAppearanceOrder.cancel(incoming: to, outgoing: from, backOnScreen: isOnScreen)
    }
  }

  /// A switch without animation (§1.2 row 5), with appearance calls only while on screen.
  private func switchInstantly(from: StageViewController?, to: StageViewController?) {
    guard owner.isViewLoaded else { return }
    if let to { _ = to.view }  // loaded before any appearance call (§1.3)
    let onScreen = isOnScreen
    if onScreen {
      StageAppearanceOrder.begin(in: .tabBar, incoming: to, outgoing: from, animated: false)
    }
    StageTransition.swapChildViews(
      in: transitionView, from: from, to: to, onScreen: onScreen, owner: owner)
    if onScreen { StageAppearanceOrder.complete(incoming: to, outgoing: from) }
    (owner as? StageTabBarController)?.tabBarFollowsSelection()
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
