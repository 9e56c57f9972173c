#if canImport(UIKit) || TRANSIT_STAGE
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  /// A view controller's Transit installer, as `viewController.transit`: it installs the
  /// delegates Transit needs and is owned by the controller, so the weak-delegate trap
  /// (docs/design.md#r6: `navigationController.delegate = SomeDelegate()` does nothing)
  /// cannot happen.
  ///
  /// ```swift
  /// navigationController.transit.push(detail, using: .push(.left))
  /// tabBarController.transit.transition = .slide
  /// home.transit.present(sheet, using: .card(topInset: 40))
  /// ```
  @MainActor
  public final class ViewControllerTransit: TransitionInstaller {
    /// The installer's logic: the engine's, whichever toolkit hosts it.
    public typealias Core = TransitionInstallerCore<
      UIViewController, UIGestureRecognizer, UIKitTransitionHostContext
    >
    /// The scroll views Transit's gestures hold or yield to.
    public typealias ScrollView = UIScrollView
    /// Transit's animation controller.
    public typealias Animator = TransitAnimator
    /// Transit's custom container, which switches children as a tab bar controller does.
    public typealias ChildContainer = TransitContainerViewController
    /// The app's navigation delegates.
    public typealias NavigationDelegate = any UINavigationControllerDelegate
    /// The app's tab bar delegates.
    public typealias TabBarDelegate = any UITabBarControllerDelegate

    /// The controller it belongs to (which owns it); `nil` once it is gone, when the
    /// installer does nothing.
    public private(set) weak var viewController: UIViewController?

    /// What it decides: the transitions remembered, the animator in flight, the gestures.
    public let core = Core()
    /// The delegate Transit gives the navigation controller's back swipe.
    var backSwipeDelegate: BackSwipeDelegate?

    /// A navigation delegate of your own that still hears about the navigation
    /// controller's other events (`willShow`, `didShow`); held weakly, as UIKit holds
    /// delegates. Set, or freed, it makes the navigation controller note again which
    /// methods Transit's delegate answers (docs/design.md#n3).
    public var navigationDelegate: (any UINavigationControllerDelegate)? {
      get { navigationDelegateBehind }
      set {
        guard newValue !== navigationDelegateBehind else { return }
        navigationDelegateBehind = newValue
        delegateBehindDidChange(newValue)
      }
    }
    /// A tab bar delegate of your own, for `shouldSelect` / `didSelect`; held weakly, and
    /// noted again as ``navigationDelegate`` is.
    public var tabBarDelegate: (any UITabBarControllerDelegate)? {
      get { tabBarDelegateBehind }
      set {
        guard newValue !== tabBarDelegateBehind else { return }
        tabBarDelegateBehind = newValue
        delegateBehindDidChange(newValue)
      }
    }
    /// ``navigationDelegate``'s storage, read by the Objective-C forwarding, which UIKit
    /// calls on the main thread but nonisolated.
    nonisolated(unsafe) weak var navigationDelegateBehind: (any UINavigationControllerDelegate)?
    /// ``tabBarDelegate``'s storage, read as ``navigationDelegateBehind`` is.
    nonisolated(unsafe) weak var tabBarDelegateBehind: (any UITabBarControllerDelegate)?

    /// Told after the navigation controller showed a screen, before the app's delegate:
    /// how a ``TransitPathNavigator`` follows the user's pops, leaving
    /// ``navigationDelegate`` to the app.
    var didShowScreen: (@MainActor () -> Void)?
    /// Told after the user selected a tab or a custom container's child (a tap, a swipe),
    /// before the app's delegate: how a ``TransitTabSelector`` follows, leaving
    /// ``tabBarDelegate`` to the app.
    var didSelectTab: (@MainActor () -> Void)?

    init(viewController: UIViewController) {
      self.viewController = viewController
      core.diagnostics = HostEnvironment.diagnostics { [weak self] in self?.viewInWindow }
    }

    /// The container notes again what Transit's delegate answers, now and once the app's
    /// new delegate is freed (docs/design.md#n3).
    private func delegateBehindDidChange(_ delegate: AnyObject?) {
      reannounceContainerDelegate()
      if let delegate {
        whenFreed(delegate, watchedBy: containerDelegate) { [weak self] in
          self?.reannounceContainerDelegate()
        }
      }
    }

    // MARK: - What the toolkit does

    /// The screen's installer (`screen.transit`).
    ///
    /// - Parameter screen: The screen.
    /// - Returns: Its installer.
    public static func installer(of screen: UIViewController) -> ViewControllerTransit {
      screen.transit
    }

    /// Becomes the back swipe's delegate (passing on to the one it had) and adds an action.
    ///
    /// - Parameters:
    ///   - recognizer: The back swipe.
    ///   - action: What its actions do.
    public func driveBackSwipe(
      _ recognizer: UIGestureRecognizer, action: @escaping @MainActor (UIGestureRecognizer) -> Void
    ) {
      let delegate = BackSwipeDelegate(installer: self, previous: recognizer.delegate)
      backSwipeDelegate = delegate
      recognizer.delegate = delegate
      recognizer.addClosureTarget(action)
      // The recognizer notes what its delegate answers when it is set; the delegate Transit
      // forwards to freed, it must note again (docs/design.md#n3).
      if let previous = delegate.previous {
        whenFreed(previous, watchedBy: delegate) { [weak recognizer, weak delegate] in
          guard let recognizer, let delegate, recognizer.delegate === delegate else { return }
          recognizer.delegate = nil
          recognizer.delegate = delegate
        }
      }
    }

    /// The object that answers the toolkit's delegate protocols for this installer.
    public private(set) lazy var containerDelegate: AnyObject = InstallerDelegate(installer: self)

    /// A view of the controller's screens that is in a window: its own, its ancestors', or
    /// that of what it presents (a covered presenter is in none; what covers it is).
    private var viewInWindow: UIView? {
      var presented = viewController?.presentedViewController
      while let next = presented?.presentedViewController { presented = next }
      return (ancestry + [presented].compactMap { $0 }).lazy
        .compactMap(\.viewIfLoaded).first { $0.window != nil }
    }
  }
#endif
