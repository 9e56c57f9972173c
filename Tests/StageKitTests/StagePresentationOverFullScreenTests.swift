import Foundation
import TestSupport
import Testing

@testable import StageKit

// `.overFullScreen` modal presentation on the stage: docs/design.md#r5;
// docs/uikit-behaviour.md#b1-2-r9, #b2-3-2.

@MainActor
@Suite struct StagePresentationOverFullScreenTests: PresentationSuite {
  let window = StageWindow.phone()

  @Test func overFullScreenKeepsThePresenterSilentAndOnScreen() throws {
    // §1.2 row 9; docs/design.md#r5 (no balancing by the stage); §2.3.2.
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    b.modalPresentationStyle = .overFullScreen
    let slide = SlideTransition()
    b.transitioningDelegate = slide
    a.present(b, animated: true)
    window.advance(by: 0)
    let coordinator = try #require(b.transitionCoordinator)
    #expect(coordinator.view(forKey: .from) == nil, "the presenter's view is not offered")
    #expect(coordinator.view(forKey: .to) === b.view)
    #expect(window.runUntilIdle())
    #expect(a.view.window === window, "the presenter's view stays")
    #expect(windowContents(a, b) == ["A", "transition view"])

    b.dismiss(animated: true)
    #expect(b.transitionCoordinator?.view(forKey: .to) == nil)
    #expect(window.runUntilIdle())
    #expect(
      appearance == [
        "viewDidLoad(B)", "viewWillAppear(B)", "viewDidAppear(B)",
        "viewWillDisappear(B)", "viewDidDisappear(B)",
      ], "A gets no callbacks, and the stage adds none")
    #expect(windowContents(a, b) == ["A"])
  }
}
