import Foundation
import Transit

/// The twin of `UINavigationController`: a stack of controllers with push and pop
/// transitions, custom ones from a weakly held delegate.
///
/// It follows UIKit's order of events (docs/uikit-behaviour.md#b1-2 rows 1–4): the incoming
/// view loads first; the stack already shows the change when the "will" callbacks run;
/// the outgoing view leaves the container when the transition completes (docs/design.md#r1); a
/// cancelled transition removes the incoming view and restores the stack, with the
/// appearance callbacks of a cancel. Pushing or popping while a transition runs is what
/// UIKit warns about ("nested push animation …"); the stage reports it and ignores the
/// request.
@MainActor
open class StageNavigationController: StageViewController {
  /// The stack, root first.
  public private(set) var viewControllers: [StageViewController] = []
  /// Supplies custom animators; weak, as in UIKit.
  public weak var delegate: (any StageNavigationControllerDelegate)?

  /// The view transitions happen in (UIKit's `UINavigationTransitionView`).
  public let transitionView = StageView()

  /// The transition in flight, if any.
  private var currentTransition: StageTransition?

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The navigation controller's own toolbar at the bottom of its view, as
  /// `UINavigationController.toolbar`: shown when ``isToolbarHidden`` is `false` and the
  /// top controller does not ask to hide it (``StageViewController/hidesBottomBarWhenPushed``).
  public private(set) lazy var toolbar: StageToolbar! = StageToolbar()

  /// Whether the toolbar is hidden, as `UINavigationController.isToolbarHidden`; `true` by
  /// default, as in UIKit.
  public var isToolbarHidden = true {
    didSet { updateToolbar() }
  }

  /// The back swipe's target and first delegate (UIKit's private
  /// `_UINavigationInteractiveTransition`).
  private lazy var interactiveTransition = StageNavigationInteractiveTransition(
    navigationController: self)

  /// Whether the pop being set up was begun by the back swipe.
  private var backSwipeIsPopping = false

  /// The back swipe, as `UINavigationController.interactivePopGestureRecognizer`: a
  /// screen-edge pan from the leading edge, on the navigation controller's view once it
  /// loads, that pops the top screen. It begins only when there is something to pop and no
  /// transition is in flight (its first delegate's rule); set ``StageGestureRecognizer/isEnabled``
  /// to turn it off, or its delegate to decide yourself. It drives the system's pop from
  /// the finger; with a custom animator from the delegate, the delegate's interaction
  /// controller drives the pop, and without one the pop plays by itself.
  public private(set) lazy var interactivePopGestureRecognizer: StageGestureRecognizer? = {
    let edgePan = StageScreenEdgePanGestureRecognizer()
    edgePan.edges = .left
    edgePan.delegate = interactiveTransition
    edgePan.addTarget { [weak self] recognizer in
      guard let self else { return }
      self.backSwipeIsPopping = recognizer.state == .began
      defer { self.backSwipeIsPopping = false }
      self.interactiveTransition.handle(recognizer)
    }
    return edgePan
  }()

  /// Creates a navigation controller with a root controller.
  ///
  /// - Parameter rootViewController: The bottom of the stack.
  public init(rootViewController: StageViewController) {
    super.init(nibName: nil, bundle: nil)
    addChild(rootViewController)
    viewControllers = [rootViewController]
    rootViewController.didMove(toParent: self)
  }

  /// Creates a navigation controller from a storyboard or nib archive, as UIKit's required
  /// initializer; the stage reads nothing from the coder, so the stack starts empty.
  ///
  /// - Parameter coder: The archive's decoder (unread).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controller on top of the stack.
  public var topViewController: StageViewController? { viewControllers.last }

  /// The controller shown: what the navigation controller presents, else the top one.
  public var visibleViewController: StageViewController? {
    presentedViewController ?? topViewController
  }

  /// Whether a transition is in flight.
  public var isTransitioning: Bool { currentTransition != nil }

  /// The bar showing the top controller's title, outside the transition's container.
  public let navigationBar = StageNavigationBar()

  /// Whether the navigation bar is hidden, as `isNavigationBarHidden`. A difference from
  /// UIKit, documented: the stage hides it by default (UIKit shows it), because the stage
  /// drew no bar before it had one, and what its tests measure and render stays as it was;
  /// show it to watch its titles follow a transition.
  public var isNavigationBarHidden = true {
    didSet {
      guard oldValue != isNavigationBarHidden else { return }
      navigationBar.isHidden = isNavigationBarHidden
      navigationBar.show(isNavigationBarHidden ? nil : topViewController?.navigationItem)
    }
  }

  open override func loadView() {
    let root = StageView(frame: CGRect(origin: .zero, size: preferredScreenSize))
    root.backgroundColor = .systemBackground
    transitionView.frame = root.bounds
    transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    transitionView.accessibilityIdentifier = "navigation transition view"
    root.addSubview(transitionView)
    navigationBar.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: 44)
    root.addSubview(navigationBar)
    navigationBar.isHidden = isNavigationBarHidden
    if !isNavigationBarHidden { navigationBar.show(topViewController?.navigationItem) }
    if let backSwipe = interactivePopGestureRecognizer { root.addGestureRecognizer(backSwipe) }
    view = root
    root.addSubview(toolbar)
    updateToolbar()
    if let top = topViewController {
      top.view.frame = transitionView.bounds
      transitionView.addSubview(top.view)
    }
  }

  // MARK: Push and pop

  /// Pushes a controller, animated by the delegate's animator or the system slide.
  ///
  /// Pushing a controller already in the stack is an error in UIKit (an exception); the
  /// stage reports UIKit's message and ignores it.
  ///
  /// - Parameters:
  ///   - viewController: The controller.
  ///   - animated: Whether to animate.
  public func pushViewController(_ viewController: StageViewController, animated: Bool) {
    guard !refuseNested("push"), !refuseUnfit([viewController]) else { return }
    guard !viewControllers.contains(where: { $0 === viewController }) else {
      warn(
        "<\(logName)> is pushing the same view controller instance (<\(viewController.logName)>) "
          + "more than once which is not supported and is most likely an error in the application")
      return
    }
    guard let from = topViewController else {
      setViewControllers([viewController], animated: false)
      return
    }
    addChild(viewController)
    let old = viewControllers
    viewControllers.append(viewController)
    transition(
      from: from, to: viewController, operation: .push, animated: animated, oldStack: old,
      removed: [])
  }

  /// Pops the top controller.
  ///
  /// - Parameter animated: Whether to animate.
  /// - Returns: The popped controller, or `nil` at the root.
  @discardableResult
  public func popViewController(animated: Bool) -> StageViewController? {
    guard viewControllers.count > 1 else { return nil }
    return popToViewController(viewControllers[viewControllers.count - 2], animated: animated)?
      .first
  }

  /// Pops every controller above the root.
  ///
  /// - Parameter animated: Whether to animate.
  /// - Returns: The popped controllers, or `nil` when only the root is there.
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [StageViewController]? {
    guard let root = viewControllers.first, viewControllers.count > 1 else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops every controller above one in the stack. The controllers between the top and
  /// the target get no appearance callbacks: they were never on screen.
  ///
  /// - Parameters:
  ///   - viewController: A controller in the stack.
  ///   - animated: Whether to animate.
  /// - Returns: The popped controllers, top last, or `nil` when it is not in the stack.
  @discardableResult
  public func popToViewController(_ viewController: StageViewController, animated: Bool)
    -> [StageViewController]?
  {
    guard !refuseNested("pop"),
      let index = viewControllers.firstIndex(where: { $0 === viewController }),
      index < viewControllers.count - 1, let from = topViewController
    else { return nil }
    let old = viewControllers
    let popped = Array(viewControllers[(index + 1)...])
    viewControllers.removeSubrange((index + 1)...)
    for controller in popped { controller.willMove(toParent: nil) }
    transition(
      from: from, to: viewController, operation: .pop, animated: animated, oldStack: old,
      removed: popped)
    return popped
  }

  /// Replaces the stack: one transition between the old top and the new top (push when the
  /// new top was not in the stack, pop when it was below the top, none when it is the top).
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, root first; an empty list is ignored.
  ///   - animated: Whether to animate.
  public func setViewControllers(_ viewControllers: [StageViewController], animated: Bool) {
    guard !refuseNested("set"), !refuseUnfit(viewControllers), let newTop = viewControllers.last
    else { return }
    let old = self.viewControllers
    let removed = old.filter { controller in !viewControllers.contains { $0 === controller } }
    for controller in viewControllers where controller.parent !== self {
      addChild(controller)
    }
    for controller in removed { controller.willMove(toParent: nil) }
    self.viewControllers = viewControllers
    guard let oldTop = old.last, oldTop !== newTop else {
      finishReplacing(removed: removed)
      return
    }
    let operation: StageNavigationController.Operation =
      old.contains { $0 === newTop } ? .pop : .push
    transition(
      from: oldTop, to: newTop, operation: operation, animated: animated, oldStack: old,
      removed: removed)
  }

  // MARK: Transition

  /// Reports and refuses controllers UIKit raises an exception for: this navigation
  /// controller or one of its ancestors (a parent cycle), one listed twice, or one that is
  /// another container's child.
  private func refuseUnfit(_ controllers: [StageViewController]) -> Bool {
    var ancestors: [StageViewController] = []
    var next: StageViewController? = self
    while let current = next {
      ancestors.append(current)
      next = current.parent
    }
    for (index, controller) in controllers.enumerated() {
      if ancestors.contains(where: { $0 === controller }) {
        warn(
          "<\(logName)> cannot hold <\(controller.logName)>: it is the navigation controller "
            + "itself or one of its ancestors; the change is ignored")
        return true
      }
      if controllers[..<index].contains(where: { $0 === controller }) {
        warn(
          "All view controllers in a navigation controller must be distinct "
            + "(<\(controller.logName)> is listed twice); the change is ignored")
        return true
      }
      if let parent = controller.parent, parent !== self {
        warn(
          "<\(controller.logName)> should have parent view controller (null) but actual parent "
            + "is <\(parent.logName)>; remove it from there first; the change is ignored")
        return true
      }
    }
    return false
  }

  private func refuseNested(_ verb: String) -> Bool {
    guard currentTransition != nil else { return false }
    warn("nested \(verb) animation can result in corrupted navigation bar")
    return true
  }

  private func finishReplacing(removed: [StageViewController]) {
    for controller in removed {
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    for controller in viewControllers where controller.parent === self {
      if controller !== viewControllers.last { controller.viewIfLoaded?.removeFromSuperview() }
    }
  }

  private func transition(
    from: StageViewController, to: StageViewController,
    operation: StageNavigationController.Operation,
    animated: Bool, oldStack: [StageViewController], removed: [StageViewController]
  ) {
    let log = ancestorWindow?.eventLog
    let toView: StageView = to.view  // loads the incoming view first, as UIKit does
    let fromView: StageView = from.view
    let container = transitionView
    let onScreen = isViewLoaded && view.window != nil && isVisible

    var animator: (any StageViewControllerAnimatedTransitioning)?
    var interaction: (any StageViewControllerInteractiveTransitioning)?
    if animated && onScreen, let delegate {
      log?.record(.delegate, "navigationController(animationControllerFor: \(operation))")
      animator = delegate.navigationController(
        self, animationControllerFor: operation, from: from, to: to)
      if let animator {
        log?.record(.delegate, "navigationController(interactionControllerFor:)")
        interaction = delegate.navigationController(self, interactionControllerFor: animator)
      }
    }
    if animated && onScreen && animator == nil && backSwipeIsPopping && operation == .pop {
      interaction = interactiveTransition  // the system's pop follows the finger
    }
    if let delegate {
      log?.record(.delegate, "navigationController(willShow: \(to.logName))")
      delegate.navigationController(self, willShow: to, animated: animated)
    }

    // Appearance: the outgoing controller's "will" first, then the incoming one's.
    let beginAppearance = {
      guard onScreen else { return }
      from.isMovingFromParent = operation == .pop
      to.isMovingToParent = operation == .push
      StageAppearanceOrder.begin(in: .navigation, incoming: to, outgoing: from, animated: animated)
    }

    let bar = bottomBarChange(from: from, to: to, oldStack: oldStack)
    let finish: @MainActor (Bool) -> Void = { [weak self] didComplete in
      bar?.end(didComplete: didComplete)
      guard let self else { return }
      defer { self.updateToolbar() }  // the toolbar follows the screen on top now
      self.currentTransition = nil
      if didComplete {
        if onScreen { StageAppearanceOrder.complete(incoming: to, outgoing: from) }
        from.isMovingFromParent = false
        to.isMovingToParent = false
        for controller in removed { controller.removeFromParent() }
        if operation == .push { to.didMove(toParent: self) }
        self.finishReplacing(removed: [])
        if let delegate = self.delegate {
          log?.record(.delegate, "navigationController(didShow: \(to.logName))")
          delegate.navigationController(self, didShow: to, animated: animated)
        }
      } else {
        // A cancel: the incoming controller disappears again, the outgoing one reappears.
        self.viewControllers = oldStack
        if onScreen {
          // The navigation controller covered or switched away from since the pop began
          // keeps the controller it goes back to off screen too.
          StageAppearanceOrder.cancel(
            incoming: to, outgoing: from,
            backOnScreen: self.isVisible && self.viewIfLoaded?.window != nil)
        }
        from.isMovingFromParent = false
        to.isMovingToParent = false
        if operation == .push { to.removeFromParent() }
      }
    }

    guard animated && onScreen else {
      if !onScreen {
        StageViewController.balanceAppearance(outgoing: from, incoming: to, in: self)
      }
      beginAppearance()
      toView.frame = container.bounds
      container.addSubview(toView)
      fromView.removeFromSuperview()
      if isViewLoaded, !isNavigationBarHidden { navigationBar.show(to.navigationItem) }
      finish(true)
      return
    }

    let transition = StageTransition.betweenChildren(
      in: container, from: from, to: to,
      animator: animator ?? StageSystemAnimator(operation == .pop ? .pop : .push),
      interaction: interaction, owner: self, log: log, finish: finish)
    currentTransition = transition
    // UIKit's own slide carries the bar inside the screen it leaves or comes back with.
    if animator == nil { bar?.lend(fromView: fromView, toView: toView, container: container) }
    if !isNavigationBarHidden {
      navigationBar.transition(
        from: from.navigationItem, to: to.navigationItem, along: transition.coordinator)
    }
    // The coordinator exists before the "will" callbacks, so they can animate alongside.
    beginAppearance()
    transition.start()
  }
}
