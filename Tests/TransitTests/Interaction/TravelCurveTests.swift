import Foundation
import Testing

@testable import Transit

/// The map between a gesture's progress and a timeline's time that keeps a dragged screen
/// under the finger, against an independent reference: the earliest time a screen sliding
/// along each Core Animation curve has gone a share of its way, solved at 60 digits by
/// `Scripts/reference/travel_curves.py` (`Reference/travel-curves.csv`).
@Suite struct TravelCurveTests {
  /// A pop whose popped screen slides 390 pt along a curve, with the other screen's
  /// parallax (a shorter way, which the curve must not follow).
  static func pop(curve: TimingCurve, duration: Double) -> Timeline {
    Timeline(
      nodes: [TimelineNode(.to), TimelineNode(.from)],
      tracks: [
        Track(
          .transform, of: .to, from: Transform3D(translationX: -117, y: 0), to: .identity,
          curve: curve, duration: duration),
        Track(
          .transform, of: .from, from: .identity, to: Transform3D(translationX: 390, y: 0),
          curve: curve, duration: duration),
      ])
  }

  @Test func theTimeForAShareIsWhenTheSlidingScreenHasGoneThatShare() throws {
    let table = try ReferenceTable(named: "travel-curves")
    try #require(table.rows.count > 60)
    for row in table.rows {
      let curve = TimingCurve(
        controlPoint1: CGPoint(x: table.value("x1", in: row), y: table.value("y1", in: row)),
        controlPoint2: CGPoint(x: table.value("x2", in: row), y: table.value("y2", in: row)))
      let travel = TravelCurve(
        timeline: Self.pop(curve: curve, duration: table.value("duration", in: row)))
      #expect(travel.movingNode == .from)
      let share = table.value("share", in: row)
      let time = travel.time(atProgress: share)
      let expected = table.value("time", in: row)
      #expect(abs(time - expected) < 1e-9, "\(curve) at \(share): \(time), not \(expected)")
      #expect(abs(travel.progress(atTime: expected) - share) < 1e-3, "and back")
    }
  }

  @Test func aLinearSlideKeepsProgressAndTimeProportional() {
    let travel = TravelCurve(timeline: Self.pop(curve: .linear, duration: 0.5))
    for share in stride(from: 0.0, through: 1, by: 0.125) {
      #expect(abs(travel.time(atProgress: share) - share * 0.5) < 1e-12)
    }
  }

  @Test func withNothingSlidingTheCurveIsLinear() {
    let fade = Timeline(
      nodes: [TimelineNode(.from)],
      tracks: [Track(.opacity, of: .from, from: 1.0, to: 0.0, curve: .easeInOut, duration: 0.3)])
    let travel = TravelCurve(timeline: fade)
    #expect(travel.isLinear && travel.movingNode == nil)
    #expect(travel.time(atProgress: 0.5) == 0.15)
    // A screen that turns as it moves does not slide either.
    let turning = Timeline(
      nodes: [TimelineNode(.from)],
      tracks: [
        Track(
          .transform, of: .from, from: .identity,
          to: Transform3D(translationX: 390, y: 0).concatenating(Transform3D(scaleX: 0.5, y: 0.5)),
          duration: 0.3)
      ])
    #expect(TravelCurve(timeline: turning).isLinear)
  }

  @Test func aSpringThatOvershootsArrivesTheFirstTimeItGetsThere() {
    let spring = Spring(response: 0.4, dampingRatio: 0.5)
    let timeline = Timeline(
      nodes: [TimelineNode(.from)],
      tracks: [
        Track(
          .transform, of: .from, from: .identity, to: Transform3D(translationX: 390, y: 0),
          spring: spring)
      ])
    let travel = TravelCurve(timeline: timeline)
    var previous = 0.0
    for step in 1...99 {
      let time = travel.time(atProgress: Double(step) / 100)
      #expect(time >= previous, "time never goes back as the finger goes on")
      previous = time
    }
    // Before the overshoot, every share is reached once: the spring's own value there.
    let time = travel.time(atProgress: 0.9)
    #expect(abs(spring.value(at: time) - 0.9) < 1e-9)
    #expect(travel.time(atProgress: 1) == timeline.duration, "at 1 every track has ended")
  }

  @Test func badProgressAndTimeHaveClampedMeanings() {
    let travel = TravelCurve(timeline: Self.pop(curve: .easeInOut, duration: 0.35))
    #expect(travel.time(atProgress: .nan) == 0)
    #expect(travel.time(atProgress: -3) == 0)
    #expect(travel.time(atProgress: .infinity) == 0.35)
    #expect(travel.progress(atTime: .nan) == 0)
    #expect(travel.progress(atTime: 9) == 1)
    #expect(TravelCurve.linear(duration: .nan).time(atProgress: 0.5) == 0)
  }
}
