import Foundation
import TestSupport
import Testing

@testable import StageKit

/// Counts the delegate's questions and can refuse one tab.
@MainActor
private final class RefusingTabDelegate: StageTabBarControllerDelegate {
  var refused: StageViewController?
  private(set) var asked: [String] = []

  func tabBarController(
    _ tabBarController: StageTabBarController, shouldSelect viewController: StageViewController
  ) -> Bool {
    asked.append(viewController.logName)
    return viewController !== refused
  }
}

@MainActor
@Suite struct StageTabBarTests {
  private func tabs(_ names: [String]) -> (StageWindow, StageTabBarController) {
    let window = StageWindow.phone()
    let tabs = StageTabBarController()
    tabs.viewControllers = names.map(screen)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    return (window, tabs)
  }

  @Test func theBarLiesOverTheBottomOfTheTabsViewsAsOnAnIPhone() {
    let (window, tabs) = tabs(["Home", "Search", "Profile"])
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 49, width: 390, height: 49))
    #expect(tabs.view.subviews.last === tabs.tabBar, "above the transition view")
    #expect(tabs.selectedViewController?.view.frame == tabs.view.bounds, "content runs under")
    window.resize(to: CGSize(width: 844, height: 390))
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 390 - 49, width: 844, height: 49))
  }

  @Test func theItemsAreTheTabsItemsInOrderAndTheSelectedOneFollowsTheSelection() {
    let (_, tabs) = tabs(["Home", "Search", "Profile"])
    #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Search", "Profile"])
    #expect(tabs.tabBar.selectedItem === tabs.viewControllers?[0].tabBarItem)
    tabs.selectedIndex = 2
    #expect(tabs.tabBar.selectedItem?.title == "Profile")
    let item = StageTabBarItem(title: "Me", image: nil, tag: 7)
    tabs.viewControllers?[2].tabBarItem = item
    #expect(tabs.tabBar.items?.last === item && tabs.tabBar.selectedItem === item)
  }

  @Test func aTapOnAnItemSelectsItsTabAsAUsersTapDoes() throws {
    let (window, tabs) = tabs(["Home", "Search", "Profile"])
    let delegate = RefusingTabDelegate()
    tabs.delegate = delegate
    let search = try #require(tabs.tabBar.frameOfItem(at: 1))
    window.tap(at: tabs.tabBar.convert(CGPoint(x: search.midX, y: search.midY), to: window))
    #expect(tabs.selectedIndex == 1 && delegate.asked == ["Search"])

    delegate.refused = tabs.viewControllers?[2]
    let profile = try #require(tabs.tabBar.frameOfItem(at: 2))
    window.tap(at: tabs.tabBar.convert(CGPoint(x: profile.midX, y: profile.midY), to: window))
    #expect(tabs.selectedIndex == 1, "the delegate refused")

    tabs.viewControllers?[0].tabBarItem.isEnabled = false
    window.tap(at: tabs.tabBar.convert(CGPoint(x: 10, y: 20), to: window))
    #expect(tabs.selectedIndex == 1 && delegate.asked == ["Search", "Profile"], "disabled")
    #expect(tabs.tabBar.frameOfItem(at: 3) == nil)
  }
}
