import Foundation
import Testing

@testable import Transit

@Suite struct CoreAnimationExportTests {
  /// Evaluates the export with Core Animation's semantics (`LayerAnimation.value(atTransitionTime:)`:
  /// CAMediaTiming local time, linear key times, each segment eased by its own timing
  /// function; a track's animations composed in order, a component key path setting its
  /// piece of the transform beneath) and compares it with the sampler at 1,000 instants.
  func expectExportMatchesSampler(_ timeline: Timeline) {
    let byTrack = timeline.coreAnimationExportByTrack()
    #expect(byTrack.count == timeline.tracks.count)
    #expect(byTrack.flatMap { $0 } == timeline.coreAnimationExport())
    let sampler = TimelineSampler(timeline)
    var frame = sampler.makeFrame()
    var worst = 0.0
    for step in 0..<1_000 {
      // Instants from before the start to after the end, off any regular grid.
      let time = -0.05 + (timeline.duration + 0.1) * (Double(step) + 0.37) / 1_000
      sampler.sample(at: time, into: &frame)
      for (index, animations) in byTrack.enumerated() {
        // Whatever the layer's model holds beneath, the export shows the track.
        let model = timeline.tracks[index].values[0]
        let shown = LayerAnimation.presentedValue(
          of: animations, atTransitionTime: time, over: model)
        worst = max(worst, distance(frame.value(ofTrack: index), shown))
      }
    }
    #expect(worst < 1e-6, "worst difference \(worst)")
  }

  @Test func exportEqualsSamplerAtAThousandInstants() throws {
    expectExportMatchesSampler(try richTimeline())
  }

  @Test func exportOfTheReversedTimelineEqualsSampler() throws {
    expectExportMatchesSampler(try richTimeline().reversed())
  }

  @Test func keyPathsAreCoreAnimations() throws {
    let keyPaths = try richTimeline().coreAnimationExport().map(\.keyPath)
    // The photo's half turn about y with perspective: the perspective on `transform`, the
    // turn on `transform.rotation.y`.
    #expect(
      keyPaths == [
        "position", "position", "opacity", "transform", "transform.rotation.y", "bounds.size",
        "backgroundColor", "path", "cornerRadius", "shadowOffset",
      ])
    #expect(PropertyKey.maskPath.isOnMaskLayer)
    #expect(!PropertyKey.opacity.isOnMaskLayer)
  }

  @Test func keyframeTrackExportsValuesKeyTimesAndControlPoints() throws {
    let track = try Track(
      .opacity, of: "dimming", values: [0, 0.6, 0.5], keyTimes: [0, 0.3, 1],
      curves: [.easeOut, .easeIn], delay: 0.05, duration: 0.3)
    let animation = track.coreAnimationExport()
    #expect(
      animation.content
        == .keyframes(
          values: [.scalar(0), .scalar(0.6), .scalar(0.5)], keyTimes: [0, 0.3, 1],
          timingFunctions: [.easeOut, .easeIn]))
    #expect(animation.beginTime == 0.05)
    #expect(animation.duration == 0.3)
    #expect(animation.speed == 1 && animation.timeOffset == 0)
    #expect(animation.modelValue == .scalar(0.5))
  }

  @Test func springTrackExportsKeyframesEndingOnItsValueAtSpeedOne() throws {
    let spring = Spring(mass: 2, stiffness: 300, damping: 20)
    let track = Track(
      .position, of: "card", from: CGPoint(x: 0, y: 900), to: CGPoint(x: 0, y: 100),
      spring: spring, initialVelocity: 0.8, delay: 0.1, duration: 0.7)
    for exported in [track, track.reversed(within: 1)] {
      let animation = exported.coreAnimationExport()
      guard case .keyframes(let values, let keyTimes, let curves) = animation.content else {
        Issue.record("a spring is exported as keyframes")
        continue
      }
      #expect(animation.speed == 1 && animation.timeOffset == 0)
      #expect(values.first == exported.values.first && values.last == exported.values.last)
      #expect(keyTimes.first == 0 && keyTimes.last == 1 && curves.count == values.count - 1)
      #expect(zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 < $1 })
      #expect(animation.modelValue == exported.values.last)
    }
    // The reversed spring waits out the time the forward one had left.
    #expect(abs(track.reversed(within: 1).coreAnimationExport().beginTime - 0.2) < 1e-15)
  }

  /// Issue 12: a track that jumps (duration 0, as in `none`) is a step a
  /// microsecond long that ends at its delay, not an animation of duration 0, which Core
  /// Animation would play over its default 0.25 s.
  @Test func aTrackOfDurationZeroIsExportedAsAStepEndingAtItsDelay() {
    let track = Track(.opacity, of: "to", from: 0, to: 1, curve: .easeIn, delay: 0.1, duration: 0)
    let animation = track.coreAnimationExport()
    #expect(animation.duration > 0 && animation.duration <= 1e-6)
    #expect(abs(animation.beginTime + animation.duration - 0.1) < 1e-15)
    #expect(animation.value(atTransitionTime: 0.1 - 2e-6) == .scalar(0))
    #expect(animation.value(atTransitionTime: 0.1) == .scalar(1))
    #expect(animation.modelValue == .scalar(1))
  }

  /// Issue 12 item 6: the flip and the cube turn screens about the axis across the motion
  /// (y for a horizontal push, x for a vertical one) by a quarter turn, edge-on. Core
  /// Animation gets those turns as angles on `transform.rotation.y` / `.x`, not as
  /// matrices it would decompose, with the rest of each transform (perspective, the cube's
  /// depth) on `transform` beneath, and nothing at a negative speed.
  @Test(arguments: ["flip", "cube", "flip up", "cube up"])
  func depthTurnsAreExportedAsAnglesOnTheirAxis(name: String) throws {
    let vertical = name.hasSuffix(" up")
    let transition =
      name.hasPrefix("flip") ? Transition.flip(vertical ? .up : nil) : .cube(vertical ? .up : nil)
    let keyPath = vertical ? "transform.rotation.x" : "transform.rotation.y"
    for operation in [TransitionOperation.push, .pop] {
      let timeline = transition.timeline(for: EffectFixture.scene(operation, style: nil))
      for played in [timeline, timeline.reversed()] {
        let byTrack = played.coreAnimationExportByTrack()
        #expect(played.coreAnimationExport().allSatisfy { $0.speed > 0 })
        var turns = 0
        for (track, animations) in zip(played.tracks, byTrack)
        where track.property == .transform && track.node.isScreenNode {
          let keyPaths = animations.map(\.keyPath)
          #expect(keyPaths == ["transform", keyPath], "\(name) \(track.node)")
          guard animations.count == 2,
            case .keyframes(let rest, _, _) = animations[0].content,
            case .keyframes(let angles, _, _) = animations[1].content
          else { continue }
          turns += 1
          let radians = angles.compactMap { value -> Double? in
            if case .scalar(let angle) = value { return angle }
            return nil
          }
          #expect(radians.count == angles.count, "every value a number")
          // A quarter turn to or from edge-on: from 0 to ±π/2, never past.
          let widest = radians.map(abs).max() ?? 0
          #expect(abs(widest - .pi / 2) < 1e-9, "\(name): \(widest)")
          #expect(radians.contains { abs($0) < 1e-12 }, "flat at one end")
          // Nothing turns on `transform` itself.
          for case .transform(let transform) in rest {
            let q = transform.decomposed().quaternion
            #expect(abs(q.x) < 1e-12 && abs(q.y) < 1e-12 && abs(q.z) < 1e-12)
          }
        }
        #expect(turns == 2, "both screens turn in \(name) \(operation)")
      }
    }
  }

  /// Every catalogue effect, and each again on a bouncy spring, for every operation,
  /// forward and reversed: Core Animation's evaluation of the export equals the sampler
  /// within 1e-6 at 1,000 instants, nothing runs at a negative speed, and no duration is 0.
  @Test(arguments: TransitionCatalog.entries.map(\.name))
  func exportOfEveryOperationForwardAndReversedEqualsSampler(effect name: String) throws {
    let entry = try #require(TransitionCatalog.entry(named: name))
    // A few effects again on a bouncy spring, reversed springs included (each is slow to
    // evaluate: hundreds of keyframes per spring track).
    let bouncy = ["slide", "card", "matched"].contains(name)
    let transitions =
      bouncy
      ? [entry.transition, entry.transition.spring(Spring(response: 0.45, dampingRatio: 0.6))]
      : [entry.transition]
    for transition in transitions {
      for (operation, style) in EffectFixture.allOperations {
        let timeline = transition.timeline(for: EffectFixture.scene(operation, style: style))
        for played in [timeline, timeline.reversed()] {
          // Core Animation reads a duration of 0 as 0.25 s: none is exported.
          #expect(played.coreAnimationExport().allSatisfy { $0.speed > 0 && $0.duration > 0 })
          expectExportMatchesSampler(played)
        }
      }
    }
  }
}

@Suite struct LayerAnimationContentTests {
  @Test func malformedKeyframeDescriptionsStillEvaluate() {
    // Hand-written descriptions can be inconsistent; evaluation must not trap.
    let noCurves = LayerAnimation.Content.keyframes(
      values: [.scalar(0), .scalar(10)], keyTimes: [0, 1], timingFunctions: [])
    #expect(noCurves.value(atLocalTime: 0.5, duration: 1) == .scalar(5))
    let wrongKeyTimes = LayerAnimation.Content.keyframes(
      values: [.scalar(0), .scalar(10), .scalar(20)], keyTimes: [0], timingFunctions: [.linear])
    #expect(wrongKeyTimes.value(atLocalTime: 0.75, duration: 1) == .scalar(15))
    let empty = LayerAnimation.Content.keyframes(values: [], keyTimes: [], timingFunctions: [])
    #expect(empty.value(atLocalTime: 0.5, duration: 1) == nil)
    #expect(noCurves.value(atLocalTime: .nan, duration: 1) == .scalar(0))
    #expect(noCurves.value(atLocalTime: 5, duration: .infinity) == .scalar(0))
  }
}

extension NodeID {
  /// Whether the node is one of the two screens.
  fileprivate var isScreenNode: Bool {
    if case .screen = role { return true }
    return false
  }
}
