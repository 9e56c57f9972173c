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
    /// The controller it belongs to (which owns it).
    public unowned let viewController: UIViewController

    /// The transitions screens were shown with, and the default.
    var registry = TransitionRegistry<UIViewController>()

    /// The transition this controller plays for the screens it shows: pushes and pops of a
    /// navigation controller, switches of a tab bar controller. `nil` leaves UIKit's own
    /// animation. Setting it installs this object as the delegate.
    public var transition: Transition? {
      get { registry.defaultTransition }
      set {
        registry.defaultTransition = newValue
        installAsDelegate()
      }
    }

    /// A navigation delegate of your own that still hears about the navigation
    /// controller's other events (`willShow`, `didShow`); held weakly, as UIKit holds
    /// delegates.
    public weak var navigationDelegate: (any UINavigationControllerDelegate)?
    /// A tab bar delegate of your own, for `shouldSelect` / `didSelect`; held weakly.
    public weak var tabBarDelegate: (any UITabBarControllerDelegate)?

    /// The transition this controller was presented with, used again to dismiss it.
    var presentation: Transition?
    /// The gesture recognizers installed, by the interaction they serve, with their
    /// targets (a recognizer does not keep its target).
    var installedGestures: [String: (recognizer: UIGestureRecognizer, target: GestureTarget)] =
      [:]
    /// The animator of the transition this installer started last, while it is in flight:
    /// a gesture grabs it.
    weak var animatorInFlight: TransitAnimator?
    /// Whether the transition about to start is begun by a gesture.
    var gestureIsStarting = false
    /// Whether the gesture now in progress began or grabbed the transition in flight, so
    /// its later phases move it.
    var gestureDrives = false
    /// The neighbour a swipe between tabs chose when it began, and which way it went.
    var swipeChoice: GestureProgress.Direction?
    var swipeMovesLeft = false

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
      navigation.transit.registry.remember(transition, for: screen)
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
      if let transition { navigation.transit.registry.remember(transition, for: top) }
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
      installer.presentation = transition
      screen.modalPresentationStyle = transition.presentation == nil ? .fullScreen : .custom
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

    /// Becomes the delegate of the container this controller is.
    func installAsDelegate() {
      let swipes = registry.defaultTransition?.interactions.contains(.swipeBetweenTabs) ?? false
      switch viewController {
      case let navigation as UINavigationController:
        if navigation.delegate !== self { navigation.delegate = self }
        installBackSwipe(on: navigation)
      case let tabBar as UITabBarController:
        if tabBar.delegate !== self { tabBar.delegate = self }
        if swipes {
          installSwipeBetweenTabs(on: tabBar.view) { [unowned tabBar] index in
            guard index >= 0, index < (tabBar.viewControllers?.count ?? 0) else { return false }
            tabBar.selectedIndex = index
            return true
          }
        }
      case let container as TransitContainerViewController:
        if container.delegate !== self { container.delegate = self }
        if swipes {
          installSwipeBetweenTabs(on: container.view) { [unowned container] index in
            guard index >= 0, index < container.viewControllers.count else { return false }
            container.setSelectedIndex(index, animated: true)
            return true
          }
        }
      default: break
      }
    }

    /// The animator for an operation, if a transition applies; it starts driven when a
    /// gesture is beginning the transition.
    func animator(_ transition: Transition?, _ operation: TransitionOperation)
      -> (any UIViewControllerAnimatedTransitioning)?
    {
      guard let transition else { return nil }
      let animator = TransitAnimator(transition, operation: operation)
      animator.startsInteractively = gestureIsStarting
      animatorInFlight = animator
      return animator
    }

    /// The interaction controller for an animator: itself, only while a gesture starts the
    /// transition (rule 8).
    func interactionController(for animator: any UIViewControllerAnimatedTransitioning)
      -> (any UIViewControllerInteractiveTransitioning)?
    {
      guard let animator = animator as? TransitAnimator, animator.startsInteractively else {
        return nil
      }
      return animator
    }
  }
#endif
