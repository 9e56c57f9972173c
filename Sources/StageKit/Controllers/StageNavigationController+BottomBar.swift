import Foundation

// A navigation controller inside a tab bar controller hides the tab bar for
// `hidesBottomBarWhenPushed` (docs/uikit-behaviour.md#b16).
extension StageNavigationController {
  /// UIKit's rule: the bar is hidden for a controller when it, or any controller below it
  /// in the stack (the root included), asks to hide it. A controller that has left the
  /// stack (the outgoing one of a pop) counts as on top of what remains.
  ///
  /// - Parameters:
  ///   - controller: A controller of the stack, or one that just left it.
  ///   - stack: The stack, root first.
  /// - Returns: Whether the bar is hidden while it is on top.
  static func hidesBottomBar(upTo controller: StageViewController, in stack: [StageViewController])
    -> Bool
  {
    let below = stack.firstIndex { $0 === controller }.map { Array(stack[...$0]) }
    return (below ?? stack + [controller]).contains { $0.hidesBottomBarWhenPushed }
  }

  /// The tab bar's change in a transition from one controller to another, if any.
  ///
  /// - Parameters:
  ///   - from: The outgoing controller.
  ///   - to: The incoming controller.
  ///   - oldStack: The stack before the transition.
  /// - Returns: The change, or `nil` outside a tab bar controller or when the bar stays.
  func bottomBarChange(
    from: StageViewController, to: StageViewController, oldStack: [StageViewController]
  ) -> BottomBarChange? {
    guard let tabs = tabBarController else { return nil }
    let hiddenBefore = Self.hidesBottomBar(upTo: from, in: oldStack)
    let hiddenAfter = Self.hidesBottomBar(upTo: to, in: viewControllers)
    guard hiddenBefore != hiddenAfter else { return nil }
    return BottomBarChange(
      tabs: tabs, navigation: self, hiddenBefore: hiddenBefore, hiddenAfter: hiddenAfter)
  }

  /// What a push or pop does with the tab bar of the tab bar controller around it.
  ///
  /// UIKit's own animation lends the bar to the outgoing screen when it hides and to the
  /// incoming one when it comes back, so it slides with that screen; with a custom
  /// animator the bar stays where it is, over the transition, and only changes when the
  /// transition completes (observed; UNCERTAIN, see the notes). Either way a cancelled
  /// transition leaves it as it was.
  struct BottomBarChange {
    /// The tab bar controller whose bar it is.
    weak var tabs: StageTabBarController?
    /// The navigation controller that pushes or pops.
    weak var navigation: StageNavigationController?
    /// Whether the bar was hidden before.
    let hiddenBefore: Bool
    /// Whether it is hidden after.
    let hiddenAfter: Bool

    /// Lends the bar to the screen it rides with in UIKit's own push or pop.
    ///
    /// - Parameters:
    ///   - fromView: The outgoing screen's view.
    ///   - toView: The incoming screen's view.
    ///   - container: The transition view.
    @MainActor
    func lend(fromView: StageView, toView: StageView, container: StageView) {
      tabs?.lendTabBar(to: hiddenAfter ? fromView : toView, restingIn: container)
    }

    /// Puts the bar back at the end: in its final state when the transition completed, as
    /// before when it was cancelled; as the tab shown asks when another tab was selected
    /// meanwhile.
    ///
    /// - Parameter didComplete: Whether the transition completed.
    @MainActor
    func end(didComplete: Bool) {
      guard let tabs else { return }
      guard tabs.selectedViewController === navigation else {
        tabs.tabBarFollowsSelection()
        return
      }
      tabs.restoreTabBar(hidden: didComplete ? hiddenAfter : hiddenBefore)
    }
  }
}
