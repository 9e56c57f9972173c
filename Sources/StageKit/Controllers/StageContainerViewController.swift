import Foundation
import Transit

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
///   (docs/uikit-behaviour.md#b1-2-r5): B will appear → A will disappear → A did disappear →
///   B did appear. Subclasses overriding the four appearance methods must call `super`.
/// - Without an animator a switch is instant. With one, both "will" calls come before
///   `animateTransition` and both "did" calls after `completeTransition(true)`; the
///   outgoing view leaves ``transitionView`` when the switch completes (docs/design.md#r1).
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
  /// The children, the selection and the switching, shared with the tab bar controller.
  private lazy var selection = StageChildSelection(
    owner: self, kind: .container, transitionViewName: "container transition view")

  /// Supplies custom animators and interaction controllers; weak, as UIKit's container
  /// delegates are.
  public weak var delegate: (any StageContainerViewControllerDelegate)?

  /// The view switches happen in: the transition context's container view, filling the
  /// container's view; the selected child's view is its subview.
  public var transitionView: StageView { selection.transitionView }

  /// Creates a container showing the first of its children.
  ///
  /// - Parameter viewControllers: The children; a controller listed twice keeps its first
  ///   place, and the container itself is dropped.
  public init(viewControllers: [StageViewController] = []) {
    super.init(nibName: nil, bundle: nil)
    selection.replaceChildren(with: viewControllers)
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
    get { selection.children }
    set {
      guard !selection.refuseWhileTransitioning("Replacing the children") else { return }
      selection.replaceChildren(with: newValue)
    }
  }

  // MARK: Selection

  /// The index of the child shown; 0 when there are none.
  ///
  /// Setting it is ``setSelectedIndex(_:animated:)`` with animation.
  public var selectedIndex: Int {
    get { selection.selectedIndex }
    set { setSelectedIndex(newValue, animated: true) }
  }

  /// The child shown; `nil` when there are none.
  ///
  /// Setting it switches, animated, as ``selectedIndex`` does; a controller that is not a
  /// child, or `nil`, is ignored.
  public var selectedViewController: StageViewController? {
    get { selection.selected }
    set {
      guard let newValue, let index = selection.children.firstIndex(where: { $0 === newValue })
      else { return }
      setSelectedIndex(index, animated: true)
    }
  }

  /// Whether a switch is in flight.
  public var isTransitioning: Bool { selection.isTransitioning }

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
    let children = selection.children
    guard children.indices.contains(index) else { return }
    let controller = children[index]
    selection.select(
      controller, animated: animated, change: "Switch to <\(controller.logName)>"
    ) { [self] from, to in
      guard let delegate else { return (nil, nil) }
      let log = ancestorWindow?.eventLog
      log?.record(
        .delegate,
        "containerViewController(animationControllerForTransitionFrom: \(from.logName), "
          + "to: \(to.logName))")
      guard
        let animator = delegate.containerViewController(
          self, animationControllerForTransitionFrom: from, to: to)
      else { return (nil, nil) }
      log?.record(.delegate, "containerViewController(interactionControllerFor:)")
      return (animator, delegate.containerViewController(self, interactionControllerFor: animator))
    }
  }

  // MARK: View and appearance

  open override func loadView() {
    view = selection.makeRootView(size: preferredScreenSize)
  }

  /// Forwards to the child shown (call `super` when overriding).
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    selection.core.containerAppearanceWillBegin(true, animated: animated)
  }

  /// Forwards to the child shown (call `super` when overriding).
  ///
  /// - Parameter animated: Whether the appearance was animated.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    selection.core.containerAppearanceDidEnd()
  }

  /// Forwards to the child shown (call `super` when overriding).
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    selection.core.containerAppearanceWillBegin(false, animated: animated)
  }

  /// Forwards to the child shown (call `super` when overriding).
  ///
  /// - Parameter animated: Whether the disappearance was animated.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    selection.core.containerAppearanceDidEnd()
  }
}
