import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// A tab bar delegate of the app's that counts the selections it hears of.
@MainActor
final class SelectionCounter: StageTabBarControllerDelegate {
  var selected: [String] = []
  func tabBarController(
    _ tabBarController: StageTabBarController, didSelect viewController: StageViewController
  ) { selected.append(viewController.title ?? "") }
}

/// docs/design.md#u5, docs/design.md#u25, docs/design.md#u27 and docs/design.md#u15 on the stage:
/// gestures that share the screen, and what gestures hold on to.
@MainActor
@Suite struct StageTransitSharedGestureTests {
  let window = StageWindow.phone()

  func tabs(_ children: [StageViewController]) -> StageTabBarController {
    let tabs = StageTabBarController()
    tabs.viewControllers = children
    tabs.transit.transition = .slide.interactive(.swipeBetweenTabs)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    return tabs
  }

  @Test func theTabSwipeBeginsOnlyOnHorizontalMovement() {
    let tabs = tabs([screen("A"), screen("B")])
    // Mostly down, a little left: a scroll, not a tab switch.
    window.send(.pan(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 240, y: 700), duration: 0.3))
    #expect(window.runUntilIdle())
    #expect(tabs.selectedIndex == 0)
    window.send(.pan(from: CGPoint(x: 330, y: 500), to: CGPoint(x: 90, y: 520), duration: 0.15))
    #expect(window.runUntilIdle())
    #expect(tabs.selectedIndex == 1)
  }

  /// docs/design.md#u5: a carousel in a tab takes a sideways swipe while it can scroll that
  /// way: the tab swipe reads how far it can (its content 1,170 pt wide in 390, so 780 pt of
  /// room in all) and gives way, whichever recognizer the toolkit asks first.
  @Test func theTabSwipeGivesWayToACarouselThatCanScroll() throws {
    let first = screen("A")
    let carousel = StageScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 120))
    carousel.contentSize = CGSize(width: 1170, height: 120)
    first.view.addSubview(carousel)
    let tabs = tabs([first, screen("B")])
    window.send(.pan(from: CGPoint(x: 330, y: 260), to: CGPoint(x: 130, y: 262), duration: 0.2))
    #expect(window.runUntilIdle())
    #expect(tabs.selectedIndex == 0, "the carousel scrolled, the tab stayed")
    let scrolled = Double(carousel.contentOffset.x)
    #expect(scrolled > 0)
    let swipe = try #require(tabs.transit.core.recognizer(for: .swipeBetweenChildren))
    let room = try #require(ViewControllerTransit.horizontalScrollRoom(under: swipe))
    #expect(abs(room.left - scrolled) < 1e-9 && abs(room.right - (780 - scrolled)) < 1e-9)
    // Below the carousel, the same swipe switches tabs.
    window.send(.pan(from: CGPoint(x: 330, y: 500), to: CGPoint(x: 90, y: 520), duration: 0.15))
    #expect(window.runUntilIdle())
    #expect(tabs.selectedIndex == 1)
  }

  @Test func theTabSwipeYieldsToANavigationBackSwipe() {
    let stack = StageNavigationController(rootViewController: screen("List"))
    let tabs = tabs([screen("A"), stack])
    tabs.selectedIndex = 1
    #expect(window.runUntilIdle())
    stack.transit.push(screen("Detail"), using: .push())
    #expect(window.runUntilIdle())
    window.send(.edgePan(from: .left, in: window.bounds, distance: 280, duration: 0.4))
    #expect(window.runUntilIdle())
    #expect(tabs.selectedIndex == 1, "the back swipe took the finger")
    #expect(stack.viewControllers.map(\.title) == ["List"])
  }

  @Test func theTabSwipeDoesNotBeginWhileASwitchIsInFlight() {
    let tabs = tabs([screen("A"), screen("B"), screen("C")])
    tabs.transit.transition = .slide.duration(1).interactive(.swipeBetweenTabs)
    tabs.selectedIndex = 1
    window.advance(by: 0.1)
    #expect(tabs.isTransitioning)
    window.send(.pan(from: CGPoint(x: 330, y: 500), to: CGPoint(x: 90, y: 500), duration: 0.1))
    #expect(window.runUntilIdle())
    #expect(tabs.selectedIndex == 1, "a swipe during the switch does not start another")
  }

  /// docs/design.md#u2 for a tab bar controller: a delegate the app had set before Transit was
  /// installed becomes `transit.tabBarDelegate`, so it keeps hearing its selections.
  @Test func aTabBarDelegateTheAppHadSetKeepsHearingItsSelections() {
    let tabs = StageTabBarController()
    tabs.viewControllers = [screen("A"), screen("B")]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    let counter = SelectionCounter()
    tabs.delegate = counter
    tabs.transit.transition = .slide
    #expect(tabs.transit.isContainerDelegate && tabs.transit.tabBarDelegate === counter)
    #expect(tabs.simulateUserSelection(at: 1))
    #expect(window.runUntilIdle())
    #expect(tabs.selectedIndex == 1 && counter.selected == ["B"])
  }

  @Test func aCompletedTabSwipeTellsTheAppsDelegateACancelledOneDoesNot() {
    let tabs = tabs([screen("A"), screen("B")])
    let counter = SelectionCounter()
    tabs.transit.tabBarDelegate = counter
    // A short slow swipe, held: cancelled.
    window.send(
      StageTouchTrace.pan(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 260, y: 500), duration: 0.4)
        .holding(for: 0.2))
    #expect(window.runUntilIdle())
    #expect(tabs.selectedIndex == 0 && counter.selected.isEmpty)
    window.send(.pan(from: CGPoint(x: 330, y: 500), to: CGPoint(x: 90, y: 500), duration: 0.15))
    #expect(window.runUntilIdle())
    #expect(tabs.selectedIndex == 1 && counter.selected == ["B"])
  }

  // MARK: - Lifetimes (docs/design.md#u15)

  @Test func aScreenPushedOnAnotherStackIsPoppedFromThatStack() {
    let detail = screen("Detail")
    let first = StageNavigationController(rootViewController: screen("First"))
    window.rootViewController = first
    window.makeKeyAndVisible()
    first.transit.push(detail, using: .push().interactive(.pinchToClose))
    #expect(window.runUntilIdle())
    first.popViewController(animated: false)
    #expect(window.runUntilIdle())
    let second = StageNavigationController(rootViewController: screen("Second"))
    window.rootViewController = second
    second.transit.push(detail, using: .fade.interactive(.pinchToClose))
    #expect(window.runUntilIdle())
    window.send(.pinch(center: CGPoint(x: 195, y: 422), fromSpan: 200, toSpan: 40, duration: 0.3))
    #expect(window.runUntilIdle())
    #expect(second.viewControllers.map(\.title) == ["Second"], "the stack it is on now")
    #expect(first.viewControllers.map(\.title) == ["First"])
  }

  @Test func aScreenPushedAgainWithAnotherTransitionGetsThatTransitionsGestures() {
    let navigation = StageNavigationController(rootViewController: screen("List"))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let detail = screen("Detail")
    navigation.transit.push(detail, using: .push().interactive(.pinchToClose))
    #expect(window.runUntilIdle())
    navigation.popViewController(animated: false)
    navigation.transit.push(detail, using: .fade)
    #expect(window.runUntilIdle())
    window.send(.pinch(center: CGPoint(x: 195, y: 422), fromSpan: 200, toSpan: 40, duration: 0.3))
    #expect(window.runUntilIdle())
    #expect(navigation.topViewController === detail, "no pinch any more")
    #expect(!(detail.view.gestureRecognizers ?? []).contains { $0 is StagePinchGestureRecognizer })
  }

  @Test func aGestureOnAScreenHoldsNeitherItsStackNorItsInstaller() {
    weak var weakNavigation: StageNavigationController?
    weak var weakInstaller: ViewControllerTransit?
    let detail = screen("Detail")
    do {
      let navigation = StageNavigationController(rootViewController: screen("List"))
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      navigation.transit.push(detail, using: .push().interactive(.pinchToClose))
      #expect(window.runUntilIdle())
      navigation.popViewController(animated: false)
      #expect(window.runUntilIdle())
      weakNavigation = navigation
      weakInstaller = navigation.transit
      window.rootViewController = screen("Elsewhere")
    }
    #expect(weakNavigation == nil && weakInstaller == nil)
    // The screen outlives its stack: its gestures do nothing, and nothing traps.
    window.rootViewController = detail
    window.send(.pinch(center: CGPoint(x: 195, y: 422), fromSpan: 200, toSpan: 40, duration: 0.3))
    #expect(window.runUntilIdle())
  }
}
