import Foundation
import Testing

@testable import StageKit

/// The implicit transaction (`StageClock+Transaction.swift`): an animation whose
/// `beginTime` is 0 begins when the run loop's turn commits, after the turn's work, as Core
/// Animation replaces 0 with the media time then (Apple, `CATransaction`: implicit
/// transactions commit "when the thread's runloop next iterates"; AVFoundation's
/// `AVCoreAnimationBeginTimeAtZero`); one with an explicit `beginTime` keeps it.
@MainActor
@Suite struct StageClockTransactionTests {
  let window = StageWindow(size: CGSize(width: 100, height: 100))
  let view = StageView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))

  init() {
    window.makeKeyAndVisible()
    window.addSubview(view)
    window.advance(by: 1)
  }

  /// A fade from 0 to 1 over a second, linear.
  func fade(beginTime: Double = 0) -> StageBasicAnimation {
    let fade = StageBasicAnimation(keyPath: "opacity")
    fade.fromValue = 0.0
    fade.toValue = 1.0
    fade.duration = 1
    fade.beginTime = beginTime
    fade.fillMode = .both
    return fade
  }

  var shownOpacity: Double { Double(view.layer.presentation()?.opacity ?? -1) }

  @Test func anAnimationAddedBeforeSlowWorkBeginsWhenTheTurnCommits() throws {
    window.clock.runTurn {
      view.layer.add(fade(), forKey: "fade")
      window.clock.spendMainThreadTime(0.08)
    }
    window.advance(by: 0)
    let added = try #require(view.layer.animation(forKey: "fade"))
    #expect(abs(added.beginTime - 1.08) < 1e-9, "begins at the commit: \(added.beginTime)")
    // The first frame after the commit shows the fade's start, not 80 ms of it.
    #expect(abs(shownOpacity) < 1e-6, "\(shownOpacity)")
    window.advance(by: 0.5)
    #expect(abs(shownOpacity - 0.5) < 1e-6, "\(shownOpacity)")
  }

  @Test func anExplicitBeginTimeIsKeptThroughSlowWork() {
    window.clock.runTurn {
      view.layer.add(fade(beginTime: view.layer.convertTime(1, from: nil)), forKey: "fade")
      window.clock.spendMainThreadTime(0.08)
    }
    window.advance(by: 0)
    // Already 80 ms into it when first drawn: the jump an explicit start time makes.
    #expect(abs(shownOpacity - 0.08) < 1e-6, "\(shownOpacity)")
  }

  @Test func withoutSlowWorkAnAnimationBeginsWhenItIsAdded() throws {
    window.clock.runTurn { view.layer.add(fade(), forKey: "fade") }
    window.advance(by: 0)
    let added = try #require(view.layer.animation(forKey: "fade"))
    #expect(added.beginTime == 1)
  }

  @Test func timersThatFallDueDuringTheWorkRunLateAfterIt() {
    var ranAt: Double?
    window.clock.schedule(at: 1.02) { ranAt = window.clock.now }
    window.clock.runTurn { window.clock.spendMainThreadTime(0.08) }
    window.advance(by: 0)
    #expect(ranAt == 1.08)
  }
}
