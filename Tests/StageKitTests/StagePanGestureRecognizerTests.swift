import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// What a pan's action saw each time it ran.
private struct Report {
  let state: StageGestureRecognizer.State
  let time: Double
  let translation: CGPoint
  let velocity: CGPoint
  let location: CGPoint
}

@MainActor
@Suite struct StagePanGestureRecognizerTests {
  let window = StageWindow.phone()
  let pad: StageView

  init() {
    window.makeKeyAndVisible()
    pad = StageView(frame: window.bounds)
    window.addSubview(pad)
  }

  /// A pan on a view whose action records what it sees.
  private func recordingPan(
    on view: StageView, in coordinates: StageView? = nil
  ) -> (StagePanGestureRecognizer, () -> [Report]) {
    let pan = StagePanGestureRecognizer()
    var reports: [Report] = []
    pan.addTarget { [window] recognizer in
      guard let pan = recognizer as? StagePanGestureRecognizer else { return }
      reports.append(
        Report(
          state: pan.state, time: window.clock.now, translation: pan.translation(in: coordinates),
          velocity: pan.velocity(in: coordinates), location: pan.location(in: coordinates)))
    }
    view.addGestureRecognizer(pan)
    return (pan, { reports })
  }

  @Test func statesAUserSeesBeganChangedEnded() throws {
    let (pan, reports) = recordingPan(on: pad)
    window.send(.pan(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5))
    let states = reports().map(\.state)
    // 30 steps of 6.67 points: the second step (13.3 points) passes the 10-point hysteresis.
    #expect(states.first == .began)
    #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    #expect(states.last == .ended)
    #expect(states.count == 30, "began at step 2, changed at steps 3…30, ended at the lift")
    #expect(isClose(try #require(reports().first).time, 2.0 / 60))
    #expect(isClose(try #require(reports().last).time, 0.5))
    #expect(pan.state == .possible, "at rest again once the finger is up")
  }

  @Test func translationEqualsTheFingersDisplacement() {
    let (_, reports) = recordingPan(on: pad)
    let start = CGPoint(x: 100, y: 600)
    let end = CGPoint(x: 280, y: 360)
    window.send(.pan(from: start, to: end, duration: 0.4, samplesPerSecond: 120))
    #expect(reports().count > 10)
    for report in reports() {
      let fraction = CGFloat(report.time / 0.4)
      let finger = CGPoint(x: 100 + 180 * fraction, y: 600 - 240 * fraction)
      #expect(isClose(report.translation, CGPoint(x: finger.x - 100, y: finger.y - 600)))
      #expect(isClose(report.location, finger))
    }
    #expect(isClose(reports().last?.translation ?? .zero, CGPoint(x: 180, y: -240)))
  }

  @Test func translationInAViewFollowsItsTransform() {
    let card = StageView(frame: CGRect(x: 95, y: 322, width: 200, height: 200))
    card.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
    window.addSubview(card)
    let (pan, _) = recordingPan(on: pad)
    window.send(.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.2))
    // 200 points to the right on screen: the card's x axis points down the screen and its
    // y axis to the left, and each of its points is 2 on screen.
    #expect(isClose(pan.translation(in: card), CGPoint(x: 0, y: -100), within: 1e-6))
    #expect(isClose(pan.translation(in: nil), CGPoint(x: 200, y: 0)))
    #expect(isClose(pan.velocity(in: card), CGPoint(x: 0, y: -500), within: 1e-6))
  }

  @Test func velocityOfASteadyPanIsItsSpeed() {
    let (_, reports) = recordingPan(on: pad)
    // 250 points in 0.5 s diagonally: (300, 400) points per second.
    window.send(
      .pan(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 200, y: 300), duration: 0.5))
    let speed = CGPoint(x: 300, y: 400)
    for report in reports() {
      #expect(isClose(report.velocity.x, speed.x, within: speed.x / 100))
      #expect(isClose(report.velocity.y, speed.y, within: speed.y / 100))
    }
    #expect(reports().last?.state == .ended)
  }

  @Test func aFlickReleasesAtItsVelocity() throws {
    let (pan, reports) = recordingPan(on: pad)
    window.send(.flick(from: CGPoint(x: 200, y: 100), velocity: CGPoint(x: -300, y: 1_500)))
    let release = try #require(reports().last)
    #expect(release.state == .ended)
    #expect(isClose(release.velocity.x, -300, within: 3))
    #expect(isClose(release.velocity.y, 1_500, within: 15))

    // Slow, then fast: the release has the fast speed, not the average.
    window.send(
      StageTouchTrace.pan(from: CGPoint(x: 50, y: 500), to: CGPoint(x: 100, y: 500), duration: 1)
        .continued(to: CGPoint(x: 250, y: 500), duration: 0.1))
    #expect(isClose(pan.velocity(in: nil).x, 1_500, within: 15))
    #expect(pan.velocity(in: nil).x > 10 * 50, "well above the 50 points per second before")
  }

  @Test func holdingStillBeforeLiftingReleasesWithNoSpeed() throws {
    let (_, reports) = recordingPan(on: pad)
    window.send(
      StageTouchTrace.pan(from: CGPoint(x: 50, y: 500), to: CGPoint(x: 250, y: 500), duration: 0.3)
        .holding(for: 0.4))
    let release = try #require(reports().last)
    #expect(release.state == .ended)
    #expect(isClose(release.time, 0.7))
    #expect(release.velocity == .zero)
    #expect(release.translation == CGPoint(x: 200, y: 0))
  }

  @Test func theHysteresisKeepsSmallMovesFromPanning() {
    let (_, reports) = recordingPan(on: pad)
    window.touch(down: CGPoint(x: 100, y: 100), up: CGPoint(x: 106, y: 108))  // 10 points
    #expect(reports().isEmpty, "a move of 10 points is not a pan")
    window.touch(down: CGPoint(x: 100, y: 100), up: CGPoint(x: 106, y: 108.5))
    #expect(reports().map(\.state) == [.began, .ended])
    #expect(reports().last?.velocity == .zero, "every sample at one instant: no speed known")
  }

  @Test func setTranslationReportsIncrementsAndKeepsTheVelocity() {
    let card = StageView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(card)
    let pan = StagePanGestureRecognizer { recognizer in
      guard let pan = recognizer as? StagePanGestureRecognizer else { return }
      let step = pan.translation(in: card.superview)
      card.center = CGPoint(x: card.center.x + step.x, y: card.center.y + step.y)
      pan.setTranslation(.zero, in: card.superview)
      #expect(pan.translation(in: nil) == .zero)
      if pan.state == .changed { #expect(isClose(pan.velocity(in: nil).x, 600, within: 6)) }
    }
    pad.addGestureRecognizer(pan)
    window.send(.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 400, y: 100), duration: 0.5))
    #expect(isClose(card.center.x, 25 + 300), "the increments add up to the whole drag")

    pan.setTranslation(CGPoint(x: CGFloat.nan, y: 0), in: nil)
    #expect(pan.translation(in: nil) == .zero, "a non-finite translation is ignored")
    let scaled = StageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    scaled.transform = CGAffineTransform(scaleX: 4, y: 4)
    window.addSubview(scaled)
    pan.setTranslation(CGPoint(x: 5, y: 0), in: scaled)
    #expect(isClose(pan.translation(in: nil), CGPoint(x: 20, y: 0)))
  }

  @Test func minimumAndMaximumNumberOfTouches() {
    let (pan, reports) = recordingPan(on: pad)
    pan.minimumNumberOfTouches = 2
    let one = StageTouchTrace.pan(
      from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), duration: 0.3)
    let two = one.merged(
      with: .pan(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), duration: 0.3))
    window.send(one)
    #expect(reports().isEmpty, "one finger is not enough")
    window.send(two)
    #expect(reports().first?.state == .began)
    #expect(reports().last?.state == .ended)
    #expect(reports().last?.translation == CGPoint(x: 0, y: 200))
    #expect(reports().last?.location == CGPoint(x: 150, y: 300), "the centroid")

    let before = reports().count
    pan.minimumNumberOfTouches = 1
    pan.maximumNumberOfTouches = 1
    window.send(two)
    #expect(reports().count == before, "two fingers are too many before it began")

    pan.minimumNumberOfTouches = 0
    #expect(pan.minimumNumberOfTouches == 1, "fewer than one means one")
    pan.minimumNumberOfTouches = 3
    pan.maximumNumberOfTouches = 1
    window.send(
      two.merged(
        with: .pan(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 300, y: 300), duration: 0.3)))
    #expect(reports().last?.state == .ended, "a maximum below the minimum counts as it")
    #expect(reports().count > before)
  }

  @Test func fingersJoiningAndLeavingDoNotMakeTheTranslationJump() {
    let (_, reports) = recordingPan(on: pad)
    // A drags 200 points right in 0.5 s; B goes down far away at 0.25 and stays until
    // 0.6. The pan follows the centroid: A alone for the first 100 points, then half of
    // A's second 100 while B stands still.
    let a = StageTouchTrace.pan(
      from: CGPoint(x: 50, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.5)
    let b = StageTouchTrace.press(at: CGPoint(x: 300, y: 700), duration: 0.35).delayed(by: 0.25)
    window.send(a.merged(with: b))
    let steps = zip(reports(), reports().dropFirst()).map { $1.translation.x - $0.translation.x }
    #expect(steps.allSatisfy { $0 >= 0 && $0 <= 6.67 + 1e-9 }, "no jump: \(steps)")
    #expect(isClose(reports().last?.translation.x ?? 0, 150))
    #expect(reports().last?.translation.y == 0)
    #expect(isClose(reports().last?.time ?? 0, 0.6), "ends when the last finger lifts")
  }

  @Test func valuesStayReadableUntilTheNextGesture() {
    let (pan, _) = recordingPan(on: pad)
    #expect(pan.translation(in: nil) == .zero && pan.velocity(in: nil) == .zero)
    window.send(.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), duration: 0.2))
    #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 100))
    #expect(isClose(pan.velocity(in: nil).y, 500, within: 5))
    #expect(pan.numberOfTouches == 0)
    window.send(.press(at: CGPoint(x: 10, y: 10), duration: 0.1))
    #expect(pan.translation(in: nil) == .zero, "a new touch starts a new translation")
  }
}
