import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

@MainActor
@Suite struct StagePinchGestureRecognizerTests {
  let window = StageWindow.phone()
  let photo: StageView

  init() {
    window.makeKeyAndVisible()
    photo = StageView(frame: CGRect(x: 20, y: 100, width: 350, height: 600))
    window.addSubview(photo)
  }

  private func recordingPinch() -> (
    StagePinchGestureRecognizer, () -> [(state: StageGestureRecognizer.State, scale: CGFloat)]
  ) {
    let pinch = StagePinchGestureRecognizer()
    var reports: [(state: StageGestureRecognizer.State, scale: CGFloat)] = []
    pinch.addTarget { recognizer in
      guard let pinch = recognizer as? StagePinchGestureRecognizer else { return }
      reports.append((pinch.state, pinch.scale))
    }
    photo.addGestureRecognizer(pinch)
    return (pinch, { reports })
  }

  @Test func scaleAtTheEndIsTheSpanRatio() {
    let (pinch, reports) = recordingPinch()
    #expect(pinch.scale == 1, "1 before any pinch")
    window.send(
      .pinch(center: CGPoint(x: 195, y: 400), fromSpan: 100, toSpan: 250, duration: 0.5))
    let states = reports().map(\.state)
    #expect(states.first == .began)
    #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    #expect(states.last == .ended)
    #expect(abs((reports().last?.scale ?? 0) - 2.5) < 1e-9)
    #expect(zip(reports(), reports().dropFirst()).allSatisfy { $0.scale <= $1.scale })
    #expect(pinch.location(in: nil) == CGPoint(x: 195, y: 400), "the centroid")
    #expect(pinch.location(in: photo) == CGPoint(x: 175, y: 300))

    window.send(
      .pinch(
        center: CGPoint(x: 195, y: 400), fromSpan: 200, toSpan: 50, duration: 0.3, angle: 1))
    #expect(abs(pinch.scale - 0.25) < 1e-9, "a new pinch starts again from 1")
  }

  @Test func velocityIsScalePerSecond() {
    let (pinch, _) = recordingPinch()
    var velocities: [CGFloat] = []
    pinch.addTarget { _ in velocities.append(pinch.velocity) }
    // The span grows 150 points in 0.5 s from 100: 1.5 of scale in 0.5 s, 3 per second.
    window.send(
      .pinch(center: CGPoint(x: 195, y: 400), fromSpan: 100, toSpan: 250, duration: 0.5))
    #expect(velocities.count > 5)
    #expect(velocities.allSatisfy { abs($0 - 3) <= 0.03 }, "\(velocities)")
  }

  @Test func settingTheScaleMakesLaterChangesRelative() {
    var product: CGFloat = 1
    let pinch = StagePinchGestureRecognizer { recognizer in
      guard let pinch = recognizer as? StagePinchGestureRecognizer else { return }
      if pinch.state == .changed {
        // The velocity is the rate of the scale as now defined: set to 1 one frame
        // (1/60 s) ago, at a steady rate.
        #expect(abs((pinch.scale - 1) - pinch.velocity / 60) < 1e-9)
      }
      product *= pinch.scale
      pinch.scale = 1
    }
    photo.addGestureRecognizer(pinch)
    window.send(
      .pinch(center: CGPoint(x: 195, y: 400), fromSpan: 100, toSpan: 250, duration: 0.5))
    #expect(abs(product - 2.5) < 1e-9, "the increments multiply to the whole pinch")
    pinch.scale = .nan
    #expect(pinch.scale == 1, "a non-finite scale is ignored")
  }

  @Test func oneFingerOrThreeAreNotAPinch() {
    let (_, reports) = recordingPinch()
    window.send(.pan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 500), duration: 0.3))
    #expect(reports().isEmpty)
    window.send(
      StageTouchTrace.pinch(
        center: CGPoint(x: 195, y: 400), fromSpan: 100, toSpan: 250, duration: 0.5
      ).merged(with: .press(at: CGPoint(x: 100, y: 600), duration: 0.5)))
    #expect(reports().isEmpty, "a third finger before it began")
    window.send(
      .pinch(center: CGPoint(x: 195, y: 400), fromSpan: 100, toSpan: 108, duration: 0.3))
    #expect(reports().isEmpty, "the span changed by 8 points: within the hysteresis")
  }

  @Test func aSecondFingerLaterStartsTheScaleThere() {
    let (pinch, reports) = recordingPinch()
    // Finger one rests at (100, 400); finger two lands 50 points away at 0.2 and moves
    // to 150 points away.
    let rest = StageTouchTrace.press(at: CGPoint(x: 100, y: 400), duration: 0.6)
    let moving = StageTouchTrace.pan(
      from: CGPoint(x: 150, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.3
    ).delayed(by: 0.2)
    window.send(rest.merged(with: moving))
    #expect(reports().last?.state == .ended)
    #expect(abs(pinch.scale - 3) < 1e-9)
  }

  @Test func fingersStartingTogetherKeepTheScaleFinite() {
    let (pinch, reports) = recordingPinch()
    window.send(.pinch(center: CGPoint(x: 195, y: 400), fromSpan: 0, toSpan: 40, duration: 0.2))
    #expect(reports().last?.state == .ended)
    #expect(pinch.scale == 40, "a starting span below 1 point counts as 1 point")
    #expect(pinch.velocity.isFinite)
  }
}
