import Foundation
import Testing
import Transit

@testable import TransitStage

/// A controller with a name, so logs read "viewWillAppear(A)".
@MainActor
func screen(_ name: String) -> StageViewController {
  let controller = StageViewController()
  controller.title = name
  return controller
}

@MainActor
@Suite struct StageNavigationControllerTests {
  let window = StageWindow(size: CGSize(width: 390, height: 844))

  func start(with root: StageViewController) -> StageNavigationController {
    let navigation = StageNavigationController(rootViewController: root)
    navigation.title = "Nav"
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.eventLog.removeAll()
    return navigation
  }

  @Test func animatedPushFollowsUIKitsAppearanceOrder() {
    // UIKIT-BEHAVIOUR.md §1.2 row 1; DESIGN.md rule 1.
    let a = screen("A")
    let b = screen("B")
    let navigation = start(with: a)
    navigation.pushViewController(b, animated: true)
    #expect(navigation.viewControllers.map(\.logName) == ["A", "B"])
    #expect(
      window.eventLog.lines(of: [.load, .appearance]) == [
        "viewDidLoad(B)", "viewWillDisappear(A)", "viewWillAppear(B)",
      ])
    #expect(b.view.superview === navigation.transitionView)
    #expect(a.view.superview === navigation.transitionView, "both views during the transition")
    #expect(b.transitionCoordinator != nil)

    window.advance(by: 0.25)
    let x = b.view.layer.presentation()?.position.x ?? 0
    #expect(x > 195 && x < 585, "B is sliding in")
    #expect(window.runUntilIdle())
    #expect(
      window.eventLog.lines(of: [.load, .appearance]) == [
        "viewDidLoad(B)", "viewWillDisappear(A)", "viewWillAppear(B)",
        "viewDidDisappear(A)", "viewDidAppear(B)",
      ])
    #expect(a.view.superview == nil, "the system removes fromView when it completes")
    #expect(b.view.frame == navigation.transitionView.bounds)
    #expect(b.transitionCoordinator == nil)
    #expect(window.eventLog.warnings.isEmpty)
  }

  @Test func animatedPopAndPopToRoot() {
    let root = screen("R")
    let navigation = start(with: root)
    let x = screen("X")
    let y = screen("Y")
    let top = screen("T")
    navigation.setViewControllers([root, x, y, top], animated: false)
    window.runUntilIdle()
    window.eventLog.removeAll()
    let popped = navigation.popToRootViewController(animated: true)
    #expect(popped?.map(\.logName) == ["X", "Y", "T"])
    #expect(navigation.viewControllers.map(\.logName) == ["R"])
    #expect(window.runUntilIdle())
    // §1.2 row 3: only the top and the root get appearance callbacks.
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillDisappear(T)", "viewWillAppear(R)", "viewDidDisappear(T)", "viewDidAppear(R)",
      ])
    #expect(top.parent == nil && x.parent == nil)
    #expect(root.view.superview === navigation.transitionView)
    #expect(top.view.superview == nil)
  }

  @Test func aDelegateHeldOnlyWeaklyDisappears() {
    // DESIGN.md rule 6: `navigationController.delegate = SomeDelegate()` does nothing.
    final class Fade: StageNavigationControllerDelegate {}
    let navigation = start(with: screen("A"))
    navigation.delegate = Fade()
    #expect(navigation.delegate == nil)
  }

  @Test func nestedPushIsReportedAndIgnored() {
    let navigation = start(with: screen("A"))
    navigation.pushViewController(screen("B"), animated: true)
    navigation.pushViewController(screen("C"), animated: true)
    #expect(
      window.eventLog.warnings == ["nested push animation can result in corrupted navigation bar"])
    window.runUntilIdle()
    #expect(navigation.viewControllers.map(\.logName) == ["A", "B"])
  }
}
