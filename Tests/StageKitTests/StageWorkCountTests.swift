import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// The work the stage counts (`StageClock.workCount`), here what a layout pass looks at.
/// Issue 14: the stage's cost per event must not grow with the views that do not change; a
/// pass goes only where a view was marked, moved or resized, or where a safe area changed.
@MainActor
@Suite struct StageWorkCountTests {
  /// A window with unsafe top and bottom edges showing a screen of small views, laid out.
  func screen(of count: Int) -> (window: StageWindow, screen: StageView, views: [StageView]) {
    let window = StageWindow.phone()
    window.screenSafeAreaInsets = StageEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.makeKeyAndVisible()
    let screen = StageView(frame: window.bounds)
    window.addSubview(screen)
    let views = (0..<count).map { index in
      let view = StageView(
        frame: CGRect(
          x: Double(index % 20) * 19, y: Double(index / 20) * 16, width: 18, height: 15))
      screen.addSubview(view)
      return view
    }
    window.advance(by: 0)
    return (window, screen, views)
  }

  @Test func aLayoutPassLooksOnlyAtTheViewsThatChanged() {
    let (window, _, views) = screen(of: 500)
    window.clock.resetWorkCount()
    views[7].frame.origin.y += 1
    views[300].setNeedsLayout()
    window.advance(by: 0)
    // The window and the screen on the way down, and the two views: not the 498 others.
    #expect(window.clock.workCount.viewsLaidOut == 4)
    window.clock.resetWorkCount()
    window.advance(by: 0)
    #expect(window.clock.workCount.viewsLaidOut == 0, "nothing changed, no pass")
  }

  @Test func aSafeAreaChangeStillReachesEveryView() {
    let (window, _, views) = screen(of: 500)
    window.clock.resetWorkCount()
    window.screenSafeAreaInsets = StageEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    window.advance(by: 0)
    #expect(window.clock.workCount.viewsLaidOut == 502, "the window, the screen, every view")
    #expect(views[60].safeAreaInsets.top == 11, "row 3, from y 48: 59 − 48")
  }
}
