import Foundation
import StageKit
import TestSupport
import Testing

/// A navigation controller's own toolbar (docs/uikit-behaviour.md#b16b): hidden by default
/// (`isToolbarHidden`), shown at the bottom of the navigation
/// controller's view otherwise, except while the top screen asks to hide it (Apple,
/// `hidesBottomBarWhenPushed`: "The value of this property on the topmost view controller
/// determines whether the toolbar is visible"); the screens it shows under have it in their
/// safe area.
@MainActor
@Suite struct StageNavigationControllerToolbarTests {
  let window = StageWindow.phone()
  let list = screen("List")
  let detail = screen("Detail")
  let more = screen("More")
  let navigation: StageNavigationController

  init() {
    navigation = StageNavigationController(rootViewController: list)
    detail.hidesBottomBarWhenPushed = true
    window.rootViewController = navigation
    window.makeKeyAndVisible()
  }

  /// Whether the toolbar rests at the bottom of the navigation controller's view.
  func toolbarRests(hidden: Bool) -> Bool {
    navigation.toolbar.superview === navigation.view && navigation.toolbar.isHidden == hidden
      && navigation.toolbar.frame == CGRect(x: 0, y: 844 - 44, width: 390, height: 44)
  }

  @Test func theToolbarIsHiddenUntilTheAppShowsIt() {
    #expect(navigation.isToolbarHidden)
    #expect(toolbarRests(hidden: true))
    navigation.setToolbarHidden(false, animated: true)
    #expect(toolbarRests(hidden: false))
  }

  @Test func onlyTheTopScreenDecides() {
    navigation.isToolbarHidden = false
    navigation.pushViewController(detail, animated: true)
    #expect(window.runUntilIdle())
    #expect(toolbarRests(hidden: true), "the top screen hides it")
    navigation.pushViewController(more, animated: true)
    #expect(window.runUntilIdle())
    #expect(toolbarRests(hidden: false), "a screen above it that does not ask shows it again")
    navigation.popToRootViewController(animated: true)
    #expect(window.runUntilIdle())
    #expect(toolbarRests(hidden: false))
  }

  @Test func aScreenUnderTheToolbarHasItInItsSafeArea() {
    window.layoutIfNeeded()
    let bottomWithout = list.view.safeAreaInsets.bottom
    navigation.isToolbarHidden = false
    window.layoutIfNeeded()
    #expect(list.view.safeAreaInsets.bottom == max(bottomWithout, 44))
    navigation.pushViewController(detail, animated: false)
    window.layoutIfNeeded()
    #expect(detail.view.safeAreaInsets.bottom == bottomWithout, "hidden for the detail")
  }
}
