import Foundation
import TestSupport
import Testing

@testable import StageKit

// `.custom` modal presentation on the stage, with a presentation controller: docs/design.md#r3
// and #r4; docs/uikit-behaviour.md#b1-2 rows 10–11, §2, §3, §5.2.4, §7.1, §7.2, §7.3.4.

@MainActor
@Suite struct StagePresentationCustomTests: PresentationSuite {
  let window = StageWindow.phone()

  @Test func customCardPresentationFollowsThePresentationControllerOrder() throws {
    // §7.1 (call order), §1.2 row 10, docs/design.md#r3 and docs/design.md#r4, §2.3.2, §2.4,
    // §5.2.4.
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    b.modalPresentationStyle = .custom
    let card = CardTransition()
    b.transitioningDelegate = card
    a.present(b, animated: true) {
      self.window.eventLog.record(.transition, "completion")
    }
    #expect(
      window.eventLog.lines() == [
        "presentationController(forPresented: B, presenting: A, source: A)"
      ])
    window.advance(by: 0)
    let controller = try #require(card.presentationController)
    #expect(b.presentationController === controller)
    #expect(card.presentAnimator.seen == ["present: isAnimated=true from=nil"])

    // Start: the card is below the screen, the dimming view clear, A full size.
    let dimming = controller.dimmingView
    #expect(dimming.superview === controller.containerView)
    #expect(
      controller.containerView?.subviews.map { $0.accessibilityIdentifier ?? "card" } == [
        "dimming", "card",
      ], "chrome added in presentationTransitionWillBegin sits below the presented view")
    #expect(try #require(dimming.layer.presentation()).opacity == 0)
    #expect(try #require(b.view.layer.presentation()).position.y > 844)

    // Middle: the card rises, the dimming fades in alongside, A shrinks back.
    window.advance(by: 0.2)
    let middleOpacity = try #require(dimming.layer.presentation()).opacity
    #expect(middleOpacity > 0.2 && middleOpacity < 0.9, "\(middleOpacity)")
    let middleY = try #require(b.view.layer.presentation()).position.y
    #expect(middleY > 40 + 402 && middleY < 844 + 402, "\(middleY)")
    let middleScale = try #require(a.view.layer.presentation()).transform.affineTransform.a
    #expect(middleScale < 1 && middleScale > CardAnimator.scale, "\(middleScale)")

    // End.
    #expect(window.runUntilIdle())
    #expect(b.view.frame == CGRect(x: 0, y: 40, width: 390, height: 804), "finalFrame")
    #expect(try #require(dimming.layer.presentation()).opacity == 1)
    #expect(a.view.transform.a == CardAnimator.scale)
    #expect(
      a.view.superview === window, "docs/design.md#r3: the presenter's view stays where it was")
    #expect(windowContents(a, b) == ["A", "transition view"])
    #expect(
      window.eventLog.lines(of: [.delegate, .transition]) == [
        "presentationController(forPresented: B, presenting: A, source: A)",
        "animationController(forPresented: B, presenting: A, source: A)",
        "interactionControllerForPresentation",
        "presentationTransitionWillBegin",
        "animateTransition",
        "containerViewWillLayoutSubviews",
        "containerViewDidLayoutSubviews",
        "completeTransition(true)",
        "presentationTransitionDidEnd(true)",
        "completion",
        "animationEnded(true)",
      ])
    #expect(
      appearance == ["viewDidLoad(B)", "viewWillAppear(B)", "viewDidAppear(B)"],
      "§1.2 row 10: the presenter is silent")
    #expect(card.presentAnimator.endedWith == [true])
  }

  @Test func customCardDismissal() throws {
    // §7.2, docs/design.md#r3 (view(forKey: .to) is nil; the views come from the
    // controllers), docs/design.md#r4 (alongside animations), §1.2 row 10.
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    b.modalPresentationStyle = .custom
    let card = CardTransition()
    b.transitioningDelegate = card
    a.present(b, animated: true)
    window.runUntilIdle()
    let controller = try #require(card.presentationController)
    let container = try #require(controller.containerView)
    window.eventLog.removeAll()

    b.dismiss(animated: true) { self.window.eventLog.record(.transition, "completion") }
    #expect(card.dismissAnimator.seen == ["dismiss: isAnimated=true to=nil"])
    window.advance(by: 0.2)
    let opacity = try #require(controller.dimmingView.layer.presentation()).opacity
    #expect(opacity > 0.1 && opacity < 0.8, "fading out alongside: \(opacity)")
    let scale = try #require(a.view.layer.presentation()).transform.affineTransform.a
    #expect(scale > CardAnimator.scale && scale < 1, "\(scale)")
    #expect(window.runUntilIdle())

    // No layout pass: the dismissal's animator adds nothing to the container, which was
    // laid out after the presentation (UIKit lays out only a view marked for layout).
    #expect(
      window.eventLog.lines(of: [.delegate, .transition]) == [
        "animationController(forDismissed: B)",
        "interactionControllerForDismissal",
        "dismissalTransitionWillBegin",
        "animateTransition",
        "completeTransition(true)",
        "dismissalTransitionDidEnd(true)",
        "completion",
        "animationEnded(true)",
      ])
    #expect(appearance == ["viewWillDisappear(B)", "viewDidDisappear(B)"])
    #expect(container.superview == nil && b.view.superview == nil)
    #expect(controller.dimmingView.superview == nil)
    #expect(a.view.superview === window && a.view.transform == .identity)
    #expect(windowContents(a, b) == ["A"])
  }

  @Test func blackScreenTrapInACustomDismissal() {
    // docs/design.md#r3 (seed 001): adding the presenter's view to the container in a
    // `.custom` dismissal makes it leave the window with the container.
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    b.modalPresentationStyle = .custom
    let card = CardTransition()
    card.dismissAnimator.addsPresenterToContainerOnDismissal = true
    b.transitioningDelegate = card
    a.present(b, animated: true)
    window.runUntilIdle()
    b.dismiss(animated: true)
    #expect(window.runUntilIdle())
    #expect(a.view.window == nil, "the presenter's view vanished with the container")
    #expect(window.subviews.isEmpty, "a black screen")
    #expect(a.presentedViewController == nil)
  }

  @Test func customPresentationThatRemovesThePresentersView() throws {
    // §1.2 row 11, §2.1.4: with shouldRemovePresentersView, as full screen; §2.3.2.
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    b.modalPresentationStyle = .custom
    let card = CardTransition()
    card.removesPresenter = true
    b.transitioningDelegate = card
    a.present(b, animated: true)
    #expect(window.runUntilIdle())
    #expect(card.presentAnimator.seen == ["present: isAnimated=true from=view"])
    #expect(a.view.window == nil, "removed after the presentation")
    b.dismiss(animated: true)
    #expect(card.dismissAnimator.seen == ["dismiss: isAnimated=true to=view"])
    #expect(window.runUntilIdle())
    #expect(a.view.superview === window, "put back by the stage")
    #expect(
      appearance == [
        "viewDidLoad(B)", "viewWillDisappear(A)", "viewWillAppear(B)",
        "viewDidAppear(B)", "viewDidDisappear(A)",
        "viewWillDisappear(B)", "viewWillAppear(A)", "viewDidAppear(A)", "viewDidDisappear(B)",
      ])
  }

  @Test func customWithoutAnimatorSlidesUpWithAlongsideDimming() throws {
    // §3: a presentation controller without an animator gets the default slide up, and
    // its alongside animations run with the transition.
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    b.modalPresentationStyle = .custom
    let card = CardTransition()
    card.customAnimators = false
    b.transitioningDelegate = card
    a.present(b, animated: true)
    window.advance(by: 0.1)
    let controller = try #require(card.presentationController)
    let y = try #require(b.view.layer.presentation()).position.y
    #expect(y > 40 + 402 && y < 844 + 402, "rising to the presentation controller's frame: \(y)")
    let opacity = try #require(controller.dimmingView.layer.presentation()).opacity
    #expect(opacity > 0 && opacity < 1)
    #expect(window.runUntilIdle())
    #expect(b.view.frame == controller.frameOfPresentedViewInContainerView)
    #expect(a.view.superview === window)
  }

  @Test func nonAnimatedCustomStillRunsTheAnimator() throws {
    // §7.3.4: animateTransition is called with isAnimated false for `.custom`.
    let a = start(with: PresentationProbe("A"))
    let b = PresentationProbe("B")
    b.modalPresentationStyle = .custom
    let card = CardTransition()
    b.transitioningDelegate = card
    a.present(b, animated: false)
    window.advance(by: 0)
    #expect(card.presentAnimator.seen == ["present: isAnimated=false from=nil"])
    #expect(b.view.frame == CGRect(x: 0, y: 40, width: 390, height: 804))
    #expect(
      window.eventLog.lines(of: [.delegate, .transition]) == [
        "presentationController(forPresented: B, presenting: A, source: A)",
        "animationController(forPresented: B, presenting: A, source: A)",
        "presentationTransitionWillBegin",
        "animateTransition",
        "containerViewWillLayoutSubviews",
        "containerViewDidLayoutSubviews",
        "completeTransition(true)",
        "presentationTransitionDidEnd(true)",
        "animationEnded(true)",
      ])
    // No interaction controller for a non-animated transition. The animator's zero-length
    // UIView animation completes on the next turn of the run loop (UIView.animate: "If the
    // duration of the animation is 0, this block is performed at the beginning of the next
    // run loop cycle"), so the container's layout pass comes before completeTransition.
    #expect(try #require(card.presentationController).dimmingView.alpha == 1)
    b.dismiss(animated: false)
    window.advance(by: 0)
    #expect(card.dismissAnimator.seen == ["dismiss: isAnimated=false to=nil"])
    #expect(windowContents(a, b) == ["A"])
  }

  @Test func framesTheContextGives() {
    // §2.4: initial / final frames of both controllers, presenter kept and removed.
    for removesPresenter in [false, true] {
      let window = StageWindow.phone()
      let a = PresentationProbe("A")
      window.rootViewController = a
      window.makeKeyAndVisible()
      let b = PresentationProbe("B")
      b.modalPresentationStyle = .custom
      let card = CardTransition()
      card.removesPresenter = removesPresenter
      b.transitioningDelegate = card
      a.present(b, animated: true)
      window.runUntilIdle()
      b.dismiss(animated: true)
      window.runUntilIdle()
      let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
      let cardFrame = CGRect(x: 0, y: 40, width: 390, height: 804)
      // Presenting: the presenter from its frame to its frame (kept) or to zero (removed);
      // the card from zero to the presentation controller's frame.
      #expect(
        card.presentAnimator.frames == [
          [screen, removesPresenter ? .zero : screen, .zero, cardFrame]
        ])
      // Dismissing: the card from its frame to zero; the presenter from what is on screen
      // (the card animator scaled it to 0.9 about its centre: 351 × 759.6 at 19.5, 42.2),
      // or from zero when it was removed, to its own place.
      let scaled = CGRect(x: 19.5, y: 42.2, width: 351, height: 759.6)
      let dismissal = card.dismissAnimator.frames.first ?? []
      #expect(dismissal.count == 4)
      #expect(dismissal.first == cardFrame && dismissal.dropFirst().first == .zero)
      #expect(dismissal.last == screen)
      let initialTo = dismissal.dropFirst(2).first ?? .null
      if removesPresenter {
        #expect(initialTo == .zero)
      } else {
        #expect(
          abs(initialTo.minX - scaled.minX) < 1e-9 && abs(initialTo.minY - scaled.minY) < 1e-9)
        #expect(
          abs(initialTo.width - scaled.width) < 1e-9 && abs(initialTo.height - scaled.height) < 1e-9
        )
      }
    }
  }
}
