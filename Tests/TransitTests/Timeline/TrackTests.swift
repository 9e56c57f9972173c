import Foundation
import Testing

@testable import Transit

@Suite struct TrackTests {
  @Test func keyTimesDefaultToEvenSpacing() throws {
    let track = try Track(.opacity, of: "a", values: [0, 1, 0.5, 1], duration: 1)
    #expect(track.keyTimes == [0, 1.0 / 3, 2.0 / 3, 1])
  }

  @Test func keyTimesAreNormalizedAsCoreAnimationRequires() throws {
    // First 0, last 1, clamped into 0…1 and never decreasing.
    let track = try Track(
      .opacity, of: "a", values: [0, 1, 0.5, 1], keyTimes: [0.2, 0.7, 0.4, 0.9], duration: 1)
    #expect(track.keyTimes == [0, 0.7, 0.7, 1])
    let wrongLength = try Track(
      .opacity, of: "a", values: [0, 1, 0], keyTimes: [0, 1], duration: 1)
    #expect(wrongLength.keyTimes == [0, 0.5, 1])
    let withNaN = try Track(
      .opacity, of: "a", values: [0, 1, 0], keyTimes: [0, .nan, 1], duration: 1)
    #expect(withNaN.keyTimes == [0, 0.5, 1])
  }

  @Test func curvesAreOnePerSegment() throws {
    let one = try Track(.opacity, of: "a", values: [0, 1, 0], curves: [.easeIn], duration: 1)
    #expect(one.timing == .curves([.easeIn, .easeIn]))
    let long = try Track(
      .opacity, of: "a", values: [0, 1], curves: [.easeIn, .easeOut, .linear], duration: 1)
    #expect(long.timing == .curves([.easeIn]))
    let none = try Track(.opacity, of: "a", values: [0, 1], curves: [], duration: 1)
    #expect(none.timing == .curves([.linear]))
  }

  @Test func aSingleValueHoldsStill() throws {
    let track = try Track(.opacity, of: "a", values: [0.4], duration: 1)
    #expect(track.values == [.scalar(0.4), .scalar(0.4)])
    #expect(track.keyTimes == [0, 1])
  }

  @Test func noValuesIsAClearError() {
    #expect(throws: TrackError.noKeyframes(node: "card", property: .opacity)) {
      try Track(.opacity, of: "card", values: [Double](), duration: 1)
    }
    #expect(
      TrackError.noKeyframes(node: "card", property: .opacity).description
        == "the opacity track of card has no keyframes; give it at least one value")
  }

  @Test func badNumbersGetClampedMeanings() {
    let track = Track(
      .position, of: "a", from: CGPoint(x: CGFloat.nan, y: 1),
      to: CGPoint(x: 2, y: CGFloat.infinity), delay: -.infinity, duration: .nan)
    #expect(track.delay == 0)
    #expect(track.duration == 0)
    #expect(track.values == [.point(CGPoint(x: 0, y: 1)), .point(CGPoint(x: 2, y: 0))])
    let negative = Track(.opacity, of: "a", from: 0, to: 1, delay: -1, duration: -2)
    #expect(negative.delay == 0 && negative.duration == 0)
  }

  @Test func springTrackLastsUntilTheSpringSettles() {
    let spring = Spring(response: 0.5, dampingRatio: 0.6)
    let track = Track(.opacity, of: "a", from: 0, to: 1, spring: spring)
    #expect(track.duration == spring.settlingDuration())
    let cut = Track(.opacity, of: "a", from: 0, to: 1, spring: spring, duration: 0.2)
    #expect(cut.duration == 0.2)
    let badVelocity = Track(
      .opacity, of: "a", from: 0, to: 1, spring: spring, initialVelocity: .nan)
    #expect(badVelocity.timing == .spring(spring, initialVelocity: 0, isReversed: false))
  }

  @Test func reversalMirrorsTimeInsideTheTimeline() throws {
    let track = try Track(
      .opacity, of: "a", values: [0, 0.8, 1], keyTimes: [0, 0.25, 1],
      curves: [.easeIn, .easeOut], delay: 0.1, duration: 0.4)
    let reversed = track.reversed(within: 1)
    #expect(abs(reversed.delay - 0.5) < 1e-15)
    #expect(reversed.duration == 0.4)
    #expect(reversed.values == [.scalar(1), .scalar(0.8), .scalar(0)])
    #expect(reversed.keyTimes == [0, 0.75, 1])
    #expect(
      reversed.timing == .curves([TimingCurve.easeOut.reversed, TimingCurve.easeIn.reversed]))
    let twice = reversed.reversed(within: 1)
    #expect(twice.values == track.values && twice.keyTimes == track.keyTimes)
    #expect(abs(twice.delay - track.delay) < 1e-15)
  }
}

@Suite struct SpringTrackDurationTests {
  @Test func anUndampedSpringTrackStopsAfterTenSeconds() {
    // It never settles; the documented cut-off keeps the timeline finite.
    let undamped = Spring(mass: 1, stiffness: 100, damping: 0)
    #expect(undamped.settlingDuration() == .infinity)
    let track = Track(.opacity, of: "a", from: 0, to: 1, spring: undamped)
    #expect(track.duration == 10)
  }
}
