import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// docs/design.md#u4: a pull down to dismiss on a screen with a scroll view in it, as UIKit's own
/// sheets behave: it takes over only from content at its top, moving down, without a jump, and
/// holds the scroll view still while the sheet moves; a pan that scrolls starts nothing.
@MainActor
@Suite struct StagePullDownScrollViewTests {
  let window = StageWindow.phone()
  let home = screen("Home")
  let sheet = screen("Sheet")
  let list: StageScrollView

  init() {
    window.rootViewController = home
    window.makeKeyAndVisible()
    list = StageScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 804))
    list.contentSize = CGSize(width: 390, height: 200_000)
    sheet.view.addSubview(list)
    home.transit.present(
      sheet, using: Transition.card(topInset: 40).interactive(.pullDownToDismiss))
    _ = window.runUntilIdle()
  }

  /// A SplitMix64 generator, so the random scrolls replay exactly.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test func aHundredScrollsThatNeverReachTheTopStartNoDismissal() {
    var random = SeededGenerator(state: 4)
    list.contentOffset.y = 100_000
    let rest = sheet.view.frame
    window.eventLog.removeAll()
    for index in 0..<100 {
      let start = CGPoint(
        x: CGFloat.random(in: 40...350, using: &random),
        y: CGFloat.random(in: 200...700, using: &random))
      let move = CGPoint(
        x: CGFloat.random(in: -120...120, using: &random),
        y: CGFloat.random(in: -400...400, using: &random))
      let end = CGPoint(x: start.x + move.x, y: min(max(start.y + move.y, 45), 840))
      let duration = Double.random(in: 0.08...0.6, using: &random)
      var trace = StageTouchTrace.pan(from: start, to: end, duration: duration)
      if Bool.random(using: &random) { trace = trace.holding(for: 0.1) }
      window.send(trace)
      #expect(window.transitionsInFlight.isEmpty, "scroll \(index) started a transition")
      #expect(window.runUntilIdle())
      #expect(list.contentOffset.y > 1000, "scroll \(index) stayed away from the top")
      #expect(home.presentedViewController === sheet)
      #expect(sheet.view.frame == rest, "scroll \(index) moved the sheet")
    }
    #expect(window.eventLog.lines(of: [.appearance]).isEmpty)
    #expect(list.contentOffset.y != 100_000, "the scrolls did scroll")
  }

  @Test func aPullFromTheTopDismisses() {
    window.eventLog.removeAll()
    window.send(.pan(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700), duration: 0.4))
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController == nil, "the pull dismissed the sheet")
    #expect(window.eventLog.lines(of: [.appearance]).contains("viewDidDisappear(Sheet)"))
  }

  @Test func whileTheSheetMovesTheScrollViewStaysAtItsTop() throws {
    var offsets: [CGFloat] = []
    let link = StageDisplayLink(clock: window.clock) { [list] _ in
      offsets.append(list.contentOffset.y)
    }
    window.send(
      .pan(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 350), duration: 0.4)
        .holding(for: 0.2))
    let animator = try #require(TransitAnimator.inFlight(for: sheet))
    // A pull from the top follows the finger from its touch-down: 150 pt of 804.
    #expect(abs(animator.progress - 150.0 / 804) < 0.01, "\(animator.progress)")
    #expect(window.runUntilIdle())
    link.invalidate()
    #expect(offsets.allSatisfy { $0 == 0 }, "no bounce: \(offsets.filter { $0 != 0 })")
    #expect(home.presentedViewController === sheet, "let go early: the sheet came back")
  }

  @Test func scrollingUpToTheTopHandsOverWithoutAJump() throws {
    list.contentOffset.y = 100
    var progresses: [Double] = []
    let link = StageDisplayLink(clock: window.clock) { [sheet] _ in
      progresses.append(TransitAnimator.inFlight(for: sheet)?.progress ?? 0)
    }
    // 300 pt down: about 100 scroll the content back to its top, the rest pulls the sheet.
    window.send(
      .pan(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 500), duration: 0.5)
        .holding(for: 0.2))
    link.invalidate()
    let animator = try #require(TransitAnimator.inFlight(for: sheet))
    #expect(list.contentOffset.y == 0)
    // The pull took over where the content reached its top: what is left of the 300 pt
    // after the 100 scrolled and the 10 pt the scroll pan waited for.
    let expected = (300.0 - 100 - 10) / 804
    #expect(abs(animator.progress - expected) < 0.02, "\(animator.progress) vs \(expected)")
    let steps = zip(progresses, progresses.dropFirst()).map { $1 - $0 }
    #expect(try #require(steps.max()) < 0.02, "no jump in progress: \(steps.max() ?? 0)")
    #expect(window.runUntilIdle())
  }

  @Test func aPanThatScrollsUpFromTheTopStartsNothing() {
    window.eventLog.removeAll()
    window.send(.pan(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 200), duration: 0.4))
    #expect(window.transitionsInFlight.isEmpty)
    #expect(window.runUntilIdle())
    #expect(list.contentOffset.y > 300)
    #expect(window.eventLog.lines(of: [.appearance]).isEmpty)
  }
}
