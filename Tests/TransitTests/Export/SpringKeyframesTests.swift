import Foundation
import Testing

@testable import Transit

/// Springs exported as keyframes (`Track+SpringKeyframes.swift`): what Core Animation plays
/// stays within the export's bar (1e-6, in the track's units) of the engine's own values,
/// for springs of every bounce, forward and reversed, checked densely: inside every
/// keyframe segment, where a fit strays most, and on a fine grid across the whole track.
@Suite struct SpringKeyframesTests {
  /// The export's promise: within 1e-6 of the engine's values.
  static let bar = 1e-6

  /// Bounces from strongly overdamped to undamped (which never settles: 10 s).
  static let bounces = [-0.99, -0.5, 0, 0.25, 0.5, 0.75, 0.9, 1]

  /// The tracks each spring carries: a long move (whose fraction must be fitted finely), a
  /// fade, a transform on a line (scale and translation), one that turns, and a scale that
  /// overshoots through 0 on a bouncy spring (where interpolating keyframes by
  /// decomposition reads a half turn).
  static func tracks(spring: Spring, initialVelocity: Double) -> [Track] {
    [
      Track(
        .position, of: "card", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 800, y: -300),
        spring: spring, initialVelocity: initialVelocity, delay: 0.05),
      Track(.opacity, of: "card", from: 1, to: 0, spring: spring, initialVelocity: initialVelocity),
      Track(
        .transform, of: "card",
        from: Transform3D(scaleX: 0.25, y: 3).translated(by: CGPoint(x: 40, y: -20)),
        to: .identity, spring: spring, initialVelocity: initialVelocity),
      Track(
        .transform, of: "card", from: .identity,
        to: Transform3D(rotationAngle: 2 * .pi / 3, x: 0, y: 0, z: 1).scaledBy(x: 1.5, y: 1.5),
        spring: spring, initialVelocity: initialVelocity),
      Track(
        .transform, of: "card", from: .identity, to: .scale(0.02), spring: spring,
        initialVelocity: initialVelocity),
    ]
  }

  /// The engine's value of a forward two-value spring track at a time of its timeline, from
  /// the track's definition: its first value before its delay, its last from a nanosecond
  /// before its end, and in between the first interpolated towards the last by the spring's
  /// position (decomposition for transforms).
  static func engineValue(of track: Track, at time: Double) -> AnimationValue {
    guard case .spring(let spring, let velocity, _) = track.timing else { return track.values[0] }
    let local = time - track.delay
    if local <= 0 { return track.values[0] }
    if local >= track.duration - Track.endTimeTolerance { return track.values[1] }
    let fraction = spring.value(at: local, initialVelocity: velocity)
    return track.values[0].interpolated(to: track.values[1], fraction: fraction)
  }

  /// The largest difference, over dense instants, between what the export of a track
  /// shows (as Core Animation computes it) and the engine's value.
  static func worstDifference(
    of played: Track, in timeline: Timeline, engine: (Double) -> AnimationValue
  ) -> Double {
    let animations = timeline.coreAnimationExportByTrack()[0]
    var instants: [Double] = []
    // Inside every keyframe segment, where a fit between two keyframes strays most.
    for animation in animations {
      guard case .keyframes(_, let keyTimes, _) = animation.content else { continue }
      for (low, high) in zip(keyTimes, keyTimes.dropFirst())
      where (high - low) * animation.duration >= LayerAnimation.stepDuration {
        // Shorter segments bracket a transform's scale going through 0 (or a turn past
        // half a turn), where the keyframes either side read back a half turn: the export
        // brackets it within nanoseconds, which no frame lands in.
        for sixteenth in 1..<16 {
          let share = Double(sixteenth) / 16
          instants.append(animation.beginTime + animation.duration * (low + (high - low) * share))
        }
      }
    }
    // And across the whole track, off any regular grid.
    for step in 0..<2_000 {
      instants.append(-0.05 + (timeline.duration + 0.1) * (Double(step) + 0.37) / 2_000)
    }
    var worst = 0.0
    for time in instants {
      // The engine snaps a nanosecond from its ends: not a place to compare.
      let ends = [played.delay, played.endTime]
      guard ends.allSatisfy({ abs(time - $0) > 4 * Track.endTimeTolerance }) else { continue }
      let shown = LayerAnimation.presentedValue(
        of: animations, atTransitionTime: time, over: played.values[0])
      worst = max(worst, distance(shown, engine(time)))
    }
    return worst
  }

  @Test(arguments: bounces)
  func springKeyframesStayWithinTheBarOfTheEngineAtEveryBounce(bounce: Double) {
    let spring = Spring(duration: 0.5, bounce: bounce)
    for velocity in [0.0, -2.5] {
      for (index, track) in Self.tracks(spring: spring, initialVelocity: velocity).enumerated() {
        let forward = Timeline(nodes: [TimelineNode("card")], tracks: [track])
        let worst = Self.worstDifference(of: track, in: forward) { time in
          Self.engineValue(of: track, at: time)
        }
        #expect(
          worst <= Self.bar, "bounce \(bounce), velocity \(velocity), track \(index): \(worst)")
        // Played backwards, it shows at t what the forward track shows at the end minus t.
        let reversed = forward.reversed()
        let worstReversed = Self.worstDifference(of: reversed.tracks[0], in: reversed) { time in
          Self.engineValue(of: track, at: forward.duration - time)
        }
        #expect(
          worstReversed <= Self.bar,
          "reversed: bounce \(bounce), velocity \(velocity), track \(index): \(worstReversed)")
      }
    }
  }

  /// A track's export does not depend on what else the timeline holds: flights that move
  /// further, nearer, or exactly the same on other nodes change nothing in it (the old
  /// export fitted every spring of one shape for the one that moved furthest).
  @Test func aTracksExportDoesNotDependOnTheOtherTracks() {
    let spring = Transition.matchedSpring
    func flight(_ node: NodeID, by distance: Double) -> Track {
      Track(
        .position, of: node, from: CGPoint(x: 10, y: 10),
        to: CGPoint(x: 10 + distance, y: 10 + distance / 2), spring: spring)
    }
    let alone = Timeline(nodes: [TimelineNode("photo")], tracks: [flight("photo", by: 120)])
      .coreAnimationExport()
    var tracks = (0..<200).map { flight(NodeID("other-\($0)"), by: Double($0) * 7) }
    tracks.append(flight("twin", by: 120))
    tracks.append(flight("photo", by: 120))
    let crowded = Timeline(nodes: [], tracks: tracks).coreAnimationExport()
    #expect(crowded.last == alone.first)
    var twin = crowded[crowded.count - 2]
    #expect(twin.node == "twin")
    twin.node = "photo"
    #expect(twin == alone.first)
  }

  /// Keyframes are chosen by the error bound, not a grid: a short move needs fewer than a
  /// long one on the same spring, and a spring that does not bounce fewer than one that
  /// does over the same move.
  @Test func keyframesAreFewerWhereTheMotionIsSmoother() {
    func keyframeCount(spring: Spring, distance: Double) -> Int {
      let track = Track(
        .position, of: "card", from: CGPoint(x: 0, y: 0), to: CGPoint(x: distance, y: 0),
        spring: spring, duration: 1)
      guard case .keyframes(let values, _, _) = track.coreAnimationExport().content else {
        return 0
      }
      return values.count
    }
    let bouncy = Spring(duration: 0.5, bounce: 0.5)
    let smooth = Spring(duration: 0.5, bounce: 0)
    #expect(
      keyframeCount(spring: bouncy, distance: 1) < keyframeCount(spring: bouncy, distance: 1_000))
    #expect(
      keyframeCount(spring: smooth, distance: 500) < keyframeCount(spring: bouncy, distance: 500))
  }
}
