/// The selection machinery of a container that shows one child at a time, written once:
/// the children, the child shown, whether a switch is in flight, replacing the children and
/// switching by ``ChildSwitchDecision`` with the calls of ``AppearanceSequence``. The host
/// (``ChildContainerHost``) does what each step means in its toolkit.
///
/// ```swift
/// // In a container controller that hosts it:
/// lazy var selection = ChildContainerCore(host: self, kind: .container)
/// selection.replaceChildren(with: viewControllers)
/// selection.select(viewControllers[2], animated: true, change: "Switch to <Profile>")
/// ```
///
/// The rules (docs/uikit-behaviour.md#b1-2-r5 and the stage's tab bar controller): a child
/// listed twice keeps its first place and the container is never its own child; replacing
/// the children keeps the selection on the same child, else at the same index, else on
/// the first; leaving children hear `willMove(toParent: nil)` first and are released last,
/// once their views are gone. A switch changes the selection at once and puts it back if
/// cancelled, silently, as UIKit's tab bar controller does; both "will" calls come before
/// the transition starts and both "did" calls after it ends.
@MainActor
public final class ChildContainerCore<Host: ChildContainerHost> {
  /// The toolkit's view controller.
  public typealias Child = Host.Child

  /// The container: it owns the core, so the core holds it weakly.
  private weak var host: Host?
  /// The kind of container (`.tab` or `.container`), which orders the appearance calls.
  public let kind: TransitionOperation.Kind
  /// The children, in order.
  public private(set) var children: [Child] = []
  /// The child shown, tracked by identity so that it survives reordering.
  public private(set) var selected: Child?
  /// Whether a switch is in flight.
  public private(set) var isTransitioning = false

  /// Creates the machinery of a container, with no children.
  ///
  /// - Parameters:
  ///   - host: The container.
  ///   - kind: `.tab` for a tab bar controller, `.container` for a custom container.
  public init(host: Host, kind: TransitionOperation.Kind) {
    self.host = host
    self.kind = kind
  }

  /// The index of the child shown; 0 when there are none.
  public var selectedIndex: Int {
    guard let selected, let index = children.firstIndex(where: { $0 === selected }) else {
      return 0
    }
    return index
  }

  /// Refuses a change while a switch is in flight, and reports it.
  ///
  /// - Parameter change: What is asked, as "replacing the children".
  /// - Returns: Whether the change is refused.
  public func refusesWhileTransitioning(_ change: @autoclosure () -> String) -> Bool {
    guard isTransitioning else { return false }
    host?.reportRefusedChange(change())
    return true
  }

  /// Replaces the children (see the type's rules), switching at once if the child shown
  /// must change.
  ///
  /// - Parameter list: The new children, in order.
  public func replaceChildren(with list: [Child]) {
    guard let host else { return }
    var incoming: [Child] = []
    for child in list
    where child !== host.containerController && !incoming.contains(where: { $0 === child }) {
      incoming.append(child)
    }
    let oldSelected = selected
    let oldIndex = selectedIndex
    let leaving = children.filter { old in !incoming.contains { $0 === old } }
    for child in leaving { host.childWillLeave(child) }
    for child in incoming where !children.contains(where: { $0 === child }) {
      host.adoptChild(child)
    }
    children = incoming
    defer { for child in leaving { host.releaseChild(child) } }

    let newSelected: Child?
    if let oldSelected, incoming.contains(where: { $0 === oldSelected }) {
      newSelected = oldSelected
    } else if incoming.indices.contains(oldIndex) {
      newSelected = incoming[oldIndex]
    } else {
      newSelected = incoming.first
    }
    guard newSelected !== oldSelected else { return }
    selected = newSelected
    swapInstantly(from: oldSelected, to: newSelected)
  }

  /// Shows a child: by ``ChildSwitchDecision``, at once or through the host's transition.
  ///
  /// - Parameters:
  ///   - child: The child to show; one that is not a child is ignored.
  ///   - animated: Whether the switch may animate.
  ///   - change: How to describe the change if it is refused.
  public func select(_ child: Child, animated: Bool, change: @autoclosure () -> String) {
    guard let host, children.contains(where: { $0 === child }) else { return }
    let from = selected
    let decision = ChildSwitchDecision(
      isAlreadySelected: child === selected, isTransitioning: isTransitioning,
      isViewLoaded: host.isContainerViewLoaded, animated: animated,
      hasSelection: from != nil, isOnScreen: isOnScreen)
    switch decision {
    case .ignore: return
    case .refuseWhileTransitioning:
      host.reportRefusedChange(change())
      return
    case .selectOnly:
      selected = child  // the view shows the selection when it loads
      return
    case .swapInstantly:
      selected = child
      swapInstantly(from: from, to: child)
      return
    case .animateIfGivenAnAnimator:
      selected = child
    }
    guard let from else { return }
    // Loaded before the delegate is asked and before any appearance call, as UIKit's tab
    // bar controller does (§1.3): a child's `viewWillAppear` never runs before its
    // `viewDidLoad`.
    host.loadView(of: child)
    let ended: @MainActor (Bool) -> Void = { [weak self] completed in
      self?.switchEnded(from: from, to: child, completed: completed)
    }
    guard let start = host.prepareSwitch(from: from, to: child, ended: ended) else {
      swapInstantly(from: from, to: child)
      return
    }
    isTransitioning = true
    // The transition (and its coordinator) exists before the "will" calls, so they can
    // add alongside animations (docs/uikit-behaviour.md#b7-3-1).
    AppearanceSequence(switchingIn: kind, animated: true).perform(
      at: .willBegin, incoming: child, outgoing: from)
    start()
  }

  /// Passes the beginning of the container's own appearance or disappearance on to the
  /// child shown, for a container that forwards by hand
  /// (`shouldAutomaticallyForwardAppearanceMethods` is `false`): only the selected child
  /// whose view is in the container's hears it, so a child on its way out of a switch is
  /// not told twice.
  ///
  /// - Parameters:
  ///   - isAppearing: Whether the container appears.
  ///   - animated: Whether its appearance animates.
  public func containerAppearanceWillBegin(_ isAppearing: Bool, animated: Bool) {
    containerIsLeaving = !isAppearing
    containerIsAppearing = isAppearing
    childHearingContainerAppearance = shownChild
    shownChild?.beginAppearanceTransition(isAppearing, animated: animated)
  }

  /// The child told the container's appearance began, until it is told it ended: the one
  /// shown then, even if a switch off screen has since put another in its place.
  private weak var childHearingContainerAppearance: Child?

  /// Whether the container's own disappearance has begun, and no appearance since: a
  /// switch that ends then keeps the child it goes back to off screen, though the
  /// container's view may still be in the window (a presentation covering it plays).
  private var containerIsLeaving = false

  /// Whether the container is on screen for its children: its view in a window, and not
  /// on its way out (a presentation covering it, a switch away from it, while its view is
  /// still in the window): a child switched to then must not appear, as UIKit's tab bar
  /// controller's does not (it reads its own appearance).
  private var isOnScreen: Bool {
    (host?.isContainerOnScreen ?? false) && !containerIsLeaving && !containerIsAppearing
  }

  /// Whether the container's own appearance has begun and not ended: a switch then is
  /// instant, the child leaving disappears at once and the child coming appears with the
  /// container.
  private var containerIsAppearing = false

  /// Passes the end of the container's own appearance or disappearance on to the child
  /// that heard its beginning (see ``containerAppearanceWillBegin(_:animated:)``): a child
  /// switched away from off screen meanwhile ends the disappearance it began, and the child
  /// switched to, which heard nothing, hears nothing.
  public func containerAppearanceDidEnd() {
    containerIsAppearing = false
    let child = childHearingContainerAppearance
    childHearingContainerAppearance = nil
    child?.endAppearanceTransition()
  }

  /// The selected child, when its view is in the container's.
  private var shownChild: Child? {
    guard let selected, host?.isShowingView(of: selected) == true else { return nil }
    return selected
  }

  /// A switch without animation, with appearance calls only while on screen.
  private func swapInstantly(from: Child?, to: Child?) {
    guard let host, host.isContainerViewLoaded else { return }
    if let to { host.loadView(of: to) }  // loaded before any appearance call (§1.3)
    let onScreen = isOnScreen
    let appearance = AppearanceSequence(switchingIn: kind, animated: false)
    if onScreen { appearance.perform(at: .willBegin, incoming: to, outgoing: from) }
    host.swapChildViews(from: from, to: to, onScreen: onScreen)
    if onScreen { appearance.perform(at: .didEnd(completed: true), incoming: to, outgoing: from) }
    if containerIsAppearing, let from, from === childHearingContainerAppearance, from !== to {
      // The child that began appearing with the container leaves before it appeared; the
      // one coming takes its place in the container's appearance.
      from.beginAppearanceTransition(false, animated: false)
      from.endAppearanceTransition()
      to?.beginAppearanceTransition(true, animated: false)
      childHearingContainerAppearance = to
    }
    host.selectedChildDidChange()
  }

  /// An animated switch ended: the container rules put the views right first (docs/design.md#r1:
  /// the outgoing view leaves on completion, the incoming one on cancel), then
  /// the selection and the "did" calls. A toolkit whose own machinery already applied the
  /// rules (the stage's, as UIKit's containers do) finds nothing left to move.
  private func switchEnded(from: Child, to: Child, completed: Bool) {
    if completed {
      host?.swapChildViews(from: from, to: to, onScreen: true)
    } else {
      host?.swapChildViews(from: to, to: nil, onScreen: true)
    }
    isTransitioning = false
    // UIKit puts the old selection back silently on a cancel: no setter, no didSelect. What
    // follows the selection (the status bar, the tab bar's state) reads it again either way:
    // a push or pop on the other child may have ended while it was selected.
    if !completed { selected = from }
    host?.selectedChildDidChange()
    // A container covered or switched away from while its switch played keeps the child
    // it goes back to off screen too.
    if containerIsAppearing {
      // The container left the screen while the switch played and is coming back: the
      // child shown from now on appears with it, the other ends where it is going.
      if completed {
        from.endAppearanceTransition()
      } else {
        to.beginAppearanceTransition(false, animated: true)
        to.endAppearanceTransition()
        from.beginAppearanceTransition(true, animated: true)
        childHearingContainerAppearance = from
      }
      return
    }
    let onScreen = isOnScreen
    AppearanceSequence(switchingIn: kind, animated: true).perform(
      at: onScreen ? .didEnd(completed: completed) : .didEndOffScreen(completed: completed),
      incoming: to, outgoing: from)
  }
}
