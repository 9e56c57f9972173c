import Foundation
import Testing

@testable import Transit

@Suite struct InteractionDriverTests {
  // MARK: The state machine

  @Test func runsFromIdleThroughInteractionAndCompletionToFinished() {
    var driver = InteractionDriver()
    #expect(driver.state == .idle)
    #expect(driver.progress(at: 0) == 0)
    let accepted = [
      driver.begin(at: 1),
      driver.update(progress: 0.3, at: 1.1),
      driver.update(progress: 0.6, at: 1.2),
    ]
    #expect(accepted == [true, true, true])
    // Three tenths per tenth of a second: 3 per second.
    guard case .interacting(let progress, let velocity) = driver.state else {
      Issue.record("not interacting: \(driver.state)")
      return
    }
    #expect(progress == 0.6 && abs(velocity - 3) < 1e-12)
    #expect(driver.outcome == nil)
    let outcome = driver.release(at: 1.2)
    #expect(outcome == .finish)
    guard let completion = driver.completion else {
      Issue.record("not completing: \(driver.state)")
      return
    }
    #expect(driver.outcome == .finish)
    #expect(completion.startTime == 1.2 && completion.startProgress == 0.6)
    #expect(!driver.isComplete(at: 1.2))
    let moving = driver.advance(to: 1.21)
    #expect(moving > 0.6)
    #expect(driver.completion == completion)
    let ended = driver.advance(to: completion.endTime)
    #expect(ended == 1)
    #expect(driver.state == .finished)
    #expect(driver.isComplete(at: 0))
    #expect(driver.velocity(at: 100) == 0)
  }

  @Test func runsToCancelledWhenReleasedShortOfTheThreshold() {
    var driver = InteractionDriver()
    InteractionTrace(start: 0, end: 0.3, speed: 0.5).play(on: &driver)
    let outcome = driver.release(at: 0.6)
    #expect(outcome == .cancel)
    let ended = driver.advance(to: 0.6 + driver.timing.maximumDuration)
    #expect(ended == 0)
    #expect(driver.state == .cancelled)
    #expect(driver.outcome == .cancel)
  }

  @Test func ignoresCallsTheStateDoesNotAllow() {
    var driver = InteractionDriver()
    // Idle: nothing to update, release or grab.
    let whileIdle = [
      driver.update(progress: 0.5, at: 1), driver.release(at: 1) != nil, driver.grab(at: 1),
    ]
    #expect(whileIdle == [false, false, false])
    #expect(driver.state == .idle)

    // Interacting: no second begin, no grab.
    driver.begin(at: 1)
    driver.update(progress: 0.02, at: 1.1)
    let interacting = driver
    let whileInteracting = [driver.begin(at: 2, progress: 0.9), driver.grab(at: 2)]
    #expect(whileInteracting == [false, false])
    #expect(driver == interacting)

    // Completing: no begin, update or release; the same forced outcome changes nothing.
    let outcome = driver.release(at: 1.1)
    #expect(outcome == .cancel)
    let completing = driver
    let whileCompleting = [
      driver.begin(at: 1.15), driver.update(progress: 0.9, at: 1.15),
      driver.release(at: 1.15) != nil, driver.cancel(at: 1.15),
    ]
    #expect(whileCompleting == [false, false, false, false])
    #expect(driver == completing)

    // Ended: everything is ignored.
    driver.advance(to: 100)
    #expect(driver.state == .cancelled)
    let ended = driver
    let afterTheEnd = [
      driver.begin(at: 101), driver.update(progress: 1, at: 101), driver.release(at: 101) != nil,
      driver.grab(at: 101), driver.finish(at: 101), driver.cancel(at: 101),
    ]
    #expect(afterTheEnd == [false, false, false, false, false, false])
    #expect(driver == ended)
  }

  @Test func ignoresCallsAtNonFiniteTimesAndNaNProgress() {
    var driver = InteractionDriver()
    let begun = [Double.nan, .infinity, -.infinity].map { driver.begin(at: $0) }
    #expect(begun == [false, false, false])
    #expect(driver.state == .idle)
    driver.begin(at: 0, progress: .nan)  // NaN progress counts as 0
    #expect(driver.state == .interacting(progress: 0, velocity: 0))
    let before = driver
    let ignored = [
      driver.update(progress: .nan, at: 0.1), driver.update(progress: 0.4, at: .nan),
      driver.release(at: .infinity) != nil, driver.finish(at: .nan),
    ]
    #expect(ignored == [false, false, false, false])
    #expect(driver == before)
    // A NaN velocity from the host falls back to the estimate.
    driver.update(progress: 0.1, at: 0.1, velocity: .nan)
    #expect(abs(driver.velocity(at: 0.1) - 1) < 1e-12)
    // Sampling at unusual times never yields NaN.
    for time in [Double.nan, .infinity, -.infinity] {
      #expect(!driver.progress(at: time).isNaN)
      #expect(driver.velocity(at: time).isFinite)
    }
  }

  @Test func timeNeverRunsBackwards() {
    var driver = InteractionDriver()
    driver.begin(at: 5)
    driver.update(progress: 0.02, at: 5.1)
    // Earlier than the last event: counts as happening at 5.1.
    let updated = driver.update(progress: 0.03, at: 4)
    #expect(updated)
    #expect(driver.progress(at: 5.1) == 0.03)
    let outcome = driver.release(at: 3)
    #expect(outcome == .cancel)
    #expect(driver.completion?.startTime == 5.1)
  }

  // MARK: Decisions

  @Test func decidesByTheDefaultHalfWayThreshold() {
    for (end, expected) in [(0.45, InteractionOutcome.cancel), (0.55, .finish)] {
      var driver = InteractionDriver()
      let time = InteractionTrace(start: 0, end: end, speed: 0.4).play(on: &driver)
      let outcome = driver.release(at: time)
      #expect(outcome == expected)
    }
  }

  /// seeds/003: the zoom pop finishes beyond 35 %.
  @Test func decidesByTheArticlesThirtyFivePercentThreshold() {
    for (end, expected) in [(0.3, InteractionOutcome.cancel), (0.4, .finish)] {
      var driver = InteractionDriver(policy: CompletionPolicy(threshold: 0.35))
      let time = InteractionTrace(start: 0, end: end, speed: 0.4).play(on: &driver)
      let outcome = driver.release(at: time)
      #expect(outcome == expected)
    }
  }

  @Test func aFlickAtTwentyPercentFinishes() {
    var driver = InteractionDriver()
    let time = InteractionTrace(start: 0, end: 0.2, speed: 2).play(on: &driver)
    let outcome = driver.release(at: time)
    #expect(outcome == .finish)
    let completion = driver.completion
    #expect(completion?.startProgress == 0.2)
    let ended = driver.advance(to: time + 10)
    #expect(ended == 1)
    #expect(driver.state == .finished)
  }

  @Test func aFingerThatRestsBeforeLiftingIsNoFlick() {
    var driver = InteractionDriver()
    let time = InteractionTrace(start: 0, end: 0.2, speed: 2).play(on: &driver)
    // Held still for 0.3 s before lifting: the estimate has faded far below a flick.
    #expect(driver.velocity(at: time + 0.3) < 0.01)
    let outcome = driver.release(at: time + 0.3)
    #expect(outcome == .cancel)
  }

  @Test func theHostsVelocityOverridesTheEstimate() {
    var driver = InteractionDriver()
    let time = InteractionTrace(start: 0, end: 0.2, speed: 2).play(on: &driver)
    driver.update(progress: 0.2, at: time, velocity: 0.1)
    #expect(driver.velocity(at: time) == 0.1)
    let outcome = driver.release(at: time)
    #expect(outcome == .cancel)

    var other = InteractionDriver()
    InteractionTrace(start: 0, end: 0.2, speed: 0.1).play(on: &other)
    let thrown = other.release(at: 2, velocity: 3)
    #expect(thrown == .finish)
    #expect(other.completion?.startVelocity == 3)
  }

  // MARK: Re-grab

  @Test func aGrabStopsTheCompletionWhereItIsOnScreen() {
    for timing in CompletionTimingTests.timings {
      var driver = InteractionDriver(timing: timing)
      let release = InteractionTrace(start: 0, end: 0.6, speed: 1.2).play(on: &driver)
      driver.release(at: release)
      let grabTime = release + 0.05
      let onScreen = driver.progress(at: grabTime)
      #expect(onScreen > 0.6 && onScreen < 1)
      let grabbed = driver.grab(at: grabTime)
      #expect(grabbed)
      #expect(driver.state == .interacting(progress: onScreen, velocity: 0))
      #expect(driver.origin == onScreen)
      #expect(driver.progress(at: grabTime) == onScreen)
      #expect(driver.progress(at: grabTime + 1) == onScreen, "the finger holds it")
      // The new touch's first report, no movement yet: no jump.
      let touched = driver.update(GestureProgress(progress: 0), at: grabTime + 0.01)
      #expect(touched)
      #expect(driver.progress(at: grabTime + 0.01) == onScreen)
      // Dragging back from there: the progress follows from the grabbed one.
      let dragged = driver.update(
        GestureProgress(progress: -0.5, velocity: -2), at: grabTime + 0.2)
      #expect(dragged)
      #expect(abs(driver.progress(at: grabTime + 0.2) - (onScreen - 0.5)) < 1e-12)
      let outcome = driver.release(at: grabTime + 0.2)
      #expect(outcome == .cancel)
    }
  }

  @Test func aGrabAfterTheCompletionEndedIsTooLate() {
    var driver = InteractionDriver()
    let release = InteractionTrace(start: 0, end: 0.8, speed: 1).play(on: &driver)
    driver.release(at: release)
    let grabbed = driver.grab(at: release + 20)
    #expect(!grabbed)
    #expect(driver.state == .finished)
  }

  // MARK: Forced outcomes

  @Test func forcedOutcomesOverrideThePolicy() {
    var driver = InteractionDriver()
    let time = InteractionTrace(start: 0, end: 0.9, speed: 0.5).play(on: &driver)
    let cancelled = driver.cancel(at: time)
    #expect(cancelled)
    #expect(driver.outcome == .cancel)
    #expect(driver.progress(at: time) == 0.9)

    // Turning round mid-flight starts from what is on screen.
    let turn = time + 0.05
    let onScreen = driver.progress(at: turn)
    let finished = driver.finish(at: turn)
    #expect(finished)
    #expect(driver.completion?.startProgress == onScreen)
    #expect(driver.progress(at: turn) == onScreen)
    let ended = driver.advance(to: turn + 10)
    #expect(ended == 1)
  }

  @Test func forcedOutcomesFromIdle() {
    var finishing = InteractionDriver(timing: .curve(duration: 0.4, maximumDuration: 0.4))
    let finished = finishing.finish(at: 2)
    #expect(finished)
    #expect(finishing.completion?.startProgress == 0)
    #expect(finishing.completion?.duration == 0.4)
    let ended = finishing.advance(to: 2.4)
    #expect(ended == 1)

    var cancelling = InteractionDriver()
    let cancelled = cancelling.cancel(at: 2)
    #expect(cancelled)
    #expect(cancelling.state == .cancelled)
  }

  // MARK: Beyond the ends

  @Test func progressIsClampedOnScreen() {
    var driver = InteractionDriver()
    driver.begin(at: 0)
    driver.update(progress: -0.3, at: 0.1)
    #expect(driver.progress(at: 0.1) == 0)
    driver.update(progress: 1.4, at: 0.2)
    guard case .interacting(let progress, let velocity) = driver.state else {
      Issue.record("not interacting: \(driver.state)")
      return
    }
    #expect(progress == 1)
    // The velocity follows the finger, past the end: from −3/s towards 17/s.
    #expect(velocity > 10)
  }

  /// docs/uikit-behaviour.md#b4-3: a percent-driven transition dragged to 100 % can hang, its
  /// completion never called. Here it ends at once.
  @Test func aDragBeyondTheEndFinishesAtOnce() {
    var driver = InteractionDriver()
    let time = InteractionTrace(start: 0, end: 1.4, speed: 1.5).play(on: &driver)
    let outcome = driver.release(at: time)
    #expect(outcome == .finish)
    #expect(driver.state == .finished)
    #expect(driver.isComplete(at: time))
  }

  @Test func aThrowBackFromBeyondTheEndCompletesInBoundedTime() {
    let timings: [CompletionTiming] =
      CompletionTimingTests.timings + [
        .spring(dampingRatio: 0, response: 0.5),  // never settles by itself
        .spring(dampingRatio: 1, response: 1000),  // would take forever
      ]
    for timing in timings {
      var driver = InteractionDriver(timing: timing)
      // Out to 140 %, then thrown back while still beyond 100 %.
      var time = InteractionTrace(start: 0, end: 1.4, speed: 2).play(on: &driver)
      for progress in [1.35, 1.25, 1.15] {
        time += 1.0 / 120
        driver.update(progress: progress, at: time)
      }
      #expect(driver.progress(at: time) == 1)
      let outcome = driver.release(at: time)
      #expect(outcome == .cancel)
      var frames = 0
      while !driver.isComplete(at: time) && frames < 10_000 {
        time += 1.0 / 60
        frames += 1
        let progress = driver.advance(to: time)
        #expect((0...1).contains(progress))
      }
      #expect(driver.state == .cancelled, "\(timing)")
      #expect(Double(frames) <= timing.maximumDuration * 60 + 1, "\(timing): \(frames) frames")
    }
  }
}
