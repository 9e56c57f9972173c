import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

private typealias Sample = StageTouchTrace.Sample

private func sample(_ time: Double, _ x: CGFloat, _ y: CGFloat) -> Sample {
  Sample(time: time, location: CGPoint(x: x, y: y))
}

@Suite struct StageTouchTraceTests {
  // MARK: Clean-up of hand-written samples

  @Test func badSamplesAreDroppedAndTimesSortedNeverACrash() {
    let trace = StageTouchTrace(fingers: [
      [
        sample(0.2, 30, 30), sample(.nan, 1, 1), sample(0.1, 20, 20), sample(0.1, 21, 21),
        sample(.infinity, 2, 2), sample(0.3, .nan, 3), sample(-1, 10, 10),
        sample(0.4, 4, .infinity),
      ],
      [],
      [sample(.nan, 5, 5), sample(1, .infinity, 1)],
      [sample(0.5, 50, 50)],
    ])
    #expect(
      trace.fingers == [
        // -1 counts as 0; the two samples at 0.1 keep their order.
        [sample(0, 10, 10), sample(0.1, 20, 20), sample(0.1, 21, 21), sample(0.2, 30, 30)],
        [sample(0.5, 50, 50)],
      ], "fingers left with no sample are dropped")
    #expect(trace.duration == 0.5)
    #expect(!trace.isEmpty)
  }

  @Test func emptyTraces() {
    #expect(StageTouchTrace().isEmpty)
    #expect(StageTouchTrace().duration == 0)
    #expect(StageTouchTrace(fingers: [[], [sample(.nan, 0, 0)]]).isEmpty)
  }

  // MARK: Builders

  @Test func tapAndPress() {
    #expect(StageTouchTrace.tap(at: CGPoint(x: 5, y: 6)).fingers == [[sample(0, 5, 6)]])
    #expect(
      StageTouchTrace.press(at: CGPoint(x: 5, y: 6), duration: 0.3).fingers == [
        [sample(0, 5, 6), sample(0.3, 5, 6)]
      ])
    #expect(
      StageTouchTrace.press(at: CGPoint(x: 5, y: 6), duration: -1).fingers == [
        [sample(0, 5, 6), sample(0, 5, 6)]
      ], "a negative duration means 0")
    #expect(StageTouchTrace.tap(at: CGPoint(x: CGFloat.nan, y: 0)).isEmpty)
  }

  @Test func panIsSampledEvenlyAtTheRateWithBothEnds() throws {
    let trace = StageTouchTrace.pan(
      from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 300), duration: 0.5)
    let finger = try #require(trace.fingers.first)
    #expect(trace.fingers.count == 1)
    #expect(finger.count == 31, "0.5 s at 60 per second: 30 steps, both ends included")
    for (index, sample) in finger.enumerated() {
      let fraction = Double(index) / 30
      #expect(isClose(sample.time, 0.5 * fraction))
      #expect(
        isClose(sample.location, CGPoint(x: 100 + 200 * fraction, y: 400 - 100 * fraction)))
    }
    #expect(finger.last == sample(0.5, 300, 300), "it lifts exactly at the end point")
    #expect(trace.duration == 0.5)
  }

  @Test func panFollowsItsCurve() throws {
    let trace = StageTouchTrace.pan(
      from: .zero, to: CGPoint(x: 100, y: 0), duration: 1, samplesPerSecond: 4,
      curve: .easeIn)
    let finger = try #require(trace.fingers.first)
    #expect(finger.map(\.time) == [0, 0.25, 0.5, 0.75, 1])
    for sample in finger {
      let expected = 100 * TimingCurve.easeIn.progress(at: sample.time)
      #expect(isClose(sample.location.x, CGFloat(expected)))
    }
    #expect(finger[1].location.x < 25, "ease-in starts slower than linear")
  }

  @Test func samplingRateAndDurationAreClamped() throws {
    let from = CGPoint.zero
    let to = CGPoint(x: 10, y: 0)
    func count(duration: Double, rate: Double) -> Int {
      StageTouchTrace.pan(from: from, to: to, duration: duration, samplesPerSecond: rate)
        .fingers.first?.count ?? 0
    }
    #expect(count(duration: 1, rate: 0) == 2, "below 1 per second means 1")
    #expect(count(duration: 1, rate: -5) == 2)
    #expect(count(duration: 1, rate: .nan) == 61, "NaN means 60")
    #expect(count(duration: 1, rate: .infinity) == 1_001, "above 1,000 means 1,000")
    #expect(count(duration: 0.01, rate: 60) == 2, "a short movement still has one step")
    #expect(count(duration: 1e6, rate: 60) == 100_001, "at most 100,000 steps")
    for duration in [0, -1, Double.nan, .infinity] {
      let finger = try #require(
        StageTouchTrace.pan(from: from, to: to, duration: duration).fingers.first)
      #expect(finger == [sample(0, 0, 0), sample(0, 10, 0)], "a jump at once: \(duration)")
    }
    #expect(StageTouchTrace.pan(from: from, to: CGPoint(x: CGFloat.nan, y: 0), duration: 1).isEmpty)
  }

  @Test func flickMovesAtItsVelocity() throws {
    let trace = StageTouchTrace.flick(
      from: CGPoint(x: 200, y: 100), velocity: CGPoint(x: 0, y: 1_500))
    let finger = try #require(trace.fingers.first)
    #expect(finger.first == sample(0, 200, 100))
    #expect(isClose(finger.last?.location ?? .zero, CGPoint(x: 200, y: 250)))
    #expect(finger.last?.time == 0.1, "0.1 s by default")
    let still = StageTouchTrace.flick(
      from: CGPoint(x: 1, y: 2), velocity: CGPoint(x: CGFloat.nan, y: 30), duration: 1)
    #expect(still.fingers.first?.last?.location == CGPoint(x: 1, y: 32), "NaN speed means 0")
  }

  @Test func edgePanStartsJustInsideTheEdgeAndMovesAway() {
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    func ends(_ edge: StageRectEdge, distance: CGFloat = 100, position: CGFloat? = nil) -> [CGPoint]
    {
      let finger =
        StageTouchTrace.edgePan(
          from: edge, in: bounds, distance: distance, duration: 0.2, position: position
        ).fingers.first ?? []
      return [finger.first?.location ?? .zero, finger.last?.location ?? .zero]
    }
    #expect(ends(.left) == [CGPoint(x: 1, y: 422), CGPoint(x: 101, y: 422)])
    #expect(ends(.right) == [CGPoint(x: 389, y: 422), CGPoint(x: 289, y: 422)])
    #expect(ends(.top) == [CGPoint(x: 195, y: 1), CGPoint(x: 195, y: 101)])
    #expect(ends(.bottom) == [CGPoint(x: 195, y: 843), CGPoint(x: 195, y: 743)])
    #expect(ends(.left, position: 200) == [CGPoint(x: 1, y: 200), CGPoint(x: 101, y: 200)])
    #expect(ends(.left, position: .nan) == ends(.left), "a non-finite position: the middle")
    #expect(ends([.bottom, .right]) == ends(.right), "first of left, right, top, bottom")
    #expect(ends([]) == ends(.left), "no edge means left")
    #expect(ends(.left, distance: -50) == [CGPoint(x: 1, y: 422), CGPoint(x: 1, y: 422)])
  }

  @Test func pinchPutsTwoFingersAboutTheCentre() throws {
    let trace = StageTouchTrace.pinch(
      center: CGPoint(x: 200, y: 300), fromSpan: 100, toSpan: 250, duration: 0.5)
    #expect(trace.fingers.count == 2)
    let first = try #require(trace.fingers.first)
    let second = try #require(trace.fingers.last)
    #expect(first.first?.location == CGPoint(x: 150, y: 300))
    #expect(second.first?.location == CGPoint(x: 250, y: 300))
    #expect(first.last?.location == CGPoint(x: 75, y: 300))
    #expect(second.last?.location == CGPoint(x: 325, y: 300))
    #expect(first.map(\.time) == second.map(\.time))

    let upright = StageTouchTrace.pinch(
      center: CGPoint(x: 200, y: 300), fromSpan: 100, toSpan: 50, duration: 0.2,
      angle: .pi / 2)
    #expect(isClose(upright.fingers[0][0].location, CGPoint(x: 200, y: 250)))
    #expect(isClose(upright.fingers[1].last?.location ?? .zero, CGPoint(x: 200, y: 325)))

    let negative = StageTouchTrace.pinch(
      center: CGPoint(x: 10, y: 10), fromSpan: -20, toSpan: .nan, duration: 0.1,
      angle: .infinity)
    #expect(negative.fingers.allSatisfy { $0.allSatisfy { $0.location == CGPoint(x: 10, y: 10) } })
  }

  // MARK: Composition

  @Test func holdingKeepsTheLastFingersStill() {
    let trace = StageTouchTrace(fingers: [
      [sample(0, 0, 0), sample(0.2, 10, 0)],
      [sample(0, 50, 50), sample(0.1, 60, 50)],
    ])
    let held = trace.holding(for: 0.3)
    #expect(held.fingers[0] == [sample(0, 0, 0), sample(0.2, 10, 0), sample(0.5, 10, 0)])
    #expect(held.fingers[1] == trace.fingers[1], "a finger already up stays up")
    #expect(held.duration == 0.5)
    for bad in [-1, Double.nan, .infinity, 0] { #expect(trace.holding(for: bad) == trace) }
    #expect(StageTouchTrace.tap(at: .zero).holding(for: 0.2) == .press(at: .zero, duration: 0.2))
  }

  @Test func continuedMovesTheFingersOnTogether() {
    let trace = StageTouchTrace(fingers: [
      [sample(0, 0, 0), sample(1, 10, 0)],
      [sample(0, 0, 100), sample(1, 20, 100)],
      [sample(0, 5, 5), sample(0.5, 5, 5)],
    ])
    let onward = trace.continued(to: CGPoint(x: 40, y: 10), duration: 0.1, samplesPerSecond: 20)
    #expect(
      onward.fingers[0] == [
        sample(0, 0, 0), sample(1, 10, 0), sample(1.05, 25, 5), sample(1.1, 40, 10),
      ])
    #expect(
      onward.fingers[1] == [
        sample(0, 0, 100), sample(1, 20, 100), sample(1.05, 35, 105), sample(1.1, 50, 110),
      ], "moved by the leader's displacement")
    #expect(onward.fingers[2] == trace.fingers[2])
    #expect(trace.continued(to: CGPoint(x: CGFloat.nan, y: 0), duration: 1) == trace)
    #expect(StageTouchTrace().continued(to: .zero, duration: 1).isEmpty)
    let jump = trace.continued(to: CGPoint(x: 40, y: 10), duration: -1)
    #expect(jump.fingers[0].suffix(2) == [sample(1, 10, 0), sample(1, 40, 10)])
  }

  @Test func followedByPlaysAfterTheLastLiftAndAPause() {
    let first = StageTouchTrace.press(at: CGPoint(x: 1, y: 1), duration: 0.4)
    let second = StageTouchTrace.tap(at: CGPoint(x: 2, y: 2))
    let both = first.followed(by: second, after: 0.1)
    #expect(both.fingers == [first.fingers[0], [sample(0.5, 2, 2)]])
    #expect(first.followed(by: second).fingers.last == [sample(0.4, 2, 2)])
    #expect(first.followed(by: second, after: -3) == first.followed(by: second))
    #expect(StageTouchTrace().followed(by: second, after: 0.2).fingers == [[sample(0.2, 2, 2)]])
  }

  @Test func mergedAndDelayed() {
    let a = StageTouchTrace.tap(at: CGPoint(x: 1, y: 1))
    let b = StageTouchTrace.press(at: CGPoint(x: 2, y: 2), duration: 0.1)
    #expect(a.merged(with: b).fingers == a.fingers + b.fingers)
    #expect(b.delayed(by: 0.5).fingers == [[sample(0.5, 2, 2), sample(0.6, 2, 2)]])
    for bad in [-1, Double.nan, .infinity] { #expect(b.delayed(by: bad) == b) }
  }
}
