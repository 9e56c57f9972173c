import Foundation

// The tab bar as a navigation controller inside the tabs hides and shows it for
// `hidesBottomBarWhenPushed` (docs/uikit-behaviour.md#b16).
extension StageTabBarController {
  /// Where the tab bar rests: along the bottom of the view, at the standard height.
  var tabBarRestingFrame: CGRect {
    let bounds = view.bounds
    let height = min(StageTabBar.standardHeight, bounds.height)
    return CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
  }

  /// Lends the tab bar to a screen's view for UIKit's own push or pop: shown, at the
  /// bottom of the screen as it rests in a container, so it moves with the screen.
  ///
  /// - Parameters:
  ///   - screen: The screen's view.
  ///   - container: The transition view the screen rests in, at its bounds.
  func lendTabBar(to screen: StageView, restingIn container: StageView) {
    let frame = view.convert(tabBarRestingFrame, to: container)
      .offsetBy(dx: -container.bounds.minX, dy: -container.bounds.minY)
    screen.addSubview(tabBar)
    tabBar.frame = frame.offsetBy(dx: screen.bounds.minX, dy: screen.bounds.minY)
    tabBar.isHidden = false
  }

  /// Whether the tab shown asks to hide the bar: a screen of its navigation stack does
  /// (`hidesBottomBarWhenPushed`, from the root up to the top).
  var selectionHidesTabBar: Bool {
    guard let navigation = selectedViewController as? StageNavigationController,
      let top = navigation.topViewController
    else { return false }
    return StageNavigationController.hidesBottomBar(upTo: top, in: navigation.viewControllers)
  }

  /// Puts the bar in its place in the state the tab shown asks for: after a switch, and at
  /// the end of a push or pop on a tab no longer shown (its bar is not that stack's now).
  func tabBarFollowsSelection() { restoreTabBar(hidden: selectionHidesTabBar) }

  /// Puts the tab bar back in its place, on top of the tabs, shown or hidden.
  ///
  /// - Parameter hidden: Whether it is hidden.
  func restoreTabBar(hidden: Bool) {
    if tabBar.superview !== view {
      view.addSubview(tabBar)
      tabBar.frame = tabBarRestingFrame
    }
    tabBar.isHidden = hidden
  }
}
