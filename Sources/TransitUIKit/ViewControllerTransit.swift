#if canImport(UIKit)
  import Transit
  import UIKit

  /// A view controller's Transit installer, as `viewController.transit`: it installs the
  /// delegates Transit needs and is owned by the controller (an associated object), so
  /// the weak-delegate trap (rule 6: `navigationController.delegate = SomeDelegate()` does
  /// nothing) cannot happen.
  ///
  /// ```swift
  /// navigationController.transit.push(detail, using: .push(.left))
  /// tabBarController.transit.transition = .slide
  /// home.transit.present(sheet, using: .card(topInset: 40))
  /// ```
  ///
  /// The same spelling works on the headless stage (`StageViewControllerTransit`).
  @MainActor
  public final class ViewControllerTransit: TransitionInstaller {
    /// The installer's logic: the engine's, the same as on the stage.
    public typealias Core = TransitionInstallerCore<
      UIViewController, UIGestureRecognizer, UIKitTransitionHostContext
    >
    /// UIKit's scroll views, which Transit's gestures hold or yield to.
    public typealias ScrollView = UIScrollView
    /// Transit's animation controller for UIKit.
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
    /// delegates.
    nonisolated(unsafe) public weak var navigationDelegate: (any UINavigationControllerDelegate)?
    /// A tab bar delegate of your own, for `shouldSelect` / `didSelect`; held weakly.
    nonisolated(unsafe) public weak var tabBarDelegate: (any UITabBarControllerDelegate)?

    init(viewController: UIViewController) {
      self.viewController = viewController
    }

    // MARK: - What only UIKit can do

    /// The screen's installer (`screen.transit`).
    ///
    /// - Parameter screen: The screen.
    /// - Returns: Its installer.
    public static func installer(of screen: UIViewController) -> ViewControllerTransit {
      screen.transit
    }

    /// Presents a screen with a style and a transitioning delegate, animated.
    ///
    /// - Parameters:
    ///   - screen: The screen.
    ///   - style: Its modal presentation style.
    ///   - delegate: Its transitioning delegate.
    ///   - completion: Runs when the presentation ends.
    public func presentScreen(
      _ screen: UIViewController, style: ModalPresentationStyle,
      transitioningDelegate delegate: AnyObject,
      completion: (@MainActor () -> Void)?
    ) {
      Self.prepareForPresentation(screen, style: style, transitioningDelegate: delegate)
      viewController?.present(screen, animated: true, completion: completion)
    }

    /// Dismisses, animated.
    ///
    /// - Parameter completion: Runs when the dismissal ends.
    public func dismissScreen(completion: (@MainActor () -> Void)?) {
      viewController?.dismiss(animated: true, completion: completion)
    }

    /// What sends messages to the controller's presentation controller's delegate.
    ///
    /// - Returns: The messenger, bound to the presentation controller the controller has now.
    public func presentationDelegateMessenger() -> UserDismissal.Messenger {
      let controller = viewController?.presentationController
      return { message in
        guard let controller, let delegate = controller.delegate else { return true }
        switch message {
        case .shouldDismiss:
          return delegate.presentationControllerShouldDismiss?(controller) ?? true
        case .didAttemptToDismiss: delegate.presentationControllerDidAttemptToDismiss?(controller)
        case .willDismiss: delegate.presentationControllerWillDismiss?(controller)
        case .didDismiss: delegate.presentationControllerDidDismiss?(controller)
        }
        return true
      }
    }

    /// Becomes the back swipe's delegate (passing on to the one it had) and adds a target.
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
    }

    /// The object that answers UIKit's delegate protocols for this installer.
    public private(set) lazy var containerDelegate: AnyObject = InstallerDelegate(installer: self)
  }

  extension UIModalPresentationStyle: TransitionHostModalPresentationStyle {
    /// The style's name as Swift spells it, for a diagnostic; `nil` for `.automatic`, the
    /// default since iOS 13.
    public var transitName: String? {
      switch self {
      case .automatic: nil
      case .fullScreen: "fullScreen"
      case .pageSheet: "pageSheet"
      case .formSheet: "formSheet"
      case .currentContext: "currentContext"
      case .custom: "custom"
      case .overFullScreen: "overFullScreen"
      case .overCurrentContext: "overCurrentContext"
      case .popover: "popover"
      case .none: "none"
      @unknown default: "style \(rawValue)"
      }
    }

    /// UIKit's style for the engine's.
    ///
    /// - Parameter style: The engine's style.
    public init(_ style: ModalPresentationStyle) {
      switch style {
      case .fullScreen: self = .fullScreen
      case .overFullScreen: self = .overFullScreen
      case .custom: self = .custom
      }
    }
  }
#endif
