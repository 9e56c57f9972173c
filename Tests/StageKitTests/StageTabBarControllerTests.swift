import Foundation
import TestSupport
import Testing

@testable import StageKit

// What only the tab bar controller does: user selection through the delegate, the tabs'
// link to it, UIKit's warning for a selection that is not a tab, and `nil` tabs. What it
// shares with the custom container is in StageChildSelectionTests.

/// A tab bar delegate with a slide animator; `interaction` makes the next switch
/// interactive.
@MainActor
private final class SlideTabsDelegate: StageTabBarControllerDelegate {
  var animator: SwitchTestSlideAnimator?
  var interaction: SwitchTestInteraction?
  var allowsSelection = true
  private(set) var selections: [String] = []

  func tabBarController(
    _ tabBarController: StageTabBarController, shouldSelect viewController: StageViewController
  ) -> Bool { allowsSelection }

  func tabBarController(
    _ tabBarController: StageTabBarController, didSelect viewController: StageViewController
  ) {
    selections.append(viewController.logName)
  }

  func tabBarController(
    _ tabBarController: StageTabBarController,
    animationControllerForTransitionFrom fromVC: StageViewController,
    to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { animator }

  func tabBarController(
    _ tabBarController: StageTabBarController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? { interaction }
}

@MainActor
@Suite struct StageTabBarControllerTests {
  let window = StageWindow.phone()

  /// A tab bar controller on screen with some tabs, the first selected, the log emptied.
  func start(_ tabs: [StageViewController]) -> StageTabBarController {
    let controller = StageTabBarController()
    controller.title = "Tabs"
    controller.viewControllers = tabs
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.eventLog.removeAll()
    return controller
  }

  private func slideDelegate(for tabs: StageTabBarController) -> SlideTabsDelegate {
    let delegate = SlideTabsDelegate()
    delegate.animator = SwitchTestSlideAnimator { [weak tabs] controller in
      tabs?.viewControllers?.firstIndex { $0 === controller } ?? 0
    }
    tabs.delegate = delegate
    return delegate
  }

  @Test func tabsKnowTheirTabBarController() {
    let a = screen("A")
    let b = screen("B")
    let tabs = StageTabBarController()
    tabs.title = "Tabs"
    tabs.viewControllers = [a, b]
    #expect(a.tabBarController === tabs && b.tabBarController === tabs)
  }

  @Test func userSelectionAsksShouldSelectAndSendsDidSelectAtOnce() {
    // UITabBarControllerDelegate: shouldSelect and didSelect are for user taps;
    // didSelect arrives as soon as the selection changes, while the switch still runs.
    let tabs = start([screen("A"), screen("B"), screen("C")])
    let delegate = slideDelegate(for: tabs)
    #expect(tabs.simulateUserSelection(at: 1))
    #expect(tabs.isTransitioning)
    #expect(delegate.selections == ["B"])
    #expect(
      window.eventLog.lines(of: [.delegate]) == [
        "tabBarController(shouldSelect: B)",
        "tabBarController(animationControllerForTransitionFrom: A, to: B)",
        "tabBarController(interactionControllerFor:)",
        "tabBarController(didSelect: B)",
      ])
    window.runUntilIdle()

    delegate.allowsSelection = false
    window.eventLog.removeAll()
    #expect(!tabs.simulateUserSelection(at: 2))
    #expect(tabs.selectedIndex == 1)
    #expect(window.eventLog.lines() == ["tabBarController(shouldSelect: C)"])
    #expect(delegate.selections == ["B"])

    #expect(!tabs.simulateUserSelection(at: 3), "no such tab")
    #expect(!tabs.simulateUserSelection(at: -1), "no such tab")
    #expect(tabs.selectedIndex == 1)
  }

  @Test func tappingTheSelectedTabNotifiesAndPopsItsNavigationControllerToRoot() {
    let root = screen("R")
    let navigation = StageNavigationController(rootViewController: root)
    navigation.title = "Nav"
    let tabs = start([navigation, screen("B")])
    let delegate = slideDelegate(for: tabs)
    navigation.pushViewController(screen("X"), animated: false)
    #expect(navigation.viewControllers.count == 2)
    window.eventLog.removeAll()
    #expect(tabs.simulateUserSelection(at: 0))
    #expect(delegate.selections == ["Nav"])
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.logName) == ["R"])
    #expect(tabs.selectedViewController === navigation)
    #expect(
      !window.eventLog.lines().contains { $0.hasPrefix("tabBarController(animationController") },
      "no tab switch")
  }

  @Test func cancelledInteractiveSwitchRestoresTheSelectionSilently() {
    // docs/uikit-behaviour.md#b1-2-notes (openradar 32135966): a cancelled interactive tab switch
    // resets selectedIndex without didSelect; docs/design.md#r1: toView removed, fromView
    // stays; appearance calls of a cancel as in §1.2 row 14.
    let a = screen("A")
    let b = screen("B")
    let tabs = start([a, b])
    let delegate = slideDelegate(for: tabs)
    guard let animator = delegate.animator else { return }
    let interaction = SwitchTestInteraction(animator: animator)
    delegate.interaction = interaction

    #expect(tabs.simulateUserSelection(at: 1))
    #expect(tabs.selectedIndex == 1 && delegate.selections == ["B"])
    #expect(interaction.context?.isInteractive == true)
    #expect(
      window.eventLog.lines(of: [.appearance, .transition]) == [
        "viewWillAppear(B)", "viewWillDisappear(A)", "startInteractiveTransition",
      ])

    // The finger holds the switch at 50 %: time does not move it.
    interaction.update(0.5)
    window.advance(by: 1)
    #expect(abs(presentedX(b.view) - 390) < 0.5)
    #expect(abs(presentedX(a.view) - 0) < 0.5)
    #expect(tabs.isTransitioning)
    #expect(b.view.superview === tabs.transitionView && a.view.superview === tabs.transitionView)

    // §7.3.3: interaction handlers run before the appearance calls a cancel causes.
    tabs.transitionCoordinator?.notifyWhenInteractionChanges { context in
      self.window.eventLog.record(
        .delegate, "interactionChanged(cancelled: \(context.isCancelled))")
    }
    window.eventLog.removeAll()
    interaction.cancel()
    #expect(window.runUntilIdle())
    #expect(
      window.eventLog.lines() == [
        "interactionChanged(cancelled: true)", "completeTransition(false)",
        "viewWillDisappear(B)", "viewDidDisappear(B)", "viewWillAppear(A)", "viewDidAppear(A)",
        "animationEnded(false)",
      ])
    #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
    #expect(delegate.selections == ["B"], "no didSelect for the restored tab")
    #expect(b.view.superview == nil, "toView is removed on cancel")
    #expect(a.view.superview === tabs.transitionView, "fromView stays")
    #expect(a.view.frame == tabs.transitionView.bounds)
    #expect(animator.endings == [false])
    #expect(!tabs.isTransitioning)

    // The tab bar controller works normally afterwards.
    delegate.interaction = nil
    tabs.selectedIndex = 1
    #expect(window.runUntilIdle())
    #expect(tabs.selectedViewController === b && a.view.superview == nil)
  }

  @Test func selectionDuringASwitchIsIgnoredWithAWarning() {
    let c = screen("C")
    let tabs = start([screen("A"), screen("B"), c])
    let delegate = slideDelegate(for: tabs)
    tabs.selectedIndex = 1
    tabs.selectedIndex = 2
    #expect(!tabs.simulateUserSelection(at: 2))
    tabs.viewControllers = [c]
    #expect(
      window.eventLog.warnings == [
        "Tab switch to <C> ignored: <Tabs> is still transitioning.",
        "Tab switch to <C> ignored: <Tabs> is still transitioning.",
        "Replacing the tabs ignored: <Tabs> is still transitioning.",
      ])
    #expect(!window.eventLog.lines().contains("tabBarController(shouldSelect: C)"))
    #expect(window.runUntilIdle())
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.viewControllers?.count == 3)
    #expect(delegate.selections.isEmpty)
    #expect(!c.isViewLoaded)
  }

  @Test func selectingSomethingThatIsNotATabIsReportedAndIgnored() {
    let tabs = start([screen("A"), screen("B")])
    tabs.selectedViewController = screen("Z")
    tabs.selectedViewController = nil
    let message =
      "-[UITabBarController setSelectedViewController:] only a view controller in the tab "
      + "bar controller's list of view controllers can be selected."
    #expect(window.eventLog.warnings == [message, message])
    tabs.selectedIndex = 2
    tabs.selectedIndex = -1
    tabs.selectedIndex = Int.max
    #expect(tabs.selectedIndex == 0)
    #expect(window.eventLog.lines(of: [.appearance, .load]).isEmpty)
  }

  @Test func replacingTheTabsKeepsTheSelectionWhereUIKitDoes() {
    // UITabBarController.viewControllers: the selected controller stays selected if it is
    // still there, else the one at the same index, else the first; containment calls for
    // the controllers that leave and join.
    let a = SwitchTestProbe("A")
    let b = SwitchTestProbe("B")
    let c = SwitchTestProbe("C")
    let d = SwitchTestProbe("D")
    let tabs = start([a, b, c])
    #expect(a.containment == ["willMove(Tabs)", "didMove(Tabs)"])
    tabs.selectedIndex = 2
    window.eventLog.removeAll()

    tabs.setViewControllers([c, a], animated: true)
    #expect(tabs.selectedViewController === c && tabs.selectedIndex == 0)
    #expect(b.containment.suffix(2) == ["willMove(nil)", "didMove(nil)"])
    #expect(b.parent == nil && c.parent === tabs)
    #expect(window.eventLog.lines(of: [.appearance]).isEmpty, "C stays on screen")

    // C leaves; index 0 is now A.
    tabs.viewControllers = [a, d, a, tabs]
    #expect(tabs.viewControllers?.map(\.logName) == ["A", "D"], "duplicates and self dropped")
    #expect(tabs.selectedViewController === a)
    #expect(d.containment == ["willMove(Tabs)", "didMove(Tabs)"])
    #expect(c.containment.suffix(2) == ["willMove(nil)", "didMove(nil)"])
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillAppear(A)", "viewWillDisappear(C)", "viewDidDisappear(C)", "viewDidAppear(A)",
      ])
    #expect(a.view.superview === tabs.transitionView && c.view.superview == nil)

    // Index 1 (D) was selected; with one tab left the first is selected.
    tabs.selectedIndex = 1
    tabs.viewControllers = [b]
    #expect(tabs.selectedViewController === b)
    tabs.viewControllers = nil
    #expect(tabs.viewControllers == nil && tabs.selectedViewController == nil)
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.transitionView.subviews.isEmpty)
    #expect(
      window.eventLog.lines(of: [.appearance]).suffix(2) == [
        "viewWillDisappear(B)", "viewDidDisappear(B)",
      ])
  }
}
