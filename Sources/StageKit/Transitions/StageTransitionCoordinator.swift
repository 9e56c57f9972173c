import Transit

/// The coordinator of one transition on the stage: queues alongside animations and runs
/// them with the animator, runs their completions when the transition completes, and tells
/// interaction handlers when the transition leaves or re-enters its interactive phase.
@MainActor
final class StageTransitionCoordinator: ViewControllerTransitionCoordinator {
  typealias ContextBlock = @MainActor (any ViewControllerTransitionCoordinatorContext) -> Void

  let context: StageTransitionContext
  let transitionDuration: Double
  let initiallyInteractive: Bool
  private var pendingAnimations: [ContextBlock] = []
  private var completions: [ContextBlock] = []
  private var interactionHandlers: [ContextBlock] = []
  private var hasStarted = false
  private(set) var hasEnded = false

  init(context: StageTransitionContext, duration: Double) {
    self.context = context
    self.transitionDuration = duration
    self.initiallyInteractive = context.isInteractive
  }

  var isAnimated: Bool { context.isAnimated }
  var presentationStyle: StageModalPresentationStyle { context.presentationStyle }
  var isInteractive: Bool { context.isInteractive }
  var isCancelled: Bool { context.transitionWasCancelled }
  var percentComplete: Double { context.percentComplete }
  var containerView: StageView { context.containerView }

  func viewController(forKey key: StageTransitionContextViewControllerKey) -> StageViewController? {
    context.viewController(forKey: key)
  }

  func view(forKey key: StageTransitionContextViewKey) -> StageView? {
    context.view(forKey: key)
  }

  @discardableResult
  func animate(alongsideTransition animation: ContextBlock?, completion: ContextBlock?) -> Bool {
    guard !hasEnded else {
      completion?(self)
      return false
    }
    if let completion { completions.append(completion) }
    if let animation {
      if hasStarted { runAlongside([animation]) } else { pendingAnimations.append(animation) }
    }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: StageView?, animation: ContextBlock?, completion: ContextBlock?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(_ handler: @escaping ContextBlock) {
    interactionHandlers.append(handler)
  }

  /// Runs the queued alongside animations: called right after `animateTransition` returns,
  /// in one animation block of the transition's duration.
  func start() {
    guard !hasEnded else { return }
    hasStarted = true
    let queued = pendingAnimations
    pendingAnimations.removeAll()
    runAlongside(queued)
  }

  private func runAlongside(_ blocks: [ContextBlock]) {
    guard !blocks.isEmpty else { return }
    let apply = { for block in blocks { block(self) } }
    // An interruptible transition's alongside animations join its interruptible animator,
    // so they pause, scrub and reverse with it (UNCERTAIN: observed for the navigation
    // bar's, docs/uikit-behaviour.md#b4-1-4).
    if let interruptible = context.interruptibleAnimator, context.isAnimated {
      interruptible.addAnimations(apply)
      return
    }
    if context.isAnimated && transitionDuration > 0 {
      StageView.animate(
        withDuration: transitionDuration, options: .curveEaseInOut, animations: apply)
    } else {
      apply()
    }
  }

  /// Tells the interaction handlers the transition changed phase.
  func interactionDidChange() {
    for handler in interactionHandlers { handler(self) }
  }

  /// Runs the completions, once, when the transition completes.
  func end() {
    guard !hasEnded else { return }
    // An animator that completed inside animateTransition ended the transition before the
    // alongside animations could start: apply them now, unanimated, before the completions.
    if !hasStarted {
      hasStarted = true
      let queued = pendingAnimations
      pendingAnimations.removeAll()
      StageView.performWithoutAnimation { for block in queued { block(self) } }
    }
    hasEnded = true
    let blocks = completions
    completions.removeAll()
    interactionHandlers.removeAll()
    for block in blocks { block(self) }
  }
}
