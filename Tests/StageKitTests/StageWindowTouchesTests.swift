import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

@MainActor
@Suite struct StageWindowTouchesTests {
  let window = StageWindow.phone()
  let pad: StageView

  init() {
    window.makeKeyAndVisible()
    pad = StageView(frame: window.bounds)
    window.addSubview(pad)
  }

  @Test func sendAdvancesTheClockToTheLastLift() {
    window.advance(by: 2)
    window.send(.pan(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10), duration: 0.75))
    #expect(abs(window.clock.now - 2.75) < 1e-12)
    window.send(StageTouchTrace())
    window.send(.tap(at: CGPoint(x: CGFloat.nan, y: 3)))
    #expect(abs(window.clock.now - 2.75) < 1e-12, "an empty trace does not move the clock")
  }

  @Test func eachSampleArrivesAtItsTimeWithCallbacksInBetween() {
    var events: [String] = []
    let pan = StagePanGestureRecognizer { recognizer in
      guard let pan = recognizer as? StagePanGestureRecognizer else { return }
      events.append("\(pan.state) \(Int(pan.translation(in: nil).x.rounded()))")
    }
    pad.addGestureRecognizer(pan)
    window.clock.schedule(at: 0.25) {
      events.append("callback at 0.25 sees \(Int(pan.translation(in: nil).x.rounded()))")
    }
    // 4 samples a second: at 0, 0.25, 0.5, 0.75 and 1 s, 30 points each.
    window.send(
      .pan(
        from: CGPoint(x: 10, y: 10), to: CGPoint(x: 130, y: 10), duration: 1,
        samplesPerSecond: 4))
    #expect(
      events == [
        "callback at 0.25 sees 0", "began 30", "changed 60", "changed 90", "changed 120",
        "ended 120",
      ], "a callback due with a sample runs before it, as scheduled first")
  }

  @Test func aTraceReplayedDuringAnAnimationSeesItProgress() {
    let box = StageView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(box)
    StageView.animate(withDuration: 1, delay: 0, options: .curveLinear) { box.alpha = 0 }
    var seen: [(time: Double, opacity: Float)] = []
    pad.addGestureRecognizer(
      StagePanGestureRecognizer { [window] _ in
        seen.append((window.clock.now, box.layer.presentation()?.opacity ?? -1))
      })
    window.send(.pan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 700), duration: 0.8))
    #expect(seen.count > 20)
    for sample in seen {
      #expect(
        abs(Double(sample.opacity) - (1 - sample.time)) < 1e-4, "linear fade at \(sample.time)")
    }
    #expect(abs((seen.last?.time ?? 0) - 0.8) < 1e-12)
  }

  @Test func aPressDuringTheCompletionLandsWhileTheAnimationRuns() {
    let card = StageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(card)
    pad.addGestureRecognizer(
      StagePanGestureRecognizer { recognizer in
        guard recognizer.state == .ended else { return }
        // Release: the card slides the rest of the way in 0.4 s.
        StageView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) {
          card.center = CGPoint(x: 250, y: 50)
        }
      })
    var pressedAt: (time: Double, x: CGFloat)?
    pad.addGestureRecognizer(
      StageTapGestureRecognizer { [window] _ in
        pressedAt = (window.clock.now, card.layer.presentation()?.position.x ?? -1)
      })
    window.send(
      StageTouchTrace.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        .followed(by: .press(at: CGPoint(x: 200, y: 400), duration: 0.1), after: 0.1))
    // The press went down at 0.4 and lifted at 0.5: 0.2 s into the 0.4 s slide from 50 to 250.
    #expect(abs((pressedAt?.time ?? 0) - 0.5) < 1e-12)
    #expect(abs((pressedAt?.x ?? 0) - 150) < 1e-6)
  }

  @Test func fingersAreHitTestedWhereTheyGoDownAndKeptWhereverTheyGo() {
    let panel = StageView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(panel)
    var states: [StageGestureRecognizer.State] = []
    panel.addGestureRecognizer(StagePanGestureRecognizer { states.append($0.state) })
    // Down on the panel, then far outside it, and the panel moves away meanwhile.
    window.clock.schedule(at: 0.1) { panel.frame.origin = CGPoint(x: 0, y: 600) }
    window.send(.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 400), duration: 0.3))
    #expect(states.first == .began && states.last == .ended)

    // Down where the panel is not yet: a view arriving under the finger does not get it.
    states.removeAll()
    window.clock.schedule(at: window.clock.now + 0.1) { panel.frame.origin = .zero }
    window.send(.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 150), duration: 0.3))
    #expect(states.isEmpty)
  }

  @Test func aFingerGoingDownAsAnotherLiftsDoesNotOverlapIt() {
    var taps = 0
    pad.addGestureRecognizer(StageTapGestureRecognizer { _ in taps += 1 })
    // The drag makes the tap fail; the tap that follows at the very moment it lifts is a
    // fresh one-finger touch.
    window.send(
      StageTouchTrace.pan(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 0.2)
        .followed(by: .tap(at: CGPoint(x: 50, y: 50))))
    #expect(taps == 1)
    // Two fingers down at once are not a tap.
    window.send(.tap(at: CGPoint(x: 50, y: 50)).merged(with: .tap(at: CGPoint(x: 90, y: 90))))
    #expect(taps == 1)
  }

  @Test func touchDownUpAndTapStillWork() {
    var locations: [CGPoint] = []
    pad.addGestureRecognizer(StageTapGestureRecognizer { locations.append($0.location(in: nil)) })
    window.tap(at: CGPoint(x: 20, y: 30))
    window.touch(down: CGPoint(x: 100, y: 100), up: CGPoint(x: 104, y: 103))
    window.touch(down: CGPoint(x: 100, y: 100), up: CGPoint(x: CGFloat.infinity, y: 100))
    #expect(locations == [CGPoint(x: 20, y: 30), CGPoint(x: 104, y: 103)])
    #expect(window.clock.now == 0, "both happen at the current time")
  }
}
