import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// Interruptible on iOS: every effect of the catalogue, played through the shipped host's
/// animator (which offers UIKit an interruptible animator), is grabbed by a touch while it
/// plays by itself and while it completes after a release, and goes where the finger sends
/// it. Before the animator was interruptible, the stage (as UIKit) refused each pause.
@MainActor
@Suite struct StageTransitGrabTests {
  let window = StageWindow.phone()

  /// The effects of the catalogue.
  nonisolated static let effects = TransitionCatalog.entries.map(\.name)

  /// A navigation stack showing List, with an effect to push Detail with.
  func stack() -> (StageNavigationController, StageViewController, StageViewController) {
    let list = screen("List")
    let detail = screen("Detail")
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (navigation, list, detail)
  }

  @Test(arguments: effects)
  func aPushPlayingByItselfIsGrabbedAndSentBack(effect name: String) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    let (navigation, list, detail) = stack()
    navigation.transit.push(detail, using: transition.duration(1))
    window.advance(by: 0.3)
    let coordinator = try #require(detail.transitionCoordinator, "\(name): in flight")
    #expect(!coordinator.initiallyInteractive, "\(name): it plays by itself")
    // A finger lands mid-screen and drags right, the way back, then holds and lets go.
    window.send(
      StageTouchTrace.pan(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.5)
        .holding(for: 0.2))
    #expect(window.runUntilIdle(), "\(name) comes to rest")
    #expect(navigation.viewControllers.map(\.title) == ["List"], "\(name): the push was cancelled")
    #expect(detail.view.superview == nil && list.view.superview === navigation.transitionView)
    #expect(window.eventLog.lines(of: [.warning]).isEmpty, "\(name): no pause was refused")
  }

  @Test(arguments: effects)
  func aPushPlayingByItselfIsFlickedBack(effect name: String) throws {
    // A quick flick the way back, from a push a third of the way on: the flick's speed
    // decides, and the push goes back at once rather than playing on.
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    let (navigation, list, detail) = stack()
    navigation.transit.push(detail, using: transition.duration(1))
    window.advance(by: 0.3)
    var endedAt: Double?
    detail.transitionCoordinator?.animate(
      alongsideTransition: nil, completion: { _ in endedAt = window.clock.now })
    window.send(
      StageTouchTrace.pan(
        from: CGPoint(x: 150, y: 400), to: CGPoint(x: 230, y: 400), duration: 0.06))
    #expect(window.runUntilIdle(), "\(name) comes to rest")
    #expect(navigation.viewControllers.map(\.title) == ["List"], "\(name): flicked back")
    #expect(list.view.superview === navigation.transitionView && detail.view.superview == nil)
    // Played out, it would have ended at 1 s.
    #expect(try #require(endedAt) < 0.9, "\(name): sent back at once, not played out first")
  }

  @Test(arguments: effects)
  func aCompletingPopIsGrabbedAndSentBack(effect name: String) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    let (navigation, _, detail) = stack()
    navigation.transit.push(detail, using: transition.interactive(.edgePanBack))
    #expect(window.runUntilIdle())
    // Released at 60 %: the pop starts finishing; 50 ms later a finger grabs it anywhere,
    // drags it back to the left, and lets go.
    let swipe = StageTouchTrace.edgePan(
      from: .left, in: window.bounds, distance: 0.6 * 390, duration: 1.2
    ).holding(for: 0.2)
    let grab = StageTouchTrace.pan(
      from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 1
    ).holding(for: 0.2)
    window.send(swipe.followed(by: grab, after: 0.05))
    #expect(window.runUntilIdle(), "\(name) comes to rest")
    guard name != "none" else {
      // No animation, no time: released past its middle, the pop is over at once.
      #expect(navigation.viewControllers.map(\.title) == ["List"])
      return
    }
    #expect(navigation.topViewController === detail, "\(name): dragged back, the pop cancelled")
    #expect(window.transitionsInFlight.isEmpty)
    #expect(window.eventLog.lines(of: [.warning]).isEmpty, "\(name): no pause was refused")
  }

  @Test func alongsideAnimationsHoldWithTheGrabAndGoBackWithTheCancel() throws {
    // The coordinator adds a screen's alongside fade to the interruptible animator; the
    // fade of a badge outside the container follows the grabbed push.
    let (navigation, _, detail) = stack()
    let badge = StageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    window.addSubview(badge)
    navigation.transit.push(detail, using: .slide.duration(1))
    let coordinator = try #require(detail.transitionCoordinator)
    coordinator.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: nil)
    window.advance(by: 0.3)
    let animator = try #require(TransitAnimator.inFlight(for: detail))
    // While the finger holds still, a second apart: is it driven, how far, the fade.
    var samples: [(driven: Bool, progress: Double, opacity: Double)] = []
    for time in [window.clock.now + 0.5, window.clock.now + 1.5] {
      window.clock.schedule(at: time) {
        samples.append(
          (
            animator.isDriven, animator.progress,
            Double(badge.layer.presentation()?.opacity ?? -1)
          ))
      }
    }
    window.send(
      StageTouchTrace.pan(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2)
        .holding(for: 2))
    try #require(samples.count == 2)
    #expect(samples.allSatisfy { $0.driven }, "held by the finger")
    #expect(abs(samples[0].opacity - (1 - samples[0].progress)) < 0.01, "the fade is with it")
    #expect(abs(samples[1].opacity - samples[0].opacity) < 1e-6, "and stays there")
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.title) == ["List"], "let go short: cancelled")
    #expect(badge.alpha == 1, "the fade went back with the push")
  }

  /// docs/design.md#u3: after a back swipe is let go, the navigation bar's titles finish
  /// with the screens, in the same frame, however the completion is paced (the bar's
  /// cross-fade runs on the interruptible animator, which Transit carries through the
  /// completion with the time it has left).
  @Test func afterTheReleaseTheNavigationBarEndsWithTheScreens() throws {
    let (navigation, list, detail) = stack()
    navigation.isNavigationBarHidden = false
    navigation.transit.push(detail, using: .push())
    #expect(window.runUntilIdle())
    let bar = navigation.navigationBar
    // Let go at 60 %: the pop finishes.
    window.send(
      .edgePan(from: .left, in: window.bounds, distance: 0.6 * window.bounds.width, duration: 0.3))
    let incoming = try #require(bar.titleView(for: list.navigationItem))
    var screenEnded: Int?
    var titleEnded: Int?
    for frame in 0..<120 where screenEnded == nil || titleEnded == nil {
      window.advance(by: 1.0 / 60)
      let opacity = Double(incoming.layer.presentation()?.opacity ?? incoming.layer.opacity)
      if titleEnded == nil, opacity > 0.999 { titleEnded = frame }
      if screenEnded == nil, window.transitionsInFlight.isEmpty { screenEnded = frame }
    }
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.title) == ["List"])
    let (screens, title) = (try #require(screenEnded), try #require(titleEnded))
    #expect(abs(screens - title) <= 1, "the screens end at frame \(screens), the title at \(title)")
  }

  @Test func theNavigationBarFollowsTheGrabbedPush() throws {
    // Outside the container, the bar's title cross-fade is held at the transition's
    // progress while the finger holds it, and goes back with the cancel.
    let (navigation, list, detail) = stack()
    navigation.isNavigationBarHidden = false
    navigation.transit.push(detail, using: .push().duration(1))
    window.advance(by: 0.3)
    let animator = try #require(TransitAnimator.inFlight(for: detail))
    let bar = navigation.navigationBar
    let incoming = try #require(bar.titleView(for: detail.navigationItem))
    let outgoing = try #require(bar.titleView(for: list.navigationItem))
    var samples: [(progress: Double, incoming: Double, outgoing: Double)] = []
    for time in [window.clock.now + 0.5, window.clock.now + 1.5] {
      window.clock.schedule(at: time) {
        samples.append(
          (
            animator.progress, Double(incoming.layer.presentation()?.opacity ?? -1),
            Double(outgoing.layer.presentation()?.opacity ?? -1)
          ))
      }
    }
    window.send(
      StageTouchTrace.pan(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2)
        .holding(for: 2))
    try #require(samples.count == 2)
    for sample in samples {
      #expect(abs(sample.incoming - sample.progress) < 0.01, "the new title at the progress")
      #expect(abs(sample.outgoing - (1 - sample.progress)) < 0.01, "the old one fading out")
    }
    #expect(abs(samples[1].incoming - samples[0].incoming) < 1e-6, "held with the finger")
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.title) == ["List"])
    #expect(bar.titleView(for: detail.navigationItem) == nil, "the cancelled title is gone")
    #expect(bar.titleView(for: list.navigationItem)?.alpha == 1)
  }
}
