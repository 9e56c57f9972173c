import Foundation
import Transit

// Modal presentation, as UIKit's `present(_:animated:completion:)` and
// `dismiss(animated:completion:)` (docs/design.md#r2 to #r5 and #r10;
// docs/uikit-behaviour.md#b1-2 rows 7–11, #b2, #b7, #b8).

extension StageViewController {
  /// Presents a controller modally, as UIKit does.
  ///
  /// The presentation starts on the next turn of the run loop (the next advance of the
  /// window's clock, even by 0) and lasts until the animator calls `completeTransition`.
  /// The controller that presents is the *presentation context*: the topmost ancestor of
  /// the receiver (a child of a navigation controller presents from the navigation
  /// controller), which becomes the presented controller's ``presentingViewController``.
  ///
  /// ```swift
  /// card.modalPresentationStyle = .custom
  /// card.transitioningDelegate = cardTransition
  /// list.present(card, animated: true) { print("shown") }
  /// window.runUntilIdle()
  /// ```
  ///
  /// The rules, by ``modalPresentationStyle``:
  /// - `.fullScreen`: the presenter's view leaves the window when the presentation
  ///   completes and is put back in its place when the presented controller is dismissed;
  ///   both controllers get appearance callbacks.
  /// - `.overFullScreen`: the presenter's view stays on screen, and the presenter gets no
  ///   disappear / appear callbacks (the stage does not balance them, as UIKit does not).
  /// - `.custom`: the transitioning delegate's ``StagePresentationController`` manages the
  ///   presentation; the presenter's view stays unless its
  ///   ``StagePresentationController/shouldRemovePresentersView`` is `true` (then as
  ///   `.fullScreen`). `view(forKey: .from)` is `nil` while the presenter's view stays.
  ///
  /// Without a custom animator the presented view rises from the bottom (UIKit's cover
  /// vertical). A non-animated presentation is instant, except for `.custom`, whose
  /// animator is still asked to run with `isAnimated == false`.
  ///
  /// The presented controller's ``isBeingPresented`` is `true` from its `viewWillAppear`
  /// to its `viewDidAppear`, the animator's work included: UIKit-style animators tell a
  /// presentation from a dismissal by it (and by ``isBeingDismissed``, likewise).
  ///
  /// Requests UIKit refuses are reported in the event log with UIKit's warning (the text
  /// of its message, without the `[Presentation]` log category) and ignored, their
  /// completion not called: presenting while the presenter already presents, while a
  /// presentation or dismissal is in progress, or from a controller whose view is not in
  /// the window. Presenting a controller that has a parent or is already on show is an
  /// exception in UIKit; the stage reports the exception's reason and ignores it. A
  /// controller outside any window has no stage to present on: the call does nothing.
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: The controller to present.
  ///   - flag: Whether to animate.
  ///   - completion: Runs after the presentation completed (after the presentation
  ///     controller's `presentationTransitionDidEnd(true)` and the "did" appearance
  ///     callbacks, before the animator's `animationEnded`); not called when the
  ///     presentation is refused or cancelled.
  public func present(
    _ viewControllerToPresent: StageViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let presented = viewControllerToPresent
    let presenter = presentationContext
    guard let window = ancestorWindow ?? presenter.ancestorWindow else { return }
    let log = window.eventLog
    if let message = refusalToPresent(presented, presenter: presenter) {
      log.record(.warning, message)
      return
    }

    // The relationships hold from now on, as in UIKit; the transition waits for the next
    // turn of the run loop.
    presented.presentingViewController = presenter
    for controller in chain(from: self, to: presenter) {
      controller.presentedViewController = presented
    }
    let style = presented.modalPresentationStyle
    var custom: StagePresentationController?
    if style == .custom, let delegate = presented.transitioningDelegate {
      log.record(
        .delegate,
        "presentationController(forPresented: \(presented.logName), presenting: "
          + "\(presenter.logName), source: \(logName))")
      custom = delegate.presentationController(
        forPresented: presented, presenting: presenter, source: self)
    }
    let controller =
      custom
      ?? StagePresentationController(presentedViewController: presented, presenting: presenter)
    let container = StageModalTransitionView(frame: window.bounds)
    let presentation = StageModalPresentation(
      presented: presented, presenting: presenter, source: self, style: style,
      presentationController: controller, container: container, window: window)
    container.presentation = presentation
    controller.containerView = container
    presented.presentationController = controller
    window.clock.scheduleOnNextTurn {
      presentation.beginPresentation(animated: flag, completion: completion)
    }
  }

  /// Dismisses a presented controller, as UIKit does.
  ///
  /// Called on a controller that presents another (or a child of one), it dismisses what
  /// it presents, with everything that one presents in turn: only the topmost is animated
  /// away, the ones between are removed when it completes. Called on a presented
  /// controller (or a child of one), it asks its presenter to dismiss it. With nothing
  /// presented it does nothing.
  ///
  /// The dismissal starts at once. `.fullScreen` (and `.custom` whose presentation
  /// controller removed the presenter's view) puts the presenter's view back in its place
  /// when the dismissal completes, wherever the animator moved it; otherwise the
  /// presenter's view is left where the animator leaves it: an animator that adds it to the
  /// container (`view(forKey: .to)` is `nil` there) makes it disappear with the container,
  /// UIKit's "black screen" (docs/design.md#r3). Without a custom animator the presented
  /// view falls to the bottom, over the presenter's view.
  ///
  /// A dismissal requested while a presentation or dismissal is in progress is reported
  /// with UIKit's warning and ignored.
  ///
  /// - Parameters:
  ///   - flag: Whether to animate.
  ///   - completion: Runs after the dismissal completed (after
  ///     `dismissalTransitionDidEnd(true)` and the "did" appearance callbacks, before the
  ///     animator's `animationEnded`); not called when the dismissal is refused,
  ///     cancelled, or there is nothing to dismiss.
  public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let target = controllerToDismiss,
      let presentation = target.modalPresentation
    else { return }
    let stack = presentation.stack
    guard stack.allSatisfy({ $0.phase == .presented }) else {
      let window = ancestorWindow ?? presentation.window
      window?.eventLog.record(
        .warning,
        "Attempt to dismiss from view controller <\(logName)> while a presentation or "
          + "dismiss is in progress!")
      return
    }
    presentation.beginDismissal(of: stack, animated: flag, completion: completion)
  }

  /// Shows a controller in the way its context shows things (docs/design.md#r10): pushed
  /// when the receiver is (or is inside) a navigation controller, presented otherwise.
  ///
  /// - Parameters:
  ///   - vc: The controller to show.
  ///   - sender: The object that asked; unused.
  public func show(_ vc: StageViewController, sender: Any?) {
    if let navigation = (self as? StageNavigationController) ?? navigationController {
      navigation.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  /// Shows a detail controller (docs/design.md#r10): pushed when the receiver is (or is
  /// inside) a navigation controller, presented otherwise.
  ///
  /// The stage has no split view controller, so this is ``show(_:sender:)``.
  ///
  /// - Parameters:
  ///   - vc: The controller to show.
  ///   - sender: The object that asked; unused.
  public func showDetailViewController(_ vc: StageViewController, sender: Any?) {
    show(vc, sender: sender)
  }

  // MARK: Helpers

  /// Where a presentation from this controller is made: the topmost ancestor (UIKit's
  /// presentation context, without `definesPresentationContext`, which the stage lacks).
  var presentationContext: StageViewController {
    var controller = self
    while let parent = controller.parent { controller = parent }
    return controller
  }

  /// The stage's record of this controller's own presentation, if it is presented.
  var modalPresentation: StageModalPresentation? {
    (presentationController?.containerView as? StageModalTransitionView)?.presentation
  }

  /// The presented controller a `dismiss` on this controller removes: what it presents, or
  /// else the presented controller it is (or is inside).
  private var controllerToDismiss: StageViewController? {
    if let presented = presentedViewController ?? presentationContext.presentedViewController {
      return presented
    }
    let root = presentationContext
    return root.presentingViewController == nil ? nil : root
  }

  /// UIKit's warning for a presentation it refuses, or `nil` when it goes ahead.
  private func refusalToPresent(
    _ presented: StageViewController, presenter: StageViewController
  ) -> String? {
    // UIKit raises exceptions for these two; the stage reports their reasons and ignores
    // the request, as it does for pushing a controller twice.
    if let parent = presented.parent {
      return "Application tried to present modally a view controller <\(presented.logName)> "
        + "that has a parent view controller <\(parent.logName)>."
    }
    if presented.isActive(below: presenter) {
      return "Application tried to present modally an active controller <\(presented.logName)>."
    }
    let from = "<\(presented.logName)> on <\(presenter.logName)> (from <\(logName)>)"
    if presenter.hasModalTransitionInFlight {
      return "Attempt to present \(from) while a presentation is in progress."
    }
    if let current = presenter.presentedViewController {
      return "Attempt to present \(from) which is already presenting <\(current.logName)>."
    }
    if viewIfLoaded?.window == nil {
      return "Attempt to present <\(presented.logName)> on <\(logName)> whose view is not in "
        + "the window hierarchy!"
    }
    return nil
  }

  /// Whether this controller is already on show where a presentation by `presenter` would
  /// show it: presented, presenting, a window's root, on screen, or below `presenter` in
  /// its chain of presenters (presenting it would make a loop).
  private func isActive(below presenter: StageViewController) -> Bool {
    if presentingViewController != nil || presentedViewController != nil || rootOfWindow != nil
      || viewIfLoaded?.window != nil
    {
      return true
    }
    var controller: StageViewController? = presenter
    while let current = controller {
      if current === self { return true }
      controller = current.parent ?? current.presentingViewController
    }
    return false
  }

  /// Whether this controller is presenting, being presented or dismissed, or dismissing
  /// right now (or waiting for the next turn to start presenting).
  private var hasModalTransitionInFlight: Bool {
    if let own = modalPresentation, own.phase != .presented { return true }
    if let presented = presentedViewController?.modalPresentation, presented.phase != .presented {
      return true
    }
    return false
  }
}

/// The controllers from one up through its ancestors to another (both included), or just
/// the first when the second is not an ancestor: the ones whose `presentedViewController`
/// a presentation sets here and ``StageModalPresentation/detach()`` clears.
@MainActor
func chain(from start: StageViewController, to end: StageViewController)
  -> [StageViewController]
{
  var result: [StageViewController] = []
  var controller: StageViewController? = start
  while let current = controller {
    result.append(current)
    if current === end { break }
    controller = current.parent
  }
  if result.last !== end { result.append(end) }
  return result
}
