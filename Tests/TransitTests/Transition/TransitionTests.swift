import Foundation
import Testing

@testable import Transit

@Suite struct TransitionTests {
  typealias F = EffectFixture

  @Test func aTransitionIsItsEffectWithOptions() {
    let transition = Transition(Transition.fade.effect)
    #expect(transition.name == "fade")
    #expect(transition.timing == nil)
    #expect(!transition.usesAutomaticDuration)
    #expect(transition.respectsReduceMotion)
    #expect(transition.presentation == nil)
    #expect(transition.interactions.isEmpty)
    let timed = Transition(Transition.fade.effect, timing: .curve(.linear, duration: 1))
    #expect(timed.timing == .curve(.linear, duration: 1))
  }

  @Test func resolvedTimingIsTheTransitionsOrElseTheEffects() {
    let scene = F.forwardScene(elements: [])
    #expect(Transition.push().resolvedTiming(for: scene) == .curve(.easeInOut, duration: 0.35))
    #expect(
      Transition.push().duration(0.8).resolvedTiming(for: scene)
        == .curve(.easeInOut, duration: 0.8))
    #expect(Transition.none.resolvedTiming(for: scene) == .curve(.linear, duration: 0))
  }

  @Test func theTimelineLastsTheResolvedDuration() {
    let scene = F.forwardScene(elements: [])
    #expect(Transition.slide.timeline(for: scene).duration == 0.35)
    #expect(Transition.slide.duration(0.6).timeline(for: scene).duration == 0.6)
    #expect(Transition.none.timeline(for: scene).duration == 0)
  }

  // MARK: - Reduce Motion

  @Test func reduceMotionPlaysAQuarterSecondCrossFadeInstead() {
    let scene = F.forwardScene(elements: [], reducedMotion: true)
    let timeline = Transition.push(.left).timeline(for: scene)
    #expect(Transition.push(.left).resolvedTiming(for: scene) == .curve(.easeInOut, duration: 0.25))
    #expect(timeline.duration == 0.25)
    #expect(timeline.tracks.allSatisfy { $0.property == .opacity })
    let start = F.frame(timeline, progress: 0)
    let middle = F.frame(timeline, progress: 0.5)
    let end = F.frame(timeline, progress: 1)
    #expect(start.value(.opacity, of: .to) == 0)
    #expect(start.value(.opacity, of: .from) == 1)
    // easeInOut is symmetric: half the time is half the fade.
    #expect(abs((middle.value(.opacity, of: .to) ?? -1) - 0.5) < 1e-6)
    #expect(end.value(.opacity, of: .to) == 1)
    #expect(end.value(.opacity, of: .from) == 0)
  }

  @Test func reduceMotionOverridesAChosenDurationOrSpring() {
    let scene = F.forwardScene(elements: [], reducedMotion: true)
    #expect(Transition.cube().duration(2).timeline(for: scene).duration == 0.25)
    #expect(
      Transition.push().spring(Spring(response: 1, dampingRatio: 0.5)).timeline(for: scene)
        .duration == 0.25)
  }

  @Test func reduceMotionMovesNothingNotEvenTaggedViews() {
    // Apple's guidance, and the doc of `respectsReduceMotion`: with Reduce Motion nothing
    // slides, scales or turns and a 0.25 s cross-fade stands in. Tagged views whose
    // modifiers translate, scale or rotate them are motion too.
    var offenders: [String] = []
    for entry in TransitionCatalog.entries where entry.transition.respectsReduceMotion {
      for (operation, style) in F.allOperations {
        let scene = F.scene(operation, style: style).withReducedMotion()
        let timeline = entry.transition.timeline(for: scene)
        for track in timeline.tracks
        where [.transform, .position, .boundsSize].contains(track.property) {
          offenders.append("\(entry.name) \(operation): \(track.node) \(track.property)")
        }
        if entry.transition.effect.movesViews, timeline.duration > 0.25 + 1e-9 {
          offenders.append("\(entry.name) \(operation): lasts \(timeline.duration) s")
        }
      }
    }
    #expect(offenders.count == 0, "first offenders: \(offenders.prefix(8))")
  }

  @Test func ignoringReduceMotionKeepsTheEffect() {
    let scene = F.forwardScene(elements: [], reducedMotion: true)
    let transition = Transition.push(.left).ignoringReduceMotion()
    #expect(!transition.respectsReduceMotion)
    let timeline = transition.timeline(for: scene)
    #expect(timeline.duration == 0.35)
    let start = F.frame(timeline, progress: 0)
    #expect(F.gap(start.value(.transform, of: .to) ?? .identity, F.translation(390, 0)) < 1e-9)
  }

  @Test func aFadeIsAlreadyGentleAndStaysItself() {
    let scene = F.forwardScene(elements: [], reducedMotion: true)
    #expect(!Transition.fade.effect.movesViews)
    #expect(Transition.fade.timeline(for: scene).duration == 0.35)
    #expect(Transition.fade.duration(1).timeline(for: scene).duration == 1)
    #expect(Transition.none.timeline(for: scene).duration == 0)
  }

  @Test func withoutReduceMotionTheEffectPlays() {
    let scene = F.forwardScene(elements: [])
    let timeline = Transition.push(.left).timeline(for: scene)
    #expect(timeline.tracks.contains { $0.property == .transform })
  }

  // MARK: - Automatic duration

  @Test func automaticDurationFollowsTheWidthForNavigation() {
    let scene = F.forwardScene(elements: [])
    let transition = Transition.push(.left).automaticDuration()
    #expect(transition.usesAutomaticDuration)
    // 0.2 + 0.35 × √(390 / 1000)
    let expected = 0.2 + 0.35 * (0.39).squareRoot()
    #expect(abs(transition.timeline(for: scene).duration - expected) < 1e-12)
    #expect(abs(expected - 0.4186) < 1e-4)
  }

  @Test func automaticDurationFollowsTheHeightForModals() {
    let scene = F.forwardScene(.present, elements: [])
    let duration = Transition.cover(.up).automaticDuration().timeline(for: scene).duration
    #expect(abs(duration - (0.2 + 0.35 * (0.844).squareRoot())) < 1e-12)
  }

  @Test func automaticDurationFollowsTheLongestMatchedFlight() {
    // Centres 300 points apart (a 180-240-300 triangle) and 100 apart: the longer counts.
    let elements = [
      SceneElement(id: "a", side: .from, frame: CGRect(x: 0, y: 0, width: 20, height: 20)),
      SceneElement(id: "a", side: .to, frame: CGRect(x: 180, y: 240, width: 20, height: 20)),
      SceneElement(id: "b", side: .from, frame: CGRect(x: 0, y: 500, width: 10, height: 10)),
      SceneElement(id: "b", side: .to, frame: CGRect(x: 100, y: 500, width: 10, height: 10)),
      SceneElement(id: "c", side: .to, frame: CGRect(x: 0, y: 800, width: 10, height: 10)),
    ]
    let scene = F.forwardScene(elements: elements)
    let timing = Transition.fade.automaticDuration().resolvedTiming(for: scene)
    #expect(abs(timing.duration - (0.2 + 0.35 * (0.3).squareRoot())) < 1e-12)
  }

  @Test func automaticDurationLeavesASpringItsOwnTime() {
    let spring = Spring(response: 0.5, dampingRatio: 1)
    let scene = F.forwardScene(elements: [])
    let timing = Transition.push().spring(spring).automaticDuration().resolvedTiming(for: scene)
    #expect(timing == .spring(spring))
  }

  // MARK: - Modifiers

  @Test func durationCurveAndSpringSetThePacing() {
    #expect(Transition.fade.duration(0.5).timing == .curve(.easeInOut, duration: 0.5))
    #expect(Transition.fade.curve(.easeIn).timing == .curve(.easeIn, duration: 0.35))
    #expect(
      Transition.fade.duration(0.5).curve(.linear).timing == .curve(.linear, duration: 0.5))
    let spring = Spring(response: 0.4, dampingRatio: 0.8)
    #expect(Transition.fade.spring(spring).timing == .spring(spring))
    #expect(Transition.fade.spring(spring).duration(3).timing == .spring(spring))
  }

  @Test func aBadDurationMeansZero() {
    let scene = F.forwardScene(elements: [])
    for bad in [-1, Double.nan, .infinity, -.infinity] {
      let timeline = Transition.slide.duration(bad).timeline(for: scene)
      #expect(timeline.duration == 0, "duration(\(bad))")
      let end = F.frame(timeline, progress: 1)
      #expect(F.isIdentity(end.value(.transform, of: .to) ?? F.translation(1, 1)))
    }
  }

  @Test func presentationAndInteractionsAreRemembered() {
    let transition = Transition.slide.presentation(.half)
      .interactive(.edgePanBack, .pinchToClose).interactive(.edgePanBack, .pullDownToDismiss)
    #expect(transition.presentation != nil)
    #expect(transition.interactions == [.edgePanBack, .pinchToClose, .pullDownToDismiss])
    #expect(transition.presentation(nil).presentation == nil)
  }

  @Test func reversedAndCombinedKeepTheOptions() {
    let transition = Transition.push().duration(0.5).interactive(.edgePanBack)
    let reversed = transition.reversed
    #expect(reversed.name == "push.reversed")
    #expect(reversed.timing == .curve(.easeInOut, duration: 0.5))
    #expect(reversed.interactions == [.edgePanBack])
    let combined = transition.combined(with: .fade)
    #expect(combined.name == "push+fade")
    #expect(combined.timing == .curve(.easeInOut, duration: 0.5))
  }
}

extension TransitionScene {
  /// The same scene with the user asking to reduce motion.
  fileprivate func withReducedMotion() -> TransitionScene {
    var scene = self
    scene.prefersReducedMotion = true
    return scene
  }
}
