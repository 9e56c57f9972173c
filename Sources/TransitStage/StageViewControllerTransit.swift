import Foundation
import StageKit
import Transit

/// A view controller's Transit installer, as `viewController.transit`: it installs itself
/// as the delegate Transit needs and is owned by the controller, so the weak-delegate trap
/// (rule 6: `navigationController.delegate = SomeDelegate()` does nothing) cannot happen.
///
/// ```swift
/// navigationController.transit.push(detail, using: .push(.left))
/// tabBarController.transit.transition = .slide
/// home.transit.present(sheet, using: .card(topInset: 40))
/// ```
///
/// The same spelling works with `TransitUIKit` on iOS.
@MainActor
public final class StageViewControllerTransit {
  /// The installer's logic: the engine's, the same as on iOS.
  typealias Core = TransitionInstallerCore<
    StageViewController, StageGestureRecognizer, StageTransitionHostContext
  >

  /// The controller it belongs to (which owns it).
  public unowned let viewController: StageViewController

  /// What it decides: the transitions remembered, the animator in flight, the gestures.
  let core = Core()

  /// The transition this controller plays for the screens it shows: pushes and pops of a
  /// navigation controller, switches of a tab bar or custom container. `nil` leaves the
  /// stage's own (system) animation. Setting it installs this object as the delegate.
  public var transition: Transition? {
    get { core.defaultTransition }
    set {
      core.defaultTransition = newValue
      installAsDelegate()
    }
  }

  /// A delegate of your own that still hears about the container's other events
  /// (`willShow`, `didShow`, `shouldSelect`, `didSelect`); held weakly, as UIKit holds
  /// delegates.
  public weak var navigationDelegate: (any StageNavigationControllerDelegate)?
  /// A tab bar delegate of your own, for `shouldSelect` / `didSelect`; held weakly.
  public weak var tabBarDelegate: (any StageTabBarControllerDelegate)?

  init(viewController: StageViewController) {
    self.viewController = viewController
  }

  // MARK: - Navigation

  /// Pushes a screen with a transition; popping it later plays the same transition back.
  ///
  /// Called on a controller inside a navigation controller, it pushes on that one.
  ///
  /// - Parameters:
  ///   - screen: The screen to push.
  ///   - transition: The transition.
  public func push(_ screen: StageViewController, using transition: Transition) {
    guard let navigation = navigationController else { return }
    navigation.transit.core.registry.remember(transition, for: screen)
    navigation.transit.installAsDelegate()
    navigation.pushViewController(screen, animated: true)
  }

  /// Pops the top screen, with the transition it was pushed with, this one, or the
  /// transition given.
  ///
  /// - Parameter transition: The transition to play instead; `nil` uses the remembered one.
  /// - Returns: The popped screen.
  @discardableResult
  public func pop(using transition: Transition? = nil) -> StageViewController? {
    guard let navigation = navigationController, let top = navigation.topViewController else {
      return nil
    }
    if let transition { navigation.transit.core.registry.remember(transition, for: top) }
    navigation.transit.installAsDelegate()
    return navigation.popViewController(animated: true)
  }

  private var navigationController: StageNavigationController? {
    (viewController as? StageNavigationController) ?? viewController.navigationController
  }

  // MARK: - Modal

  /// Presents a screen with a transition, and its presentation when it has one (a card
  /// asks for a custom one); dismissing it plays the transition back.
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - transition: The transition.
  ///   - completion: Runs when the presentation ends.
  public func present(
    _ screen: StageViewController, using transition: Transition,
    completion: (@MainActor () -> Void)? = nil
  ) {
    let installer = screen.transit
    installer.core.presentation = transition
    screen.modalPresentationStyle = StageModalPresentationStyle(
      Core.presentationStyle(for: transition))
    screen.transitioningDelegate = installer
    viewController.present(screen, animated: true, completion: completion)
  }

  /// Dismisses the screen this controller presented (or this controller, if it was
  /// presented), playing its presentation back.
  ///
  /// - Parameter completion: Runs when the dismissal ends.
  public func dismiss(completion: (@MainActor () -> Void)? = nil) {
    viewController.dismiss(animated: true, completion: completion)
  }

  // MARK: - Installing

  /// Becomes the delegate of the container this controller is, with the container's
  /// gestures.
  func installAsDelegate() {
    switch viewController {
    case let navigation as StageNavigationController:
      if navigation.delegate !== self { navigation.delegate = self }
      installBackSwipe(on: navigation)
    case let tabBar as StageTabBarController:
      if tabBar.delegate !== self { tabBar.delegate = self }
      installSwipeBetweenChildren(on: tabBar, in: .tab)
    case let container as StageContainerViewController:
      if container.delegate !== self { container.delegate = self }
      installSwipeBetweenChildren(on: container, in: .container)
    default: break
    }
  }

  /// Transit's animator for a delegate's request, if a transition applies.
  func animator(for request: TransitionRequest<StageViewController>)
    -> (any StageViewControllerAnimatedTransitioning)?
  {
    core.animator(for: request).map(StageTransitAnimator.init(core:))
  }

  /// The interaction controller for an animator: itself, only while a gesture starts the
  /// transition (rule 8).
  func interactionController(for animator: any StageViewControllerAnimatedTransitioning)
    -> (any StageViewControllerInteractiveTransitioning)?
  {
    let animator = animator as? StageTransitAnimator
    return core.isInteractive(animator?.core) ? animator : nil
  }
}

extension StageViewController {
  /// The controller's Transit installer: transitions for what it pushes, presents or
  /// switches to, owned by the controller.
  public var transit: StageViewControllerTransit {
    associatedObjects.value(for: StageViewControllerTransit.self) {
      StageViewControllerTransit(viewController: self)
    }
  }
}
