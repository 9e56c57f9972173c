import Foundation
import Testing

@testable import Transit

/// The rate at which a released transition's own timeline finishes on the layers' clock
/// (docs/design.md#u8): it sets off at the release's speed. The references are worked out by
/// hand from the slides' geometry: a linear slide of 0.5 s moves its screen 2 shares a
/// second; an ease-in-out one (0.42, 0, 0.58, 1) of 1 s, at its middle (the Bézier's
/// parameter 0.5), dy/dt = 3 × 0.5 = 1.5 over dx/dt = 3 × (0.25 × 0.42 + 0.5 × 0.16 + 0.25 ×
/// 0.42) = 0.87: 1.7241 shares a second.
@Suite struct InteractionCompletionTimelineRateTests {
  static let linearSlide = TravelCurve(
    timeline: TravelCurveTests.pop(curve: .linear, duration: 0.5))

  func completion(_ outcome: InteractionOutcome, from progress: Double, velocity: Double)
    -> InteractionCompletion
  {
    CompletionTiming.default.completion(towards: outcome, from: progress, velocity: velocity, at: 0)
  }

  @Test func theTimelineSetsOffAtTheReleaseSpeed() throws {
    let released = completion(.finish, from: 0.6, velocity: 1.5)
    let rate = try #require(released.timelineRate(from: 0.3, along: Self.linearSlide))
    #expect(abs(rate - 1.5 / 2) < 1e-9, "\(rate)")
  }

  @Test func anEasedTimelineIsMatchedWhereItIs() throws {
    let travel = TravelCurve(timeline: TravelCurveTests.pop(curve: .easeInOut, duration: 1))
    let released = completion(.finish, from: 0.5, velocity: 1.5)
    let rate = try #require(released.timelineRate(from: 0.5, along: travel))
    // 1.5 shares a second over the curve's 1.7241 at its middle.
    #expect(abs(rate - 1.5 / 1.7241) < 0.01, "\(rate)")
  }

  @Test func releasedAtRestItTakesThePlannedTime() throws {
    let released = completion(.finish, from: 0.6, velocity: 0)
    let rate = try #require(released.timelineRate(from: 0.3, along: Self.linearSlide))
    #expect(abs(0.2 / rate - released.duration) < 1e-9)
  }

  @Test func itNeverPlaysACancelOrASpeedFarFromThePlan() {
    let cancelled = completion(.cancel, from: 0.3, velocity: -1)
    #expect(cancelled.timelineRate(from: 0.15, along: Self.linearSlide) == nil)
    // Planned over 0.4 s but thrown at 40 shares a second: the slide would be over in 0.01 s.
    let thrown = InteractionCompletion(
      outcome: .finish, startTime: 0, startProgress: 0.6, startVelocity: 40, duration: 0.4,
      motion: .curve(.linear))
    #expect(thrown.timelineRate(from: 0.3, along: Self.linearSlide) == nil)
    let atTheEnd = completion(.finish, from: 1, velocity: 1)
    #expect(atTheEnd.timelineRate(from: 0.5, along: Self.linearSlide) == nil)
  }
}
