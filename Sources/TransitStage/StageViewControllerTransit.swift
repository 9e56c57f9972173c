import Foundation
import StageKit
import Transit

/// A view controller's Transit installer, as `viewController.transit`: it installs the
/// delegates Transit needs and is owned by the controller, so the weak-delegate trap (rule
/// 6: `navigationController.delegate = SomeDelegate()` does nothing) cannot happen.
///
/// ```swift
/// navigationController.transit.push(detail, using: .push(.left))
/// tabBarController.transit.transition = .slide
/// home.transit.present(sheet, using: .card(topInset: 40))
/// ```
///
/// The same spelling works with `TransitUIKit` on iOS.
@MainActor
public final class StageViewControllerTransit: TransitionInstaller {
  /// The installer's logic: the engine's, the same as on iOS.
  public typealias Core = TransitionInstallerCore<
    StageViewController, StageGestureRecognizer, UIKitTransitionHostContext
  >
  /// The stage's scroll views, which Transit's gestures hold or yield to.
  public typealias ScrollView = StageScrollView
  /// Transit's animation controller on the stage.
  public typealias Animator = TransitAnimator
  /// Transit's custom container, which switches children as a tab bar controller does.
  public typealias ChildContainer = StageContainerViewController
  /// The app's navigation delegates.
  public typealias NavigationDelegate = any StageNavigationControllerDelegate
  /// The app's tab bar delegates.
  public typealias TabBarDelegate = any StageTabBarControllerDelegate

  /// The controller it belongs to (which owns it); `nil` once it is gone, when the
  /// installer does nothing.
  public private(set) weak var viewController: StageViewController?

  /// What it decides: the transitions remembered, the animator in flight, the gestures.
  public let core = Core()

  /// A delegate of your own that still hears about the container's other events
  /// (`willShow`, `didShow`, `shouldSelect`, `didSelect`); held weakly, as UIKit holds
  /// delegates.
  public weak var navigationDelegate: (any StageNavigationControllerDelegate)?
  /// A tab bar delegate of your own, for `shouldSelect` / `didSelect`; held weakly.
  public weak var tabBarDelegate: (any StageTabBarControllerDelegate)?

  /// The delegate Transit gives the navigation controller's back swipe, once it drives it.
  var backSwipeDelegate: StageBackSwipeDelegate?

  init(viewController: StageViewController) {
    self.viewController = viewController
    // On the stage a diagnostic is one of the window's warnings, where tests look.
    // (a covered presenter is off the window: its root, or what covers it, is on it).
    core.diagnostics = TransitDiagnostics { [weak self] diagnostic in
      guard let log = self?.window?.eventLog else {
        return TransitDiagnostics.standardError.report(diagnostic)
      }
      log.record(.warning, diagnostic.description)
    }
  }

  // MARK: - What only the stage can do

  /// The screen's installer (`screen.transit`).
  ///
  /// - Parameter screen: The screen.
  /// - Returns: Its installer.
  public static func installer(of screen: StageViewController) -> StageViewControllerTransit {
    screen.transit
  }

  /// Becomes the back swipe's delegate (passing on to the one it had) and adds an action.
  ///
  /// - Parameters:
  ///   - recognizer: The back swipe.
  ///   - action: What its actions do.
  public func driveBackSwipe(
    _ recognizer: StageGestureRecognizer,
    action: @escaping @MainActor (StageGestureRecognizer) -> Void
  ) {
    let delegate = StageBackSwipeDelegate(installer: self, previous: recognizer.delegate)
    backSwipeDelegate = delegate
    recognizer.delegate = delegate
    recognizer.addTarget(action)
  }

  /// The window the controller's screens are in: its own view's, its ancestors', or that
  /// of what it presents.
  private var window: StageWindow? {
    var presented = viewController?.presentedViewController
    while let next = presented?.presentedViewController { presented = next }
    return (ancestry + [presented].compactMap { $0 }).lazy
      .compactMap { $0.viewIfLoaded?.window }.first
  }

  /// The object that answers the stage's delegate protocols for this installer.
  public private(set) lazy var containerDelegate: AnyObject = StageInstallerDelegate(
    installer: self)
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
