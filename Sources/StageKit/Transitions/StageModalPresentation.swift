import Foundation

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
  /// Set here and by the dismissal (`StageModalPresentation+Dismissal.swift`), which moves
  /// the whole stack through its phases.
  var phase = Phase.pending

  /// Whether the presenter's view leaves the window once presented.
  private(set) var removesPresentersView = false
  /// Where the presenter's view was when the presentation began.
  private(set) var presenterPlace:
    (superview: StageView, index: Int, frame: CGRect, superviewSize: CGSize)?
  /// The transition in flight; it holds this record through its closures until it ends.
  /// A dismissal sets it on the topmost presentation of the stack it dismisses.
  var transition: StageTransition?
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

  /// Runs the presentation (docs/uikit-behaviour.md#b7-1): the animator, the appearance
  /// callbacks, the presentation controller's hooks, the clean-up by the style's rules.
  func beginPresentation(animated: Bool, completion: (() -> Void)?) {
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
      style == .custom ? controller.shouldRemovePresentersView : style.removesPresentersView
    let presenterView: StageView = presenting.view
    if let superview = presenterView.superview,
      let index = superview.subviews.firstIndex(where: { $0 === presenterView })
    {
      presenterPlace = (superview, index, presenterView.frame, superview.bounds.size)
    }

    let animators = animators(isPresenting: true, animated: animated, log: log)

    // The presented view is fetched before `presentationTransitionWillBegin`: the stage's
    // transition context takes its views when it is made, and the coordinator it makes must
    // exist during the "will" callbacks and that hook. Its frame is asked after the hook, as
    // UIKit documents (docs/uikit-behaviour.md#b7-1-6): the hook may prepare what it depends on.
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
        (presented, initial: .zero, final: .zero),
      ],
      animator: animators.animator, interactionController: animators.interactionController,
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
    transition.context.setFinalFrame(controller.frameOfPresentedViewInContainerView, for: presented)
    transition.start()
    layOutContainerIfNeeded()
  }

  private func cleanUpPresentation(_ didComplete: Bool, presentedView: StageView) {
    layOutContainerIfNeeded(passEnds: false)
    if didComplete {
      // docs/design.md#r2: the presenter's view leaves the window once presented.
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
    _ didComplete: Bool, callsPresenter: Bool, completion: (() -> Void)?
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

  // MARK: Shared

  /// What runs one transition of a presentation.
  struct Animators {
    /// The transitioning delegate's animator, or else UIKit's own.
    let animator: any StageViewControllerAnimatedTransitioning
    /// The delegate's interaction controller, when it drives the transition.
    let interactionController: (any StageViewControllerInteractiveTransitioning)?
    /// Whether UIKit's own animation runs (cover vertical or its reverse): no custom
    /// animator, and animated or `.custom`.
    let isSystemAnimation: Bool
  }

  /// Asks the presented controller's transitioning delegate for the animator and the
  /// interaction controller of this presentation's presentation or dismissal, and falls
  /// back as UIKit does; the two directions differ only in what they ask and fall back to.
  ///
  /// A custom animator runs when animated, and for `.custom` even when not (§7.3.4); an
  /// interaction controller is asked for only for an animated transition with a custom
  /// animator. Without one, UIKit's cover vertical (or its reverse) runs where a custom
  /// animator would, and the instant animator otherwise.
  ///
  /// - Parameters:
  ///   - isPresenting: Whether for the presentation; otherwise for the dismissal.
  ///   - animated: Whether the transition is animated.
  ///   - log: Where the delegate calls are recorded.
  /// - Returns: The animator, the interaction controller and which kind runs.
  func animators(isPresenting: Bool, animated: Bool, log: StageEventLog) -> Animators {
    let runsAnimator = animated || style == .custom
    var animator: (any StageViewControllerAnimatedTransitioning)?
    var interaction: (any StageViewControllerInteractiveTransitioning)?
    if runsAnimator, let delegate = presented.transitioningDelegate {
      if isPresenting {
        log.record(
          .delegate,
          "animationController(forPresented: \(presented.logName), presenting: "
            + "\(presenting.logName), source: \(source.logName))")
        animator = delegate.animationController(
          forPresented: presented, presenting: presenting, source: source)
      } else {
        log.record(.delegate, "animationController(forDismissed: \(presented.logName))")
        animator = delegate.animationController(forDismissed: presented)
      }
      if animated, let animator {
        if isPresenting {
          log.record(.delegate, "interactionControllerForPresentation")
          interaction = delegate.interactionControllerForPresentation(using: animator)
        } else {
          log.record(.delegate, "interactionControllerForDismissal")
          interaction = delegate.interactionControllerForDismissal(using: animator)
        }
      }
    }
    if let animator {
      return Animators(
        animator: animator, interactionController: interaction, isSystemAnimation: false)
    }
    let fallback: any StageViewControllerAnimatedTransitioning =
      runsAnimator
      ? StageSystemAnimator(isPresenting ? .coverVertical : .uncoverVertical)
      : StageModalInstantAnimator(isPresenting: isPresenting)
    return Animators(
      animator: fallback, interactionController: nil, isSystemAnimation: runsAnimator)
  }

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
  func layOutContainerIfNeeded(passEnds: Bool = true) {
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
  func restorePresenterView() -> Bool {
    guard let place = presenterPlace, let view = presenting.viewIfLoaded,
      view.superview !== place.superview
    else { return false }
    place.superview.insertSubview(view, at: place.index)
    view.frame = presenterFrame(in: place)
    return true
  }

  /// The presenter's frame in its place now: where it was, moved by its autoresizing mask
  /// for any size change of its superview while it was off the window (a rotation under a
  /// full-screen presentation), as UIKit lays a restored presenter out for the current size.
  func presenterFrame(
    in place: (superview: StageView, index: Int, frame: CGRect, superviewSize: CGSize)
  ) -> CGRect {
    presenting.view.autoresizedFrame(
      place.frame, from: place.superviewSize, to: place.superview.bounds.size)
  }

  /// A view's frame in the container's coordinates (its own frame when it is not in the
  /// window).
  func frameInContainer(of view: StageView) -> CGRect {
    guard let superview = view.superview, view.window != nil, container.window != nil else {
      return view.frame
    }
    return superview.convert(view.frame, to: container)
  }

  /// Ends the relationships of a presentation that is over (dismissed or cancelled).
  func detach() {
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
