import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// A navigation delegate of an app's own: Transit's animator for every push and pop, and the
/// app's percent-driven interaction controller while `isDriven` says a gesture drives.
@MainActor
final class OwnInteractionDelegate: StageNavigationControllerDelegate {
  let interaction = StagePercentDrivenInteractiveTransition()
  var isDriven = true
  private(set) var animator: TransitAnimator?

  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    let made = TransitAnimator(
      Transition.slide.curve(.linear).duration(0.5), operation: operation == .push ? .push : .pop)
    animator = made
    return made
  }

  func navigationController(
    _ navigationController: StageNavigationController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? {
    isDriven ? interaction : nil
  }
}

/// Transit's interruptible animator, driven the way an app's own interaction controller
/// drives a property animator (issue 27, hand-written interaction controllers): scrubbed,
/// reversed, continued, stopped and finished, through the shipped host.
@MainActor
@Suite struct TransitInterruptibleAnimatorTests {
  let window = StageWindow.phone()

  func stack(_ delegate: OwnInteractionDelegate) -> (
    StageNavigationController, StageViewController, StageViewController
  ) {
    let list = screen("List")
    let detail = screen("Detail")
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(detail, animated: false)
    navigation.delegate = delegate
    window.eventLog.removeAll()
    return (navigation, list, detail)
  }

  @Test func anAppsPercentDrivenControllerScrubsCancelsAndFinishesTransitsAnimator() throws {
    let delegate = OwnInteractionDelegate()
    let (navigation, list, detail) = stack(delegate)
    let rest = detail.view.frame

    navigation.popViewController(animated: true)
    delegate.interaction.update(0.4)
    window.advance(by: 2)
    let scrubbed = try #require(detail.view.layer.presentation()?.frame.minX)
    #expect(abs(scrubbed - 0.4 * 390) < 1e-6, "held at 40 % of the slide")
    delegate.interaction.cancel()
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.title) == ["List", "Detail"], "cancelled")
    #expect(detail.view.frame == rest && list.view.superview == nil)

    navigation.popViewController(animated: true)
    delegate.interaction.update(0.7)
    delegate.interaction.finish()
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.title) == ["List"], "finished")
    #expect(detail.view.superview == nil && list.view.superview === navigation.transitionView)
    #expect(window.eventLog.lines(of: [.warning]).isEmpty)
  }

  @Test func itsStateAndCompletionsFollowTheTransition() throws {
    let delegate = OwnInteractionDelegate()
    // The app's controller starts the transition running (iOS 10): not driven yet.
    delegate.interaction.wantsInteractiveStart = false
    let (navigation, _, _) = stack(delegate)
    navigation.popViewController(animated: true)
    let animator = try #require(delegate.animator)
    var positions: [StageViewAnimatingPosition] = []
    let context = try #require(animator.core.context)
    let interruptible = animator.interruptibleAnimator(using: context.base)
    interruptible.addCompletion { positions.append($0) }
    #expect(interruptible.state == .active && interruptible.isRunning)
    window.advance(by: 0.2)
    // Stopped where it is, then finished back at its start: the pop is cancelled.
    interruptible.stopAnimation(false)
    #expect(interruptible.state == .stopped && !interruptible.isRunning)
    window.advance(by: 1)
    #expect(navigation.viewControllers.map(\.title) == ["List"], "waits, stopped")
    #expect(!window.transitionsInFlight.isEmpty)
    interruptible.finishAnimation(at: .start)
    #expect(window.runUntilIdle())
    #expect(interruptible.state == .inactive)
    #expect(positions == [.start])
    #expect(navigation.viewControllers.map(\.title) == ["List", "Detail"])
  }

  @Test func reversedWhileRunningItTurnsRoundAndAStoppedOneFinishesAtTheEnd() throws {
    let delegate = OwnInteractionDelegate()
    delegate.interaction.wantsInteractiveStart = false
    let (navigation, _, _) = stack(delegate)
    navigation.popViewController(animated: true)
    let animator = try #require(delegate.animator)
    let interruptible = animator.interruptibleAnimator(
      using: try #require(animator.core.context).base)
    window.advance(by: 0.2)
    let before = interruptible.fractionComplete
    interruptible.isReversed = true
    #expect(interruptible.isRunning, "it runs on, the other way")
    window.advance(by: 0.05)
    #expect(interruptible.fractionComplete < before, "heading back to the start")
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.title) == ["List", "Detail"], "the pop went back")

    navigation.popViewController(animated: true)
    let second = try #require(delegate.animator)
    let stopped = second.interruptibleAnimator(using: try #require(second.core.context).base)
    var positions: [StageViewAnimatingPosition] = []
    stopped.addCompletion { positions.append($0) }
    window.advance(by: 0.1)
    stopped.stopAnimation(false)
    stopped.finishAnimation(at: .end)
    #expect(window.runUntilIdle())
    #expect(positions == [.end])
    #expect(navigation.viewControllers.map(\.title) == ["List"], "finished at once")
  }

  @Test func anAppsTimingCurveCarriesTheRest() throws {
    // The app's controller continues with its own cubic curve, at twice the speed.
    let delegate = OwnInteractionDelegate()
    delegate.interaction.timingCurve = StageCubicTimingParameters(animationCurve: .linear)
    delegate.interaction.completionSpeed = 2
    let (navigation, _, _) = stack(delegate)
    navigation.popViewController(animated: true)
    delegate.interaction.update(0.5)
    let start = window.clock.now
    var endedAt: Double?
    navigation.transitionCoordinator?.animate(
      alongsideTransition: nil, completion: { _ in endedAt = window.clock.now })
    delegate.interaction.finish()
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.title) == ["List"])
    // Half of 0.5 s at twice the speed: 0.125 s, a frame or so for the ticker.
    let took = try #require(endedAt) - start
    #expect(took > 0.1 && took < 0.16, "took \(took) s")
  }
}
