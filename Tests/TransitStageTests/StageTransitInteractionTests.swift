import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// Gesture-driven Transit transitions on the stage, replayed from scripted touch traces:
/// the thresholds and flicks of the completion policy, re-grabbing, traces past 100 %,
/// velocity continuity at release, and exact restoration on cancel.
@MainActor
@Suite struct StageTransitInteractionTests {
  let window = StageWindow.phone()
  var width: CGFloat { window.bounds.width }

  /// A navigation stack List → Detail pushed with a transition, idle.
  func pushed(
    with transition: Transition
  ) -> (StageNavigationController, StageViewController, StageViewController) {
    let list = screen("List")
    let detail = screen("Detail")
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.transit.push(detail, using: transition)
    window.runUntilIdle()
    window.eventLog.removeAll()
    return (navigation, list, detail)
  }

  /// A slow back swipe from the left edge to a share of the width, held still, released.
  func slowBackSwipe(to share: CGFloat) -> StageTouchTrace {
    StageTouchTrace.edgePan(
      from: .left, in: window.bounds, distance: share * width, duration: Double(share) * 2
    ).holding(for: 0.2)
  }

  @Test func aSlowBackSwipeReleasedAt30PercentCancels() {
    let (navigation, list, detail) = pushed(with: .push())
    window.send(slowBackSwipe(to: 0.3))
    #expect(window.runUntilIdle())
    #expect(navigation.topViewController === detail, "a release below the threshold cancels")
    #expect(detail.view.superview === navigation.transitionView && list.view.superview == nil)
    #expect(detail.view.layer.transform.isIdentity)
  }

  @Test func aSlowBackSwipeReleasedAt60PercentFinishes() {
    let (navigation, list, detail) = pushed(with: .push())
    window.send(slowBackSwipe(to: 0.6))
    #expect(window.runUntilIdle())
    #expect(navigation.topViewController === list)
    #expect(detail.view.superview == nil && list.view.superview === navigation.transitionView)
  }

  @Test func aFastFlickAt20PercentFinishes() {
    let (navigation, list, _) = pushed(with: .push())
    // 78 points in 50 ms: 1,560 pt/s, four widths a second, far past the flick speed.
    window.send(.edgePan(from: .left, in: window.bounds, distance: 0.2 * width, duration: 0.05))
    #expect(window.runUntilIdle())
    #expect(navigation.topViewController === list)
  }

  @Test func aThresholdOf035FinishesWhereTheDefaultCancels() {
    // Seed 006's zoom pop finishes past 35 %.
    let (navigation, list, _) = pushed(with: .push().completion(threshold: 0.35))
    window.send(slowBackSwipe(to: 0.4))
    #expect(window.runUntilIdle())
    #expect(navigation.topViewController === list)
    let (other, _, detail) = pushed(with: .push())
    window.send(slowBackSwipe(to: 0.4))
    #expect(window.runUntilIdle())
    #expect(other.topViewController === detail)
  }

  @Test func aRegrabDuringCompletionReversesIt() {
    let (navigation, _, detail) = pushed(with: .push())
    // Released at 60 %: it starts finishing. 50 ms later a finger grabs it anywhere and
    // drags it back to the left, slowly, and lets go.
    let swipe = slowBackSwipe(to: 0.6)
    let grab = StageTouchTrace.pan(
      from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 1
    ).holding(for: 0.2)
    window.send(swipe.followed(by: grab, after: 0.05))
    #expect(window.runUntilIdle())
    // The shipped host's animator offers an interruptible animator, so the stage, like
    // UIKit, pauses the completion for the grab.
    #expect(navigation.topViewController === detail, "the grab dragged it back: cancelled")
    #expect(window.transitionsInFlight.isEmpty)
  }

  @Test func aSwipePast100PercentCompletesWithoutHanging() {
    let (navigation, list, _) = pushed(with: .push())
    window.send(
      .edgePan(from: .left, in: window.bounds, distance: 1.4 * width, duration: 1.2))
    #expect(window.runUntilIdle(limit: 5), "no hang at or beyond 100 %")
    #expect(navigation.topViewController === list)
  }

  @Test func aCancelFollowedAtOnceByAnotherPushWorks() {
    let (navigation, _, detail) = pushed(with: .push())
    window.send(slowBackSwipe(to: 0.3))
    #expect(window.runUntilIdle())
    let more = screen("More")
    navigation.transit.push(more, using: .fade)
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.title) == ["List", "Detail", "More"])
    #expect(detail.view.superview == nil)
  }

  @Test func aCancelledSwipeRestoresEverythingAndTellsTheScreensSo() throws {
    let (navigation, list, detail) = pushed(with: .zoomSlide())
    let tagged = StageView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    tagged.transit.modifiers = [.fade, .scale(0.5)]
    tagged.isHidden = false
    detail.view.addSubview(tagged)
    let before = StageTransitInteractionTests.state(of: window)
    window.send(slowBackSwipe(to: 0.45))
    #expect(window.runUntilIdle())
    #expect(navigation.topViewController === detail)
    #expect(StageTransitInteractionTests.state(of: window) == before, "exactly as before")
    // UIKit's appearance callbacks for a cancelled pop.
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillDisappear(Detail)", "viewWillAppear(List)",
        "viewWillDisappear(List)", "viewDidDisappear(List)",
        "viewWillAppear(Detail)", "viewDidAppear(Detail)",
      ])
    #expect(list.view.superview == nil)
  }

  /// Velocity continuity: the on-screen speed just before and just after the release
  /// differs by under 5 %, for a curve and a spring completion, measured from presentation
  /// values (the linear slide puts the popped screen at progress × width).
  @Test(arguments: [
    CompletionTiming.default, .spring(dampingRatio: 0.8, response: 0.4),
    .curve(.easeInOut, duration: 0.4),
  ])
  func theReleaseKeepsItsSpeed(completion: CompletionTiming) throws {
    let (_, _, detail) = pushed(with: .slide.curve(.linear).completion(timing: completion))
    // A steady swipe at 0.8 widths a second, released at 60 % while still moving.
    let speed = 0.8
    func shown() -> Double {
      Double(detail.view.layer.presentation()?.transform.m41 ?? .nan) / Double(width)
    }
    // What is on screen at every instant the clock stands at during the swipe.
    var seen: [(time: Double, progress: Double)] = []
    let link = StageDisplayLink(clock: window.clock) { link in
      seen.append((link.timestamp, shown()))
    }
    window.send(
      .edgePan(
        from: .left, in: window.bounds, distance: 0.6 * width, duration: 0.6 / speed,
        samplesPerSecond: 240))
    link.invalidate()
    let last = try #require(seen.last)
    let previous = seen[seen.count - 2]
    let before = (last.progress - previous.progress) / (last.time - previous.time)
    let atRelease = shown()
    let step = 1e-4
    window.advance(by: step)
    let after = (shown() - atRelease) / step
    #expect(abs(before - speed) / speed < 0.01, "the screen followed the finger")
    #expect(abs(after - before) / before < 0.05, "speed before \(before), after \(after)")
    #expect(window.runUntilIdle())
  }

  /// Everything a user could see of every view in a window: frames, transforms, alpha,
  /// hidden flags, masks, the hierarchy.
  static func state(of window: StageWindow) -> [String] {
    var lines: [String] = []
    func visit(_ view: StageView, depth: Int) {
      let layer = view.layer
      lines.append(
        "\(depth) \(ObjectIdentifier(view).hashValue) \(view.frame) \(layer.transform) "
          + "\(layer.opacity) \(view.isHidden) \(layer.mask == nil) "
          + "\(layer.animationKeys() ?? [])")
      for subview in view.subviews { visit(subview, depth: depth + 1) }
    }
    visit(window, depth: 0)
    return lines
  }
}

extension StageTransitInteractionTests {
  @Test func theBackSwipeWorksForAScreenPushedWithoutTransit() {
    // UIKit's own back swipe stops once a custom delegate is installed; Transit's keeps
    // working, even for a screen pushed the plain way.
    let list = screen("List")
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.transit.transition = nil
    navigation.pushViewController(screen("Detail"), animated: false)
    #expect(window.runUntilIdle())
    window.send(slowBackSwipe(to: 0.3))
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.count == 2, "released at 30 %: cancelled")
    window.send(.edgePan(from: .left, in: window.bounds, distance: 0.7 * width, duration: 0.5))
    #expect(window.runUntilIdle())
    #expect(navigation.topViewController === list)
  }
}

extension StageTransitInteractionTests {
  @Test func aDraggedMatchedViewFollowsTheFingerAndShrinks() throws {
    // As in Photos: the photo follows the finger down and shrinks with the distance; let
    // go short of the threshold, it goes back and the screen stays.
    let list = screen("List")
    let detail = screen("Detail")
    let thumbnail = StageView(frame: CGRect(x: 20, y: 120, width: 80, height: 80))
    thumbnail.transit.id = "photo"
    list.view.addSubview(thumbnail)
    let photo = StageView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
    photo.transit.id = "photo"
    photo.accessibilityIdentifier = "photo"
    detail.view.addSubview(photo)
    window.rootViewController = list
    window.makeKeyAndVisible()
    list.transit.present(detail, using: Transition.matched().interactive(.dragMatchedView))
    #expect(window.runUntilIdle())

    // The flight's holder, each time the clock stands, while the finger is down.
    var seen: [Transform3D] = []
    let link = StageDisplayLink(clock: window.clock) { _ in
      if let flight = Self.view(named: "snapshot of photo", in: self.window),
        let holder = flight.superview
      {
        seen.append(holder.layer.transform)
      }
    }
    window.send(
      StageTouchTrace.pan(
        from: CGPoint(x: 195, y: 200), to: CGPoint(x: 235, y: 350), duration: 0.6
      ).holding(for: 0.2))
    link.invalidate()
    let held = try #require(seen.last)
    // The photo's centre (195, 295), relative to the container's middle (195, 422), lands
    // 40 right and 150 down of where it was: it is under the finger.
    let centre = Transform3D(translationX: 0, y: -127).concatenating(held)
    #expect(abs(centre.m41 - 40) < 1e-6 && abs(centre.m42 - (-127 + 150)) < 1e-6)
    // 150 of the 422 points that make the whole way: scaled to 1 − 0.5 × 150 / 422.
    #expect(abs(held.m11 - (1 - 0.5 * 150 / 422)) < 1e-6)
    #expect(window.runUntilIdle())
    #expect(list.presentedViewController === detail, "let go short of the threshold")
    #expect(Self.view(named: "snapshot of photo", in: window) == nil)
  }

  static func view(named name: String, in root: StageView) -> StageView? {
    var stack = [root]
    while let view = stack.popLast() {
      if view.accessibilityIdentifier == name { return view }
      stack.append(contentsOf: view.subviews)
    }
    return nil
  }
}

extension StageTransitInteractionTests {
  @Test func aRunningPushCanBeGrabbedAndSentBack() {
    // The iOS 10 model: a transition playing by itself is grabbed by a touch, driven, and
    // let go; dragged back towards where it came from, it is cancelled.
    let list = screen("List")
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let detail = screen("Detail")
    navigation.transit.push(detail, using: .slide.duration(1))
    window.advance(by: 0.3)
    #expect(!window.transitionsInFlight.isEmpty, "the push plays by itself")
    // A finger lands mid-screen and drags right, the way the push came from, and holds.
    window.send(
      StageTouchTrace.pan(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.5)
        .holding(for: 0.2))
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.title) == ["List"], "the push was cancelled")
    #expect(detail.view.superview == nil && list.view.superview === navigation.transitionView)
  }

  /// A tab bar controller given a swipe before its view loads (set up in code before it
  /// goes on screen, as apps do) still gets the swipe.
  @Test func aSwipeSetBeforeTheTabsViewLoadsSwitchesTabs() {
    let window = StageWindow.phone()
    let tabs = StageTabBarController()
    tabs.viewControllers = [screen("A"), screen("B")]
    tabs.transit.transition = .slide.interactive(.swipeBetweenTabs)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.send(.pan(from: CGPoint(x: 330, y: 500), to: CGPoint(x: 90, y: 500), duration: 0.15))
    #expect(window.runUntilIdle())
    #expect(tabs.selectedIndex == 1)
  }
}
