#if canImport(UIKit) && !TRANSIT_STAGE
  import Transit
  import UIKit

  /// A view controller's Transit installer, as `viewController.transit`: it installs the
  /// delegates Transit needs and is owned by the controller (an associated object), so
  /// the weak-delegate trap (docs/design.md#r6: `navigationController.delegate = SomeDelegate()`
  /// does nothing) cannot happen.
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
