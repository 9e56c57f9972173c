import Foundation
import Transit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// Modal presentation, as UIKit's `present(_:animated:completion:)` and
// `dismiss(animated:completion:)` (DESIGN.md rules 2–5 and 10; UIKIT-BEHAVIOUR.md §1.2 rows
// 7–11, §2, §7, §8).

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
    completion: (@MainActor () -> Void)? = nil
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
  /// UIKit's "black screen" (DESIGN.md rule 3). Without a custom animator the presented
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
  public func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
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

  /// Shows a controller in the way its context shows things (DESIGN.md rule 10): pushed
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

  /// Shows a detail controller (DESIGN.md rule 10): pushed when the receiver is (or is
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
/// the first when the second is not an ancestor.
@MainActor
private func chain(from start: StageViewController, to end: StageViewController)
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

/// UIKit's private `UITransitionView`: the container of one presentation, a new one per
/// presentation, added to the window above the presenter's view and handed out again for
/// the dismissal. It keeps the stage's record of the presentation.
@MainActor
final class StageModalTransitionView: StageView {
  /// The presentation this view contains; cleared when it ends.
  var presentation: StageModalPresentation?

  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    accessibilityIdentifier = "transition view"
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  /// A layout pass of the container: at the start of each transition and on a size change
  /// (rotation), the presentation controller hears `containerViewWillLayoutSubviews` and
  /// `containerViewDidLayoutSubviews`, as in UIKit. Placing the presented view is the
  /// presentation controller's job there, as in UIKit.
  override func layoutSubviews() {
    guard let presentation else { return }
    presentation.layOutContainer()
  }
}

/// One modal presentation on the stage, from `present` until the dismissal completes:
/// the two controllers, the container, where the presenter's view belongs, and the
/// transitions that present and dismiss.
@MainActor
final class StageModalPresentation {
  /// Where the presentation is in its life.
  enum Phase {
    /// `present` was called; the transition starts on the next turn of the run loop.
    case pending
    /// The presentation transition is running.
    case presenting
    /// Presented, nothing running.
    case presented
    /// The dismissal transition is running.
    case dismissing
    /// Dismissed, or the presentation was cancelled.
    case ended
  }

  let presented: StageViewController
  let presenting: StageViewController
  let source: StageViewController
  let style: StageModalPresentationStyle
  let presentationController: StagePresentationController
  let container: StageModalTransitionView
  private(set) weak var window: StageWindow?
  private(set) var phase = Phase.pending

  /// Whether the presenter's view leaves the window once presented.
  private var removesPresentersView = false
  /// Where the presenter's view was when the presentation began.
  private var presenterPlace: (superview: StageView, index: Int, frame: CGRect)?
  /// The transition in flight; it holds this record through its closures until it ends.
  private var transition: StageTransition?
  /// Whether the container still has to be laid out in the transition in flight.
  private var containerNeedsLayout = false

  init(
    presented: StageViewController, presenting: StageViewController,
    source: StageViewController, style: StageModalPresentationStyle,
    presentationController: StagePresentationController, container: StageModalTransitionView,
    window: StageWindow
  ) {
    self.presented = presented
    self.presenting = presenting
    self.source = source
    self.style = style
    self.presentationController = presentationController
    self.container = container
    self.window = window
  }

  /// This presentation and the ones stacked on it, bottom first.
  var stack: [StageModalPresentation] {
    var result = [self]
    while let next = result.last?.presented.presentedViewController?.modalPresentation {
      result.append(next)
    }
    return result
  }

  // MARK: Presenting

  /// Runs the presentation (UIKIT-BEHAVIOUR.md §7.1): the animator, the appearance
  /// callbacks, the presentation controller's hooks, the clean-up by the style's rules.
  func beginPresentation(animated: Bool, completion: (@MainActor () -> Void)?) {
    guard phase == .pending, let window else { return }
    phase = .presenting
    let log = window.eventLog
    let presented = presented
    let presenting = presenting
    let controller = presentationController
    _ = presented.view  // the incoming view loads before any appearance callback (§1.3)

    container.frame = window.bounds
    window.addSubview(container)
    removesPresentersView =
      style == .fullScreen || (style == .custom && controller.shouldRemovePresentersView)
    let presenterView: StageView = presenting.view
    if let superview = presenterView.superview,
      let index = superview.subviews.firstIndex(where: { $0 === presenterView })
    {
      presenterPlace = (superview, index, presenterView.frame)
    }

    // A custom animator runs when animated, and for `.custom` even when not (§7.3.4).
    let runsAnimator = animated || style == .custom
    var animator: (any StageViewControllerAnimatedTransitioning)?
    var interaction: (any StageViewControllerInteractiveTransitioning)?
    if runsAnimator, let delegate = presented.transitioningDelegate {
      log.record(
        .delegate,
        "animationController(forPresented: \(presented.logName), presenting: "
          + "\(presenting.logName), source: \(source.logName))")
      animator = delegate.animationController(
        forPresented: presented, presenting: presenting, source: source)
      if animated, let animator {
        log.record(.delegate, "interactionControllerForPresentation")
        interaction = delegate.interactionControllerForPresentation(using: animator)
      }
    }
    let chosen: any StageViewControllerAnimatedTransitioning =
      animator
      ?? (runsAnimator
        ? StageSystemAnimator(.coverVertical) : StageModalInstantAnimator(isPresenting: true))

    // The presented view and its frame are fetched before `presentationTransitionWillBegin`:
    // the stage's transition context takes its views when it is made, and the coordinator
    // it makes must exist during the "will" callbacks and that hook.
    let toView: StageView = controller.presentedView ?? presented.view
    let presenterFrame = frameInContainer(of: presenterView)
    let callsPresenter = removesPresentersView
    let setup = StageTransition.Setup(
      containerView: container, from: presenting, to: presented,
      fromView: removesPresentersView ? presenterView : nil, toView: toView,
      isAnimated: animated, presentationStyle: style,
      frames: [
        (
          presenting, initial: presenterFrame, final: removesPresentersView ? .zero : presenterFrame
        ),
        (presented, initial: .zero, final: controller.frameOfPresentedViewInContainerView),
      ],
      animator: chosen, interactionController: interaction,
      participants: [presenting, presented], log: log)
    let transition = StageTransition(
      setup,
      cleanUp: { didComplete in self.cleanUpPresentation(didComplete, presentedView: toView) },
      finish: { didComplete in
        self.finishPresentation(
          didComplete, callsPresenter: callsPresenter, completion: completion)
      })
    self.transition = transition
    containerNeedsLayout = true

    // §1.2 row 7: the presenter's "will" (only when its view leaves), then the presented
    // controller's; rows 9–10: the presenter stays silent otherwise.
    if callsPresenter { presenting.beginAppearanceTransition(false, animated: animated) }
    presented.isBeingPresented = true
    presented.beginAppearanceTransition(true, animated: animated)
    log.record(.transition, "presentationTransitionWillBegin")
    controller.presentationTransitionWillBegin()
    transition.start()
    layOutContainerIfNeeded()
  }

  private func cleanUpPresentation(_ didComplete: Bool, presentedView: StageView) {
    layOutContainerIfNeeded(passEnds: false)
    if didComplete {
      // DESIGN.md rule 2: the presenter's view leaves the window once presented.
      if removesPresentersView { presenting.viewIfLoaded?.removeFromSuperview() }
    } else {
      // §7.1.9: a cancelled presentation loses the presented view and the container. A
      // presenter's view UIKit manages goes back where it was if the animator moved it.
      presentedView.removeFromSuperview()
      if removesPresentersView { restorePresenterView() }
      container.removeFromSuperview()
    }
  }

  private func finishPresentation(
    _ didComplete: Bool, callsPresenter: Bool, completion: (@MainActor () -> Void)?
  ) {
    transition = nil
    window?.eventLog.record(.transition, "presentationTransitionDidEnd(\(didComplete))")
    presentationController.presentationTransitionDidEnd(didComplete)
    if didComplete {
      phase = .presented
      // §1.2 row 7: the presented controller's "did" before the presenter's.
      presented.endAppearanceTransition()
      presented.isBeingPresented = false
      if callsPresenter { presenting.endAppearanceTransition() }
      completion?()
    } else {
      // A cancel, as §1.2 row 14: the incoming controller disappears, the other reappears.
      presented.beginAppearanceTransition(false, animated: true)
      presented.endAppearanceTransition()
      presented.isBeingPresented = false
      if callsPresenter {
        presenting.beginAppearanceTransition(true, animated: true)
        presenting.endAppearanceTransition()
      }
      detach()
    }
  }

  // MARK: Dismissing

  /// Runs the dismissal of a stack of presentations, this one at the bottom
  /// (UIKIT-BEHAVIOUR.md §7.2): the topmost is animated away to this one's presenter.
  func beginDismissal(
    of stack: [StageModalPresentation], animated: Bool, completion: (@MainActor () -> Void)?
  ) {
    guard let window, let top = stack.last else { return }
    let log = window.eventLog
    let middle = stack.dropLast()
    for presentation in stack { presentation.phase = .dismissing }
    let presenting = presenting
    let dismissed = top.presented
    let controller = top.presentationController

    let runsAnimator = animated || top.style == .custom
    var animator: (any StageViewControllerAnimatedTransitioning)?
    var interaction: (any StageViewControllerInteractiveTransitioning)?
    if runsAnimator, let delegate = dismissed.transitioningDelegate {
      log.record(.delegate, "animationController(forDismissed: \(dismissed.logName))")
      animator = delegate.animationController(forDismissed: dismissed)
      if animated, let animator {
        log.record(.delegate, "interactionControllerForDismissal")
        interaction = delegate.interactionControllerForDismissal(using: animator)
      }
    }
    let chosen: any StageViewControllerAnimatedTransitioning =
      animator
      ?? (runsAnimator
        ? StageSystemAnimator(.uncoverVertical) : StageModalInstantAnimator(isPresenting: false))

    let fromView: StageView = controller.presentedView ?? dismissed.view
    let presenterView: StageView = presenting.view
    // UIKit's own dismissal shows the presenter's view under the falling one: the stage
    // puts it back in its place first. A custom animator adds it itself (§2.1.3).
    var restoredAtStart = false
    if animator == nil && runsAnimator && removesPresentersView {
      restoredAtStart = restorePresenterView()
    }
    let callsPresenter = removesPresentersView
    let finalPresenterFrame =
      presenterPlace.map { place in
        place.superview.window == nil
          ? place.frame : place.superview.convert(place.frame, to: top.container)
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
      animator: chosen, interactionController: interaction,
      participants: [presenting, dismissed] + middle.map(\.presented), log: log)
    let transition = StageTransition(
      setup,
      cleanUp: { didComplete in
        self.cleanUpDismissal(
          didComplete, stack: stack, dismissedView: fromView, restoredAtStart: restoredAtStart)
      },
      finish: { didComplete in
        self.finishDismissal(
          didComplete, stack: stack, callsPresenter: callsPresenter, completion: completion)
      })
    top.transition = transition

    // §1.2 row 8: the dismissed controller's "will", then the presenter's (only when its
    // view comes back); controllers between them that are on screen disappear too.
    dismissed.isBeingDismissed = true
    dismissed.beginAppearanceTransition(false, animated: animated)
    for presentation in middle where presentation.presented.isVisible {
      presentation.presented.isBeingDismissed = true
      presentation.presented.beginAppearanceTransition(false, animated: animated)
    }
    if callsPresenter { presenting.beginAppearanceTransition(true, animated: animated) }
    log.record(.transition, "dismissalTransitionWillBegin")
    controller.dismissalTransitionWillBegin()
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
    // DESIGN.md rule 2: the presenter's view goes back in its place, wherever the animator
    // put it. Rule 3: a presenter's view the stage does not manage stays where the animator
    // left it, and leaves the window with the container if it was put there.
    if removesPresentersView { restorePresenterView() }
    dismissedView.removeFromSuperview()
    for presentation in stack.reversed() {
      presentation.presentationController.presentedView?.removeFromSuperview()
      presentation.container.removeFromSuperview()
    }
  }

  private func finishDismissal(
    _ didComplete: Bool, stack: [StageModalPresentation], callsPresenter: Bool,
    completion: (@MainActor () -> Void)?
  ) {
    guard let top = stack.last else { return }
    top.transition = nil
    let dismissed = top.presented
    let middle = stack.dropLast().map(\.presented).filter { $0.isBeingDismissed }
    window?.eventLog.record(.transition, "dismissalTransitionDidEnd(\(didComplete))")
    top.presentationController.dismissalTransitionDidEnd(didComplete)
    if didComplete {
      // §1.2 row 8 (mirror of row 7): the presenter's "did" before the dismissed one's.
      if callsPresenter { presenting.endAppearanceTransition() }
      dismissed.endAppearanceTransition()
      dismissed.isBeingDismissed = false
      for controller in middle {
        controller.endAppearanceTransition()
        controller.isBeingDismissed = false
      }
      for presentation in stack.reversed() { presentation.detach() }
      completion?()
    } else {
      // A cancel, as §1.2 row 14: the presenter disappears again, the others reappear.
      if callsPresenter {
        presenting.beginAppearanceTransition(false, animated: true)
        presenting.endAppearanceTransition()
      }
      for controller in [dismissed] + middle {
        controller.beginAppearanceTransition(true, animated: true)
        controller.endAppearanceTransition()
        controller.isBeingDismissed = false
      }
      for presentation in stack { presentation.phase = .presented }
    }
  }

  // MARK: Shared

  /// Runs the container's layout pass (and so the presentation controller's layout hooks)
  /// after the animator started, or before the transition ends if it ended inside
  /// `animateTransition`: once for a presentation, whose animator adds the presented view;
  /// for a dismissal only if the container needs one (its animator added or removed a
  /// view, or its size changed), since UIKit lays out only a view marked for layout and a
  /// layout there would undo the frames the dismissal animates.
  ///
  /// - Parameter passEnds: Whether a layout pass would run now (just after the animator
  ///   started); at the transition's end only a pass still owed to a presentation runs,
  ///   since the container leaves before the next update cycle.
  private func layOutContainerIfNeeded(passEnds: Bool = true) {
    if containerNeedsLayout {
      containerNeedsLayout = false
      container.setNeedsLayout()
    } else if !passEnds {
      return
    }
    container.layoutIfNeeded()
  }

  /// The presentation controller's layout hooks, around the container's layout pass.
  func layOutContainer() {
    window?.eventLog.record(.transition, "containerViewWillLayoutSubviews")
    presentationController.containerViewWillLayoutSubviews()
    window?.eventLog.record(.transition, "containerViewDidLayoutSubviews")
    presentationController.containerViewDidLayoutSubviews()
  }

  /// Puts the presenter's view back where it was when the presentation began, unless it
  /// is there.
  ///
  /// - Returns: Whether it moved.
  @discardableResult
  private func restorePresenterView() -> Bool {
    guard let place = presenterPlace, let view = presenting.viewIfLoaded,
      view.superview !== place.superview
    else { return false }
    place.superview.insertSubview(view, at: place.index)
    return true
  }

  /// A view's frame in the container's coordinates (its own frame when it is not in the
  /// window).
  private func frameInContainer(of view: StageView) -> CGRect {
    guard let superview = view.superview, view.window != nil, container.window != nil else {
      return view.frame
    }
    return superview.convert(view.frame, to: container)
  }

  /// Ends the relationships of a presentation that is over (dismissed or cancelled).
  private func detach() {
    for controller in chain(from: source, to: presenting)
    where controller.presentedViewController === presented {
      controller.presentedViewController = nil
    }
    presented.presentingViewController = nil
    presented.presentationController = nil
    container.presentation = nil
    phase = .ended
  }
}

/// UIKit's instant presentation and dismissal for non-animated, non-custom styles: the
/// presented view goes straight to its final frame.
@MainActor
final class StageModalInstantAnimator: StageViewControllerAnimatedTransitioning {
  let isPresenting: Bool

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { 0 }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    if isPresenting, let toView: StageView = transitionContext.view(forKey: .to),
      let presented = transitionContext.viewController(forKey: .to)
    {
      toView.frame = transitionContext.finalFrame(for: presented)
      transitionContext.containerView.addSubview(toView)
    }
    transitionContext.completeTransition(true)
  }
}
