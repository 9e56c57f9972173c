import Foundation
import StageKit
import TestSupport
import Testing

/// A navigation controller inside a tab bar controller honours `hidesBottomBarWhenPushed`
/// as UIKit does (docs/uikit-behaviour.md#b16): the bar hides
/// while a screen at or below the top asks for it, UIKit's own slide carries the bar inside
/// the outgoing screen on push and inside the incoming one on pop, a custom animator leaves
/// it over the transition until it completes, and the screens' safe area follows the bar.
@MainActor
@Suite struct StageNavigationControllerBottomBarTests {
  let window = StageWindow.phone()
  let list = screen("List")
  let detail = screen("Detail")
  let navigation: StageNavigationController
  let tabs = StageTabBarController()

  init() {
    navigation = StageNavigationController(rootViewController: list)
    detail.hidesBottomBarWhenPushed = true
    tabs.viewControllers = [navigation, screen("Other")]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
  }

  /// The bar's resting frame in the tabs' view.
  var restingFrame: CGRect { CGRect(x: 0, y: 844 - 49, width: 390, height: 49) }

  /// Whether the bar rests in the tab bar controller's view, hidden or shown.
  func barRests(hidden: Bool) -> Bool {
    tabs.tabBar.superview === tabs.view && tabs.tabBar.isHidden == hidden
      && tabs.tabBar.frame == restingFrame
  }

  /// Whether the bar rides shown at the bottom of a screen's view.
  func barRides(in view: StageView) -> Bool {
    tabs.tabBar.superview === view && !tabs.tabBar.isHidden
      && tabs.tabBar.frame == CGRect(x: 0, y: view.bounds.maxY - 49, width: 390, height: 49)
  }

  @Test func theSystemPushCarriesTheBarAwayInsideTheOutgoingScreen() {
    #expect(barRests(hidden: false))
    navigation.pushViewController(detail, animated: true)
    window.advance(by: 0.1)
    #expect(barRides(in: list.view), "the bar slides with the list")
    let listOnScreen = list.view.layer.presentation()?.position.x ?? 195
    #expect(listOnScreen < 195, "the list is moving, and the bar in it")
    #expect(window.runUntilIdle())
    #expect(barRests(hidden: true), "hidden at the end, back in its place")
  }

  @Test func theSystemPopBringsTheBarBackInsideTheIncomingScreen() {
    navigation.pushViewController(detail, animated: false)
    #expect(barRests(hidden: true))
    navigation.popViewController(animated: true)
    window.advance(by: 0.1)
    #expect(barRides(in: list.view), "the bar comes back with the list")
    #expect(window.runUntilIdle())
    #expect(barRests(hidden: false))
  }

  @Test func aCancelledBackSwipeLeavesTheBarHidden() {
    navigation.pushViewController(detail, animated: false)
    window.send(
      .edgePan(from: .left, in: window.bounds, distance: 60, duration: 0.5).holding(for: 0.1))
    #expect(navigation.isTransitioning)
    #expect(barRides(in: list.view), "mid-swipe the bar is on the list under the finger")
    #expect(window.runUntilIdle())
    #expect(navigation.topViewController === detail)
    #expect(barRests(hidden: true))
  }

  @Test func aCustomAnimatorLeavesTheBarOverTheTransitionUntilItCompletes() {
    let delegate = SlidingNavigationDelegate()
    navigation.delegate = delegate
    navigation.pushViewController(detail, animated: true)
    window.advance(by: 0.1)
    #expect(barRests(hidden: false), "UIKit does not move the bar for a custom animator")
    #expect(window.runUntilIdle())
    #expect(barRests(hidden: true), "it vanishes when the push completes")
    navigation.popViewController(animated: true)
    window.advance(by: 0.1)
    #expect(barRests(hidden: true), "missing during the pop")
    #expect(window.runUntilIdle())
    #expect(barRests(hidden: false), "back when the pop completes")
  }

  @Test func aScreenAboveOneThatHidesTheBarCannotShowItAgain() {
    let next = screen("Next")
    navigation.pushViewController(detail, animated: false)
    navigation.pushViewController(next, animated: true)
    #expect(window.runUntilIdle())
    #expect(barRests(hidden: true), "UIKit hears no request to show it above a hiding screen")
    navigation.popToRootViewController(animated: true)
    #expect(window.runUntilIdle())
    #expect(barRests(hidden: false))
  }

  @Test func anUnanimatedPushHidesTheBarAtOnce() {
    navigation.pushViewController(detail, animated: false)
    #expect(barRests(hidden: true))
    navigation.popViewController(animated: false)
    #expect(barRests(hidden: false))
  }

  @Test func theSafeAreaLeavesTheBarOutOnlyForScreensItIsShownFor() {
    window.layoutIfNeeded()
    #expect(list.view.safeAreaInsets.bottom == 49, "the tabs add their bar to the safe area")
    navigation.pushViewController(detail, animated: true)
    window.advance(by: 0.1)
    #expect(detail.view.safeAreaInsets.bottom == 0, "laid out without the bar from the start")
    #expect(list.view.safeAreaInsets.bottom == 49)
    #expect(window.runUntilIdle())
    #expect(detail.view.safeAreaInsets.bottom == 0)
  }
}

/// A navigation delegate giving a plain custom slide, as an app without Transit would.
@MainActor
final class SlidingNavigationDelegate: StageNavigationControllerDelegate {
  let animator = SlideAnimator()

  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { animator }
}
