import Foundation
import Testing

@testable import Transit

@Suite struct TransitionTimingTests {
  @Test func presets() {
    #expect(TransitionTiming.standard == .curve(.easeInOut, duration: 0.35))
    #expect(TransitionTiming.reducedMotion == .curve(.easeInOut, duration: 0.25))
  }

  @Test func aCurveLastsItsDurationAndABadOneNothing() {
    #expect(TransitionTiming.curve(.linear, duration: 0.4).duration == 0.4)
    for bad in [-0.1, -.infinity, .infinity, .nan] {
      #expect(TransitionTiming.curve(.linear, duration: bad).duration == 0, "\(bad)")
    }
  }

  @Test func aSpringLastsUntilItSettlesWithinATenthOfAPercent() {
    let spring = Spring(response: 0.45, dampingRatio: 0.6)
    let duration = TransitionTiming.spring(spring).duration
    #expect(duration > 0.3 && duration < 3)
    // Settled: within 0.1 % of rest from then on, and not long before.
    for step in 0...100 {
      let time = duration + Double(step) * 0.01
      #expect(abs(spring.value(at: time) - 1) <= 0.001 + 1e-9)
    }
    let earlier = stride(from: 0.0, to: duration - 0.02, by: 0.001)
    #expect(earlier.contains { abs(spring.value(at: $0) - 1) > 0.001 })
  }

  @Test func anUndampedSpringLastsTenSeconds() {
    let undamped = Spring(response: 0.5, dampingRatio: 0)
    #expect(TransitionTiming.spring(undamped).duration == 10)
  }

  @Test func progressFollowsTheCurve() {
    let linear = TransitionTiming.curve(.linear, duration: 2)
    #expect(linear.progress(at: 0) == 0)
    #expect(abs(linear.progress(at: 0.5) - 0.25) < 1e-9)
    #expect(linear.progress(at: 2) == 1)
    // easeInOut is symmetric about its middle, so half the time is half the way.
    let ease = TransitionTiming.curve(.easeInOut, duration: 0.35)
    #expect(abs(ease.progress(at: 0.175) - 0.5) < 1e-7)
    #expect(ease.progress(at: 0.0875) < 0.25)
  }

  @Test func progressClampsTimeAndTreatsNaNAsTheStart() {
    let linear = TransitionTiming.curve(.linear, duration: 2)
    #expect(linear.progress(at: -1) == 0)
    #expect(linear.progress(at: 5) == 1)
    #expect(linear.progress(at: .nan) == 0)
  }

  @Test func aZeroLengthPacingIsAlreadyDone() {
    #expect(TransitionTiming.curve(.easeIn, duration: 0).progress(at: 0) == 1)
    #expect(TransitionTiming.curve(.easeIn, duration: .nan).progress(at: 0) == 1)
  }

  @Test func aSpringsProgressEndsExactlyAtOne() {
    let spring = Spring(response: 0.45, dampingRatio: 0.6)
    let timing = TransitionTiming.spring(spring)
    #expect(timing.progress(at: 0) == 0)
    #expect(timing.progress(at: timing.duration) == 1)
    // It overshoots on the way: a damping ratio of 0.6 passes 1.
    let peak =
      stride(from: 0.0, to: timing.duration, by: 0.005).map { timing.progress(at: $0) }
      .max() ?? 0
    #expect(peak > 1.05)
  }

  @Test func withDurationRetimesACurveButNotASpring() {
    #expect(
      TransitionTiming.curve(.easeOut, duration: 0.3).withDuration(0.9)
        == .curve(.easeOut, duration: 0.9))
    let spring = Spring(response: 0.45, dampingRatio: 0.6)
    #expect(TransitionTiming.spring(spring).withDuration(0.9) == .spring(spring))
  }

  @Test func automaticDurationByTheDocumentedFormula() {
    // 0.2 + 0.35 × √(distance / 1000) seconds, between 0.2 and 0.6.
    let formula = { (distance: Double) in 0.2 + 0.35 * (distance / 1000).squareRoot() }
    #expect(TransitionTiming.automaticDuration(forDistance: 0) == 0.2)
    #expect(abs(TransitionTiming.automaticDuration(forDistance: 390) - formula(390)) < 1e-12)
    #expect(abs(TransitionTiming.automaticDuration(forDistance: 844) - formula(844)) < 1e-12)
    // 0.2 + 0.35 × √10 ≈ 1.31, past the ceiling.
    #expect(TransitionTiming.automaticDuration(forDistance: 10_000) == 0.6)
    // The doc's rounded figures: a phone's width 0.42 s, its height 0.52 s.
    #expect(abs(TransitionTiming.automaticDuration(forDistance: 390) - 0.42) < 0.005)
    #expect(abs(TransitionTiming.automaticDuration(forDistance: 844) - 0.52) < 0.005)
    // The ceiling is reached at √(d/1000) = 0.4 / 0.35, d ≈ 1306 points.
    #expect(TransitionTiming.automaticDuration(forDistance: 1_300) < 0.6)
    #expect(TransitionTiming.automaticDuration(forDistance: 1_310) == 0.6)
  }

  @Test func automaticDurationOfABadDistanceIsTheShortest() {
    for bad in [-500, Double.nan, .infinity, -.infinity] {
      #expect(TransitionTiming.automaticDuration(forDistance: bad) == 0.2, "\(bad)")
    }
  }
}
