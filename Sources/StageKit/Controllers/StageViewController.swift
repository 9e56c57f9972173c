import Foundation
import Transit

/// The twin of `UIViewController`: a screen with a lazily loaded view, appearance
/// callbacks, child controllers and modal presentation.
///
/// Override the lifecycle methods as in UIKit; the stage records each call in the
/// window's ``StageEventLog`` before calling them, so overrides need not call `super` for
/// the log to be right.
@MainActor
open class StageViewController {
  /// The screen's name in logs and tests; the type's name when `nil`.
  public var title: String?

  /// What a navigation bar shows for this controller, as `UIViewController.navigationItem`
  /// (the stage draws no bar; transition code reads and sets it).
  public private(set) lazy var navigationItem = StageNavigationItem(title: title)

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// What the tab bar shows for this controller when it is a tab, as
  /// `UIViewController.tabBarItem`: made on first use with the controller's title.
  public lazy var tabBarItem: StageTabBarItem! = StageTabBarItem(
    title: title, image: nil, tag: 0)

  /// Whether the tab bar hides while this controller is in a navigation stack, as
  /// `UIViewController.hidesBottomBarWhenPushed`: a navigation controller inside a tab bar
  /// controller hides the bar while this controller, or one above it, is on top; a push
  /// slides the bar away with the outgoing screen, the pop brings it back with the
  /// incoming one, and this controller's safe area leaves the bar out
  /// (docs/uikit-behaviour.md#b16).
  public var hidesBottomBarWhenPushed = false

  /// Called when memory runs low, as UIKit's; the stage never calls it, and overrides call
  /// `super` as UIKit's do.
  open func didReceiveMemoryWarning() {}

  /// VoiceOver's escape gesture (a two-finger Z) reached the controller through its root
  /// view's responder chain, as `accessibilityPerformEscape()` on a `UIViewController`:
  /// override to dismiss or go back as the screen sees fit (to ask before discarding an
  /// edit, say).
  ///
  /// - Returns: Whether the controller handled it; `false` (the default) passes it on to
  ///   its root view's superview (``StageWindow/performAccessibilityEscape(from:)``).
  open func accessibilityPerformEscape() -> Bool { false }

  /// The name the event log uses.
  public var logName: String { title ?? String(describing: type(of: self)) }

  // MARK: View

  private var loadedView: StageView?

  // A twin of a UIKit API keeps UIKit's spelling (docs/design.md#stage).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The root view, loaded on first access (``loadView()`` then ``viewDidLoad()``).
  ///
  /// Typed `StageView!` as UIKit types `view` (`UIView!`), so UIKit code written
  /// `toVC.view!` or `toVC.view.frame` ports unchanged; it is never `nil` when read.
  public var view: StageView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      let view = loadedView ?? StageView()
      loadedView = view
      view.viewDelegate = self
      record(.load, "viewDidLoad")
      viewDidLoad()
      return view
    }
    set {
      loadedView = newValue
      newValue?.viewDelegate = self
    }
  }

  /// The view if it has been loaded, without loading it.
  public var viewIfLoaded: StageView? { loadedView }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view if it is not loaded yet, as UIKit's (``loadView()`` then
  /// ``viewDidLoad()``).
  public func loadViewIfNeeded() {
    _ = view
  }

  /// The name of the nib it was made with (always `nil` on the stage, which has none).
  public let nibName: String?
  /// The bundle of its nib (always `nil` on the stage).
  public let nibBundle: Bundle?

  /// Creates a controller, as UIKit's designated initializer does; the stage loads no
  /// nibs, so its view comes from ``loadView()`` whatever the arguments.
  ///
  /// ```swift
  /// init() { super.init(nibName: nil, bundle: nil) }   // as in a UIKit subclass
  /// ```
  ///
  /// - Parameters:
  ///   - nibNameOrNil: A nib's name (kept, unused).
  ///   - nibBundleOrNil: A nib's bundle (kept, unused).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
  }

  /// Creates a controller with no nib.
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller from a storyboard or nib archive, as UIKit's required
  /// initializer. The stage has no archives: it reads nothing from the coder, and the
  /// controller is as ``init(nibName:bundle:)`` makes it. Required as in UIKit, so a
  /// subclass with an initializer of its own spells it as a UIKit subclass does.
  ///
  /// - Parameter coder: The archive's decoder (unread).
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
  }

  /// Makes the root view; the default is a plain view the size of the window, white.
  open func loadView() {
    let view = StageView(frame: CGRect(origin: .zero, size: preferredScreenSize))
    view.backgroundColor = .systemBackground
    // As UIKit's default root view: it follows its superview's size.
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    loadedView = view
  }

  /// The size a new root view gets: the window's when known.
  var preferredScreenSize: CGSize {
    ancestorWindow?.bounds.size ?? CGSize(width: 390, height: 844)
  }

  /// Called after the view loaded.
  open func viewDidLoad() {}
  /// Called in a layout pass before the root view lays out its subviews, as UIKit's.
  open func viewWillLayoutSubviews() {}
  /// Called in a layout pass after the root view laid out its subviews, as UIKit's.
  open func viewDidLayoutSubviews() {}
  /// Called when the safe-area insets of the root view changed, as UIKit's.
  open func viewSafeAreaInsetsDidChange() {}
  /// The stored ``additionalSafeAreaInsets``.
  var extraSafeAreaInsets = StageEdgeInsets.zero
  /// Called before the view appears.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  ///
  /// - Parameter animated: Whether the appearance was animated.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  ///
  /// - Parameter animated: Whether the disappearance was animated.
  open func viewDidDisappear(_ animated: Bool) {}

  // MARK: Containment

  /// The child controllers, in the order they were added.
  public private(set) var children: [StageViewController] = []
  /// The container this controller is a child of.
  public private(set) weak var parent: StageViewController?

  /// Adds a child controller (calling its ``willMove(toParent:)``, as UIKit does); the
  /// container then adds the child's view and calls ``didMove(toParent:)``.
  ///
  /// - Parameter child: The child.
  public func addChild(_ child: StageViewController) {
    guard child !== self, child.parent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes the controller from its container (the container calls
  /// ``willMove(toParent:)`` with `nil` first).
  public func removeFromParent() {
    guard let parent else { return }
    departedWindow = ancestorWindow
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
    departedWindow = nil
  }

  /// The window a controller just left, for logging its `didMove(toParent: nil)`.
  private weak var departedWindow: StageWindow?

  /// Called before the controller is added to or removed from a container.
  ///
  /// - Parameter parent: The new container, or `nil`.
  open func willMove(toParent parent: StageViewController?) {
    // Before it joins, the controller's window is its new parent's.
    record(
      .containment, "willMove(toParent: \(parent?.logName ?? "nil"))",
      in: ancestorWindow ?? parent?.ancestorWindow)
  }

  /// Called after the controller was added to or removed from a container.
  ///
  /// - Parameter parent: The new container, or `nil`.
  open func didMove(toParent parent: StageViewController?) {
    // After it left, the controller's window is the one it left.
    record(
      .containment, "didMove(toParent: \(parent?.logName ?? "nil"))",
      in: ancestorWindow ?? departedWindow)
  }

  // MARK: Presentation (relationships; see StageViewController+Presentation.swift)

  /// The controller this one presented, if any.
  public internal(set) var presentedViewController: StageViewController?
  /// The controller that presented this one (or an ancestor's), if any.
  public internal(set) weak var presentingViewController: StageViewController?
  /// How this controller is shown when presented.
  public var modalPresentationStyle: StageModalPresentationStyle = .fullScreen
  /// Whether this controller, presented other than `.fullScreen`, takes over the status
  /// bar's appearance from its presenter, as `modalPresentationCapturesStatusBarAppearance`
  /// (UIKit hands it over to `.fullScreen` presentations only, unless this is set). The
  /// stage draws no status bar: it keeps the value for hosts and tests to read.
  public var modalPresentationCapturesStatusBarAppearance = false

  /// Asks for the status bar's appearance to be read again, as
  /// `setNeedsStatusBarAppearanceUpdate()`. The stage draws no status bar: it counts the
  /// requests (``statusBarAppearanceUpdateRequests``).
  public func setNeedsStatusBarAppearanceUpdate() {
    statusBarAppearanceUpdateRequests += 1
  }

  /// How many times ``setNeedsStatusBarAppearanceUpdate()`` was called.
  public private(set) var statusBarAppearanceUpdateRequests = 0

  /// Asks for the home indicator's auto-hiding to be read again, as UIKit's; counted in
  /// ``homeIndicatorUpdateRequests``.
  public func setNeedsUpdateOfHomeIndicatorAutoHidden() {
    homeIndicatorUpdateRequests += 1
  }

  /// How many times ``setNeedsUpdateOfHomeIndicatorAutoHidden()`` was called.
  public private(set) var homeIndicatorUpdateRequests = 0

  /// Asks for the edges that defer system gestures to be read again, as UIKit's; counted
  /// in ``screenEdgesDeferringUpdateRequests``.
  public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
    screenEdgesDeferringUpdateRequests += 1
  }

  /// How many times ``setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`` was called.
  public private(set) var screenEdgesDeferringUpdateRequests = 0

  /// The child whose status bar style is used instead of this controller's, as UIKit's;
  /// `nil` (this controller's own) by default. UIKit's containers override it.
  open var childForStatusBarStyle: StageViewController? { nil }
  /// The child that decides whether the status bar hides instead of this controller;
  /// `nil` by default.
  open var childForStatusBarHidden: StageViewController? { nil }
  /// The child that decides whether the home indicator hides instead of this controller;
  /// `nil` by default.
  open var childForHomeIndicatorAutoHidden: StageViewController? { nil }
  /// The child that decides which edges defer system gestures instead of this
  /// controller; `nil` by default.
  open var childForScreenEdgesDeferringSystemGestures: StageViewController? { nil }

  /// The controller UIKit asks for the status bar's style when this one is the window's
  /// root or presented full screen: the end of the ``childForStatusBarStyle`` chain (a
  /// child naming itself ends it).
  public var statusBarStyleController: StageViewController {
    var controller = self
    while let child = controller.childForStatusBarStyle, child !== controller {
      controller = child
    }
    return controller
  }
  /// Whether the controller refuses to be dismissed by the user while presented, as
  /// `isModalInPresentation`: UIKit's own sheets then ignore a swipe down and tell the
  /// presentation controller's delegate that the user tried
  /// (``StageAdaptivePresentationControllerDelegate``). A programmatic `dismiss` still works.
  public var isModalInPresentation = false
  /// Gives animators and a presentation controller for presenting and dismissing this
  /// controller; weak, as in UIKit (a delegate held by nobody else disappears).
  public weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
  /// The presentation controller managing this controller while it is presented.
  public internal(set) var presentationController: StagePresentationController?

  // MARK: Transitions

  /// The coordinator of the transition this controller (or, failing that, an ancestor) is
  /// part of; `nil` when none is in flight.
  public var transitionCoordinator: (any ViewControllerTransitionCoordinator)? {
    var controller: StageViewController? = self
    while let current = controller {
      if let coordinator = current.activeCoordinators.last { return coordinator }
      controller = current.parent ?? current.presentingViewController
    }
    return nil
  }

  /// The coordinators of the transitions this controller takes part in, oldest first: added
  /// by whoever runs one, removed when it ends. A controller may be in two at once (a
  /// navigation controller pushing while its tab bar controller switches it away): it has
  /// a coordinator until both have ended.
  var activeCoordinators: [StageTransitionCoordinator] = []

  /// What other modules attach to this controller (the twin of
  /// `objc_setAssociatedObject`), kept alive with it.
  public let associatedObjects = StageAssociatedObjects()

  /// Appearance state, as UIKit tracks it.
  var appearanceState: AppearanceState = .disappeared
  /// Whether the appearance change in progress is animated.
  var appearanceIsAnimated = false

  /// The four appearance states UIKit tracks for a controller.
  enum AppearanceState {
    case disappeared
    case appearing
    case appeared
    case disappearing
  }

  /// Whether appearance calls reach children automatically (UIKit's default `true`).
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// True inside the appearance callbacks of a controller being presented.
  public internal(set) var isBeingPresented = false
  /// True inside the appearance callbacks of a controller being dismissed.
  public internal(set) var isBeingDismissed = false
  /// True inside the appearance callbacks of a controller being added to a container.
  public internal(set) var isMovingToParent = false
  /// True inside the appearance callbacks of a controller being removed from a container.
  public internal(set) var isMovingFromParent = false

  // MARK: Finding things

  /// The nearest ancestor that is a navigation controller.
  public var navigationController: StageNavigationController? {
    var controller = parent
    while let current = controller {
      if let navigation = current as? StageNavigationController { return navigation }
      controller = current.parent
    }
    return nil
  }

  /// The nearest ancestor that is a tab bar controller.
  public var tabBarController: StageTabBarController? {
    var controller = parent
    while let current = controller {
      if let tabs = current as? StageTabBarController { return tabs }
      controller = current.parent
    }
    return nil
  }

  /// The window this controller lives in: its view's, or through its container or
  /// presenter.
  var ancestorWindow: StageWindow? {
    if let window = loadedView?.window { return window }
    if let window = rootOfWindow { return window }
    return (parent ?? presentingViewController)?.ancestorWindow
  }

  /// Set on a window's root view controller.
  weak var rootOfWindow: StageWindow?

  /// Records an event about this controller in its window's log.
  func record(
    _ kind: StageEventLog.Event.Kind, _ name: String, in window: StageWindow? = nil
  ) {
    (window ?? ancestorWindow)?.eventLog.record(kind, "\(name)(\(logName))")
  }

  /// Records a warning UIKit would print, verbatim.
  func warn(_ message: String) {
    ancestorWindow?.eventLog.record(.warning, message)
  }
}
