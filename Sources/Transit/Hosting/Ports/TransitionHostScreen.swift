/// A view controller as the engine's installer handles it: the members `UIViewController`
/// and the stage's `StageViewController` already have, under UIKit's names.
///
/// With it, the installer's navigation and presentation plumbing
/// (``TransitionInstaller/pushScreen(_:)``, ``TransitionInstaller/topScreen``, …) is
/// written once, by the engine; a host's controller class conforms with an empty
/// extension.
///
/// ```swift
/// extension UIViewController: TransitionHostScreen {}
/// extension UINavigationController: TransitionHostNavigationController {}
/// ```
@MainActor
public protocol TransitionHostScreen: TransitionHostAppearanceReceiver {
  /// The host's view controller class (`UIViewController`, `StageViewController`).
  associatedtype Screen: TransitionHostScreen where Screen.Screen == Screen
  /// The host's view class.
  associatedtype View: TransitionHostView
  /// The host's navigation controller class.
  associatedtype
    NavigationController: TransitionHostNavigationController
        & TransitionHostDelegatingContainer
  where NavigationController.Screen == Screen
  /// What `transitionCoordinator` is on this host.
  associatedtype TransitionCoordinator
  /// The host's tab bar controller class.
  associatedtype
    TabBarController: TransitionHostTabBarController
        & TransitionHostDelegatingContainer
  /// The host's modal presentation styles (`UIModalPresentationStyle`).
  associatedtype ModalPresentationStyle: TransitionHostModalPresentationStyle
  /// The host's presentation controller class.
  associatedtype PresentationController: TransitionHostAdaptivePresentationController
  /// The host's transitioning delegate protocol, as an existential
  /// (`any UIViewControllerTransitioningDelegate`).
  associatedtype TransitioningDelegate

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The controller's view, loaded on first use (UIKit's `view`, an implicitly unwrapped
  /// optional there, so the requirement is spelled the same).
  var view: View! { get }
  /// The controller's view if it is loaded, without loading it.
  var viewIfLoaded: View? { get }
  /// The container controller this one is a child of.
  var parent: Screen? { get }
  /// The controller that presented this one.
  var presentingViewController: Screen? { get }
  /// The controller this one presents, or that its presentation context presents.
  var presentedViewController: Screen? { get }
  /// The nearest navigation controller around this one.
  var navigationController: NavigationController? { get }
  /// The nearest tab bar controller around this one.
  var tabBarController: TabBarController? { get }
  /// Whether the bottom bar hides while this controller is on top of a navigation stack.
  var hidesBottomBarWhenPushed: Bool { get }
  /// The coordinator of the transition this controller is in, if any.
  var transitionCoordinator: TransitionCoordinator? { get }
  /// Whether the controller is being dismissed, by itself or with a controller it presented
  /// (a dismissal from lower in the chain).
  var isBeingDismissed: Bool { get }
  /// Whether the controller refuses a dismissal by the user.
  var isModalInPresentation: Bool { get }
  /// The presentation controller managing the controller's presentation, if it is
  /// presented.
  var presentationController: PresentationController? { get }
  /// How the controller is shown when presented.
  var modalPresentationStyle: ModalPresentationStyle { get set }
  /// What supplies the animators of the controller's presentation and dismissal (held
  /// weakly).
  var transitioningDelegate: TransitioningDelegate? { get set }

  /// Presents a controller modally.
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: The controller to present.
  ///   - flag: Whether the presentation animates.
  ///   - completion: Runs once the presentation has completed.
  func present(_ viewControllerToPresent: Screen, animated flag: Bool, completion: (() -> Void)?)

  /// Dismisses what the controller presented, or the controller if it was presented.
  ///
  /// - Parameters:
  ///   - flag: Whether the dismissal animates.
  ///   - completion: Runs once the dismissal has completed.
  func dismiss(animated flag: Bool, completion: (() -> Void)?)
}

/// A host's modal presentation style (`UIModalPresentationStyle`), as the engine sets it
/// and names it in diagnostics.
public protocol TransitionHostModalPresentationStyle {
  /// The host's style for one the engine asks for.
  ///
  /// - Parameter style: The engine's style.
  init(_ style: ModalPresentationStyle)

  /// The style's name as the host spells it (`pageSheet`); `nil` for the platform's
  /// default, which an app did not choose.
  var transitName: String? { get }
}

/// A navigation controller as the engine's installer handles it: the members
/// `UINavigationController` and the stage's `StageNavigationController` already have.
@MainActor
public protocol TransitionHostNavigationController: AnyObject {
  /// The host's view controller class.
  associatedtype Screen: AnyObject
  /// The host's gesture recognizer class.
  associatedtype Recognizer: AnyObject
  /// The host's toolbar class.
  associatedtype Toolbar: AnyObject

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The navigation controller's own toolbar (`toolbar`, an implicitly unwrapped optional
  /// in UIKit).
  var toolbar: Toolbar! { get }
  /// Whether the toolbar is hidden (`isToolbarHidden`), whatever the screen on top asks.
  var isToolbarHidden: Bool { get }
  /// The stack, bottom first.
  var viewControllers: [Screen] { get }
  /// The screen on top of the stack.
  var topViewController: Screen? { get }
  /// The system's back swipe.
  var interactivePopGestureRecognizer: Recognizer? { get }

  /// Pushes a screen.
  ///
  /// - Parameters:
  ///   - viewController: The screen.
  ///   - animated: Whether the push animates.
  func pushViewController(_ viewController: Screen, animated: Bool)

  /// Pops the top screen.
  ///
  /// - Parameter animated: Whether the pop animates.
  /// - Returns: The popped screen.
  func popViewController(animated: Bool) -> Screen?
}

/// A tab bar controller as the engine handles it: its bar, as `UITabBarController` and the
/// stage's `StageTabBarController` have it.
@MainActor
public protocol TransitionHostTabBarController: AnyObject {
  /// The host's tab bar class.
  associatedtype TabBar: AnyObject
  /// The host's view controller class.
  associatedtype Screen: AnyObject

  /// The bar of tabs at the bottom.
  var tabBar: TabBar { get }
  /// The tabs' screens, in order.
  var viewControllers: [Screen]? { get }
  /// The index of the tab shown; setting it selects a tab as code does, telling no
  /// delegate.
  var selectedIndex: Int { get set }
  /// The tab shown.
  var selectedViewController: Screen? { get }
}

/// A custom container that shows one child at a time, as TransitUIKit's
/// `TransitContainerViewController` spells it (the same source on the stage).
@MainActor
public protocol TransitionHostChildContainer: TransitionHostDelegatingContainer {
  /// The host's view controller class.
  associatedtype Screen: AnyObject

  /// The children, in order.
  var viewControllers: [Screen] { get }
  /// The index of the child shown.
  var selectedIndex: Int { get }

  /// Shows a child.
  ///
  /// - Parameters:
  ///   - index: The child's index.
  ///   - animated: Whether the switch animates.
  func setSelectedIndex(_ index: Int, animated: Bool)
}
