import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// Issue "Core Animation playback", item 1 (docs/design.md#u8): a transition's animations are added
/// once, when it starts; a gesture then moves layer time (`speed` 0 and `timeOffset` on the few
/// layers taking part) and the completion after the release moves it on, so no animation is
/// built per frame — what a device would otherwise commit to the render server every frame.
/// Counted frame by frame by the stage's Core Animation twin (`StageClock.workCount`).
@MainActor
@Suite struct LayerTimeScrubbingTests {
  let window = StageWindow.phone()

  /// One frame's work: animations added and layers given an animation or a new timing.
  struct Frame {
    var animations: Int
    var layers: Int
  }

  /// Records the work of every 60 Hz frame while `body` runs the stage, then runs it idle.
  func frames(while body: () -> Void) -> [Frame] {
    var frames: [Frame] = []
    window.clock.resetWorkCount()
    let link = StageDisplayLink(clock: window.clock) { [window] _ in
      let work = window.clock.workCount
      frames.append(Frame(animations: work.animationsAdded, layers: work.layersTouched))
      window.clock.resetWorkCount()
    }
    body()
    for _ in 0..<240 where !window.transitionsInFlight.isEmpty { window.advance(by: 1.0 / 60) }
    link.invalidate()
    return frames
  }

  /// The frames after the one in which the transition started (the first that added
  /// animations); `nil` if none did.
  func framesAfterTheStart(_ frames: [Frame]) -> ArraySlice<Frame>? {
    frames.firstIndex { $0.animations > 0 }.map { frames[($0 + 1)...] }
  }

  /// A stack of two screens with a few tagged views each, the top one pushed with the
  /// transition and at rest.
  func pushed(with transition: Transition) -> StageNavigationController {
    let list = screen("List")
    let detail = screen("Detail")
    for index in 0..<12 {
      let thumbnail = StageView(
        frame: CGRect(
          x: Double(index % 4) * 90 + 20, y: Double(index / 4) * 90 + 120, width: 80,
          height: 80))
      thumbnail.transit.id = "photo-\(index)"
      list.view.addSubview(thumbnail)
      let large = StageView(
        frame: CGRect(x: 20, y: Double(index) * 60 + 100, width: 350, height: 50))
      large.transit.id = "photo-\(index)"
      detail.view.addSubview(large)
    }
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.transit.push(detail, using: transition)
    _ = window.runUntilIdle()
    return navigation
  }

  @Test(arguments: TransitionCatalog.entries.map(\.name))
  func aBackSwipeAndItsCompletionAddNoAnimationAfterTheStart(effect name: String) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    let navigation = pushed(with: transition)
    let recorded = frames {
      window.send(.edgePan(from: .left, in: window.bounds, distance: 234, duration: 0.6))
    }
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.count == 1, "\(name): the swipe popped")
    // `.none` has no track: nothing is ever added, and nothing needs moving.
    guard let after = framesAfterTheStart(recorded) else { return }
    #expect(after.count > 30, "\(name): the drag and completion span frames")
    // One animation at most: the end marker, when the release hands the rest to the
    // layers' clock.
    #expect(
      after.map(\.animations).reduce(0, +) <= 1, "\(name): \(after.map(\.animations))")
    #expect(after.allSatisfy { $0.layers <= 3 }, "\(name): \(after.map(\.layers))")
  }

  /// docs/design.md#u8: let go past its middle, a back swipe's completion is played by the
  /// layers' own clock, as QA1673 resumes a paused layer tree (on a device, by the render
  /// server), not moved frame by frame from the main thread: once it is released no frame
  /// touches a layer's time or adds an animation, but for the frame of the release itself
  /// and the one it ends in (which gives the layers their own timing back).
  @Test(arguments: TransitionCatalog.entries.map(\.name))
  func aReleasedBackSwipeFinishesOnTheLayersClock(effect name: String) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    let navigation = pushed(with: transition)
    window.send(.edgePan(from: .left, in: window.bounds, distance: 250, duration: 0.4))
    let completion = frames {}
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.count == 1, "\(name): the swipe popped")
    // `.none` lasts no time: it ends at the release.
    #expect(completion.count > (name == "none" ? 0 : 5), "\(name): the completion spans frames")
    #expect(
      completion.dropFirst().dropLast().allSatisfy { $0.animations == 0 && $0.layers == 0 },
      "\(name): \(completion.map { ($0.animations, $0.layers) })")
  }

  @Test func aPullDownOnACardMovesTheTimeOfTheContainerAndThePresenterOnly() throws {
    let home = screen("Home")
    let sheet = screen("Sheet")
    window.rootViewController = home
    window.makeKeyAndVisible()
    home.transit.present(
      sheet, using: Transition.card(topInset: 40).interactive(.pullDownToDismiss))
    #expect(window.runUntilIdle())
    let recorded = frames {
      window.send(
        .pan(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700), duration: 0.5))
    }
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController == nil, "the pull dismissed the card")
    let after = try #require(framesAfterTheStart(recorded))
    #expect(after.count > 20)
    // One animation at most: the end marker, when the release hands the rest to the
    // layers' clock.
    #expect(after.map(\.animations).reduce(0, +) <= 1, "\(after.map(\.animations))")
    // The container and the presenter scaled back behind the card: two clocks.
    #expect(after.allSatisfy { $0.layers <= 2 }, "\(after.map(\.layers))")
    #expect(home.view.layer.speed == 1 && home.view.layer.timeOffset == 0, "timing restored")
    #expect(home.view.layer.transform == .identity, "the presenter is back at rest")
  }

  /// Held at its start while the turn that started it commits, the transition's clock
  /// starts in the next turn, before the first frame (docs/design.md#u20): the container's time is
  /// resumed once then and the end marker added; no frame after adds an animation or
  /// touches a layer's time.
  @Test func aTransitionPlayingByItselfLeavesLayerTimeAloneOnceStarted() {
    let list = screen("List")
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let recorded = frames {
      navigation.transit.push(screen("Detail"), using: .push())
      // The push added its animations before the first frame; count the frames after.
      window.clock.resetWorkCount()
    }
    #expect(window.runUntilIdle())
    #expect(recorded.count > 20)
    #expect(recorded.first.map { $0.animations == 1 && $0.layers == 1 } == true, "\(recorded)")
    #expect(
      recorded.dropFirst().allSatisfy { $0.animations == 0 && $0.layers == 0 }, "\(recorded)")
    #expect(navigation.transitionView.layer.speed == 1)
  }
}
