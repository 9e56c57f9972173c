import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// A screen whose view is a scroll view, as a table view controller's.
@MainActor
private final class ListScreen: StageViewController {
  let list = StageScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  override func loadView() { view = list }
}

/// `adjustedContentInset` is `contentInset` plus the safe area on the edges
/// `contentInsetAdjustmentBehavior` picks (Apple's UIScrollView.ContentInsetAdjustmentBehavior
/// pages), and a list at its top stays at its top when the safe area arrives.
@MainActor
@Suite struct StageScrollViewSafeAreaTests {
  let window = StageWindow.phone()
  let notchAndHomeIndicator = StageEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  init() {
    window.screenSafeAreaInsets = notchAndHomeIndicator
  }

  @Test func aShortListInANavigationControllerIsAdjustedVertically() {
    let screen = ListScreen()
    screen.list.contentSize = CGSize(width: 390, height: 300)
    window.rootViewController = StageNavigationController(rootViewController: screen)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(screen.list.adjustedContentInset == notchAndHomeIndicator)
    #expect(screen.list.contentOffset.y == -47, "at its top, under the notch")
  }

  @Test func aShortListOutsideABarControllerIsNotAdjusted() {
    let screen = ListScreen()
    screen.list.contentSize = CGSize(width: 390, height: 300)
    window.rootViewController = screen
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(screen.list.adjustedContentInset == .zero)
    screen.list.alwaysBounceVertical = true
    #expect(screen.list.adjustedContentInset.top == 47, "it scrolls vertically now")
  }

  @Test func eachBehaviourPicksItsEdges() {
    let scroll = StageScrollView(frame: window.bounds)
    scroll.contentSize = CGSize(width: 390, height: 3000)
    scroll.contentInset = StageEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    scroll.contentOffset.y = -10  // at its top (setting the insets does not move it)
    window.makeKeyAndVisible()
    window.addSubview(scroll)
    window.layoutIfNeeded()
    #expect(scroll.adjustedContentInset == StageEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
    #expect(scroll.contentOffset.y == -57)
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == scroll.contentInset)
    #expect(scroll.contentOffset.y == -10, "still at its top")
    scroll.contentInsetAdjustmentBehavior = .always
    scroll.contentSize = CGSize(width: 390, height: 100)
    #expect(scroll.adjustedContentInset.top == 57 && scroll.adjustedContentInset.bottom == 34)
  }

  @Test func anOffsetAwayFromTheTopStaysWhereItIs() {
    let scroll = StageScrollView(frame: window.bounds)
    scroll.contentSize = CGSize(width: 390, height: 3000)
    scroll.contentOffset.y = 500
    window.makeKeyAndVisible()
    window.addSubview(scroll)
    window.layoutIfNeeded()
    #expect(scroll.contentOffset.y == 500)
  }
}
