import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// Stacks UIKit raises an exception for: the stage reports a diagnostic and refuses the
/// call, leaving the stack as it was (reliability finding 9).
@MainActor
@Suite struct StageNavigationControllerHostileCallsTests {
  let window = StageWindow.phone()

  func onScreen() -> (StageTabBarController, StageNavigationController, StageNavigationController) {
    let first = StageNavigationController(rootViewController: screen("A"))
    let second = StageNavigationController(rootViewController: screen("B"))
    let tabs = StageTabBarController()
    tabs.viewControllers = [first, second]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    return (tabs, first, second)
  }

  @Test func aNavigationControllerRefusesItselfAndItsAncestors() {
    let (tabs, navigation, _) = onScreen()
    let stack = navigation.viewControllers
    navigation.pushViewController(navigation, animated: true)
    navigation.pushViewController(tabs, animated: true)
    navigation.setViewControllers([screen("C"), tabs], animated: false)
    #expect(navigation.viewControllers.map(\.logName) == stack.map(\.logName))
    #expect(window.eventLog.warnings.filter { $0.contains("ancestors") }.count == 3)
    // No parent cycle: a presentation still completes.
    tabs.present(screen("Modal"), animated: true)
    #expect(window.runUntilIdle())
    #expect(tabs.presentedViewController?.logName == "Modal")
    ReliabilityLog.record(
      "9",
      tried:
        "navigation.pushViewController(navigation), of its tab bar controller, in setViewControllers",
      outcome: "refused; the stack is unchanged; a later present completes",
      diagnostic: window.eventLog.warnings.first { $0.contains("ancestors") })
  }

  @Test func aControllerListedTwiceIsRefused() {
    let (_, navigation, _) = onScreen()
    let twice = screen("Twice")
    navigation.setViewControllers([twice, twice], animated: false)
    #expect(navigation.viewControllers.map(\.logName) == ["A"])
    #expect(window.eventLog.warnings.contains { $0.contains("must be distinct") })
    ReliabilityLog.record(
      "9", tried: "navigation.setViewControllers([a, a])",
      outcome: "refused; the stack is unchanged",
      diagnostic: window.eventLog.warnings.first { $0.contains("must be distinct") })
  }

  @Test func anotherContainersChildIsRefused() {
    let (_, navigation, other) = onScreen()
    let theirs = other.viewControllers[0]
    navigation.pushViewController(theirs, animated: true)
    #expect(navigation.viewControllers.map(\.logName) == ["A"])
    #expect(other.viewControllers.first === theirs && theirs.parent === other)
    #expect(window.eventLog.warnings.contains { $0.contains("actual parent") })
    ReliabilityLog.record(
      "9", tried: "pushing another tab's navigation root",
      outcome: "refused; it stays in its own stack",
      diagnostic: window.eventLog.warnings.first { $0.contains("actual parent") })
    #expect(window.runUntilIdle())
  }
}
