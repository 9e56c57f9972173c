#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  /// The interruptible animator of a Transit transition: what ``TransitAnimator`` returns
  /// from `interruptibleAnimator(using:)`, one for the whole transition.
  ///
  /// It is what makes the transition interruptible in UIKit's eyes, so that a touch can
  /// pause it in flight. It animates nothing itself: each call moves the layer time Transit
  /// already scrubs, through the engine's animator core, so the transition's animations are
  /// added once. An app's own interaction controller can drive it as it drives a property
  /// animator:
  ///
  /// ```swift
  /// let interaction = UIPercentDrivenInteractiveTransition()   // the app's, with Transit's animator
  /// interaction.update(0.4)      // fractionComplete = 0.4
  /// interaction.cancel()         // isReversed, continueAnimation(withTimingParameters:durationFactor:)
  /// ```
  ///
  /// What UIKit or the app adds with `addAnimations(_:)` (the coordinator's alongside
  /// animations, the navigation bar's) runs in a property animator of its own, kept at the
  /// transition's progress: paused and scrubbed with it, and ended with it at its end or
  /// its start.
  ///
  /// Where a transition cannot do what a property animator can, the meaning is stated:
  /// `stopAnimation(_:)` holds the transition where it is (it must still complete), and
  /// `finishAnimation(at: .current)` completes it at the nearer end; a spring given to
  /// `continueAnimation(withTimingParameters:durationFactor:)` keeps the transition's own
  /// completion timing, because UIKit does not say what spring it is.
  @MainActor
  public final class TransitInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The engine's animator logic of the transition.
    let core: TransitionAnimatorCore<UIKitTransitionHostContext>
    /// The context it starts the transition in, when an interaction controller other than
    /// Transit's asks it to start.
    private let context: UIKitTransitionHostContext
    /// Whether `stopAnimation(false)` left it waiting for `finishAnimation(at:)`.
    private var isStopped = false
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// What was added with `addAnimations(_:)`, kept at the transition's progress.
    private var added: UIViewPropertyAnimator?
    /// The transition's phase last heard.
    private var phase: InterruptiblePhase?

    /// Makes the interruptible animator of a transition.
    ///
    /// - Parameters:
    ///   - core: The animator core playing the transition.
    ///   - context: The transition's context.
    init(
      core: TransitionAnimatorCore<UIKitTransitionHostContext>, context: UIKitTransitionHostContext
    ) {
      self.core = core
      self.context = context
      super.init()
      core.observePhases { [weak self] phase in self?.follow(phase) }
    }

    /// Whether it was made for this transition context.
    func belongs(to transitionContext: any UIViewControllerContextTransitioning) -> Bool {
      context.base === transitionContext
    }

    /// Inactive before the transition starts and after it completes, stopped after
    /// `stopAnimation(false)`, active in between.
    public var state: UIViewAnimatingState {
      if isStopped { return .stopped }
      return core.isInFlight ? .active : .inactive
    }

    /// Whether the transition moves by itself: playing, or completing after a release.
    public var isRunning: Bool { core.isInFlight && !core.isDriven && !isStopped }

    /// Whether it heads back to the start. Set while the transition runs, it turns round
    /// from where it is on screen; set while it is held, it takes effect when it continues.
    public var isReversed = false {
      didSet {
        guard oldValue != isReversed, isRunning, core.pause() else { return }
        core.continueInteraction(towardsEnd: !isReversed)
      }
    }

    /// How far the transition is, 0 to 1, as on screen. Setting it moves a held transition
    /// there (and starts one not started yet, held); a running one ignores it, as a property
    /// animator does.
    public var fractionComplete: CGFloat {
      get { CGFloat(core.progress) }
      set {
        if state == .inactive { pauseAnimation() }
        core.updateInteraction(progress: Double(newValue))
      }
    }

    /// Starts the transition playing by itself, or lets a held one go on to its end (its
    /// start when reversed) along the transition's completion timing.
    public func startAnimation() {
      guard core.isInFlight else {
        guard !core.hasCompleted else { return }
        return core.startAsInteractionController(in: context, driven: false)
      }
      core.continueInteraction(towardsEnd: !isReversed)
    }

    /// Starts the animation after a delay, on the transition's clock.
    ///
    /// - Parameter delay: Seconds; negative or non-finite means none.
    public func startAnimation(afterDelay delay: TimeInterval) {
      let wait = delay.isFinite ? max(delay, 0) : 0
      context.schedule(at: context.currentTime + wait) { [weak self] in self?.startAnimation() }
    }

    /// Holds the transition where it is on screen (starting one not started yet, held at
    /// its start).
    public func pauseAnimation() {
      guard core.isInFlight else {
        guard !core.hasCompleted else { return }
        return core.startAsInteractionController(in: context, driven: true)
      }
      core.pause()
    }

    /// Holds the transition where it is; without finishing, it then completes at once at the
    /// nearer end, without the completions added here.
    ///
    /// - Parameter withoutFinishing: `true` ends it now; `false` waits for
    ///   ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
      guard core.isInFlight, !isStopped else { return }
      core.pause()
      guard withoutFinishing else {
        isStopped = true
        return
      }
      completions.removeAll()
      core.completeNow(finished: nil)
    }

    /// Completes a stopped transition at its end, back at its start, or (`.current`) at the
    /// nearer of the two.
    ///
    /// - Parameter finalPosition: Where it ends.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
      guard isStopped else { return }
      isStopped = false
      switch finalPosition {
      case .end: core.completeNow(finished: true)
      case .start: core.completeNow(finished: false)
      default: core.completeNow(finished: nil)
      }
    }

    /// Lets a held transition go on towards its end (its start when reversed).
    ///
    /// - Parameters:
    ///   - parameters: A cubic curve for the rest, or `nil` (or a spring) for the
    ///     transition's own completion timing.
    ///   - durationFactor: With a curve, the factor on the rest's share of the duration.
    public func continueAnimation(
      withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
      let curve = parameters?.cubicTimingParameters.map {
        TimingCurve(controlPoint1: $0.controlPoint1, controlPoint2: $0.controlPoint2)
      }
      core.continueInteraction(
        towardsEnd: !isReversed, curve: curve, durationFactor: Double(durationFactor))
    }

    /// Adds changes that follow the transition: paused, scrubbed and reversed with it.
    ///
    /// - Parameter animation: The changes.
    public func addAnimations(_ animation: @escaping () -> Void) {
      let added = self.added ?? makeAddedAnimator()
      added.addAnimations(animation)
      if let phase { follow(phase) }
    }

    /// Adds a block run when the transition completes: with `.end` when it finished,
    /// `.start` when it was cancelled.
    ///
    /// - Parameter completion: The block.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
      completions.append(completion)
    }

    /// A linear property animator as long as the transition, for what is added.
    private func makeAddedAnimator() -> UIViewPropertyAnimator {
      let duration = core.player?.duration ?? core.duration(in: context)
      let added = UIViewPropertyAnimator(duration: max(duration, 0.001), curve: .linear)
      self.added = added
      return added
    }

    /// Keeps what was added at the transition's progress, and ends it with the transition.
    private func follow(_ phase: InterruptiblePhase) {
      self.phase = phase
      if case .ended(let finished) = phase {
        end(finished: finished)
        return
      }
      guard let added else { return }
      added.pauseAnimation()
      switch phase {
      case .held(let progress):
        added.fractionComplete = CGFloat(progress)
      case .playing(let progress, let remaining):
        added.fractionComplete = CGFloat(progress)
        added.isReversed = false
        added.continueAnimation(
          withTimingParameters: nil,
          durationFactor: factor(covering: 1 - progress, in: remaining, of: added.duration))
      case .completing(let towardsEnd, let progress, let remaining):
        added.fractionComplete = CGFloat(progress)
        added.isReversed = !towardsEnd
        added.continueAnimation(
          withTimingParameters: nil,
          durationFactor: factor(
            covering: towardsEnd ? 1 - progress : progress, in: remaining, of: added.duration))
      case .ended:
        break
      }
    }

    /// The duration factor that makes a linear animator of a duration cover a share of it
    /// in the time remaining (a little above zero, which a property animator reads as 1).
    private func factor(covering share: Double, in remaining: Double, of duration: Double)
      -> CGFloat
    {
      let whole = share * duration
      guard whole > 0, remaining.isFinite else { return 0.001 }
      return CGFloat(max(remaining / whole, 0.001))
    }

    /// Puts what was added at the end or the start, and runs the completions.
    private func end(finished: Bool) {
      isStopped = false
      if let added, added.state == .active {
        added.stopAnimation(false)
        added.finishAnimation(at: finished ? .end : .start)
      }
      added = nil
      let completions = self.completions
      self.completions.removeAll()
      for completion in completions { completion(finished ? .end : .start) }
    }
  }
#endif
