import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// Issue "Core Animation playback", item 3 (docs/design.md#u20): a transition's animations begin
/// when the run loop's turn that starts it commits, after the turn's work (snapshots, layout, the
/// app's own code after the push), as Core Animation begins an animation whose
/// `beginTime` is 0 then; so a slow start shows the transition from its start, and it ends
/// one duration after the commit. The stage models the turn's work with
/// `StageClock.spendMainThreadTime(_:)`.
@MainActor
@Suite struct TransitionCommitTests {
  /// What a crossfade push shows: the incoming screen's opacity at each 1/120 s from the
  /// first frame (the commit of the turn that pushed), and how long after that first frame
  /// the transition completes.
  func crossfade(startCosting work: Double) -> (opacities: [Double], endsAfter: Double) {
    let window = StageWindow.phone()
    let list = screen("List")
    let detail = screen("Detail")
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    #expect(window.runUntilIdle())
    // A device's media time is never 0, where a begin time of 0 means "at the commit".
    window.advance(by: 1)
    window.clock.runTurn {
      navigation.transit.push(detail, using: .fade)
      // The rest of the turn: the app's work after the push, or a heavy first layout.
      window.clock.spendMainThreadTime(work)
    }
    window.advance(by: 0)  // the turn ends: the first frame
    let firstFrame = window.clock.now
    var opacities: [Double] = []
    while !window.transitionsInFlight.isEmpty, window.clock.now - firstFrame < 5 {
      opacities.append(Double(detail.view.layer.presentation()?.opacity ?? -1))
      window.advance(by: 1.0 / 120)
    }
    return (opacities, window.clock.now - firstFrame)
  }

  @Test func aSlowStartShowsItsFirstFrameAtTheStartAndEndsOneDurationAfterIt() {
    let quick = crossfade(startCosting: 0)
    let slow = crossfade(startCosting: 0.08)
    #expect(quick.opacities.first.map { $0 < 0.01 } == true, "\(quick.opacities.prefix(3))")
    // The first frame after the slow turn is the transition's start, not 80 ms into it.
    #expect(
      slow.opacities.first.map { abs($0 - (quick.opacities.first ?? 0)) < 1e-6 } == true,
      "first frame \(slow.opacities.prefix(3)), on time \(quick.opacities.prefix(3))")
    // Every frame after is the one the quick start shows as long after its first frame.
    let frames = min(slow.opacities.count, quick.opacities.count)
    let worst = zip(slow.opacities, quick.opacities).map { abs($0 - $1) }.max() ?? 1
    #expect(frames > 20 && worst < 1e-6, "\(frames) frames, worst \(worst)")
    // And it completes one duration after its first frame, as the quick one does.
    #expect(
      abs(slow.endsAfter - quick.endsAfter) < 1.0 / 240,
      "\(slow.endsAfter) vs \(quick.endsAfter)")
  }
}
