import Foundation
import Testing

@testable import Transit

/// A timeline with every kind of value, several keyframes, delays, springs and transforms,
/// shared by the sampler, reversal and export tests.
func richTimeline() throws -> Timeline {
  let spring = Spring(response: 0.4, dampingRatio: 0.55)
  return Timeline(
    nodes: [
      TimelineNode("from"), TimelineNode("to"),
      TimelineNode(
        "dimming", content: .fill(.black.withAlpha(0.5)),
        frame: CGRect(x: 0, y: 0, width: 390, height: 844)),
      TimelineNode("photo", content: .snapshot(of: "cell-3")),
    ],
    tracks: [
      Track(
        .position, of: "to", from: CGPoint(x: 585, y: 422), to: CGPoint(x: 195, y: 422),
        curve: .easeInOut, duration: 0.35),
      Track(
        .position, of: "from", from: CGPoint(x: 195, y: 422), to: CGPoint(x: 78, y: 422),
        curve: .default, delay: 0.02, duration: 0.33),
      try Track(
        .opacity, of: "dimming", values: [0, 0.6, 0.5], keyTimes: [0, 0.3, 1],
        curves: [.easeOut, .easeIn], delay: 0.05, duration: 0.3),
      Track(
        .transform, of: "photo", from: .identity,
        to: Transform3D.perspective(distance: 500).rotated(by: .pi, x: 0, y: 1, z: 0),
        curve: .easeInOut, duration: 0.4),
      Track(
        .boundsSize, of: "photo", from: CGSize(width: 120, height: 120),
        to: CGSize(width: 390, height: 300), spring: spring, initialVelocity: 1.5,
        delay: 0.03, duration: 0.45),
      Track(
        .backgroundColor, of: "to", from: Color(red: 1, green: 1, blue: 1, alpha: 0),
        to: .white, curve: .linear, duration: 0.2),
      Track(
        .maskPath, of: "to", from: .circle(center: CGPoint(x: 300, y: 700), radius: 0),
        to: .circle(center: CGPoint(x: 300, y: 700), radius: 925), curve: .easeIn,
        duration: 0.4),
      Track(.cornerRadius, of: "photo", from: 8, to: 0, spring: spring, duration: 0.5),
      Track(
        .shadowOffset, of: "to", from: CGSize(width: 0, height: 0),
        to: CGSize(width: -3, height: 0), curve: .easeOut, delay: 0.1, duration: 0.25),
    ],
    duration: 0.5)
}

/// The largest difference between two values' components.
func distance(_ a: AnimationValue, _ b: AnimationValue) -> Double {
  precondition(a.kind == b.kind)
  var left = [Double](repeating: 0, count: a.kind.componentCount)
  var right = left
  left.withUnsafeMutableBufferPointer { a.write(to: $0, at: 0) }
  right.withUnsafeMutableBufferPointer { b.write(to: $0, at: 0) }
  return zip(left, right).map { abs($0 - $1) }.max() ?? 0
}

@Suite struct TimelineSamplerTests {
  @Test func curveTrackFollowsItsTimingCurve() {
    let track = Track(
      .opacity, of: "to", from: 0.2, to: 1, curve: .easeIn, delay: 0.1, duration: 0.4)
    let sampler = TimelineSampler(Timeline(nodes: [TimelineNode("to")], tracks: [track]))
    var frame = sampler.makeFrame()
    for time in stride(from: 0.1, through: 0.5, by: 0.05) {
      sampler.sample(at: time, into: &frame)
      let expected = 0.2 + 0.8 * TimingCurve.easeIn.progress(at: (time - 0.1) / 0.4)
      #expect(abs(frame.value(.opacity, of: "to")! - expected) < 1e-12)
    }
  }

  @Test func beforeTheDelayTheFirstValueAfterTheEndTheLastExactly() throws {
    let timeline = try richTimeline()
    let sampler = TimelineSampler(timeline)
    var frame = sampler.makeFrame()
    sampler.sample(at: -1, into: &frame)
    for (index, track) in timeline.tracks.enumerated() {
      #expect(frame.value(ofTrack: index) == track.values.first)
    }
    sampler.sample(at: timeline.duration, into: &frame)
    for (index, track) in timeline.tracks.enumerated() {
      #expect(frame.value(ofTrack: index) == track.values.last)
    }
  }

  @Test func multiKeyframeTrackPassesThroughEachKeyframeAtItsKeyTime() throws {
    let track = try Track(
      .opacity, of: "dimming", values: [0, 0.6, 0.5], keyTimes: [0, 0.3, 1],
      curves: [.easeOut, .easeIn], duration: 1)
    let sampler = TimelineSampler(Timeline(nodes: [], tracks: [track]))
    var frame = sampler.makeFrame()
    sampler.sample(at: 0.3, into: &frame)
    #expect(frame.value(.opacity, of: "dimming") == 0.6)
    sampler.sample(at: 0.65, into: &frame)
    let expected = 0.6 + (0.5 - 0.6) * TimingCurve.easeIn.progress(at: 0.5)
    #expect(abs(frame.value(.opacity, of: "dimming")! - expected) < 1e-12)
  }

  @Test func springTrackOvershootsLikeTheSpring() {
    let spring = Spring(response: 0.5, dampingRatio: 0.3)
    let track = Track(
      .position, of: "card", from: CGPoint(x: 0, y: 800), to: CGPoint(x: 0, y: 100),
      spring: spring, initialVelocity: 2)
    let sampler = TimelineSampler(Timeline(nodes: [], tracks: [track]))
    var frame = sampler.makeFrame()
    var lowest = CGFloat.infinity
    for step in 0...200 {
      let time = Double(step) * track.duration / 200
      sampler.sample(at: time, into: &frame)
      let y = frame.value(.position, of: "card")!.y
      lowest = min(lowest, y)
      if step < 200 {
        let expected = 800 - 700 * spring.value(at: time, initialVelocity: 2)
        #expect(abs(Double(y) - expected) < 1e-9)
      }
    }
    #expect(lowest < 100, "an under-damped spring passes its target")
  }

  @Test func transformTrackTurnsThroughTheFlip() {
    let flip = Track(
      .transform, of: "card", from: .identity,
      to: Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0), curve: .linear, duration: 1)
    let sampler = TimelineSampler(Timeline(nodes: [], tracks: [flip]))
    var frame = sampler.makeFrame()
    sampler.sample(progress: 0.5, into: &frame)
    let half = frame.value(.transform, of: "card")!
    // Half a flip is a quarter turn: the card is edge-on, not collapsed through scale 0.
    #expect(abs(half.m11) < 1e-9)
    #expect(abs(abs(half.m13) - 1) < 1e-9)
    #expect(abs(half.m22 - 1) < 1e-9)
  }

  @Test func progressIsTimeOverDuration() throws {
    let timeline = try richTimeline()
    let sampler = TimelineSampler(timeline)
    var byTime = sampler.makeFrame()
    var byProgress = sampler.makeFrame()
    for step in 0...20 {
      let progress = Double(step) / 20
      sampler.sample(at: progress * timeline.duration, into: &byTime)
      sampler.sample(progress: progress, into: &byProgress)
      #expect(byTime.components == byProgress.components)
    }
    sampler.sample(progress: .nan, into: &byProgress)
    sampler.sample(at: 0, into: &byTime)
    #expect(byTime.components == byProgress.components)
    sampler.sample(progress: 7, into: &byProgress)
    sampler.sample(at: timeline.duration, into: &byTime)
    #expect(byTime.components == byProgress.components)
  }

  @Test func tracksSharingTimingShareItsEvaluation() throws {
    let timeline = try richTimeline()
    let sampler = TimelineSampler(timeline)
    let frame = sampler.makeFrame()
    // Nine tracks, but the two photo springs differ in delay and velocity: every track has
    // its own timing here, so nothing is shared by accident.
    #expect(frame.groupSegments.count == 9)
    let shared = Timeline(
      nodes: [],
      tracks: (0..<10).map {
        Track(.opacity, of: NodeID("n\($0)"), from: 0, to: 1, curve: .easeOut, duration: 0.3)
      })
    #expect(TimelineSampler(shared).makeFrame().groupSegments.count == 1)
  }

  @Test func lastTrackWinsLikeCoreAnimation() {
    let timeline = Timeline(
      nodes: [],
      tracks: [
        Track(.opacity, of: "a", from: 0, to: 1, duration: 1),
        Track(.opacity, of: "a", from: 0.5, to: 0.5, duration: 1),
      ])
    let frame = TimelineSampler(timeline).makeFrame()
    #expect(frame.value(.opacity, of: "a") == 0.5)
    #expect(frame.value(.position, of: "a") == nil)
    #expect(frame.value(.opacity, of: "b") == nil)
  }

  @Test func aFrameFromAnotherSamplerIsResizedNotMisread() throws {
    let small = TimelineSampler(
      Timeline(nodes: [], tracks: [Track(.opacity, of: "a", from: 0, to: 1, duration: 1)]))
    let rich = TimelineSampler(try richTimeline())
    var frame = small.makeFrame()
    rich.sample(at: 0.2, into: &frame)
    #expect(frame.trackCount == 9)
    var own = rich.makeFrame()
    rich.sample(at: 0.2, into: &own)
    #expect(frame.components == own.components)
  }

  @Test func nanTimeMeansZeroAndNothingIsNaN() throws {
    let sampler = TimelineSampler(try richTimeline())
    var frame = sampler.makeFrame()
    sampler.sample(at: .nan, into: &frame)
    #expect(frame.time == 0)
    for time in [-.infinity, -1, 0, 0.123, 0.5, 10, .infinity] {
      sampler.sample(at: time, into: &frame)
      #expect(frame.components.allSatisfy { !$0.isNaN })
    }
  }
}
