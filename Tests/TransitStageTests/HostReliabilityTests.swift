import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// Orders nobody scripts, each a few calls that once crashed, froze or left something
/// behind (issue "Reliability", found by the seeded fuzzer): each is a regression test.
@MainActor
@Suite struct HostReliabilityTests {
  let window = StageWindow.phone()

  /// Finding 1: a back swipe released so it cancels, then the window's root removed before
  /// the cancel ends; with no clock the completion used to schedule itself at once, for
  /// ever (a stack overflow).
  @Test func aCancelThatLosesItsWindowEndsInsteadOfRecursing() {
    let list = screen("List")
    let detail = screen("Detail")
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.transit.push(detail, using: .push())
    #expect(window.runUntilIdle())
    window.send(
      StageTouchTrace.edgePan(
        from: .left, in: window.bounds, distance: 0.25 * 390, duration: 0.5
      ).holding(for: 0.2))
    window.advance(by: 0.02)
    window.rootViewController = nil
    #expect(window.runUntilIdle())
    #expect(navigation.view.window == nil)
    // The navigation controller is left consistent: one of the two screens on top.
    #expect(navigation.topViewController === detail || navigation.topViewController === list)
    ReliabilityLog.record(
      "1",
      tried: "a back swipe released at 25 % (it cancels), then window.rootViewController = nil",
      outcome:
        "ends; idle, \(navigation.topViewController?.logName ?? "nothing") on top, off the window")
  }

  /// Finding 2: a screen pushed on tab 1 with a pull-down, a Transit tab switch back to
  /// tab 0, and a pull down on that screen while the switch runs: the screen may go, but the
  /// gesture must not read it after it is freed.
  @Test func aPullDownOnAScreenThatGoesMidGestureDoesNotCrash() {
    let first = screen("First")
    let list = screen("List")
    let navigation = StageNavigationController(rootViewController: list)
    let tabs = StageTabBarController()
    tabs.viewControllers = [first, navigation]
    tabs.selectedIndex = 1
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    tabs.transit.transition = .slide
    weak var gone: StageViewController?
    do {
      let detail = screen("Detail")
      gone = detail
      navigation.transit.push(detail, using: .push().interactive(.pullDownToDismiss))
      #expect(window.runUntilIdle())
      tabs.selectedIndex = 0
      window.advance(by: 0.05)
      window.send(
        .pan(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.4))
      navigation.setViewControllers([list], animated: false)
    }
    #expect(window.runUntilIdle())
    #expect(gone == nil, "the popped screen is freed, and nothing touched it after")
    ReliabilityLog.record(
      "2", tried: "a pull-down on a pushed screen while a tab switch pops it mid-gesture",
      outcome: gone == nil ? "the screen is freed; the gesture does not touch it" : "still alive")
  }

  /// Finding 4: a Transit push, then an unanimated tab switch mid-push: the push must not
  /// stay in flight for ever.
  @Test func anUnanimatedTabSwitchMidPushLeavesNothingInFlight() {
    let first = screen("First")
    let list = screen("List")
    let navigation = StageNavigationController(rootViewController: list)
    let tabs = StageTabBarController()
    tabs.viewControllers = [navigation, first]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    navigation.transit.push(screen("Detail"), using: .push())
    window.advance(by: 0.1)
    tabs.selectedIndex = 1
    #expect(window.runUntilIdle(), "in flight: \(window.transitionsInFlight)")
    #expect(window.transitionsInFlight.isEmpty)
    ReliabilityLog.record(
      "4", tried: "a Transit push, then tabs.selectedIndex = 1 mid-push",
      outcome: "the push completes; in flight: \(window.transitionsInFlight)")
  }

  /// Finding 3: a system animated push, then a tab switch mid-push: the push used to
  /// freeze off the window (its animations waiting there for ever) and refuse later
  /// pushes. Core Animation removes a layer tree's animations when its view leaves the
  /// window, so the push ends.
  @Test func aSystemPushCutByATabSwitchEndsAndLaterPushesWork() {
    let list = screen("List")
    let navigation = StageNavigationController(rootViewController: list)
    let tabs = StageTabBarController()
    tabs.viewControllers = [navigation, screen("Other")]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    let detail = screen("Detail")
    navigation.pushViewController(detail, animated: true)
    window.advance(by: 0.1)
    tabs.selectedIndex = 1
    #expect(window.runUntilIdle(), "in flight: \(window.transitionsInFlight)")
    #expect(navigation.topViewController === detail)
    tabs.selectedIndex = 0
    let more = screen("More")
    navigation.pushViewController(more, animated: true)
    #expect(window.runUntilIdle())
    #expect(navigation.topViewController === more && more.view.window === window)
    ReliabilityLog.record(
      "3", tried: "a system animated push cut by a tab switch, then another push",
      outcome:
        "the cut push ends off the window; the next one shows \(navigation.topViewController?.logName ?? "?")"
    )
  }

  /// Finding 8: a push onto a navigation controller whose tab is being switched away
  /// from: the old top heard the forwarded viewWillDisappear and must hear viewDidDisappear.
  @Test func aPushIntoADisappearingTabBalancesTheOldTopsCallbacks() {
    let list = screen("List")
    let navigation = StageNavigationController(rootViewController: list)
    let tabs = StageTabBarController()
    tabs.viewControllers = [navigation, screen("Other")]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    tabs.transit.transition = .slide
    #expect(tabs.simulateUserSelection(at: 1))
    window.advance(by: 0.05)
    window.eventLog.removeAll()
    navigation.pushViewController(screen("Detail"), animated: true)
    #expect(window.runUntilIdle())
    #expect(!list.isVisible && list.appearanceState == .disappeared)
    #expect(window.eventLog.lines(of: [.appearance]).contains("viewDidDisappear(List)"))
    #expect(!window.eventLog.lines(of: [.warning]).contains { $0.contains("Unbalanced") })
    ReliabilityLog.record(
      "8", tried: "a push onto a navigation controller whose tab is being switched away from",
      outcome: "the old top hears viewDidDisappear; List is \(list.appearanceState)")
  }

  /// Finding 9: an installer kept beyond its controller (`Screen().transit`) used to read an
  /// `unowned` reference to it and crash; now it does nothing.
  @Test func anInstallerWhoseControllerIsGoneDoesNothing() {
    var installer: ViewControllerTransit?
    do {
      let gone = screen("Gone")
      installer = gone.transit
    }
    #expect(installer?.viewController == nil)
    installer?.push(screen("Pushed"), using: .fade)
    installer?.present(screen("Presented"), using: .card())
    installer?.dismiss()
    installer?.transition = .slide
    #expect(installer?.pop() == nil)
    ReliabilityLog.record(
      "9", tried: "Screen().transit kept, then push, present, dismiss, pop on it",
      outcome: "nothing happens (the installer holds its controller weakly)")
  }

  /// Finding 9: a window made with a NaN or infinite size used to put NaN on screen;
  /// like `resize(to:)`, it takes only finite, non-negative sides (others mean 0).
  @Test(arguments: [CGFloat.nan, .infinity, -.infinity, -10])
  func aWindowOfAnUnusableSizeHasNoNaNOnScreen(side: CGFloat) {
    let window = StageWindow(size: CGSize(width: side, height: 844))
    #expect(window.bounds.width == 0 && window.bounds.height == 844)
    window.rootViewController = screen("Root")
    window.makeKeyAndVisible()
    #expect(window.subviews.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite })
    ReliabilityLog.record(
      "9", tried: "StageWindow(size: CGSize(width: \(side), height: 844))",
      outcome: "a window \(window.bounds.width) wide; nothing non-finite on screen")
  }

  /// Finding 7: present full screen, rotate, dismiss: the presenter, off the window while
  /// presented, came back at its old size (and rotating back left it zero wide). A view
  /// put back in the window takes the window's size, as UIKit lays a restored presenter
  /// out for the current size.
  @Test func aPresenterRotatedWhileCoveredComesBackAtTheNewSize() {
    let first = screen("First")
    let tabs = StageTabBarController()
    tabs.viewControllers = [first, screen("Second")]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    tabs.transit.present(screen("Cover"), using: .fade)
    #expect(window.runUntilIdle())
    #expect(tabs.view.window == nil, "docs/design.md#r2: the presenter left the window")
    window.resize(to: CGSize(width: 844, height: 390))
    tabs.dismiss(animated: true)
    #expect(window.runUntilIdle())
    #expect(tabs.view.frame.size == CGSize(width: 844, height: 390))
    window.resize(to: CGSize(width: 390, height: 844))
    #expect(tabs.view.frame.size == CGSize(width: 390, height: 844))
    tabs.transit.transition = .fold()
    #expect(tabs.simulateUserSelection(at: 1))
    window.advance(by: 0.1)
    #expect([first.view.frame, tabs.view.frame].allSatisfy { $0.width.isFinite && $0.width > 0 })
    #expect(window.runUntilIdle())
    ReliabilityLog.record(
      "7", tried: "present full screen, rotate, dismiss, rotate back, a fold tab switch",
      outcome:
        "the presenter comes back at \(Int(tabs.view.frame.width))x\(Int(tabs.view.frame.height)); the fold's frames are finite"
    )
  }

  /// Finding 6: a card, a screen presented over it full screen, then the tab bar controller
  /// dismisses both: only the top one animates, but the card's presentation controller
  /// must hear the dismissal too, or the tab bar controller stays scaled back and
  /// "disappeared".
  @Test func dismissingAStackPutsBackTheCardsPresenter() {
    let tabs = StageTabBarController()
    tabs.viewControllers = [screen("A"), screen("B")]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    let card = screen("Card")
    tabs.transit.present(card, using: .card())
    #expect(window.runUntilIdle())
    #expect(!tabs.view.layer.transform.isIdentity, "the card scales its presenter back")
    let over = screen("Over")
    over.modalPresentationStyle = .overFullScreen
    card.present(over, animated: true)
    #expect(window.runUntilIdle())
    tabs.dismiss(animated: true)
    #expect(window.runUntilIdle())
    #expect(tabs.presentedViewController == nil)
    #expect(tabs.view.layer.transform.isIdentity && tabs.isVisible)
    #expect(!card.isVisible && !over.isVisible)
    ReliabilityLog.record(
      "6",
      tried:
        "tabs.transit.present(card, .card()), card.present(over, .overFullScreen), tabs.dismiss",
      outcome:
        "the tab bar controller is \(tabs.view.layer.transform.isIdentity ? "at rest" : "left scaled") and \(tabs.appearanceState)"
    )
  }

  /// Finding 5: a custom presentation, a full-screen one over it with Transit, then the tab
  /// bar controller dismisses both: the top one's dismissal let the animator add the
  /// presenter's view, which must go back to the window (it left with the container: a
  /// black screen).
  @Test func dismissingACustomAndFullScreenStackKeepsThePresenterOnScreen() {
    let tabs = StageTabBarController()
    tabs.viewControllers = [screen("A"), screen("B")]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    let custom = screen("Custom")
    custom.modalPresentationStyle = .custom
    tabs.present(custom, animated: true)
    #expect(window.runUntilIdle())
    custom.transit.present(screen("Full"), using: .fade)
    #expect(window.runUntilIdle())
    tabs.dismiss(animated: true)
    #expect(window.runUntilIdle())
    #expect(tabs.view.window === window && tabs.view.superview === window)
    #expect(tabs.presentedViewController == nil)
    ReliabilityLog.record(
      "5",
      tried: "tabs.present(custom, .custom), custom.transit.present(full, .fade), tabs.dismiss",
      outcome: tabs.view.window === window
        ? "the tab bar controller is back on the window" : "a black screen")
  }

  /// Found by the fuzzer: a tab switch made while a dismissal brings the tab bar controller
  /// back (it has heard viewWillAppear; its view is off the window until the dismissal
  /// ends): the old tab heard the forwarded viewWillAppear and must disappear as it
  /// leaves; the new tab must appear with the tab bar controller.
  @Test func aTabSwitchWhileADismissalBringsTheTabsBackBalancesBothTabs() {
    let first = StageNavigationController(rootViewController: screen("Root 0"))
    let second = StageNavigationController(rootViewController: screen("Root 1"))
    let tabs = StageTabBarController()
    tabs.viewControllers = [first, second]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    let full = screen("Full")
    tabs.transit.present(full, using: .cube())
    #expect(window.runUntilIdle())
    full.transit.present(screen("Card"), using: .card())
    #expect(window.runUntilIdle())
    tabs.dismiss(animated: true)
    window.advance(by: 0.05)
    #expect(tabs.appearanceState == .appearing)
    tabs.selectedIndex = 1
    #expect(window.runUntilIdle())
    for (controller, state) in [
      (first, StageViewController.AppearanceState.disappeared),
      (first.viewControllers[0], .disappeared), (second, .appeared),
      (second.viewControllers[0], .appeared),
    ] as [(StageViewController, StageViewController.AppearanceState)] {
      #expect(controller.appearanceState == state, "\(controller.logName)")
    }
    #expect(second.view.window === window)
    ReliabilityLog.record(
      "fuzzer", tried: "a tab switch while a dismissal brings the tab bar controller back",
      outcome: "the old tab is \(first.appearanceState), the new one \(second.appearanceState)")
  }
}
