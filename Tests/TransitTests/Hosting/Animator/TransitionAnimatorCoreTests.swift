import Foundation
import Testing

@testable import Transit

/// The generic animator core on a minimal fake host with a manual clock: a transition
/// playing by itself completes once at its end; a driven one follows its gesture, finishes
/// or cancels by the completion policy frame by frame; a transition in flight can be
/// grabbed; docs/design.md#r7 (completion exactly once, with `!transitionWasCancelled`) always
/// holds.
@MainActor
@Suite struct TransitionAnimatorCoreTests {
  /// A push from one screen to another in a 390-point-wide container.
  @MainActor final class Fixture {
    let container = FakeHostView("container", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let from = FakeHostView("from", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let to = FakeHostView("to", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let context: FakeHostContext

    init(clock: Bool = true) {
      container.isWindow = true
      container.addSubview(from)
      var context = FakeHostContext(containerView: container, fromView: from, toView: to)
      if !clock { context.clock = nil }
      self.context = context
    }

    var clock: FakeHostContext.Clock {
      guard let clock = context.clock else { preconditionFailure("no clock") }
      return clock
    }

    /// The progress the incoming screen's held position shows, for a linear slide: 0 with
    /// its centre a width to the right, 1 at rest.
    func shownProgress() -> Double? {
      guard
        let key = to.animations.first(where: { $0.value.animation.property == .position })?.key,
        case .point(let centre)? = to.shownValue(ofAnimation: key, atClockTime: clock.now)
      else { return nil }
      return 1 - (Double(centre.x) - 195) / 390
    }
  }

  /// A linear slide of the incoming screen over 0.5 s, so progress reads off its position.
  static let slide = Transition(
    TransitionEffect(name: "linear slide") { scene, _ in
      Timeline(
        nodes: [TimelineNode(.from), TimelineNode(.to)],
        tracks: [
          Track(
            .position, of: .to, from: CGPoint(x: 585, y: 422), to: CGPoint(x: 195, y: 422),
            curve: .linear, duration: 0.5)
        ])
    })

  @Test func aTransitionPlayingByItselfCompletesOnceAtItsEnd() {
    let fixture = Fixture()
    let core = TransitionAnimatorCore<FakeHostContext>(Self.slide, operation: .push)
    core.start(in: fixture.context)
    #expect(core.isInFlight && !core.isDriven)
    #expect(fixture.to.animations.values.allSatisfy { $0.timing == LayerTime(beginTime: 0) })
    fixture.clock.advance(to: 0.25)
    #expect(abs(core.progress - 0.5) < 1e-9)
    fixture.clock.advance(to: 0.49)
    #expect(fixture.context.log.completions.isEmpty)
    fixture.clock.advance(to: 0.5)
    #expect(fixture.context.log.completions == [true], "docs/design.md#r7: once, finished")
    #expect(!core.isInFlight && core.context == nil && core.progress == 0)
    #expect(fixture.to.animations.isEmpty && fixture.to.superview === fixture.container)
    fixture.clock.runUntilIdle()
    #expect(fixture.context.log.completions == [true])
  }

  /// docs/design.md#u9: a transition that is not animated (UIKit still runs a `.custom`
  /// presentation's
  /// animator for `animated: false`) places the views and completes before start returns.
  @Test func aTransitionThatIsNotAnimatedPlacesTheViewsAndCompletesAtOnce() {
    let fixture = Fixture()
    var context = fixture.context
    context.isAnimated = false
    let core = TransitionAnimatorCore<FakeHostContext>(Self.slide, operation: .push)
    #expect(core.duration(in: context) == 0)
    core.start(in: context)
    #expect(fixture.context.log.completions == [true], "docs/design.md#r7: once, finished, now")
    #expect(!core.isInFlight)
    #expect(fixture.to.animations.isEmpty && fixture.to.superview === fixture.container)
    fixture.clock.runUntilIdle()
    #expect(fixture.context.log.completions == [true])
  }

  @Test func theDurationComesFromTheSceneOrTheTransitionsPacing() {
    let fixture = Fixture()
    let core = TransitionAnimatorCore<FakeHostContext>(.fade, operation: .push)
    #expect(
      core.duration(in: nil)
        == (Transition.fade.timing ?? Transition.fade.effect.defaultTiming).duration)
    let reduced = Transition.push().duration(0.8)
    let described = TransitionAnimatorCore<FakeHostContext>(reduced, operation: .push)
    #expect(described.duration(in: fixture.context) == 0.8)
    #expect(fixture.container.subviews.map(\.name) == ["from"], "asking changes nothing")
  }

  @Test func aDrivenTransitionFollowsItsGestureAndFinishesPastHalfway() throws {
    let fixture = Fixture()
    let core = TransitionAnimatorCore<FakeHostContext>(Self.slide, operation: .push)
    core.startInteractive(in: fixture.context)
    #expect(core.isDriven && fixture.shownProgress() == 0)
    fixture.clock.advance(to: 0.1)
    core.followGesture(GestureProgress(progress: 0.3, velocity: 0))
    #expect(abs(try #require(fixture.shownProgress()) - 0.3) < 1e-9)
    fixture.clock.advance(to: 0.2)
    core.updateInteraction(progress: 0.7, velocity: 0)
    #expect(fixture.context.log.updates == [0.3, 0.7])
    core.releaseGesture(GestureProgress(progress: 0.7, velocity: 0))
    #expect(fixture.context.log.events == ["finish"])
    // Frame by frame, the held position moves on towards the end, never back.
    var last = 0.7
    for _ in 0..<10 {
      fixture.clock.advance(by: 0.02)
      guard let shown = fixture.shownProgress() else { break }
      #expect(shown >= last - 1e-12)
      last = shown
    }
    fixture.clock.runUntilIdle()
    #expect(fixture.context.log.completions == [true])
    #expect(fixture.clock.tickers.allSatisfy { !$0.isValid }, "the frame ticker stops")
    #expect(fixture.from.superview === fixture.container)
  }

  @Test func aDrivenTransitionReleasedBeforeHalfwayCancelsAndPutsEverythingBack() {
    let fixture = Fixture()
    let core = TransitionAnimatorCore<FakeHostContext>(Self.slide, operation: .push)
    core.startInteractive(in: fixture.context)
    fixture.clock.advance(to: 0.1)
    core.updateInteraction(progress: 0.3, velocity: 0)
    core.endInteraction(velocity: 0)
    #expect(fixture.context.log.events == ["cancel"])
    fixture.clock.runUntilIdle()
    #expect(
      fixture.context.log.completions == [false], "docs/design.md#r7: !transitionWasCancelled")
    #expect(fixture.to.superview == nil, "docs/design.md#r1: cancelled, the incoming screen leaves")
    #expect(fixture.to.modelValues.isEmpty)
  }

  @Test func aCancelledGestureGoesBack() {
    let fixture = Fixture()
    let core = TransitionAnimatorCore<FakeHostContext>(Self.slide, operation: .push)
    core.startInteractive(in: fixture.context)
    core.updateInteraction(progress: 0.9, velocity: 0)
    core.cancelInteraction()
    fixture.clock.runUntilIdle()
    #expect(fixture.context.log.completions == [false])
  }

  @Test func grabbingATransitionPlayingByItselfHoldsItWhereItIs() throws {
    let fixture = Fixture()
    let core = TransitionAnimatorCore<FakeHostContext>(Self.slide, operation: .push)
    // Its own interaction controller, not driven from the start (iOS 10's
    // `wantsInteractiveStart` false): it plays, and it is interruptible.
    core.startAsInteractionController(in: fixture.context, driven: false)
    fixture.clock.advance(to: 0.2)
    #expect(core.grab())
    #expect(core.isDriven && fixture.context.log.events == ["pause"])
    #expect(abs(try #require(fixture.shownProgress()) - 0.4) < 1e-9, "held at 0.2 / 0.5")
    // The scheduled end no longer completes it.
    fixture.clock.advance(to: 0.6)
    #expect(fixture.context.log.completions.isEmpty)
    core.endInteraction(velocity: 0)
    fixture.clock.runUntilIdle()
    #expect(fixture.context.log.completions == [false], "released below halfway")
  }

  @Test func aRegrabDuringTheCompletionStopsItAndABackSwipeReversesIt() throws {
    let fixture = Fixture()
    let core = TransitionAnimatorCore<FakeHostContext>(Self.slide, operation: .push)
    core.startAsInteractionController(in: fixture.context, driven: true)
    core.updateInteraction(progress: 0.6, velocity: 0)
    core.endInteraction(velocity: 0)
    fixture.clock.advance(by: 0.05)
    let onScreen = core.progress
    #expect(onScreen > 0.6 && onScreen < 1)
    // A back swipe grabs the push: its progress runs against the push's.
    #expect(core.grab(byGestureFor: .pop))
    #expect(fixture.context.log.events == ["finish", "pause"])
    core.followGesture(GestureProgress(progress: 0.5, velocity: 0))
    #expect(abs(core.progress - (onScreen - 0.5)) < 1e-9)
    core.releaseGesture(GestureProgress(progress: 0.5, velocity: 0.1))
    fixture.clock.runUntilIdle()
    #expect(fixture.context.log.completions == [false])
  }

  /// UIKit pauses only an interruptible transition, one with an interaction controller:
  /// started by `animateTransition` alone (an app's delegate returning Transit's animator
  /// without one), a touch grabs nothing and the transition plays on.
  @Test func aTransitionStartedWithoutAnInteractionControllerCannotBeGrabbed() {
    let fixture = Fixture()
    let core = TransitionAnimatorCore<FakeHostContext>(Self.slide, operation: .push)
    core.start(in: fixture.context)
    fixture.clock.advance(to: 0.2)
    #expect(!core.canBeGrabbed && !core.grab() && !core.pause())
    #expect(fixture.context.log.events.isEmpty, "no pause reaches the context")
    fixture.clock.runUntilIdle()
    #expect(fixture.context.log.completions == [true])
  }

  @Test func aHostWithoutFramesEndsACompletionAtOnce() {
    let fixture = Fixture(clock: false)
    let core = TransitionAnimatorCore<FakeHostContext>(Self.slide, operation: .push)
    core.startInteractive(in: fixture.context)
    core.updateInteraction(progress: 0.8, velocity: 0)
    core.endInteraction()
    #expect(fixture.context.log.completions == [true])
  }

  @Test func callsOutOfTurnChangeNothing() {
    let fixture = Fixture()
    let core = TransitionAnimatorCore<FakeHostContext>(Self.slide, operation: .push)
    // Before anything is in flight.
    #expect(!core.grab())
    core.updateInteraction(progress: 0.5)
    core.endInteraction()
    core.cancelInteraction()
    #expect(core.progress == 0 && fixture.context.log.events.isEmpty)
    // A NaN progress is ignored.
    core.startInteractive(in: fixture.context)
    core.updateInteraction(progress: .nan)
    #expect(core.progress == 0 && fixture.context.log.updates.isEmpty)
    // After completion, nothing reaches the host's context again.
    core.cancelInteraction()
    fixture.clock.runUntilIdle()
    core.endInteraction()
    core.updateInteraction(progress: 1)
    #expect(!core.grab())
    #expect(fixture.context.log.completions == [false])
    #expect(fixture.context.log.events == ["cancel"])
  }
}
