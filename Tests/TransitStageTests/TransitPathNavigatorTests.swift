import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// A navigation controller driven by a path, as `TransitNavigationStack` drives one for
/// SwiftUI: the path pushes, pops and replaces with Transit's transitions, and what the
/// user pops comes back into the path. The decisions are `NavigationPathCore`'s; these
/// tests hold the navigator to them on the stage's navigation controller.
@MainActor
@Suite struct TransitPathNavigatorTests {
  let root = screen("Root")
  let navigation: StageNavigationController
  let window: StageWindow
  let navigator: TransitPathNavigator<String>
  /// The binding: what the navigator writes back.
  let binding = PathBinding()

  @MainActor final class PathBinding {
    var path: [String] = []
    var writes: [[String]] = []
  }

  init() {
    navigation = StageNavigationController(rootViewController: root)
    window = StageWindow.phone(showing: navigation)
    let binding = binding
    navigator = TransitPathNavigator(
      navigationController: navigation, makeScreen: { screen($0) },
      onPathChange: { path in
        binding.path = path
        binding.writes.append(path)
      })
    navigator.transition = { $0 == "photo" ? .fade.duration(0.8) : .push(.left).duration(0.4) }
  }

  /// Sets the binding, as SwiftUI would, and tells the navigator.
  func set(_ path: [String]) {
    binding.path = path
    navigator.update(path: path)
  }

  var titles: [String] { navigation.viewControllers.compactMap(\.title) }

  @Test func settingThePathPushesWithTheValuesTransition() throws {
    set(["list"])
    let animator = try #require(TransitAnimator.inFlight(for: navigation))
    #expect(animator.timelineInFlight?.duration == 0.4)
    #expect(window.runUntilIdle())
    set(["list", "photo"])
    #expect(TransitAnimator.inFlight(for: navigation)?.timelineInFlight?.duration == 0.8)
    #expect(window.runUntilIdle())
    #expect(titles == ["Root", "list", "photo"])
    #expect(binding.writes.isEmpty, "the app's own path is not written back")
  }

  @Test func aShorterPathPopsWithThePoppedScreensTransition() throws {
    set(["list", "photo"])
    #expect(window.runUntilIdle())
    #expect(titles == ["Root", "list", "photo"])
    set(["list"])
    #expect(TransitAnimator.inFlight(for: navigation)?.timelineInFlight?.duration == 0.8)
    #expect(window.runUntilIdle())
    #expect(titles == ["Root", "list"])
    set([])
    #expect(window.runUntilIdle())
    #expect(titles == ["Root"])
    #expect(binding.writes.isEmpty)
  }

  @Test func aChangedValueReplacesTheScreensFromIt() throws {
    set(["list", "a"])
    #expect(window.runUntilIdle())
    let list = try #require(navigation.viewControllers.dropFirst().first)
    set(["list", "b", "c"])
    #expect(window.runUntilIdle())
    #expect(titles == ["Root", "list", "b", "c"])
    #expect(navigation.viewControllers[1] === list, "the kept screen is the same screen")
  }

  @Test func theBackButtonsPopIsWrittenBack() {
    set(["list", "photo"])
    #expect(window.runUntilIdle())
    _ = navigation.popViewController(animated: true)
    #expect(binding.writes.isEmpty, "not while the pop plays")
    #expect(window.runUntilIdle())
    #expect(binding.writes == [["list"]])
    #expect(titles == ["Root", "list"])
  }

  var backSwipe: StageTouchTrace {
    .edgePan(from: .left, in: window.bounds, distance: 0.7 * window.bounds.width, duration: 0.5)
  }

  @Test func aBackSwipeIsWrittenBackWhenItFinishes() {
    set(["list"])
    #expect(window.runUntilIdle())
    window.send(backSwipe)
    #expect(window.runUntilIdle())
    #expect(titles == ["Root"])
    #expect(binding.writes == [[]])
  }

  @Test func aCancelledBackSwipeWritesNothing() {
    set(["list"])
    #expect(window.runUntilIdle())
    window.send(
      .edgePan(from: .left, in: window.bounds, distance: 0.1 * window.bounds.width, duration: 0.5))
    #expect(window.runUntilIdle())
    #expect(titles == ["Root", "list"])
    #expect(binding.writes.isEmpty)
  }

  /// UIKit ignores a push during a transition: a path set twice while a push plays waits,
  /// and the last one is shown when it ends.
  @Test func aPathSetTwiceDuringAPushIsShownWhenItEnds() {
    set(["list"])
    window.advance(by: 0.1)
    set(["list", "a"])
    set(["list", "a", "b"])
    #expect(titles == ["Root", "list"], "nothing more while the push plays")
    #expect(window.runUntilIdle())
    #expect(titles == ["Root", "list", "a", "b"])
    #expect(window.eventLog.lines(of: [.warning]).isEmpty, "no push during a push")
    #expect(binding.writes.isEmpty)
  }

  /// The app set a longer path while the user's back swipe played: the app's path wins.
  @Test func aPathSetDuringABackSwipeWins() {
    set(["list"])
    #expect(window.runUntilIdle())
    window.clock.schedule(at: window.clock.now + 0.2) { [self] in set(["list", "photo"]) }
    window.send(backSwipe)
    #expect(window.runUntilIdle())
    #expect(titles == ["Root", "list", "photo"])
    #expect(binding.path == ["list", "photo"])
  }

  /// A screen the app's UIKit code pushes above the path's is not in the path; a longer path
  /// replaces it.
  @Test func aScreenPushedByUIKitCodeStaysOutOfThePath() {
    set(["list"])
    #expect(window.runUntilIdle())
    navigation.pushViewController(screen("UIKit"), animated: true)
    #expect(window.runUntilIdle())
    #expect(binding.writes.isEmpty, "the path still describes the screens below it")
    set(["list", "photo"])
    #expect(window.runUntilIdle())
    #expect(titles == ["Root", "list", "photo"])
    _ = navigation.popViewController(animated: true)
    #expect(window.runUntilIdle())
    #expect(binding.writes == [["list"]])
  }
}
