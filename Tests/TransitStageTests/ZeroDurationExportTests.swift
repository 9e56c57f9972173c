import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// Issue 12: a track of duration 0 jumps at its delay on a layer that reads a duration of
/// 0 as Core Animation does (its default, 0.25 s; `StageAnimation.duration`), instead of
/// easing over a quarter of a second.
@MainActor
@Suite struct ZeroDurationExportTests {
  let window = StageWindow.phone()

  @Test func aTrackOfDurationZeroJumpsAtItsDelay() {
    let view = StageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let track = Track(.opacity, of: "to", from: 0, to: 1, curve: .easeIn, delay: 0.1, duration: 0)
    let exported = track.coreAnimationExport()
    let animation = StageLayer.transitAnimation(exported)
    animation.beginTime = (view.layer.currentLocalTime ?? 0) + exported.beginTime
    view.layer.add(animation, forKey: "jump")
    window.advance(by: 0.05)
    #expect(view.layer.presentation()?.opacity == 0, "before its delay: the first value")
    window.advance(by: 0.06)
    #expect(view.layer.presentation()?.opacity == 1, "0.01 s after it: the last value")
  }
}
