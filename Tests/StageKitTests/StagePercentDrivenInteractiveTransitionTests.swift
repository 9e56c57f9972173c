import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// A navigation delegate that drives pushes and pops with the slide animator and a
/// percent-driven interaction controller while `isInteractive` says a gesture drives.
@MainActor
final class PercentDrivenSlideDelegate: StageNavigationControllerDelegate {
  let slide = SlideNavigationAnimator()
  let interaction = StagePercentDrivenInteractiveTransition()
  var isInteractive = true

  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    slide.navigationController(
      navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
  }

  func navigationController(
    _ navigationController: StageNavigationController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? {
    isInteractive ? interaction : nil
  }
}

@MainActor
@Suite struct StagePercentDrivenInteractiveTransitionTests {
  let window = StageWindow.phone()

  func pushed() -> (
    StageNavigationController, StageViewController, StageViewController,
    PercentDrivenSlideDelegate
  ) {
    let a = screen("A")
    let b = screen("B")
    let navigation = StageNavigationController(rootViewController: a)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(b, animated: false)
    let delegate = PercentDrivenSlideDelegate()
    navigation.delegate = delegate
    window.eventLog.removeAll()
    return (navigation, a, b, delegate)
  }

  @Test func updatesScrubTheAnimatorsViewAnimations() {
    // docs/uikit-behaviour.md#b4-1-2: the container frozen, timeOffset = percent × duration.
    let (navigation, a, b, delegate) = pushed()
    navigation.popViewController(animated: true)
    window.advance(by: 5)
    #expect(a.view.layer.presentation()?.frame.minX == -390, "frozen at progress 0")
    delegate.interaction.update(0.25)
    #expect(abs((a.view.layer.presentation()?.frame.minX ?? 0) + 292.5) < 1e-9)
    #expect(abs((b.view.layer.presentation()?.frame.minX ?? 0) - 97.5) < 1e-9)
    #expect(b.transitionCoordinator?.percentComplete == 0.25)
    delegate.interaction.update(7)
    #expect(delegate.interaction.percentComplete == 1, "clamped")
  }

  @Test func cancelReturnsEveryViewToWhereItWasAndRestoresTheStack() {
    // docs/design.md#r1 and docs/uikit-behaviour.md#b1-2-r14 for a cancelled interactive pop.
    let (navigation, a, b, delegate) = pushed()
    let bFrame = b.view.frame
    navigation.popViewController(animated: true)
    let start = window.clock.now
    delegate.interaction.update(0.3)
    delegate.interaction.cancel()
    // The remainder, 0.3 × 0.4 s, runs back along the completion curve.
    window.advance(by: 0.06)
    let x = b.view.layer.presentation()?.frame.minX ?? -1
    #expect(x > 0 && x < 117, "on its way back")
    #expect(window.runUntilIdle())
    #expect(abs(window.clock.now - start - 0.12) < 1e-6, "0.3 of the 0.4 s runs back")
    #expect(navigation.viewControllers.map(\.logName) == ["A", "B"])
    #expect(b.view.frame == bFrame, "the model is back too")
    #expect(b.view.layer.presentation()?.frame == bFrame)
    #expect(a.view.superview == nil && b.view.superview === navigation.transitionView)
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillDisappear(B)", "viewWillAppear(A)",
        "viewWillDisappear(A)", "viewDidDisappear(A)", "viewWillAppear(B)", "viewDidAppear(B)",
      ])
    #expect(navigation.transitionView.layer.speed == 1, "the container runs again")
    // The next transition works at once: no frozen state is left behind.
    delegate.isInteractive = false
    navigation.popViewController(animated: true)
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.logName) == ["A"])
  }

  /// The animator completes the transition while the finger still drives it: here its
  /// animations are taken away (as when the navigation controller's view leaves the
  /// window during a tab switch), and its completion block completes the transition.
  /// UIKit's percent-driven controller keeps no context of its own (its ivars, from the
  /// SDK's class dump: a duration, whether it committed, an interruptible animator, a
  /// UUID): the transition context freezes the container and, completing, unfreezes it,
  /// so the navigation controller's container, which every later transition reuses, runs
  /// again (docs/uikit-behaviour.md#b6-5).
  @Test func aTransitionCompletedMidGestureLeavesItsContainerRunning() {
    let (navigation, a, b, delegate) = pushed()
    navigation.popViewController(animated: true)
    delegate.interaction.update(0.3)
    #expect(navigation.transitionView.layer.speed == 0, "frozen while the finger drives")
    for view in [a.view, b.view] { view?.layer.removeAllAnimations() }
    #expect(window.runUntilIdle())
    #expect(window.transitionsInFlight.isEmpty, "the animator completed the pop")
    delegate.interaction.cancel()  // the finger lifts afterwards: too late, and harmless
    #expect(navigation.transitionView.layer.speed == 1, "the container runs again")
    #expect(navigation.transitionView.layer.timeOffset == 0)
    delegate.isInteractive = false
    let c = screen("C")
    navigation.pushViewController(c, animated: true)
    #expect(window.runUntilIdle(), "the next push completes")
    #expect(navigation.topViewController === c && c.view.window === window)
  }

  @Test func finishPlaysTheRestAtTheCompletionSpeed() {
    let (navigation, a, b, delegate) = pushed()
    navigation.popViewController(animated: true)
    let start = window.clock.now
    delegate.interaction.update(0.6)
    delegate.interaction.completionSpeed = 2
    delegate.interaction.finish()
    #expect(window.runUntilIdle())
    // (1 − 0.6) × 0.4 s ÷ 2 = 0.08 s.
    #expect(abs(window.clock.now - start - 0.08) < 1e-6)
    #expect(navigation.viewControllers.map(\.logName) == ["A"])
    #expect(a.view.frame == navigation.transitionView.bounds)
    #expect(b.view.superview == nil)
    #expect(
      window.eventLog.lines(of: [.appearance]).suffix(2) == [
        "viewDidDisappear(B)", "viewDidAppear(A)",
      ])
  }
}

/// A pop that fades the outgoing screen and restores nothing itself on cancel, as Apple's
/// sample animators do: the percent-driven controller must put the views back.
@MainActor
final class FadeOutPopDelegate: StageNavigationControllerDelegate,
  StageViewControllerAnimatedTransitioning
{
  let interaction = StagePercentDrivenInteractiveTransition()

  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { self }

  func navigationController(
    _ navigationController: StageNavigationController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? { interaction }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { 0.4 }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to)
    else { return }
    transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
    StageView.animate(
      withDuration: 0.4, animations: { fromView.alpha = 0 },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

@MainActor
@Suite struct PercentDrivenRestorationTests {
  @Test func aCancelPutsBackWhatTheAnimatorChanged() {
    let window = StageWindow.phone()
    let a = screen("A")
    let b = screen("B")
    let navigation = StageNavigationController(rootViewController: a)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(b, animated: false)
    let fade = FadeOutPopDelegate()
    navigation.delegate = fade
    navigation.popViewController(animated: true)
    fade.interaction.update(0.5)
    #expect(onScreenAlpha(b.view) > 0 && onScreenAlpha(b.view) < 1)
    fade.interaction.cancel()
    #expect(window.runUntilIdle())
    #expect(b.view.alpha == 1, "the model is back to where it started")
    #expect(onScreenAlpha(b.view) == 1)
    #expect(navigation.topViewController === b)
  }
}
