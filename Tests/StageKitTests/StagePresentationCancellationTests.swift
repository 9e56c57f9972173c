import Foundation
import TestSupport
import Testing

@testable import StageKit

// Cancelled modal presentations and dismissals on the stage: docs/uikit-behaviour.md#b1-2 row
// 14, §2.1.6, §7.1.9, §7.2.4–5, §7.3.3.

@MainActor
@Suite struct StagePresentationCancellationTests: PresentationSuite {
  let window = StageWindow.phone()

  @Test func cancelledPresentationRemovesThePresentedViewAndTheContainer() throws {
    // §7.1.9, §2.1.6, §1.2 row 14 (appearance of a cancel); the completion is not called.
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    b.modalPresentationStyle = .custom
    let card = CardTransition()
    card.presentInteraction = HandInteraction(animator: card.presentAnimator)
    b.transitioningDelegate = card
    var completed = 0
    a.present(b, animated: true) { completed += 1 }
    window.advance(by: 0.1)
    let container = try #require(card.presentationController?.containerView)
    #expect(b.transitionCoordinator?.initiallyInteractive == true)
    // §7.3.3: interaction handlers hear of the cancel before its appearance callbacks.
    b.transitionCoordinator?.notifyWhenInteractionChanges { context in
      self.window.eventLog.record(
        .transition, "interaction changed, cancelled: \(context.isCancelled)")
    }
    card.presentInteraction?.cancel()
    #expect(window.runUntilIdle())
    #expect(
      window.eventLog.lines(of: [.transition, .appearance]) == [
        "viewWillAppear(B)", "presentationTransitionWillBegin", "startInteractiveTransition",
        "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
        "interaction changed, cancelled: true",
        "completeTransition(false)", "presentationTransitionDidEnd(false)",
        "viewWillDisappear(B)", "viewDidDisappear(B)", "animationEnded(false)",
      ])
    #expect(container.superview == nil && b.view.superview == nil)
    #expect(card.presentationController?.dimmingView.superview == nil)
    #expect(windowContents(a, b) == ["A"])
    #expect(a.presentedViewController == nil && b.presentingViewController == nil)
    #expect(
      appearance == [
        "viewDidLoad(B)", "viewWillAppear(B)", "viewWillDisappear(B)", "viewDidDisappear(B)",
      ])
    #expect(completed == 0)
    #expect(card.presentAnimator.endedWith == [false])
    // The presenter can present again.
    a.present(PresentationProbe("C"), animated: false)
    window.advance(by: 0)
    #expect(a.presentedViewController?.logName == "C")
  }

  @Test func cancelledDismissalLeavesEverythingPresented() throws {
    // §7.2.4–5: the presented controller stays, dismissalTransitionDidEnd(false); UIKit
    // does not remove the presenter's view the animator added (it must, and this one does).
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    let slide = SlideTransition()
    b.transitioningDelegate = slide
    a.present(b, animated: true)
    window.runUntilIdle()
    let container = try #require(b.view.superview)
    slide.dismissInteraction = HandInteraction(animator: slide.animator)
    window.eventLog.removeAll()
    var completed = 0
    b.dismiss(animated: true) { completed += 1 }
    window.advance(by: 0.1)
    #expect(a.view.superview === container)
    slide.dismissInteraction?.cancel()
    #expect(window.runUntilIdle())
    #expect(window.eventLog.lines(of: [.transition]).contains("dismissalTransitionDidEnd(false)"))
    #expect(a.presentedViewController === b && b.presentingViewController === a)
    #expect(b.view.superview === container && container.superview === window)
    #expect(a.view.window == nil, "the animator removed the view it added")
    #expect(
      appearance == [
        "viewWillDisappear(B)", "viewWillAppear(A)",
        "viewWillDisappear(A)", "viewDidDisappear(A)", "viewWillAppear(B)", "viewDidAppear(B)",
      ])
    #expect(completed == 0)
    #expect(!b.isBeingDismissed)
    // Still presented: a later dismissal works.
    slide.dismissInteraction = nil
    b.dismiss(animated: false)
    #expect(a.view.superview === window && a.presentedViewController == nil)
  }

  @Test func cancelledDismissalDoesNotRemoveTheAnimatorsToView() throws {
    // §2.1.6, §7.2.5: an animator that forgets to remove the view it added leaves it in
    // the container; the stage, like UIKit, does not clean up after it.
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    let slide = SlideTransition()
    slide.animator.removesToViewOnCancel = false
    b.transitioningDelegate = slide
    a.present(b, animated: true)
    window.runUntilIdle()
    let container = try #require(b.view.superview)
    slide.dismissInteraction = HandInteraction(animator: slide.animator)
    b.dismiss(animated: true)
    slide.dismissInteraction?.cancel()
    #expect(window.runUntilIdle())
    #expect(a.view.superview === container, "left where the animator put it")
  }
}
