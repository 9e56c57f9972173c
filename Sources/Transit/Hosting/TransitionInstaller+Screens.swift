// The installer's navigation and presentation plumbing, written once for every host whose
// view controllers are `TransitionHostScreen`s: each requirement in UIKit's terms.

extension TransitionInstaller
where
  Screen: TransitionHostScreen, Screen.Screen == Screen, Screen.View == Context.View,
  Screen.NavigationController.Recognizer == Recognizer
{
  /// The controller's view, loading it as UIKit's `view` does (a transition set before
  /// the controller is on screen still gets its gestures).
  public var controllerView: Context.View? { controller?.view }

  /// The navigation controller this installer's controller is, or is in.
  private var navigationController: Screen.NavigationController? {
    (controller as? Screen.NavigationController) ?? controller?.navigationController
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
    (controller as? Screen.NavigationController)?.interactivePopGestureRecognizer
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
    let owner = (navigationController as? Screen) ?? controller
    return owner?.transitionCoordinator != nil
  }

  /// Gives a screen the modal presentation style and transitioning delegate Transit
  /// presents it with (the host's ``presentScreen(_:style:transitioningDelegate:completion:)``
  /// then presents it).
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - style: Its modal presentation style.
  ///   - delegate: Its transitioning delegate.
  public static func prepareForPresentation(
    _ screen: Screen, style: ModalPresentationStyle, transitioningDelegate delegate: AnyObject
  ) {
    screen.modalPresentationStyle = Screen.ModalPresentationStyle(style)
    screen.transitioningDelegate = delegate as? Screen.TransitioningDelegate
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

  /// The controller's `isModalInPresentation`.
  public var isModalInPresentation: Bool { controller?.isModalInPresentation ?? false }

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
