import Foundation
import TestSupport
import Testing

@testable import StageKit

// Presentations and dismissals UIKit refuses, and the warnings it logs: docs/uikit-behaviour.md#b8.

@MainActor
@Suite struct StagePresentationRefusalTests: PresentationSuite {
  let window = StageWindow.phone()

  @Test func presentingWhileAlreadyPresentingIsRefused() {
    // §8, "present while the presenter already presents".
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    a.present(b, animated: true)
    window.runUntilIdle()
    var completed = 0
    a.present(PresentationProbe("C"), animated: true) { completed += 1 }
    window.runUntilIdle()
    #expect(
      window.eventLog.warnings == [
        "Attempt to present <C> on <A> (from <A>) which is already presenting <B>."
      ])
    #expect(a.presentedViewController === b && completed == 0)
  }

  @Test func presentingDuringATransitionIsRefused() {
    // §8, "present during another presentation/dismissal": twice in one turn, and during
    // the dismissal.
    let a = start(with: PresentationProbe("A"))
    a.present(PresentationProbe("B"), animated: true)
    a.present(PresentationProbe("C"), animated: true)
    window.runUntilIdle()
    a.dismiss(animated: true)
    a.present(PresentationProbe("D"), animated: true)
    window.runUntilIdle()
    #expect(
      window.eventLog.warnings == [
        "Attempt to present <C> on <A> (from <A>) while a presentation is in progress.",
        "Attempt to present <D> on <A> (from <A>) while a presentation is in progress.",
      ])
    #expect(a.presentedViewController == nil)
  }

  @Test func presentingFromAControllerNotInTheWindowIsRefused() {
    // §8, "present from a VC not in the window": a controller below the top of a
    // navigation stack.
    let root = PresentationProbe("R")
    let navigation = start(with: StageNavigationController(rootViewController: root))
    navigation.pushViewController(PresentationProbe("T"), animated: false)
    window.eventLog.removeAll()
    root.present(PresentationProbe("B"), animated: true)
    window.runUntilIdle()
    #expect(
      window.eventLog.warnings == [
        "Attempt to present <B> on <R> whose view is not in the window hierarchy!"
      ])
    #expect(navigation.presentedViewController == nil)
  }

  @Test func dismissingDuringATransitionIsRefused() {
    // §8, "dismiss during a presentation/dismissal".
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    a.present(b, animated: true)
    b.dismiss(animated: true)  // still waiting for the next turn
    window.advance(by: 0.1)
    b.dismiss(animated: true)  // presenting
    window.runUntilIdle()
    a.dismiss(animated: true)
    b.dismiss(animated: true)  // dismissing
    window.runUntilIdle()
    #expect(
      window.eventLog.warnings == [
        "Attempt to dismiss from view controller <B> while a presentation or dismiss is in "
          + "progress!",
        "Attempt to dismiss from view controller <B> while a presentation or dismiss is in "
          + "progress!",
        "Attempt to dismiss from view controller <B> while a presentation or dismiss is in "
          + "progress!",
      ])
    #expect(a.presentedViewController == nil && windowContents(a, b) == ["A"])
  }

  @Test func presentingAControllerThatIsAlreadyShownIsRefused() {
    // UIKit raises for these; the stage reports the reason and ignores the request.
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    a.present(b, animated: false)
    window.advance(by: 0)
    b.present(b, animated: false)
    b.present(a, animated: false)
    window.advance(by: 0)
    #expect(
      window.eventLog.warnings == [
        "Application tried to present modally an active controller <B>.",
        "Application tried to present modally an active controller <A>.",
      ])
  }
}
