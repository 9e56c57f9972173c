import Foundation
import Testing

@testable import Transit

@Suite struct CompletionTimingTests {
  static let timings: [CompletionTiming] = [
    .default,
    .spring(dampingRatio: 0.6, response: 0.4),
    .spring(Spring(mass: 3, stiffness: 1000, damping: 500)),  // UIKit's navigation spring
    .curve(),
    .curve(.easeOut),
    .curve(.default, duration: 0.3),
    .curve(.linear, duration: 0.8, minimumDuration: 0.2, maximumDuration: 0.6),
  ]

  /// The speed of the completion just after `time`, by a forward difference of its progress.
  static func speedJustAfter(_ driver: InteractionDriver, _ time: Double) -> Double {
    let step = 1e-6
    return (driver.progress(at: time + step) - driver.progress(at: time)) / step
  }

  // MARK: Velocity continuity at release

  /// (start, end, speed) of traces whose release the default policy decides along their
  /// direction: finishing ones first, then cancelling ones.
  static let traces: [InteractionTrace] = [
    InteractionTrace(start: 0, end: 0.6, speed: 0.8),
    InteractionTrace(start: 0, end: 0.7, speed: 2.5),
    InteractionTrace(start: 0, end: 0.55, speed: 0.3),
    InteractionTrace(start: 0, end: 0.92, speed: 4),
    InteractionTrace(start: 0.9, end: 0.4, speed: -0.8),
    InteractionTrace(start: 0.9, end: 0.3, speed: -2.5),
    InteractionTrace(start: 0.9, end: 0.45, speed: -0.3),
    InteractionTrace(start: 1, end: 0.08, speed: -4),
  ]

  @Test(arguments: timings)
  func releaseSpeedCarriesOnIntoTheCompletion(timing: CompletionTiming) {
    for trace in Self.traces {
      var driver = InteractionDriver(timing: timing)
      let time = trace.play(on: &driver)
      let before = driver.velocity(at: time)
      #expect(abs(before - trace.speed) <= 1e-9 * abs(trace.speed), "the estimate of a steady drag")
      let outcome = driver.release(at: time)
      #expect(outcome == (trace.speed > 0 ? .finish : .cancel))
      let after = Self.speedJustAfter(driver, time)
      #expect(
        abs(after - before) < 0.05 * abs(before),
        "\(timing) from \(trace.end) at \(before)/s: \(after)/s after release")
      #expect(abs(driver.velocity(at: time) - after) < 0.01 * abs(before))
    }
  }

  /// Released moving away from its target, a spring sets off backwards at the finger's speed,
  /// turns and comes back; a curve cannot run backwards and starts at rest.
  @Test(arguments: timings)
  func releaseAgainstTheDirectionOfCompletion(timing: CompletionTiming) {
    let traces = [
      (InteractionTrace(start: 0.6, end: 0.4, speed: -0.8), InteractionOutcome.finish),
      (InteractionTrace(start: 0.7, end: 0.5, speed: -2), .finish),
      (InteractionTrace(start: 0.3, end: 0.5, speed: 0.8), .cancel),
      (InteractionTrace(start: 0.2, end: 0.6, speed: 2), .cancel),
    ]
    let isSpring: Bool
    if case .spring = timing.completion(towards: .finish, from: 0, velocity: 0, at: 0).motion {
      isSpring = true
    } else {
      isSpring = false
    }
    for (trace, outcome) in traces {
      var driver = InteractionDriver(timing: timing)
      let time = trace.play(on: &driver)
      let before = driver.velocity(at: time)
      let forced = outcome == .finish ? driver.finish(at: time) : driver.cancel(at: time)
      #expect(forced)
      let after = Self.speedJustAfter(driver, time)
      if isSpring {
        #expect(abs(after - before) < 0.05 * abs(before), "\(timing): \(before) → \(after)")
      } else {
        #expect(abs(after) < 1e-3, "\(timing) starts at rest: \(after)")
        #expect(driver.velocity(at: time) == 0)
      }
      // Either way it ends where it was sent.
      let end = driver.completion.map(\.endTime) ?? time
      let final = driver.advance(to: end)
      #expect(final == outcome.targetProgress)
      #expect(driver.state == (outcome == .finish ? .finished : .cancelled))
    }
  }

  // MARK: Ending

  @Test(arguments: timings)
  func everyCompletionEndsAtItsTargetWithinItsMaximumDurationAndStaysOnScreen(
    timing: CompletionTiming
  ) {
    for start in stride(from: 0.0, through: 1, by: 0.125) {
      for velocity in [-20.0, -3, -0.5, 0, 0.5, 3, 20] {
        for outcome in InteractionOutcome.allCases {
          let completion = timing.completion(
            towards: outcome, from: start, velocity: velocity, at: 5)
          #expect(completion.duration >= 0 && completion.duration <= timing.maximumDuration)
          #expect(completion.progress(at: completion.endTime) == outcome.targetProgress)
          #expect(completion.isComplete(at: completion.endTime))
          for step in 0...50 {
            let time = 5 + completion.duration * Double(step) / 50
            let progress = completion.progress(at: time)
            #expect((0...1).contains(progress))
            #expect(completion.velocity(at: time).isFinite)
          }
        }
      }
    }
  }

  /// A spring that would overshoot ends when it first reaches the target. From rest, an
  /// under-damped spring `x = 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t)` first reaches
  /// 1 where `tan ω_d t = −ω_d / (ζω₀)`, at `t = (π − atan(ω_d / ζω₀)) / ω_d`.
  @Test func anOvershootingSpringEndsWhereItFirstReachesItsTarget() {
    for (ratio, response) in [(0.3, 0.4), (0.6, 0.5), (0.9, 0.3)] {
      let timing = CompletionTiming.spring(dampingRatio: ratio, response: response)
      let omega = 2 * Double.pi / response
      let damped = omega * (1 - ratio * ratio).squareRoot()
      let expected = (Double.pi - atan(damped / (ratio * omega))) / damped
      for (start, outcome) in [(0.3, InteractionOutcome.finish), (0.8, .cancel)] {
        let completion = timing.completion(towards: outcome, from: start, velocity: 0, at: 1)
        #expect(abs(completion.duration - expected) < 1e-9, "ζ \(ratio): \(completion.duration)")
        // It approaches the target all the way and is held there, never past it.
        let justBefore = completion.progress(at: completion.endTime - 1e-3)
        #expect(justBefore != outcome.targetProgress)
        #expect(abs(justBefore - outcome.targetProgress) < 0.05)
      }
    }
  }

  /// An undamped spring never settles; released from rest it first reaches its target a
  /// quarter period in: `1 − cos ω₀t = 1` at `t = response / 4`.
  @Test func anUndampedSpringStillEnds() {
    let timing = CompletionTiming.spring(dampingRatio: 0, response: 0.4)
    let completion = timing.completion(towards: .finish, from: 0.5, velocity: 0, at: 0)
    #expect(abs(completion.duration - 0.1) < 1e-9)
  }

  @Test func aSpringThatWouldTakeTooLongIsCutOffAtItsMaximumDuration() {
    let slow = CompletionTiming.spring(dampingRatio: 1, response: 1000, maximumDuration: 2)
    let completion = slow.completion(towards: .cancel, from: 0.7, velocity: 0, at: 10)
    #expect(completion.duration == 2)
    #expect(completion.progress(at: 11.999) > 0.5)  // it has hardly moved
    #expect(completion.progress(at: 12) == 0)
    // The longest maximum is 10 s, whatever is asked.
    #expect(CompletionTiming.spring(maximumDuration: .infinity).maximumDuration == 10)
  }

  @Test func nothingLeftToCoverEndsAtOnce() {
    for timing in Self.timings {
      let finished = timing.completion(towards: .finish, from: 1, velocity: 3, at: 4)
      #expect(finished.duration == 0 && finished.isComplete(at: 4))
      #expect(finished.progress(at: 4) == 1)
      let cancelled = timing.completion(towards: .cancel, from: 0, velocity: -3, at: 4)
      #expect(cancelled.duration == 0 && cancelled.progress(at: 4) == 0)
    }
  }

  // MARK: Curve durations

  @Test func aCurveTakesTheRemainingShareOfItsDurationWithinItsLimits() {
    let timing = CompletionTiming.curve(
      .easeInOut, duration: 0.5, minimumDuration: 0.15, maximumDuration: 0.5)
    func duration(_ outcome: InteractionOutcome, from start: Double) -> Double {
      timing.completion(towards: outcome, from: start, velocity: 0, at: 0).duration
    }
    #expect(abs(duration(.finish, from: 0.6) - 0.2) < 1e-12)  // 0.4 × 0.5
    #expect(abs(duration(.cancel, from: 0.6) - 0.3) < 1e-12)  // 0.6 × 0.5
    #expect(duration(.finish, from: 0.9) == 0.15)  // 0.05, raised to the minimum
    let long = CompletionTiming.curve(duration: 2, maximumDuration: 0.5)
    #expect(long.completion(towards: .finish, from: 0.1, velocity: 0, at: 0).duration == 0.5)
  }

  @Test func unusableCurveDurationsHaveTheirDocumentedMeaning() {
    func duration(_ timing: CompletionTiming, from start: Double = 0) -> Double {
      timing.completion(towards: .finish, from: start, velocity: 0, at: 0).duration
    }
    // NaN or negative per-distance duration → 0.5 s; NaN maximum → 0.5 s.
    #expect(duration(.curve(duration: .nan, minimumDuration: 0, maximumDuration: 9)) == 0.5)
    #expect(duration(.curve(duration: -1, minimumDuration: 0, maximumDuration: 9)) == 0.5)
    #expect(CompletionTiming.curve(maximumDuration: .nan).maximumDuration == 0.5)
    // A minimum above the maximum is lowered to it.
    #expect(duration(.curve(duration: 0.1, minimumDuration: 3, maximumDuration: 1)) == 1)
    // A maximum of 0 (or below) jumps to the target.
    let jump = CompletionTiming.curve(maximumDuration: -4)
    let completion = jump.completion(towards: .finish, from: 0.2, velocity: 1, at: 3)
    #expect(completion.duration == 0 && completion.progress(at: 3) == 1)
    #expect(CompletionTiming.spring(maximumDuration: .nan).maximumDuration == 1)
    #expect(CompletionTiming.spring(maximumDuration: -1).maximumDuration == 0)
  }

  @Test func unusableReleasesHaveTheirDocumentedMeaning() {
    let timing = CompletionTiming.default
    // NaN progress counts as 0, NaN velocity as 0, a non-finite time as 0.
    let completion = timing.completion(towards: .finish, from: .nan, velocity: .nan, at: .nan)
    #expect(completion.startProgress == 0)
    #expect(completion.startVelocity == 0)
    #expect(completion.startTime == 0)
    // Progress outside 0...1 is clamped; infinite velocity is limited.
    let wild = timing.completion(towards: .cancel, from: 3, velocity: -.infinity, at: 1)
    #expect(wild.startProgress == 1)
    #expect(wild.startVelocity.isFinite)
    #expect(wild.duration <= timing.maximumDuration)
    #expect(wild.progress(at: wild.endTime) == 0)
  }
}
