// The installer's navigation and presentation plumbing, written once for every host whose
// view controllers are `TransitionHostScreen`s: each requirement in UIKit's terms.

extension TransitionInstaller
where
  Screen: TransitionHostScreen, Screen.Screen == Screen, Screen.View == Context.View,
  Screen.NavigationController.Recognizer == Recognizer
{
  /// The controller's view, loading it as UIKit's `view` does (a transition set before
  /// the controller is on screen still gets its gestures).
  public var controllerView: Context.View? { viewController?.view }

  /// The navigation controller this installer's controller is, or is in.
  private var navigationController: Screen.NavigationController? {
    (viewController as? Screen.NavigationController) ?? viewController?.navigationController
  }

  /// The installer of the navigation controller this installer's controller is, or is in.
  public var navigationInstaller: Self? {
    (navigationController as? Screen).map { Self.installer(of: $0) }
  }

  /// The navigation controller's top screen.
  public var topScreen: Screen? { navigationController?.topViewController }

  /// The navigation controller's screens, bottom first.
  public var stackedScreens: [Screen] { navigationController?.viewControllers ?? [] }

  /// The navigation controller's `interactivePopGestureRecognizer`, for an installer of a
  /// navigation controller.
  public var backSwipeRecognizer: Recognizer? {
    (viewController as? Screen.NavigationController)?.interactivePopGestureRecognizer
  }

  /// Pushes on the navigation controller, animated.
  ///
  /// - Parameter screen: The screen.
  public func pushScreen(_ screen: Screen) {
    navigationController?.pushViewController(screen, animated: true)
  }

  /// Pops from the navigation controller, animated.
  ///
  /// - Returns: The popped screen.
  public func popScreen() -> Screen? {
    navigationController?.popViewController(animated: true)
  }

  /// Whether the controller (or the navigation controller it pushes on) is in a
  /// transition: it has a transition coordinator.
  public var isTransitioning: Bool {
    let owner = (navigationController as? Screen) ?? viewController
    return owner?.transitionCoordinator != nil
  }

  /// The screen the controller's presentation context (its topmost container) presents.
  public var screenAlreadyPresented: Screen? {
    var context = viewController
    while let parent = context?.parent { context = parent }
    return context?.presentedViewController
  }

  /// Presents a screen, animated, with the modal presentation style and transitioning
  /// delegate Transit gives it.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - style: Its modal presentation style.
  ///   - delegate: Its transitioning delegate.
  ///   - completion: Runs when the presentation ends.
  public func presentScreen(
    _ screen: Screen, style: ModalPresentationStyle, transitioningDelegate delegate: AnyObject,
    completion: (@MainActor () -> Void)?
  ) {
    screen.modalPresentationStyle = Screen.ModalPresentationStyle(style)
    screen.transitioningDelegate = delegate as? Screen.TransitioningDelegate
    viewController?.present(screen, animated: true) { completion?() }
  }

  /// Dismisses, animated.
  ///
  /// - Parameter completion: Runs when the dismissal ends.
  public func dismissScreen(completion: (@MainActor () -> Void)?) {
    viewController?.dismiss(animated: true) { completion?() }
  }

  /// What tells the delegate of the controller's presentation controller.
  ///
  /// - Returns: The messenger, bound to the presentation controller the controller has now.
  public func presentationDelegateMessenger() -> UserDismissal.Messenger {
    let controller = viewController?.presentationController
    return { controller?.transitSendToDelegate($0) ?? true }
  }

  /// A screen's modal presentation style's name unless it is the platform's default, and
  /// its transitioning delegate.
  ///
  /// - Parameter screen: The screen about to be presented.
  /// - Returns: What the app had set.
  public static func presentationSettings(of screen: Screen)
    -> (style: String?, delegate: AnyObject?)
  {
    (
      screen.modalPresentationStyle.transitName,
      screen.transitioningDelegate.map { $0 as AnyObject }
    )
  }

  /// The container the controller is, whose delegate the installer becomes: a navigation
  /// controller, a tab bar controller or a custom container.
  public var delegatingContainer:
    (role: TransitionContainerRole, container: any TransitionHostDelegatingContainer)?
  {
    switch viewController {
    case let navigation as Screen.NavigationController: (.navigation, navigation)
    case let tabs as Screen.TabBarController: (.switching(.tab), tabs)
    case let container as ChildContainer: (.switching(.container), container)
    default: nil
    }
  }

  /// The selected index and the number of children of the tab bar controller or custom
  /// container the controller is.
  public var childSelection: (selected: Int?, count: Int) {
    switch viewController {
    case let tabs as Screen.TabBarController: (tabs.selectedIndex, tabs.viewControllers?.count ?? 0)
    case let container as ChildContainer: (container.selectedIndex, container.viewControllers.count)
    default: (nil, 0)
    }
  }

  /// Selects a child of the tab bar controller (in code, which tells no delegate: the
  /// engine tells the app's once a swipe's switch has finished) or custom container
  /// (animated) the controller is.
  ///
  /// - Parameter index: The child's index.
  /// - Returns: Whether the controller is one of the two.
  public func selectChild(at index: Int) -> Bool {
    switch viewController {
    case let tabs as Screen.TabBarController: tabs.selectedIndex = index
    case let container as ChildContainer: container.setSelectedIndex(index, animated: true)
    default: return false
    }
    return true
  }

  /// The controller's `isModalInPresentation`.
  public var isModalInPresentation: Bool { viewController?.isModalInPresentation ?? false }

  /// A screen's parent, or its presenter when it has none.
  ///
  /// - Parameter screen: The screen.
  /// - Returns: Its container.
  public static func container(of screen: Screen) -> Screen? {
    screen.parent ?? screen.presentingViewController
  }
}

extension TransitionInstaller {
  /// Whether a view is in a window: its `window` is set.
  ///
  /// - Parameter view: The view.
  /// - Returns: Whether it is.
  public static func isInWindow(_ view: Context.View) -> Bool { view.window != nil }
}
