import Foundation
import Testing

@testable import Transit

@Suite struct TimelineTests {
  @Test func durationIsNeverShorterThanTheLongestTrack() {
    let track = Track(.opacity, of: "a", from: 0, to: 1, delay: 0.2, duration: 0.3)
    #expect(Timeline(nodes: [], tracks: [track]).duration == 0.5)
    #expect(Timeline(nodes: [], tracks: [track], duration: 0.1).duration == 0.5)
    #expect(Timeline(nodes: [], tracks: [track], duration: 0.8).duration == 0.8)
    #expect(Timeline(nodes: [], tracks: [track], duration: .nan).duration == 0.5)
    #expect(Timeline(nodes: [], tracks: []).duration == 0)
  }

  @Test func reversedPlaysTheSameFramesInTheOppositeOrder() throws {
    let timeline = try richTimeline()
    let reversed = timeline.reversed()
    #expect(reversed.duration == timeline.duration)
    #expect(reversed.nodes == timeline.nodes)
    let forward = TimelineSampler(timeline)
    let backward = TimelineSampler(reversed)
    var a = forward.makeFrame()
    var b = backward.makeFrame()
    var worst = 0.0
    for step in 0...1_000 {
      let time = timeline.duration * Double(step) / 1_000
      forward.sample(at: time, into: &a)
      backward.sample(at: timeline.duration - time, into: &b)
      for index in 0..<a.trackCount {
        worst = max(worst, distance(a.value(ofTrack: index), b.value(ofTrack: index)))
      }
    }
    #expect(worst < 1e-6, "worst difference \(worst)")
  }

  @Test func reversedTwiceIsTheOriginal() throws {
    // Mirroring twice rounds key times, delays and control points (1 − (1 − x)), so the
    // result is the original up to rounding: the same frames within 1e-12.
    let timeline = try richTimeline()
    let twice = timeline.reversed().reversed()
    #expect(twice.nodes == timeline.nodes)
    #expect(twice.tracks.map(\.values) == timeline.tracks.map(\.values))
    let original = TimelineSampler(timeline)
    let roundTrip = TimelineSampler(twice)
    var a = original.makeFrame()
    var b = roundTrip.makeFrame()
    for step in 0...500 {
      let time = timeline.duration * (Double(step) + 0.5) / 500
      original.sample(at: time, into: &a)
      roundTrip.sample(at: time, into: &b)
      for index in 0..<a.trackCount {
        #expect(distance(a.value(ofTrack: index), b.value(ofTrack: index)) < 1e-12)
      }
    }
  }

  @Test func tracksOfANode() throws {
    let timeline = try richTimeline()
    #expect(
      timeline.tracks(of: "photo").map(\.property) == [.transform, .boundsSize, .cornerRadius])
    #expect(timeline.tracks(of: "nobody").isEmpty)
  }
}
