import Foundation
import TestSupport
import Testing

@testable import StageKit

// `isBeingPresented`, `isBeingDismissed` and the transition coordinator during a modal
// presentation: docs/uikit-behaviour.md#b1-3-4, §7.3.1.

@MainActor
@Suite struct StagePresentationFlagsAndCoordinatorTests: PresentationSuite {
  let window = StageWindow.phone()

  @Test func beingPresentedAndDismissedFlagsAndTheCoordinator() {
    // §1.3.4, §7.3.1: the flags hold in the presented controller's callbacks (and through
    // the transition, which the card relies on); the coordinator is there in them too.
    let a = start(with: PresentationProbe("A"))
    a.notes.removeAll()
    let b = PresentationProbe("B")
    a.present(b, animated: true)
    window.advance(by: 0)
    #expect(b.isBeingPresented && !b.isBeingDismissed)
    window.runUntilIdle()
    #expect(!b.isBeingPresented)
    b.dismiss(animated: true)
    window.runUntilIdle()
    #expect(!b.isBeingDismissed)
    #expect(
      b.notes == [
        "viewWillAppear: presented=true dismissed=false coordinator=true",
        "viewDidAppear: presented=true dismissed=false coordinator=false",
        "viewWillDisappear: presented=false dismissed=true coordinator=true",
        "viewDidDisappear: presented=false dismissed=true coordinator=false",
      ])
    #expect(
      a.notes == [
        "viewWillDisappear: presented=false dismissed=false coordinator=true",
        "viewDidDisappear: presented=false dismissed=false coordinator=false",
        "viewWillAppear: presented=false dismissed=false coordinator=true",
        "viewDidAppear: presented=false dismissed=false coordinator=false",
      ])
  }
}
