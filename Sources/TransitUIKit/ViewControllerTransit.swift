#if canImport(UIKit)
  import Transit
  import UIKit

  /// A view controller's Transit installer, as `viewController.transit`: it installs
  /// itself as the delegate Transit needs and is owned by the controller (an associated
  /// object), so the weak-delegate trap (rule 6: `navigationController.delegate =
  /// SomeDelegate()` does nothing) cannot happen.
  ///
  /// ```swift
  /// navigationController.transit.push(detail, using: .push(.left))
  /// tabBarController.transit.transition = .slide
  /// home.transit.present(sheet, using: .card(topInset: 40))
  /// ```
  ///
  /// The same spelling works on the headless stage (`StageTransit`).
  @MainActor
  public final class ViewControllerTransit: NSObject {
    /// The installer's logic: the engine's, the same as on the stage.
    typealias Core = TransitionInstallerCore<
      UIViewController, UIGestureRecognizer, UIKitTransitionHostContext
    >

    /// The controller it belongs to (which owns it).
    public unowned let viewController: UIViewController

    /// What it decides: the transitions remembered, the animator in flight, the gestures.
    let core = Core()
    /// The targets of the recognizers installed (a recognizer does not keep its target).
    var gestureTargets: [GestureTarget] = []

    /// The transition this controller plays for the screens it shows: pushes and pops of a
    /// navigation controller, switches of a tab bar controller or Transit container. `nil`
    /// leaves UIKit's own animation. Setting it installs this object as the delegate.
    public var transition: Transition? {
      get { core.defaultTransition }
      set {
        core.defaultTransition = newValue
        installAsDelegate()
      }
    }

    /// A navigation delegate of your own that still hears about the navigation
    /// controller's other events (`willShow`, `didShow`); held weakly, as UIKit holds
    /// delegates.
    public weak var navigationDelegate: (any UINavigationControllerDelegate)?
    /// A tab bar delegate of your own, for `shouldSelect` / `didSelect`; held weakly.
    public weak var tabBarDelegate: (any UITabBarControllerDelegate)?

    init(viewController: UIViewController) {
      self.viewController = viewController
      super.init()
    }

    // MARK: - Navigation

    /// Pushes a screen with a transition; popping it later plays the same transition back.
    ///
    /// Called on a controller inside a navigation controller, it pushes on that one.
    ///
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - transition: The transition.
    public func push(_ screen: UIViewController, using transition: Transition) {
      guard let navigation = navigationController else { return }
      navigation.transit.core.registry.remember(transition, for: screen)
      navigation.transit.installAsDelegate()
      navigation.pushViewController(screen, animated: true)
    }

    /// Pops the top screen, with the transition it was pushed with, this one, or the
    /// transition given.
    ///
    /// - Parameter transition: The transition to play instead; `nil` uses the remembered
    ///   one.
    /// - Returns: The popped screen.
    @discardableResult
    public func pop(using transition: Transition? = nil) -> UIViewController? {
      guard let navigation = navigationController, let top = navigation.topViewController else {
        return nil
      }
      if let transition { navigation.transit.core.registry.remember(transition, for: top) }
      navigation.transit.installAsDelegate()
      return navigation.popViewController(animated: true)
    }

    private var navigationController: UINavigationController? {
      (viewController as? UINavigationController) ?? viewController.navigationController
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
      _ screen: UIViewController, using transition: Transition,
      completion: (@MainActor () -> Void)? = nil
    ) {
      let installer = screen.transit
      installer.core.presentation = transition
      screen.modalPresentationStyle = UIModalPresentationStyle(
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
      case let navigation as UINavigationController:
        if navigation.delegate !== self { navigation.delegate = self }
        installBackSwipe(on: navigation)
      case let tabBar as UITabBarController:
        if tabBar.delegate !== self { tabBar.delegate = self }
        installSwipeBetweenChildren(on: tabBar, in: .tab)
      case let container as TransitContainerViewController:
        if container.delegate !== self { container.delegate = self }
        installSwipeBetweenChildren(on: container, in: .container)
      default: break
      }
    }

    /// Transit's animator for a delegate's request, if a transition applies.
    func animator(for request: TransitionRequest<UIViewController>)
      -> (any UIViewControllerAnimatedTransitioning)?
    {
      core.animator(for: request).map(TransitAnimator.init(core:))
    }

    /// The interaction controller for an animator: itself, only while a gesture starts the
    /// transition (rule 8).
    func interactionController(for animator: any UIViewControllerAnimatedTransitioning)
      -> (any UIViewControllerInteractiveTransitioning)?
    {
      let animator = animator as? TransitAnimator
      return core.isInteractive(animator?.core) ? animator : nil
    }
  }

  extension UIModalPresentationStyle {
    /// UIKit's style for the engine's.
    init(_ style: ModalPresentationStyle) {
      switch style {
      case .fullScreen: self = .fullScreen
      case .overFullScreen: self = .overFullScreen
      case .custom: self = .custom
      }
    }
  }
#endif
