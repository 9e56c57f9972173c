import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// A cross-fade written as one would write it for UIKit; with `completes: false` it ends
/// the transition as cancelled, the other way a switch can fail.
@MainActor
private final class FadeAnimator: StageViewControllerAnimatedTransitioning {
  let completes: Bool
  private(set) var endings: [Bool] = []

  init(completes: Bool = true) {
    self.completes = completes
  }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { 0.3 }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    guard let toVC = transitionContext.viewController(forKey: .to),
      let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to)
    else { return }
    toView.frame = transitionContext.finalFrame(for: toVC)
    toView.alpha = 0
    transitionContext.containerView.addSubview(toView)
    StageView.animate(
      withDuration: 0.3, delay: 0, options: .curveLinear,
      animations: {
        toView.alpha = 1
        fromView.alpha = 0
      },
      completion: { [completes] _ in
        fromView.alpha = 1
        transitionContext.completeTransition(completes && !transitionContext.transitionWasCancelled)
      })
  }

  func animationEnded(_ transitionCompleted: Bool) {
    endings.append(transitionCompleted)
  }
}

@MainActor
private final class FadeDelegate: StageContainerViewControllerDelegate {
  var animator: (any StageViewControllerAnimatedTransitioning)? = FadeAnimator()
  var interaction: SwitchTestInteraction?

  func containerViewController(
    _ containerViewController: StageContainerViewController,
    animationControllerForTransitionFrom fromVC: StageViewController,
    to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { animator }

  func containerViewController(
    _ containerViewController: StageContainerViewController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? { interaction }
}

@MainActor
@Suite struct StageContainerViewControllerTests {
  let window = StageWindow(size: CGSize(width: 390, height: 844))

  /// A container on screen showing its first child, the log emptied.
  func start(_ children: [StageViewController]) -> StageContainerViewController {
    let container = StageContainerViewController(viewControllers: children)
    container.title = "Box"
    window.rootViewController = container
    window.makeKeyAndVisible()
    window.eventLog.removeAll()
    return container
  }

  @Test func childrenAreContainedAndOnlyTheShownOneAppears() {
    // UIKIT-BEHAVIOUR.md §1.1 rule 3: with manual forwarding the container sends its own
    // appearance to the child it shows, after its own call; the hidden child gets none.
    let a = SwitchTestProbe("A")
    let b = SwitchTestProbe("B")
    let container = StageContainerViewController(viewControllers: [a, b])
    container.title = "Box"
    #expect(!container.shouldAutomaticallyForwardAppearanceMethods)
    #expect(container.children.count == 2 && a.parent === container && b.parent === container)
    // The container had no title yet: the log names it by its type.
    #expect(
      a.containment == [
        "willMove(StageContainerViewController)", "didMove(StageContainerViewController)",
      ])
    #expect(container.selectedViewController === a && container.selectedIndex == 0)
    window.rootViewController = container
    window.makeKeyAndVisible()
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillAppear(Box)", "viewWillAppear(A)", "viewDidAppear(Box)", "viewDidAppear(A)",
      ])
    #expect(a.view.superview === container.transitionView)
    #expect(container.transitionView.superview === container.view)
    #expect(!b.isViewLoaded)

    window.rootViewController = nil
    #expect(
      a.appearance == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    #expect(b.appearance.isEmpty)
  }

  @Test func replacingTheChildrenRunsTheContainmentCalls() {
    let a = SwitchTestProbe("A")
    let b = SwitchTestProbe("B")
    let c = SwitchTestProbe("C")
    let container = start([a, b])
    let joined = [
      "willMove(StageContainerViewController)", "didMove(StageContainerViewController)",
    ]
    container.viewControllers = [b, c, b, container]
    #expect(container.viewControllers.map(\.logName) == ["B", "C"])
    #expect(a.containment == joined + ["willMove(nil)", "didMove(nil)"])
    #expect(b.containment == joined, "B stays: no calls")
    #expect(c.containment == ["willMove(Box)", "didMove(Box)"])
    #expect(a.parent == nil && c.parent === container)
    // A left, so the child at A's index (B) is shown, instantly (§1.2 row 5's order).
    #expect(container.selectedViewController === b)
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillAppear(B)", "viewWillDisappear(A)", "viewDidDisappear(A)", "viewDidAppear(B)",
      ])
    #expect(a.view.superview == nil && b.view.superview === container.transitionView)
  }

  @Test func animatedSwitchRunsTheAnimatorInTheTransitionView() {
    // DESIGN.md rule 1 for custom containers; appearance as UIKit's containers (§1.2 rows 5
    // and 6): "will" calls before animateTransition, "did" calls after completion.
    let a = screen("A")
    let b = screen("B")
    let container = start([a, b])
    let delegate = FadeDelegate()
    container.delegate = delegate
    container.selectedIndex = 1
    #expect(container.selectedViewController === b && container.isTransitioning)
    #expect(
      window.eventLog.lines() == [
        "viewDidLoad(B)",
        "containerViewController(animationControllerForTransitionFrom: A, to: B)",
        "containerViewController(interactionControllerFor:)",
        "viewWillAppear(B)", "viewWillDisappear(A)", "animateTransition",
      ])
    #expect(b.transitionCoordinator?.containerView === container.transitionView)
    #expect(a.view.superview === container.transitionView)
    #expect(b.view.superview === container.transitionView)

    // Linear fade over 0.3 s: at 0.1 s B shows a third, A two thirds.
    window.advance(by: 0.1)
    #expect(abs(Double(b.view.layer.presentation()?.opacity ?? -1) - 1.0 / 3) < 0.01)
    #expect(abs(Double(a.view.layer.presentation()?.opacity ?? -1) - 2.0 / 3) < 0.01)

    #expect(window.runUntilIdle())
    #expect(
      window.eventLog.lines(of: [.appearance, .transition]) == [
        "viewWillAppear(B)", "viewWillDisappear(A)", "animateTransition",
        "completeTransition(true)", "viewDidDisappear(A)", "viewDidAppear(B)",
        "animationEnded(true)",
      ])
    #expect(a.view.superview == nil, "fromView leaves when the switch completes")
    #expect(b.view.superview === container.transitionView && b.view.alpha == 1)
    #expect(b.transitionCoordinator == nil && !container.isTransitioning)
    #expect(window.eventLog.warnings.isEmpty)
  }

  @Test func anAnimatorThatFailsCancelsTheSwitch() {
    // DESIGN.md rule 1: completeTransition(false) removes toView, keeps fromView, and the
    // selection goes back; the appearance calls of a cancel (§1.2 row 14's pattern).
    let a = screen("A")
    let b = screen("B")
    let container = start([a, b])
    let delegate = FadeDelegate()
    let animator = FadeAnimator(completes: false)
    delegate.animator = animator
    container.delegate = delegate
    container.selectedIndex = 1
    #expect(container.selectedIndex == 1)
    #expect(window.runUntilIdle())
    #expect(
      window.eventLog.lines(of: [.appearance, .transition]) == [
        "viewWillAppear(B)", "viewWillDisappear(A)", "animateTransition",
        "completeTransition(false)", "viewWillDisappear(B)", "viewDidDisappear(B)",
        "viewWillAppear(A)", "viewDidAppear(A)", "animationEnded(false)",
      ])
    #expect(container.selectedIndex == 0 && container.selectedViewController === a)
    #expect(b.view.superview == nil && a.view.superview === container.transitionView)
    #expect(a.view.alpha == 1)
    #expect(animator.endings == [false])
  }

  @Test func interactiveSwitchCanBeCancelledAndThenFinished() {
    let a = screen("A")
    let b = screen("B")
    let container = start([a, b])
    let delegate = FadeDelegate()
    container.delegate = delegate
    guard let animator = delegate.animator else { return }
    let interaction = SwitchTestInteraction(animator: animator)
    delegate.interaction = interaction

    container.selectedIndex = 1
    interaction.update(0.5)
    window.advance(by: 0.5)
    // Held at half-way by the finger: B half faded in.
    #expect(abs(Double(b.view.layer.presentation()?.opacity ?? -1) - 0.5) < 0.01)
    #expect(a.view.superview === container.transitionView)
    interaction.cancel()
    #expect(window.runUntilIdle())
    #expect(container.selectedViewController === a)
    #expect(b.view.superview == nil && a.view.superview === container.transitionView)
    #expect(window.eventLog.lines(of: [.transition]).last == "animationEnded(false)")

    window.eventLog.removeAll()
    container.selectedIndex = 1
    interaction.update(0.9)
    interaction.finish()
    #expect(window.runUntilIdle())
    #expect(container.selectedViewController === b)
    #expect(a.view.superview == nil && b.view.superview === container.transitionView)
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillAppear(B)", "viewWillDisappear(A)", "viewDidDisappear(A)", "viewDidAppear(B)",
      ])
  }

  @Test func changesDuringASwitchAreIgnoredWithAWarning() {
    let c = screen("C")
    let container = start([screen("A"), screen("B"), c])
    let delegate = FadeDelegate()
    container.delegate = delegate
    container.selectedIndex = 1
    container.selectedViewController = c
    container.viewControllers = [c]
    #expect(
      window.eventLog.warnings == [
        "Switch to <C> ignored: <Box> is still transitioning.",
        "Replacing the children ignored: <Box> is still transitioning.",
      ])
    #expect(window.runUntilIdle())
    #expect(container.selectedIndex == 1 && container.viewControllers.count == 3)
  }

  @Test func aDelegateHeldOnlyByTheContainerDisappears() {
    // DESIGN.md rule 6: the delegate is weak; the switch stays instant.
    let container = start([screen("A"), screen("B")])
    func makeDelegate() -> FadeDelegate { FadeDelegate() }
    container.delegate = makeDelegate()
    #expect(container.delegate == nil)
    container.selectedIndex = 1
    #expect(!container.isTransitioning)
    #expect(window.eventLog.lines(of: [.delegate, .transition]).isEmpty)
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillAppear(B)", "viewWillDisappear(A)", "viewDidDisappear(A)", "viewDidAppear(B)",
      ])
  }

  @Test func unanimatedSwitchesAndBadSelectionsDoNotAskTheDelegate() {
    let b = screen("B")
    let container = start([screen("A"), b])
    let delegate = FadeDelegate()
    container.delegate = delegate
    container.setSelectedIndex(1, animated: false)
    #expect(container.selectedViewController === b && !container.isTransitioning)
    #expect(window.eventLog.lines(of: [.delegate]).isEmpty)
    window.eventLog.removeAll()
    container.setSelectedIndex(1, animated: true)
    container.setSelectedIndex(2, animated: true)
    container.setSelectedIndex(-1, animated: true)
    container.selectedViewController = screen("Z")
    container.selectedViewController = nil
    #expect(container.selectedViewController === b)
    #expect(window.eventLog.lines().isEmpty)
  }

  @Test func anEmptyContainerShowsNothing() {
    let container = start([])
    #expect(container.selectedViewController == nil && container.selectedIndex == 0)
    #expect(container.transitionView.subviews.isEmpty)
    let a = screen("A")
    container.viewControllers = [a]
    #expect(container.selectedViewController === a)
    #expect(a.view.superview === container.transitionView)
    #expect(
      window.eventLog.lines(of: [.appearance]) == ["viewWillAppear(A)", "viewDidAppear(A)"])
  }
}
