import Foundation
import TestSupport
import Testing

@testable import StageKit

// Where a presentation is made from (the presentation context), stacks of presentations,
// what a presentation leaves behind, and `show`: docs/design.md#r2 and docs/design.md#r10.

@MainActor
@Suite struct StagePresentationContextTests: PresentationSuite {
  let window = StageWindow.phone()

  @Test func aChildOfANavigationControllerPresentsFromIt() throws {
    // The presentation context: presenting from a child presents from the navigation
    // controller, whose view leaves the window (docs/design.md#r2) with its children's callbacks.
    let root = PresentationProbe("R")
    let navigation = start(with: StageNavigationController(rootViewController: root))
    navigation.title = "Nav"
    window.eventLog.removeAll()
    let b = PresentationProbe("B")
    root.present(b, animated: true)
    #expect(b.presentingViewController === navigation)
    #expect(navigation.presentedViewController === b && root.presentedViewController === b)
    #expect(window.runUntilIdle())
    #expect(
      appearance == [
        "viewDidLoad(B)", "viewWillDisappear(Nav)", "viewWillDisappear(R)", "viewWillAppear(B)",
        "viewDidAppear(B)", "viewDidDisappear(Nav)", "viewDidDisappear(R)",
      ])
    #expect(navigation.view.window == nil)
    root.dismiss(animated: true)  // the source dismisses what it presented
    #expect(window.runUntilIdle())
    #expect(navigation.view.superview === window)
    #expect(navigation.presentedViewController == nil && root.presentedViewController == nil)
  }

  @Test func dismissingTheBottomOfAStackDismissesEverythingAbove() {
    // UIKit: dismissing a presentation removes the ones presented on top of it; only the
    // topmost animates.
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    let c = PresentationProbe("C")
    a.present(b, animated: true)
    window.runUntilIdle()
    b.present(c, animated: true)
    window.runUntilIdle()
    #expect(windowContents(a, b, c) == ["transition view", "transition view"])
    window.eventLog.removeAll()
    a.dismiss(animated: true)
    #expect(window.runUntilIdle())
    #expect(
      appearance == [
        "viewWillDisappear(C)", "viewWillAppear(A)", "viewDidAppear(A)", "viewDidDisappear(C)",
      ], "B was not on screen: it gets no callbacks")
    #expect(windowContents(a, b, c) == ["A"])
    #expect(a.presentedViewController == nil && b.presentedViewController == nil)
    #expect(b.presentingViewController == nil && c.presentingViewController == nil)
  }

  @Test func presentationsLeaveNothingBehind() {
    // A dismissed (or cancelled) presentation lets go of everything it made: controllers,
    // views, container, presentation controller; the layer tree returns to its size.
    let a = start(with: PresentationProbe("A"))
    let layersBefore = countLayers(window.layer)
    var watched: [() -> AnyObject?] = []
    for style in StageModalPresentationStyle.allCases {
      for animated in [true, false] {
        for cancelled in [false, true] where !cancelled || animated {
          do {
            let b = PresentationProbe("B")
            b.modalPresentationStyle = style
            let card = CardTransition()
            if cancelled {
              card.presentInteraction = HandInteraction(animator: card.presentAnimator)
            }
            b.transitioningDelegate = card
            a.present(b, animated: animated)
            window.advance(by: 0.1)
            card.presentInteraction?.cancel()
            window.runUntilIdle()
            let view = b.view
            let presentationController = b.presentationController
            let container = presentationController?.containerView
            watched += [{ [weak b] in b }, { [weak view] in view }]
            watched += [{ [weak presentationController] in presentationController }]
            watched += [{ [weak container] in container }]
            if !cancelled {
              b.dismiss(animated: animated)
              window.runUntilIdle()
            }
          }
        }
      }
    }
    #expect(
      watched.count == StageModalPresentationStyle.allCases.count * 3 * 4,
      "every style; animated, cancelled, not animated")
    #expect(watched.allSatisfy { $0() == nil }, "every presentation was released")
    #expect(countLayers(window.layer) == layersBefore)
    #expect(windowContents(a) == ["A"] && a.view.transform == .identity)
    #expect(window.eventLog.warnings.isEmpty)
  }

  @Test func showPushesInANavigationControllerAndPresentsElsewhere() {
    // docs/design.md#r10.
    let root = PresentationProbe("R")
    let navigation = start(with: StageNavigationController(rootViewController: root))
    let pushed = PresentationProbe("P")
    root.show(pushed, sender: nil)
    #expect(navigation.isTransitioning, "an animated push")
    window.runUntilIdle()
    pushed.showDetailViewController(PresentationProbe("D"), sender: nil)
    window.runUntilIdle()
    #expect(navigation.viewControllers.map(\.logName) == ["R", "P", "D"])
    #expect(navigation.presentedViewController == nil)

    let other = StageWindow.phone()
    let plain = PresentationProbe("A")
    other.rootViewController = plain
    other.makeKeyAndVisible()
    let shown = PresentationProbe("S")
    plain.show(shown, sender: nil)
    other.runUntilIdle()
    #expect(plain.presentedViewController === shown)
    plain.dismiss(animated: false)
    plain.showDetailViewController(PresentationProbe("T"), sender: nil)
    other.runUntilIdle()
    #expect(plain.presentedViewController?.logName == "T")
  }
}
