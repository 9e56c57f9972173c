import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// A delegate that returns a slide for every push and pop, with no interaction controller,
/// as most apps' custom animators do.
@MainActor
private final class CustomPopDelegate: StageNavigationControllerDelegate {
  var asked: [StageNavigationController.Operation] = []
  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    asked.append(operation)
    return SlideAnimator()
  }
}

/// A gesture delegate of the app's, in the usual place: `interactivePopGestureRecognizer.delegate`.
@MainActor
private final class Refusing: StageGestureRecognizerDelegate {
  var asked = 0
  func gestureRecognizerShouldBegin(_ gestureRecognizer: StageGestureRecognizer) -> Bool {
    asked += 1
    return false
  }
}

/// The back swipe UIKit gives every navigation controller
/// (docs/uikit-behaviour.md#b6-1).
@MainActor
@Suite struct StageNavigationControllerBackSwipeTests {
  let window = StageWindow.phone()
  var width: CGFloat { window.bounds.width }

  func stack(_ names: String...) -> StageNavigationController {
    let navigation = StageNavigationController(rootViewController: screen(names[0]))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    for name in names.dropFirst() { navigation.pushViewController(screen(name), animated: false) }
    window.runUntilIdle()
    return navigation
  }

  func swipe(to share: CGFloat, duration: Double = 0.6) -> StageTouchTrace {
    StageTouchTrace.edgePan(
      from: .left, in: window.bounds, distance: share * width, duration: duration
    ).holding(for: 0.2)
  }

  @Test func theBackSwipeIsALeadingEdgePanOnTheNavigationControllersView() throws {
    let navigation = stack("A", "B")
    let backSwipe = try #require(
      navigation.interactivePopGestureRecognizer as? StageScreenEdgePanGestureRecognizer)
    #expect(backSwipe.view === navigation.view)
    #expect(navigation.view.gestureRecognizers?.contains { $0 === backSwipe } == true)
  }

  @Test func theBackSwipeFollowsTheFingerAndPopsPastHalfWay() {
    let navigation = stack("A", "B")
    let b = navigation.topViewController
    window.send(swipe(to: 0.7))
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.title) == ["A"])
    #expect(b?.view.superview == nil)
  }

  @Test func aShortBackSwipeCancelsThePop() {
    let navigation = stack("A", "B")
    window.send(swipe(to: 0.3))
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
    #expect(navigation.topViewController?.view.superview === navigation.transitionView)
  }

  @Test func theBackSwipeDoesNotBeginOnTheRootScreen() throws {
    let navigation = stack("A")
    let backSwipe = try #require(navigation.interactivePopGestureRecognizer)
    var began = false
    backSwipe.addTarget { if $0.state == .began { began = true } }
    window.send(swipe(to: 0.7))
    #expect(window.runUntilIdle())
    #expect(!began)
  }

  @Test func aDisabledBackSwipeDoesNotPop() {
    let navigation = stack("A", "B")
    navigation.interactivePopGestureRecognizer?.isEnabled = false
    window.send(swipe(to: 0.7))
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.count == 2)
    navigation.interactivePopGestureRecognizer?.isEnabled = true
    window.send(swipe(to: 0.7))
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func theAppsGestureDelegateDecidesWhetherTheBackSwipeBegins() {
    let navigation = stack("A", "B")
    let refusing = Refusing()
    navigation.interactivePopGestureRecognizer?.delegate = refusing
    window.send(swipe(to: 0.7))
    #expect(window.runUntilIdle())
    #expect(refusing.asked == 1 && navigation.viewControllers.count == 2)
  }

  @Test func withACustomAnimatorAndNoInteractionControllerTheBackSwipePopsByItself() {
    let navigation = stack("A", "B")
    let delegate = CustomPopDelegate()
    navigation.delegate = delegate
    // Released at 20 %: the system's pop would cancel; the custom one is not interactive.
    window.send(swipe(to: 0.2))
    #expect(window.runUntilIdle())
    #expect(delegate.asked == [.pop])
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func theBackSwipeDoesNotBeginWhileATransitionIsInFlight() {
    let navigation = stack("A", "B")
    navigation.pushViewController(screen("C"), animated: true)
    window.send(swipe(to: 0.7, duration: 0.2))
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.title) == ["A", "B", "C"])
  }
}
