import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// Weak references to everything a round trip creates, to check nothing outlives it.
@MainActor
struct Leftovers {
  private var controllers: [() -> StageViewController?] = []
  private var views: [() -> StageView?] = []

  mutating func watch(_ controller: StageViewController) {
    controllers.append { [weak controller] in controller }
    if let view = controller.viewIfLoaded { views.append { [weak view] in view } }
  }

  var aliveControllers: Int { controllers.filter { $0() != nil }.count }
  var aliveViews: Int { views.filter { $0() != nil }.count }
}

@MainActor
@Suite struct StageRoundTripTests {
  @Test func aThousandPushPopPresentDismissAndTabRoundTripsLeaveNothingBehind() {
    let window = StageWindow.phone()
    let home = screen("Home")
    let navigation = StageNavigationController(rootViewController: home)
    let other = screen("Other")
    let tabs = StageTabBarController()
    tabs.viewControllers = [navigation, other]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    var leftovers = Leftovers()
    var sublayerCounts: Set<Int> = []
    // Work per round, measured without a clock: how many events the stage ran. A stage that
    // slowed down by keeping state would do more per round as rounds go by.
    var eventsPerRound: [Int] = []
    for round in 0..<1_000 {
      let eventsBefore = window.eventLog.events.count
      do {
        let detail = screen("Detail \(round)")
        navigation.pushViewController(detail, animated: true)
        window.runUntilIdle()
        leftovers.watch(detail)
        navigation.popViewController(animated: true)
        window.runUntilIdle()
        let sheet = screen("Sheet \(round)")
        sheet.modalPresentationStyle = round.isMultiple(of: 2) ? .fullScreen : .overFullScreen
        home.present(sheet, animated: true)
        window.runUntilIdle()
        leftovers.watch(sheet)
        sheet.dismiss(animated: true)
        window.runUntilIdle()
        tabs.selectedIndex = 1
        window.runUntilIdle()
        tabs.selectedIndex = 0
        window.runUntilIdle()
      }
      sublayerCounts.insert(countLayers(window.layer))
      eventsPerRound.append(window.eventLog.events.count - eventsBefore)
    }
    // Full-screen and over-full-screen rounds alternate and differ, and the first round
    // loads the second tab's view; after that every pair of rounds is the same work.
    let laterRounds = eventsPerRound.dropFirst(2)
    let sameWorkEveryOtherRound = zip(laterRounds, laterRounds.dropFirst(2)).allSatisfy { $0 == $1 }
    #expect(sameWorkEveryOtherRound, "events per round: \(Set(laterRounds))")

    #expect(leftovers.aliveControllers == 0, "every pushed controller was released")
    #expect(leftovers.aliveViews == 0, "and its view")
    #expect(sublayerCounts.count == 1, "the layer tree is the same size after every round")
    var animations = 0
    window.layer.visitTree { animations += $0.attachedAnimations.count }
    #expect(animations == 0)
    #expect(!window.clock.hasPendingTimers)
    #expect(home.presentedViewController == nil)
    #expect(window.subviews.count == 1, "only the root view: every modal container is gone")
    #expect(window.eventLog.warnings.isEmpty)
  }
}

extension StageRoundTripTests {
  /// The same through Transit: pushes and presentations with effects, gestures that
  /// cancel and finish, 300 rounds. Nothing the transitions made may outlive them, and no
  /// round may do more work than the one before (no freeze after a cancel, no piling up).
  @Test func threeHundredTransitRoundTripsWithGesturesLeaveNothingBehind() {
    let window = StageWindow.phone()
    let home = screen("Home")
    let navigation = StageNavigationController(rootViewController: home)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    var leftovers = Leftovers()
    var layerCounts: Set<Int> = []
    var eventsPerRound: [Int] = []
    let cancel = StageTouchTrace.edgePan(
      from: .left, in: window.bounds, distance: 100, duration: 0.5
    ).holding(for: 0.2)
    let finish = StageTouchTrace.edgePan(
      from: .left, in: window.bounds, distance: 300, duration: 0.2)
    for round in 0..<300 {
      let eventsBefore = window.eventLog.events.count
      do {
        let detail = screen("Detail")
        let photo = StageView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
        photo.transit.id = "photo"
        detail.view.addSubview(photo)
        navigation.transit.push(detail, using: round.isMultiple(of: 2) ? .matched() : .cube())
        window.runUntilIdle()
        window.send(cancel)  // back swipe let go early: stays
        window.runUntilIdle()
        window.send(finish)  // back swipe all the way: pops
        window.runUntilIdle()
        leftovers.watch(detail)
        let sheet = screen("Sheet")
        home.transit.present(sheet, using: Transition.card().interactive(.pullDownToDismiss))
        window.runUntilIdle()
        leftovers.watch(sheet)
        sheet.transit.dismiss()
        window.runUntilIdle()
      }
      layerCounts.insert(countLayers(window.layer))
      eventsPerRound.append(window.eventLog.events.count - eventsBefore)
    }
    // Matched and cube rounds alternate; after the first pair every other round repeats.
    let later = eventsPerRound.dropFirst(2)
    #expect(zip(later, later.dropFirst(2)).allSatisfy { $0 == $1 }, "\(Set(later))")
    #expect(navigation.viewControllers.count == 1)
    #expect(leftovers.aliveControllers == 0, "every pushed and presented screen was released")
    #expect(leftovers.aliveViews == 0)
    #expect(layerCounts.count == 1, "the layer tree is the same size after every round")
    var animations = 0
    window.layer.visitTree { animations += $0.attachedAnimations.count }
    #expect(animations == 0)
    #expect(window.clock.displayLinks.isEmpty, "no display link left running")
    #expect(!window.clock.hasPendingTimers)
    #expect(window.eventLog.warnings.isEmpty)
  }
}
