import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// UIKit's interruptible contract (iOS 10, docs/uikit-behaviour.md#b5-1): a transition whose
/// animator offers an interruptible animator, started through an interaction controller, can
/// be paused and driven again, even when it started running; one that is not interruptible
/// ignores the pause; alongside animations join the interruptible animator.
@MainActor
@Suite struct StageTransitionInterruptionTests {
  let window = StageWindow.phone()

  /// A navigation stack A → B, idle, with a delegate installed.
  func stack(delegate: any StageNavigationControllerDelegate) -> (
    StageNavigationController, StageViewController, StageViewController
  ) {
    let a = screen("A")
    let b = screen("B")
    let navigation = StageNavigationController(rootViewController: a)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(b, animated: false)
    navigation.delegate = delegate
    window.eventLog.removeAll()
    return (navigation, a, b)
  }

  @Test func aTransitionThatIsNotInterruptibleIgnoresThePause() throws {
    // The layer-time slide offers no interruptible animator: once released, the pause is
    // refused, and the transition finishes what the release decided.
    let delegate = PercentDrivenSlideDelegate()
    let (navigation, _, b) = stack(delegate: delegate)
    navigation.popViewController(animated: true)
    let coordinator = try #require(b.transitionCoordinator)
    delegate.interaction.update(0.7)
    delegate.interaction.finish()
    window.advance(by: 0.02)
    delegate.interaction.pause()
    #expect(!coordinator.isInteractive, "still completing, not interactive")
    #expect(
      window.eventLog.lines(of: [.warning]) == [
        "pauseInteractiveTransition() ignored: the transition is not interruptible"
      ])
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.logName) == ["A"])
  }

  @Test func anInterruptibleTransitionThatStartedRunningCanBeGrabbedAndSentBack() throws {
    // `wantsInteractiveStart` false: the push plays by itself, and `pause()` makes it
    // interactive; the interaction handlers hear both changes.
    let slide = InterruptibleSlideAnimator()
    slide.interaction.wantsInteractiveStart = false
    let (navigation, _, b) = stack(delegate: slide)
    let c = screen("C")
    navigation.pushViewController(c, animated: true)
    let coordinator = try #require(c.transitionCoordinator)
    #expect(!coordinator.isInteractive && !coordinator.initiallyInteractive)
    var changes: [Bool] = []
    coordinator.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
    window.advance(by: 0.2)
    let playing = try #require(c.view.layer.presentation()?.frame.minX)
    #expect(abs(playing - 0.4 * 390 + 390) < 1, "it plays by itself, 40 % of 0.5 s")
    slide.interaction.pause()
    #expect(coordinator.isInteractive, "the pause is honoured")
    slide.interaction.update(0.1)
    window.advance(by: 1)
    #expect(abs((c.view.layer.presentation()?.frame.minX ?? 0) - (0.1 * 390 - 390)) < 1e-6)
    slide.interaction.cancel()
    #expect(window.runUntilIdle())
    #expect(changes == [true, false])
    #expect(navigation.viewControllers.map(\.logName) == ["A", "B"], "the push was cancelled")
    #expect(b.view.superview === navigation.transitionView && c.view.superview == nil)
  }

  @Test func alongsideAnimationsFollowTheInterruptibleAnimator() throws {
    // An alongside fade on a view outside the container is scrubbed with the transition.
    let slide = InterruptibleSlideAnimator()
    let (navigation, _, b) = stack(delegate: slide)
    let badge = StageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    window.addSubview(badge)
    navigation.popViewController(animated: true)
    let coordinator = try #require(b.transitionCoordinator)
    coordinator.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: nil)
    slide.interaction.update(0.4)
    window.advance(by: 3)
    let alpha = try #require(badge.layer.presentation()?.opacity)
    #expect(abs(alpha - 0.6) < 1e-6, "held at 40 % with the transition")
    slide.interaction.cancel()
    #expect(window.runUntilIdle())
    #expect(badge.alpha == 1, "a cancelled transition puts the alongside change back")
  }
}
