import Foundation
import Transit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A custom container controller: it holds several children, shows one at a time, and
/// switches between them with custom, interactive-capable transitions from a weakly held
/// delegate, through the same transition context and coordinator as UIKit's containers.
///
/// UIKit has no such class; apps build one (the articles in `seeds/` do), and this is the
/// stage's reference for how one behaves:
///
/// - Every controller in ``viewControllers`` is a child (containment: `willMove(toParent:)`,
///   `didMove(toParent:)` when it joins or leaves); only the selected one's view is in
///   ``transitionView``.
/// - Appearance calls are forwarded by hand (``shouldAutomaticallyForwardAppearanceMethods``
///   is `false`): the container's own appearance reaches the selected child only, and a
///   switch sends the two children `beginAppearanceTransition(_:animated:)` /
///   `endAppearanceTransition()` in the order UIKit's containers use for a switch
///   (UIKIT-BEHAVIOUR.md §1.2 row 5): B will appear → A will disappear → A did disappear →
///   B did appear. Subclasses overriding the four appearance methods must call `super`.
/// - Without an animator a switch is instant. With one, both "will" calls come before
///   `animateTransition` and both "did" calls after `completeTransition(true)`; the
///   outgoing view leaves ``transitionView`` when the switch completes (DESIGN.md rule 1).
/// - A cancelled switch removes the incoming view, leaves the outgoing one, puts the old
///   selection back, and sends the cancel's appearance calls: B will disappear → B did
///   disappear → A will appear → A did appear.
/// - A change made while a switch is in flight is ignored and logged as the warning
///   `"Switch to <C> ignored: <Container> is still transitioning."` (or `"Replacing the
///   children ignored: …"`), the stage's own message.
///
/// ```swift
/// let container = StageContainerViewController(viewControllers: [first, second])
/// container.delegate = switcher          // weak: keep it alive elsewhere
/// window.rootViewController = container
/// window.makeKeyAndVisible()
/// container.selectedIndex = 1            // animated by the delegate's animator
/// window.runUntilIdle()
/// ```
@MainActor
open class StageContainerViewController: StageViewController {
  /// The children, in order.
  private var childControllers: [StageViewController] = []
  /// The child shown, tracked by identity so that it survives reordering.
  private var selected: StageViewController?
  /// The transition in flight, if any.
  private var currentTransition: StageTransition?

  /// Supplies custom animators and interaction controllers; weak, as UIKit's container
  /// delegates are.
  public weak var delegate: (any StageContainerViewControllerDelegate)?

  /// The view switches happen in: the transition context's container view, filling the
  /// container's view; the selected child's view is its subview.
  public let transitionView = StageView()

  /// Creates a container showing the first of its children.
  ///
  /// - Parameter viewControllers: The children; a controller listed twice keeps its first
  ///   place, and the container itself is dropped.
  public init(viewControllers: [StageViewController] = []) {
    super.init()
    replaceChildren(with: viewControllers)
  }

  /// `false`: the container forwards appearance calls to the selected child itself, so a
  /// child on its way out during a switch is not told twice.
  open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  // MARK: Children

  /// The children, in order.
  ///
  /// Setting it keeps the selection on the same child if it is still there, else at the
  /// same index, else on the first child. Controllers no longer listed get
  /// `willMove(toParent: nil)`, new ones are adopted (`willMove(toParent:)`,
  /// `didMove(toParent:)`), the shown child changes if it must (an instant switch), and
  /// last the leaving controllers are removed (`didMove(toParent: nil)`). Bad input: a controller listed twice keeps its first place, the
  /// container itself is dropped; during a switch in flight the change is ignored with the
  /// warning described on the type.
  public var viewControllers: [StageViewController] {
    get { childControllers }
    set {
      guard !refuseWhileTransitioning("Replacing the children") else { return }
      replaceChildren(with: newValue)
    }
  }

  private func replaceChildren(with viewControllers: [StageViewController]) {
    var incoming: [StageViewController] = []
    for controller in viewControllers
    where controller !== self && !incoming.contains(where: { $0 === controller }) {
      incoming.append(controller)
    }
    let oldSelected = selected
    let oldIndex = selectedIndex
    let leaving = childControllers.filter { old in !incoming.contains { $0 === old } }
    for controller in leaving { controller.willMove(toParent: nil) }
    for controller in incoming where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    childControllers = incoming
    // The leaving children are let go once their views are gone (the usual order:
    // willMove(toParent: nil), the view leaves, removeFromParent()).
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

  // MARK: Selection

  /// The index of the child shown; 0 when there are none.
  ///
  /// Setting it is ``setSelectedIndex(_:animated:)`` with animation.
  public var selectedIndex: Int {
    get {
      guard let selected, let index = childControllers.firstIndex(where: { $0 === selected }) else {
        return 0
      }
      return index
    }
    set { setSelectedIndex(newValue, animated: true) }
  }

  /// The child shown; `nil` when there are none.
  ///
  /// Setting it switches, animated, as ``selectedIndex`` does; a controller that is not a
  /// child, or `nil`, is ignored.
  public var selectedViewController: StageViewController? {
    get { selected }
    set {
      guard let newValue, let index = childControllers.firstIndex(where: { $0 === newValue }) else {
        return
      }
      setSelectedIndex(index, animated: true)
    }
  }

  /// Whether a switch is in flight.
  public var isTransitioning: Bool { currentTransition != nil }

  /// Shows another child: instantly, or with the delegate's animator (and interaction
  /// controller) when `animated` and the container is on screen.
  ///
  /// ```swift
  /// container.setSelectedIndex(2, animated: true)
  /// ```
  ///
  /// Bad input: an index outside the children does nothing, and so does the index of the
  /// child shown; during a switch in flight the call is ignored with the warning described
  /// on the type.
  ///
  /// - Parameters:
  ///   - index: The index of the child to show.
  ///   - animated: Whether to ask the delegate for an animator.
  public func setSelectedIndex(_ index: Int, animated: Bool) {
    guard childControllers.indices.contains(index) else { return }
    let controller = childControllers[index]
    guard controller !== selected,
      !refuseWhileTransitioning("Switch to <\(controller.logName)>")
    else { return }
    let from = selected
    selected = controller
    guard isViewLoaded else { return }  // the view shows the selection when it loads
    guard animated, let from, view.window != nil, isVisible else {
      switchInstantly(from: from, to: controller)
      return
    }

    _ = controller.view  // loads the incoming view before any callback
    var animator: (any StageViewControllerAnimatedTransitioning)?
    var interaction: (any StageViewControllerInteractiveTransitioning)?
    let log = ancestorWindow?.eventLog
    if let delegate {
      log?.record(
        .delegate,
        "containerViewController(animationControllerForTransitionFrom: \(from.logName), "
          + "to: \(controller.logName))")
      animator = delegate.containerViewController(
        self, animationControllerForTransitionFrom: from, to: controller)
      if let animator {
        log?.record(.delegate, "containerViewController(interactionControllerFor:)")
        interaction = delegate.containerViewController(self, interactionControllerFor: animator)
      }
    }
    guard let animator, from.isViewLoaded else {
      switchInstantly(from: from, to: controller)
      return
    }
    animateSwitch(
      from: from, to: controller, animator: animator,
      interaction: interaction, log: log)
  }

  // MARK: View and appearance

  open override func loadView() {
    let root = StageView(frame: CGRect(origin: .zero, size: preferredScreenSize))
    root.backgroundColor = .systemBackground
    transitionView.frame = root.bounds
    transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    transitionView.accessibilityIdentifier = "container transition view"
    root.addSubview(transitionView)
    view = root
    if let selected {
      selected.view.frame = transitionView.bounds
      transitionView.addSubview(selected.view)
    }
  }

  /// Forwards to the child shown (call `super` when overriding).
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    shownChild?.beginAppearanceTransition(true, animated: animated)
  }

  /// Forwards to the child shown (call `super` when overriding).
  ///
  /// - Parameter animated: Whether the appearance was animated.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    shownChild?.endAppearanceTransition()
  }

  /// Forwards to the child shown (call `super` when overriding).
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    shownChild?.beginAppearanceTransition(false, animated: animated)
  }

  /// Forwards to the child shown (call `super` when overriding).
  ///
  /// - Parameter animated: Whether the disappearance was animated.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    shownChild?.endAppearanceTransition()
  }

  /// The selected child when its view is inside the container's: the one the container's
  /// own appearance concerns.
  private var shownChild: StageViewController? {
    guard let selected, let root = viewIfLoaded,
      selected.viewIfLoaded?.isDescendant(of: root) == true
    else { return nil }
    return selected
  }

  // MARK: Switching

  /// Reports and refuses a change while a switch is in flight.
  private func refuseWhileTransitioning(_ change: String) -> Bool {
    guard currentTransition != nil else { return false }
    warn("\(change) ignored: <\(logName)> is still transitioning.")
    return true
  }

  /// A switch without animation: B will → A will → the views change → A did → B did;
  /// appearance calls only while the container is on screen.
  private func switchInstantly(from: StageViewController?, to: StageViewController?) {
    guard isViewLoaded else { return }
    StageTransition.swapInstantly(
      in: transitionView, from: from, to: to, onScreen: view.window != nil && isVisible,
      incomingFirst: true)
  }

  /// A switch performed by a custom animator, possibly interactive.
  private func animateSwitch(
    from: StageViewController, to: StageViewController,
    animator: any StageViewControllerAnimatedTransitioning,
    interaction: (any StageViewControllerInteractiveTransitioning)?, log: StageEventLog?
  ) {
    let transition = StageTransition.betweenChildren(
      in: transitionView, from: from, to: to, animator: animator, interaction: interaction,
      owner: self, log: log,
      finish: { [weak self] didComplete in
        guard let self else { return }
        self.currentTransition = nil
        if didComplete {
          from.endAppearanceTransition()
          to.endAppearanceTransition()
        } else {
          self.selected = from
          StageViewController.undoAppearance(incoming: to, outgoing: from)
        }
      })
    currentTransition = transition
    // The coordinator exists before the "will" calls, so they can add alongside animations.
    to.beginAppearanceTransition(true, animated: true)
    from.beginAppearanceTransition(false, animated: true)
    transition.start()
  }
}
