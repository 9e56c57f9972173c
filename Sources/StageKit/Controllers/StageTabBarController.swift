import Foundation
import Transit

/// The twin of `UITabBarController`: a row of tabs, one controller each, with the selected
/// one's view shown in a transition view; custom switch animations come from a weakly held
/// delegate.
///
/// It follows UIKit's rules (docs/uikit-behaviour.md#b1-2 rows 5 and 6, §2, §3 "tab switch"):
///
/// - Without an animator a switch is instant and synchronous: the incoming view loads
///   first, then B `viewWillAppear` → A `viewWillDisappear` → A `viewDidDisappear` →
///   B `viewDidAppear`. UIKit has no default tab animation.
/// - With the delegate's animator both "will" calls come before `animateTransition` (in the
///   same order as without one: UIKit's order there is not established) and both "did"
///   calls after `completeTransition(true)`. The container view is ``transitionView``; the
///   outgoing view leaves it when the switch completes (docs/design.md#r1).
/// - A cancelled (interactive) switch removes the incoming view, leaves the outgoing one,
///   puts the old selection back silently (no `tabBarController(_:didSelect:)`), and sends
///   the appearance calls of a cancel: B `viewWillDisappear` → B `viewDidDisappear` →
///   A `viewWillAppear` → A `viewDidAppear`.
/// - Setting ``selectedIndex`` or ``selectedViewController`` in code never asks
///   `tabBarController(_:shouldSelect:)` nor sends `tabBarController(_:didSelect:)`; a tap
///   on a tab does, and ``simulateUserSelection(at:)`` stands in for the tap.
/// - A selection made while a switch is in flight is ignored and logged as the warning
///   `"Tab switch to <C> ignored: <Tabs> is still transitioning."` (`Tabs` is this
///   controller's ``StageViewController/logName``, `C` the requested one's); replacing the
///   tabs then is ignored with `"Replacing the tabs ignored: <Tabs> is still
///   transitioning."`. These are the stage's own messages: UIKit has no guard of its own,
///   and Apple's sample refuses to start a switch while a transition coordinator exists
///   (§7.3).
///
/// ``transitionView`` fills the whole view, and the ``tabBar`` lies over its bottom, as on
/// an iPhone; the stage draws no bar chrome (the bar is clear), and a tap on an item selects
/// its tab. The bar covers the bottom of its screens' safe area; a navigation controller in
/// a tab hides it while a screen with ``StageViewController/hidesBottomBarWhenPushed`` is
/// on its stack, carrying it inside the outgoing or incoming screen during its own push and
/// pop (docs/uikit-behaviour.md#b16).
///
/// ```swift
/// let tabs = StageTabBarController()
/// tabs.viewControllers = [home, search, profile]
/// window.rootViewController = tabs
/// window.makeKeyAndVisible()
/// tabs.delegate = slideDelegate          // keep it alive: the reference is weak
/// tabs.simulateUserSelection(at: 2)      // shouldSelect, the switch, didSelect
/// window.runUntilIdle()
/// ```
@MainActor
open class StageTabBarController: StageViewController {
  /// The tabs, the selection and the switching.
  private lazy var selection = StageChildSelection(
    owner: self, transitionViewName: "tab bar transition view")
  /// Whether tabs were set (`viewControllers` is `nil` until then).
  private var hasTabs = false
  /// The tabs' controllers, as set; `nil` until set.
  private var tabs: [StageViewController]? { hasTabs ? selection.children : nil }
  /// The selected controller.
  private var selected: StageViewController? { selection.selected }

  /// Supplies custom animators and hears user selections; weak, as in UIKit.
  public weak var delegate: (any StageTabBarControllerDelegate)?

  /// The view tab switches happen in (UIKit's `UITransitionView`), filling the tab bar
  /// controller's view; the selected controller's view is its subview.
  public var transitionView: StageView { selection.transitionView }

  // MARK: Tabs

  /// The controllers of the tabs, in order; `nil` until set.
  ///
  /// Setting it is ``setViewControllers(_:animated:)`` without animation.
  public var viewControllers: [StageViewController]? {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs. The selection stays on the same controller if it is still there,
  /// else moves to the same index, else to the first tab, as UIKit documents. Controllers
  /// no longer listed get `willMove(toParent: nil)`, new ones become children
  /// (`willMove(toParent:)`, `didMove(toParent:)`), the selected view changes if it must
  /// (an instant switch in row 5's order; no animator is asked), and last the leaving
  /// controllers are removed (`didMove(toParent: nil)`), so that they still belong to the
  /// tab bar controller while they disappear.
  ///
  /// Bad input: a controller listed twice keeps its first place; the tab bar controller
  /// itself is dropped from the list; `nil` or an empty list removes every tab. During a
  /// switch in flight the call is ignored with the warning described on the type.
  /// Whether UIKit asks the delegate for an animator here is not established; the stage
  /// does not.
  ///
  /// - Parameters:
  ///   - viewControllers: The new tabs.
  ///   - animated: Whether UIKit would animate the tab bar's items; the stage has no tab
  ///     bar, so it changes nothing.
  public func setViewControllers(_ viewControllers: [StageViewController]?, animated: Bool) {
    guard !selection.refuseWhileTransitioning("Replacing the tabs") else { return }
    hasTabs = viewControllers != nil
    selection.replaceChildren(with: viewControllers ?? [])
  }

  // MARK: Selection

  /// The index of the selected tab; 0 when there are no tabs.
  ///
  /// Setting it switches tabs, animated by the delegate's animator if it gives one, without
  /// asking `tabBarController(_:shouldSelect:)` or sending `tabBarController(_:didSelect:)`,
  /// as in UIKit. An index outside the tabs is ignored (UIKit ignores it too); the index of
  /// the selected tab does nothing.
  public var selectedIndex: Int {
    get { selection.selectedIndex }
    set {
      guard let tabs, tabs.indices.contains(newValue) else { return }
      select(tabs[newValue])
    }
  }

  /// The selected tab's controller; `nil` when there are no tabs.
  ///
  /// Setting it switches tabs as ``selectedIndex`` does. A controller that is not one of
  /// the tabs (or `nil`) is an error in UIKit (an exception); the stage logs UIKit's
  /// message as a warning and ignores it:
  /// `"-[UITabBarController setSelectedViewController:] only a view controller in the tab
  /// bar controller's list of view controllers can be selected."`
  public var selectedViewController: StageViewController? {
    get { selected }
    set {
      guard let newValue, tabs?.contains(where: { $0 === newValue }) == true else {
        warn(
          "-[UITabBarController setSelectedViewController:] only a view controller in the tab "
            + "bar controller's list of view controllers can be selected.")
        return
      }
      select(newValue)
    }
  }

  /// Whether a tab switch is in flight.
  public var isTransitioning: Bool { selection.isTransitioning }

  /// The stage's stand-in for the user tapping a tab bar item: asks the delegate's
  /// `tabBarController(_:shouldSelect:)`, switches tabs (animated by the delegate's animator
  /// if it gives one), then sends `tabBarController(_:didSelect:)` at once, while an
  /// animated switch is still running, as UIKit does.
  ///
  /// Tapping the selected tab also asks and notifies the delegate; when that tab is a
  /// navigation controller it pops to its root, animated, as UIKit does.
  ///
  /// ```swift
  /// tabs.simulateUserSelection(at: 1)
  /// #expect(tabs.selectedIndex == 1)
  /// ```
  ///
  /// Bad input: an index outside the tabs does nothing; during a switch in flight the tap
  /// is ignored, before the delegate is asked, with the warning described on the type.
  ///
  /// - Parameter index: The index of the tapped tab.
  /// - Returns: Whether the tab was selected (`false` when the delegate refused, the index
  ///   is outside the tabs, or a switch is in flight).
  @discardableResult
  public func simulateUserSelection(at index: Int) -> Bool {
    guard let tabs, tabs.indices.contains(index) else { return false }
    let controller = tabs[index]
    guard !selection.refuseWhileTransitioning("Tab switch to <\(controller.logName)>") else {
      return false
    }
    let log = ancestorWindow?.eventLog
    if let delegate {
      log?.record(.delegate, "tabBarController(shouldSelect: \(controller.logName))")
      guard delegate.tabBarController(self, shouldSelect: controller) else { return false }
    }
    if controller === selected {
      (controller as? StageNavigationController)?.popToRootViewController(animated: true)
    } else {
      select(controller)
    }
    if let delegate {
      log?.record(.delegate, "tabBarController(didSelect: \(controller.logName))")
      delegate.tabBarController(self, didSelect: controller)
    }
    return true
  }

  // MARK: View

  open override func loadView() {
    let root = selection.makeRootView(size: preferredScreenSize)
    let height = min(StageTabBar.standardHeight, root.bounds.height)
    tabBar.frame = CGRect(
      x: 0, y: root.bounds.height - height, width: root.bounds.width, height: height)
    tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    root.addSubview(tabBar)
    view = root
  }

  /// The bar of the tabs' items at the bottom of the view, as `UITabBarController.tabBar`.
  public private(set) lazy var tabBar = StageTabBar(controller: self)

  // MARK: Switching

  /// Selects a tab by code or by tap: instant, or animated by the delegate's animator.
  private func select(_ controller: StageViewController) {
    selection.select(
      controller, animated: true, change: "Tab switch to <\(controller.logName)>"
    ) { [self] from, to in
      guard let delegate else { return (nil, nil) }
      let log = ancestorWindow?.eventLog
      log?.record(
        .delegate,
        "tabBarController(animationControllerForTransitionFrom: \(from.logName), "
          + "to: \(to.logName))")
      guard
        let animator = delegate.tabBarController(
          self, animationControllerForTransitionFrom: from, to: to)
      else { return (nil, nil) }
      log?.record(.delegate, "tabBarController(interactionControllerFor:)")
      return (animator, delegate.tabBarController(self, interactionControllerFor: animator))
    }
  }
}
