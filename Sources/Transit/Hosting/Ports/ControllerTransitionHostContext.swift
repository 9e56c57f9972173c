import Foundation

/// A host context whose transition context knows the two screens as view controllers, as
/// UIKit's and the stage's do: it answers three questions in the host's terms, and the
/// scene's screens, the incoming screen's final frame and the bottom bar follow, written
/// once by the engine.
@MainActor
public protocol ControllerTransitionHostContext: TransitionHostContext {
  /// The host's view controller class.
  associatedtype Screen: TransitionHostScreen where Screen.View == View, Screen.Screen == Screen

  /// The view the host's context gives for a side (`view(forKey:)`); `nil` when it
  /// withholds it.
  ///
  /// - Parameter side: The side.
  /// - Returns: The view, or `nil`.
  func contextView(on side: SceneElement.Side) -> View?

  /// The controller on a side (`viewController(forKey:)`).
  ///
  /// - Parameter side: The side.
  /// - Returns: The controller, or `nil`.
  func contextViewController(on side: SceneElement.Side) -> Screen?

  /// Where a controller's view ends (`finalFrame(for:)`).
  ///
  /// - Parameter screen: The controller.
  /// - Returns: The frame, in the container's coordinates.
  func finalFrame(for screen: Screen) -> CGRect
}

extension ControllerTransitionHostContext {
  /// The dimming view of the Transit presentation controller presenting the screen on a
  /// side. Only that screen's controller is asked: UIKit creates a presentation controller
  /// for a controller not yet presented when its `presentationController` is read, and the
  /// screen on the other side may be presented with dimming of its own, which stays.
  ///
  /// - Parameter side: The presented screen's side.
  /// - Returns: Its presentation's dimming view, or `nil`.
  public func presentationDimmingView(presentedOn side: SceneElement.Side) -> View? {
    let controller = contextViewController(on: side)?.presentationController
    return (controller as? any TransitionHostPresentationController)?.dimmingView as? View
  }

  /// The outgoing screen's view: the context's, or else its controller's.
  public var fromView: View? { contextView(on: .from) ?? contextViewController(on: .from)?.view }

  /// The incoming screen's view: the context's, or else its controller's.
  public var toView: View? { contextView(on: .to) ?? contextViewController(on: .to)?.view }

  /// Whether the context gives no view for a side, but its controller has one.
  ///
  /// - Parameter side: The side.
  /// - Returns: Whether its view was found only on its controller.
  public func isWithheld(_ side: SceneElement.Side) -> Bool {
    contextView(on: side) == nil && contextViewController(on: side)?.view != nil
  }

  /// Where the incoming controller's view ends; `.zero` without one.
  public var toFinalFrame: CGRect { contextViewController(on: .to).map(finalFrame(for:)) ?? .zero }

  /// The bar at the bottom a push or pop hides or brings back: the navigation
  /// controller's own toolbar when it shows one (`isToolbarHidden` false), else the tab bar
  /// of the tab bar controller around it.
  public var bottomBar: View? {
    guard let navigationController else { return nil }
    if !navigationController.isToolbarHidden { return navigationController.toolbar as? View }
    return (navigationController as? Screen)?.tabBarController?.tabBar as? View
  }

  /// What asks to hide the bottom bar while a side's controller is on top: for the toolbar,
  /// that controller's `hidesBottomBarWhenPushed` alone (Apple: "The value of this property
  /// on the topmost view controller determines whether the toolbar is visible"); for a tab
  /// bar, each controller's from the root of the stack up to it.
  ///
  /// - Parameter side: The side.
  /// - Returns: The requests; empty outside a push or pop.
  public func bottomBarRequests(upTo side: SceneElement.Side) -> [Bool] {
    guard let navigationController, let screen = contextViewController(on: side) else {
      return []
    }
    if !navigationController.isToolbarHidden { return [screen.hidesBottomBarWhenPushed] }
    let stack = navigationController.viewControllers
    let below = stack.firstIndex { $0 === screen }.map { Array(stack[...$0]) }
    return (below ?? stack + [screen]).map(\.hidesBottomBarWhenPushed)
  }

  /// Whether the bar is still the transition's when it ends: the navigation controller's
  /// toolbar always; the tab bar while the navigation controller is still the tab selected.
  public var bottomBarFollowsTransition: Bool {
    guard let navigationController, navigationController.isToolbarHidden,
      let tabs = (navigationController as? Screen)?.tabBarController
    else { return true }
    return tabs.selectedViewController === navigationController
  }

  /// The navigation controller whose push or pop this is: the incoming controller's
  /// parent, which is in its stack in both.
  private var navigationController: Screen.NavigationController? {
    contextViewController(on: .to)?.parent as? Screen.NavigationController
  }
}
