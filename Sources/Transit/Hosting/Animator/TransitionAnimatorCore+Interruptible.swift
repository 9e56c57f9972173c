// The iOS 10 interruptible model, written once: a transition started as its own interaction
// controller can be paused in flight, scrubbed, and continued towards its end or its start,
// by Transit's own gestures or by whoever holds its interruptible animator (an app's
// `UIPercentDrivenInteractiveTransition`).

extension TransitionAnimatorCore {
  /// Starts the transition as its own interaction controller: driven from its first frame
  /// (a gesture began it) or playing by itself, and interruptible either way
  /// (``isInterruptible``).
  ///
  /// UIKit lets a transition be paused in flight only when it has an interaction controller
  /// and its animator offers an interruptible animator; a host returns its animator as the
  /// interaction controller for every transition, with `wantsInteractiveStart` telling
  /// whether a gesture drives the start.
  ///
  /// - Parameters:
  ///   - context: The context.
  ///   - driven: Whether a gesture drives the transition from its start (the context is
  ///     interactive).
  public func startAsInteractionController(in context: Context, driven: Bool) {
    isInterruptible = true
    if driven {
      startInteractive(in: context)
    } else {
      start(in: context)
    }
  }

  /// Registers a closure told each phase of the transition in flight, until it completes.
  ///
  /// - Parameter observer: Receives each phase as it begins.
  public func observePhases(_ observer: @escaping @MainActor (InterruptiblePhase) -> Void) {
    phaseObservers.append(observer)
  }

  /// Tells the phase observers.
  func tellPhase(_ phase: InterruptiblePhase) {
    for observer in phaseObservers { observer(phase) }
  }

  /// Pauses the transition in flight where it is on screen: a transition playing by itself
  /// or completing becomes driven (as a touch grabs it); one already driven stays so.
  ///
  /// - Returns: Whether the transition is now held, driven.
  @discardableResult
  public func pause() -> Bool {
    isDriven || grab()
  }

  /// Continues a driven transition towards its end or its start, whatever the completion
  /// policy would decide: what UIKit's `continueAnimation(withTimingParameters:durationFactor:)`
  /// asks after `isReversed` chose the direction.
  ///
  /// - Parameters:
  ///   - towardsEnd: `true` finishes, `false` goes back to the start.
  ///   - curve: The curve of the rest; `nil` keeps the transition's own completion timing.
  ///   - durationFactor: With a curve, the rest takes its share of the transition's duration
  ///     times this factor (non-positive or non-finite means 1); ignored without a curve.
  public func continueInteraction(
    towardsEnd: Bool, curve: TimingCurve? = nil, durationFactor: Double = 1
  ) {
    guard isDriven, var driver, let player, let context else { return }
    if let curve {
      let factor = durationFactor.isFinite && durationFactor > 0 ? durationFactor : 1
      let perDistance = min(max(player.duration, 0) * factor, 10)
      driver.timing = .curve(
        curve, duration: perDistance, minimumDuration: 0, maximumDuration: 10)
    }
    guard towardsEnd ? driver.finish(at: now) : driver.cancel(at: now) else { return }
    self.driver = driver
    if towardsEnd {
      context.finishInteractiveTransition()
    } else {
      context.cancelInteractiveTransition()
    }
    // Without a curve of the app's, on the transition's own pacing.
    runCompletion(onLayerClock: curve == nil)
  }

  /// Ends the transition in flight at once, at its end or back at its start: UIKit's
  /// `stopAnimation(_:)` followed by `finishAnimation(at:)`. A transition must complete, so
  /// where it was stopped, with nowhere to go (`.current`), it ends at the nearer end.
  ///
  /// Ending anywhere but where it is heading needs a finish or cancel UIKit accepts, so the
  /// transition is paused first; one that cannot be paused (not ``isInterruptible``) ends
  /// where it was heading.
  ///
  /// - Parameter finished: Whether to end at the end (`true`) or back at the start; `nil`
  ///   picks the nearer end of the progress on screen.
  public func completeNow(finished: Bool?) {
    guard let context, player != nil else { return }
    var finished = finished ?? (progress >= 0.5)
    if !isDriven {
      // Where it is heading now: a release decided, or the end when playing by itself.
      let heading = driver?.outcome.map { $0 == .finish } ?? true
      if heading != finished, !pause() { finished = heading }
    }
    if isDriven {
      if finished {
        context.finishInteractiveTransition()
      } else {
        context.cancelInteractiveTransition()
      }
    }
    show(progress: finished ? 1 : 0)
    complete(finished: finished)
  }
}
