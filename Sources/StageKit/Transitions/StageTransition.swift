import Foundation
import Transit

/// One transition in flight on the stage, the flow every container shares: make the
/// context and coordinator, let the animator (or the interaction controller) start,
/// run alongside animations, and on `completeTransition` clean up by the container's
/// rules, run the coordinator's completions, finish (appearance, delegates, completion
/// handlers) and tell the animator it ended.
@MainActor
final class StageTransition {
  let context: StageTransitionContext
  let coordinator: StageTransitionCoordinator
  let animator: any StageViewControllerAnimatedTransitioning
  let interactionController: (any StageViewControllerInteractiveTransitioning)?
  private let participants: [StageViewController]

  /// What a container supplies for one transition.
  struct Setup {
    var containerView: StageView
    var from: StageViewController
    var to: StageViewController
    var fromView: StageView?
    var toView: StageView?
    var isAnimated: Bool
    var presentationStyle: StageModalPresentationStyle = .fullScreen
    var frames: [(StageViewController, initial: CGRect, final: CGRect)]
    var animator: any StageViewControllerAnimatedTransitioning
    var interactionController: (any StageViewControllerInteractiveTransitioning)?
    /// Controllers whose `transitionCoordinator` is this transition's while it runs.
    var participants: [StageViewController]
    var log: StageEventLog?
  }

  /// Creates a transition; `cleanUp` applies the container rules right after
  /// `completeTransition`, `finish` runs after the coordinator's completions.
  /// The window the transition started on.
  private weak var window: StageWindow?

  init(
    _ setup: Setup, cleanUp: @escaping @MainActor (Bool) -> Void,
    finish: @escaping @MainActor (Bool) -> Void
  ) {
    animator = setup.animator
    interactionController = setup.interactionController
    participants = setup.participants
    var completion: (@MainActor (Bool) -> Void)?
    context = StageTransitionContext(
      containerView: setup.containerView, from: setup.from, to: setup.to,
      fromView: setup.fromView, toView: setup.toView, isAnimated: setup.isAnimated,
      isInteractive: setup.interactionController?.wantsInteractiveStart ?? false,
      presentationStyle: setup.presentationStyle, frames: setup.frames, log: setup.log,
      onComplete: { didComplete in completion?(didComplete) })
    context.animator = setup.animator
    // UIKit's coordinator asks the animator for its duration with the transition's own
    // context, before `animateTransition(using:)` (the alongside animations and the
    // navigation bar are timed by it).
    coordinator = StageTransitionCoordinator(
      context: context, duration: setup.animator.transitionDuration(using: context))
    let animator = setup.animator
    let participants = setup.participants
    let identity = ObjectIdentifier(context)
    let container = setup.containerView
    completion = { [weak self, coordinator] didComplete in
      // The window it started on, even if the container has left it since (a tab switch
      // or a new root mid-transition): that window counts it in flight.
      (self?.window ?? container.window)?.transitionDidEnd(identity)
      cleanUp(didComplete)
      coordinator.end()
      for participant in participants {
        participant.activeCoordinators.removeAll { $0 === coordinator }
      }
      finish(didComplete)
      animator.animationEnded(didComplete)
      setup.log?.record(.transition, "animationEnded(\(didComplete))")
    }
    for participant in participants { participant.activeCoordinators.append(coordinator) }
    // Leaving or re-entering the interactive phase is what interaction handlers hear about,
    // before any appearance callback a cancel causes.
    context.onFinish = { [coordinator] in coordinator.interactionDidChange() }
    context.onCancel = { [coordinator] in coordinator.interactionDidChange() }
    context.onPause = { [coordinator] in coordinator.interactionDidChange() }
  }

  /// Starts the animations: through the interaction controller when there is one, else
  /// the animator's `animateTransition(using:)`; then the alongside animations.
  func start() {
    window = context.containerView.window
    if let clock = window?.clock {
      clock.runTurn(startInTurn)
    } else {
      startInTurn()
    }
  }

  /// Starts, in a turn of the window's run loop (so the animator finds its clock).
  private func startInTurn() {
    window?.transitionDidStart(
      ObjectIdentifier(context),
      name: "\(context.viewController(forKey: .from)?.logName ?? "?") → "
        + "\(context.viewController(forKey: .to)?.logName ?? "?")")
    // iOS 10: a transition with an interaction controller whose animator offers an
    // interruptible animator can be paused and driven again (docs/uikit-behaviour.md#b5-1;
    // that UIKit asks as the transition starts, and needs the interaction controller, is
    // UNCERTAIN: Apple's interruptible sample and the reimplementations return one, with
    // `wantsInteractiveStart` false for a start that is not driven).
    if interactionController != nil {
      context.interruptibleAnimator =
        (animator as? any StageInterruptibleAnimatedTransitioning)?.interruptibleAnimator(
          using: context)
    }
    if let interactionController {
      context.log(.transition, "startInteractiveTransition")
      interactionController.startInteractiveTransition(context)
    } else {
      context.log(.transition, "animateTransition")
      animator.animateTransition(using: context)
    }
    coordinator.start()
  }
}

extension StageTransitionContext {
  /// Records a milestone in the stage's log.
  func log(_ kind: StageEventLog.Event.Kind, _ text: String) {
    logSink?.record(kind, text)
  }
}
