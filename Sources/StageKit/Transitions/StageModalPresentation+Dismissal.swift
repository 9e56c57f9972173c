import Foundation

extension StageModalPresentation {
  /// Runs the dismissal of a stack of presentations, this one at the bottom
  /// (docs/uikit-behaviour.md#b7-2): the topmost is animated away to this one's presenter.
  func beginDismissal(
    of stack: [StageModalPresentation], animated: Bool, completion: (() -> Void)?
  ) {
    guard let window, let top = stack.last else { return }
    let log = window.eventLog
    let middle = stack.dropLast()
    for presentation in stack { presentation.phase = .dismissing }
    let presenting = presenting
    let dismissed = top.presented
    let controller = top.presentationController

    let animators = top.animators(isPresenting: false, animated: animated, log: log)
    // The controllers between that are on screen disappear with the dismissed one.
    let middleShown = middle.map(\.presented).filter(\.isVisible)

    let fromView: StageView = controller.presentedView ?? dismissed.view
    let presenterView: StageView = presenting.view
    // UIKit's own dismissal shows the presenter's view under the falling one: the stage
    // puts it back in its place first. A custom animator adds it itself (§2.1.3).
    var restoredAtStart = false
    if animators.isSystemAnimation && removesPresentersView {
      restoredAtStart = restorePresenterView()
    }
    let callsPresenter = removesPresentersView
    let finalPresenterFrame =
      presenterPlace.map { place in
        place.superview.window == nil
          ? presenterFrame(in: place)
          : place.superview.convert(presenterFrame(in: place), to: top.container)
      } ?? top.frameInContainer(of: presenterView)
    let initialPresenterFrame =
      presenterView.window == nil ? .zero : top.frameInContainer(of: presenterView)
    let setup = StageTransition.Setup(
      containerView: top.container, from: dismissed, to: presenting,
      fromView: fromView, toView: removesPresentersView ? presenterView : nil,
      isAnimated: animated, presentationStyle: top.style,
      frames: [
        (dismissed, initial: top.frameInContainer(of: fromView), final: .zero),
        (presenting, initial: initialPresenterFrame, final: finalPresenterFrame),
      ],
      animator: animators.animator, interactionController: animators.interactionController,
      participants: [presenting, dismissed] + middle.map(\.presented), log: log)
    let transition = StageTransition(
      setup,
      cleanUp: { didComplete in
        self.cleanUpDismissal(
          didComplete, stack: stack, dismissedView: fromView, restoredAtStart: restoredAtStart)
      },
      finish: { didComplete in
        self.finishDismissal(
          didComplete, stack: stack, middleShown: middleShown, callsPresenter: callsPresenter,
          completion: completion)
      })
    top.transition = transition

    // §1.2 row 8: the dismissed controller's "will", then the presenter's (only when its
    // view comes back); controllers between them that are on screen disappear too.
    // Every controller between is being dismissed too (UIKit's `isBeingDismissed`: "in the
    // process of being dismissed by one of its ancestors"), shown or not.
    dismissed.isBeingDismissed = true
    for presentation in middle { presentation.presented.isBeingDismissed = true }
    dismissed.beginAppearanceTransition(false, animated: animated)
    for controller in middleShown {
      controller.beginAppearanceTransition(false, animated: animated)
    }
    if callsPresenter { presenting.beginAppearanceTransition(true, animated: animated) }
    log.record(.transition, "dismissalTransitionWillBegin")
    controller.dismissalTransitionWillBegin()
    // Only the topmost animates (UIKit's `dismiss(animated:)`: "any intermediate view
    // controllers are simply removed from the stack"), but each presentation below ends
    // too, so its presentation controller hears the dismissal and can undo what it did
    // (put back a presenter it scaled, balance the presenter's callbacks).
    for presentation in middle.reversed() {
      log.record(.transition, "dismissalTransitionWillBegin")
      presentation.presentationController.dismissalTransitionWillBegin()
    }
    transition.start()
    top.layOutContainerIfNeeded()
  }

  private func cleanUpDismissal(
    _ didComplete: Bool, stack: [StageModalPresentation], dismissedView: StageView,
    restoredAtStart: Bool
  ) {
    guard let top = stack.last else { return }
    top.layOutContainerIfNeeded(passEnds: false)
    guard didComplete else {
      // §7.2.5: UIKit leaves in the container the view the animator added; the animator
      // removes it. It undoes only what it did itself.
      if restoredAtStart { presenting.viewIfLoaded?.removeFromSuperview() }
      return
    }
    // docs/design.md#r2: the presenter's view goes back in its place, wherever the animator
    // put it. docs/design.md#r3: a presenter's view the stage does not manage stays where the
    // animator left it, and leaves the window with the container if it was put there.
    // The same when the topmost presentation of the stack was full screen: its dismissal
    // let the animator add the presenter's view, which UIKit puts back even though the
    // bottom presentation left it in place.
    if removesPresentersView || top.removesPresentersView { restorePresenterView() }
    dismissedView.removeFromSuperview()
    for presentation in stack.reversed() {
      presentation.presentationController.presentedView?.removeFromSuperview()
      presentation.container.removeFromSuperview()
    }
  }

  private func finishDismissal(
    _ didComplete: Bool, stack: [StageModalPresentation], middleShown: [StageViewController],
    callsPresenter: Bool, completion: (() -> Void)?
  ) {
    guard let top = stack.last else { return }
    top.transition = nil
    let dismissed = top.presented
    let middle = stack.dropLast().map(\.presented)
    window?.eventLog.record(.transition, "dismissalTransitionDidEnd(\(didComplete))")
    top.presentationController.dismissalTransitionDidEnd(didComplete)
    for presentation in stack.dropLast().reversed() {
      window?.eventLog.record(.transition, "dismissalTransitionDidEnd(\(didComplete))")
      presentation.presentationController.dismissalTransitionDidEnd(didComplete)
    }
    if didComplete {
      // §1.2 row 8 (mirror of row 7): the presenter's "did" before the dismissed one's.
      if callsPresenter { presenting.endAppearanceTransition() }
      dismissed.endAppearanceTransition()
      dismissed.isBeingDismissed = false
      for controller in middleShown { controller.endAppearanceTransition() }
      for controller in middle { controller.isBeingDismissed = false }
      for presentation in stack.reversed() { presentation.detach() }
      completion?()
    } else {
      // A cancel, as §1.2 row 14: the presenter disappears again, the others reappear.
      if callsPresenter {
        presenting.beginAppearanceTransition(false, animated: true)
        presenting.endAppearanceTransition()
      }
      for controller in [dismissed] + middleShown {
        controller.beginAppearanceTransition(true, animated: true)
        controller.endAppearanceTransition()
      }
      for controller in [dismissed] + middle { controller.isBeingDismissed = false }
      for presentation in stack { presentation.phase = .presented }
    }
  }
}
