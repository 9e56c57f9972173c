import Foundation
import TestSupport
import Testing

@testable import StageKit

// Full-screen modal presentation (`.fullScreen`, the default) on the stage: docs/design.md#r2;
// docs/uikit-behaviour.md#b1-2 rows 7–8, §2, §3, §7.3.4.

@MainActor
@Suite struct StagePresentationFullScreenTests: PresentationSuite {
  let window = StageWindow.phone()

  @Test func fullScreenPresentationFollowsUIKit() throws {
    // §1.2 row 7; docs/design.md#r2; §2.1.8 (next turn); §2.2 (container in the window);
    // §3 (cover vertical by default); §2.4 (frames).
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    var completed = 0
    a.present(b, animated: true) { completed += 1 }
    #expect(a.presentedViewController === b)
    #expect(b.presentingViewController === a)
    #expect(appearance.isEmpty, "the presentation starts on the next turn of the run loop")
    #expect(!b.isViewLoaded)

    window.advance(by: 0)
    #expect(appearance == ["viewDidLoad(B)", "viewWillDisappear(A)", "viewWillAppear(B)"])
    #expect(windowContents(a, b) == ["A", "transition view"], "container above the presenter")
    let container = try #require(b.view.superview)
    #expect(container.frame == window.bounds)
    #expect(b.presentationController?.containerView === container)
    #expect(b.transitionCoordinator?.presentationStyle == .fullScreen)

    // Cover vertical: the presented view rises from below the screen; A stays under it.
    let startY = try #require(b.view.layer.presentation()?.position.y)
    #expect(startY > 844, "starts below the screen: \(startY)")
    window.advance(by: 0.1)
    let middleY = try #require(b.view.layer.presentation()?.position.y)
    #expect(middleY > 422 && middleY < startY, "rising: \(middleY)")
    #expect(a.view.window === window, "the presenter stays until the presentation completes")

    #expect(window.runUntilIdle())
    #expect(
      appearance == [
        "viewDidLoad(B)", "viewWillDisappear(A)", "viewWillAppear(B)",
        "viewDidAppear(B)", "viewDidDisappear(A)",
      ])
    #expect(a.view.window == nil, "docs/design.md#r2: the presenter's view leaves the window")
    #expect(b.view.superview === container)
    #expect(b.view.frame == window.bounds)
    #expect(windowContents(a, b) == ["transition view"])
    #expect(completed == 1)
    #expect(b.transitionCoordinator == nil && a.transitionCoordinator == nil)
    #expect(window.eventLog.warnings.isEmpty)
  }

  @Test func fullScreenDismissalPutsThePresenterBack() throws {
    // §1.2 row 8; docs/design.md#r2; §2.2 (the same container for the dismissal).
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    a.present(b, animated: true)
    window.runUntilIdle()
    let container = try #require(b.view.superview)
    window.eventLog.removeAll()

    var completed = 0
    b.dismiss(animated: true) { completed += 1 }
    #expect(appearance == ["viewWillDisappear(B)", "viewWillAppear(A)"], "starts at once")
    #expect(b.view.superview === container, "the presentation's container is reused")
    #expect(a.view.window === window, "the presenter's view shows under the falling one")
    #expect(windowContents(a, b) == ["A", "transition view"])
    window.advance(by: 0.1)
    let y = try #require(b.view.layer.presentation()?.position.y)
    #expect(y > 422 && y < 422 + 844, "falling: \(y)")

    #expect(window.runUntilIdle())
    #expect(
      appearance == [
        "viewWillDisappear(B)", "viewWillAppear(A)", "viewDidAppear(A)", "viewDidDisappear(B)",
      ])
    #expect(windowContents(a, b) == ["A"], "the container left with the presented view")
    #expect(b.view.superview == nil && container.superview == nil)
    #expect(a.presentedViewController == nil && b.presentingViewController == nil)
    #expect(b.presentationController == nil)
    #expect(completed == 1)
  }

  @Test func fullScreenDismissalByAnAnimatorThatAddsThePresenter() throws {
    // docs/design.md#r2: in a full-screen dismissal the animator may add the presenter's
    // view to the container (view(forKey: .to) offers it), and it is put back in place.
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    let slide = SlideTransition()
    b.transitioningDelegate = slide
    a.present(b, animated: true)
    window.runUntilIdle()
    b.dismiss(animated: true)
    let container = try #require(b.view.superview)
    #expect(slide.animator.toViewOnDismissal === a.view)
    #expect(a.view.superview === container, "the animator put it in the container")
    #expect(window.runUntilIdle())
    #expect(a.view.superview === window, "put back in its place")
    #expect(windowContents(a, b) == ["A"])
  }

  @Test func callingDismissOnThePresenterDismissesWhatItPresents() {
    // UIKit: the presenting controller dismisses what it presents; the presented one asks
    // its presenter.
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    a.present(b, animated: false)
    window.advance(by: 0)
    #expect(a.presentedViewController === b)
    a.dismiss(animated: false)
    #expect(a.presentedViewController == nil)
    #expect(windowContents(a, b) == ["A"])
    // With nothing presented, dismiss does nothing.
    a.dismiss(animated: true)
    #expect(window.eventLog.warnings.isEmpty)
  }

  @Test func nonAnimatedFullScreenIsInstantAndSkipsCustomAnimators() {
    // §7.3.4: a custom animator runs for non-animated `.custom` presentations only.
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    let slide = SlideTransition()
    b.transitioningDelegate = slide
    a.present(b, animated: false)
    window.advance(by: 0)
    #expect(
      appearance == [
        "viewDidLoad(B)", "viewWillDisappear(A)", "viewWillAppear(B)",
        "viewDidAppear(B)", "viewDidDisappear(A)",
      ])
    #expect(slide.animator.toViewOnDismissal == nil, "the custom animator never ran")
    #expect(
      !window.eventLog.lines(of: [.delegate]).contains { $0.hasPrefix("animationController") })
    #expect(b.view.frame == window.bounds && b.view.window === window)
    #expect(a.view.window == nil)
  }
}
