import Foundation

// Gestures drive a transition through the core: the engine's `InteractionDriver` decides
// and paces; the core holds the timeline still at the driver's progress, frame by frame.

extension TransitionAnimatorCore {
  /// How long the core waits to look again when a completion has not quite ended.
  static var frameInterval: Double { 1.0 / 60 }

  /// Starts the transition held at its beginning, for a gesture to drive.
  ///
  /// - Parameter context: The context.
  public func startInteractive(in context: Context) {
    startsInteractively = false
    startedInteractively = true
    let player = startingPlayer(for: context)
    self.player = player
    player.realize()
    boardBottomBar(player)
    player.begin(at: now)
    generation += 1
    gestureOrigin = 0
    gestureRunsBackwards = false
    var driver = makeDriver()
    driver.begin(at: now, progress: 0)
    self.driver = driver
    show(progress: 0)
    tellPhase(.held(at: 0))
    replayPendingGesture()
  }

  /// Whether a gesture is driving the transition now.
  public var isDriven: Bool {
    if case .interacting = driver?.state { return true }
    return false
  }

  /// Moves a driven transition to a progress.
  ///
  /// - Parameters:
  ///   - progress: The progress, clamped to 0…1; NaN is ignored.
  ///   - velocity: The gesture's speed in progress per second, if it knows it; otherwise
  ///     the driver estimates it.
  public func updateInteraction(progress: Double, velocity: Double? = nil) {
    guard var driver, driver.update(progress: progress, at: now, velocity: velocity) else {
      return
    }
    self.driver = driver
    let shown = driver.progress(at: now)
    show(progress: shown)
    context?.updateInteractiveTransition(shown)
    tellPhase(.held(at: shown))
  }

  /// Releases a driven transition: the transition's completion policy decides whether it
  /// finishes or goes back, and it carries on from the release velocity.
  ///
  /// - Parameter velocity: The release speed in progress per second; `nil` uses the
  ///   driver's estimate.
  public func endInteraction(velocity: Double? = nil) {
    guard var driver, let context else { return }
    guard let outcome = driver.release(at: now, velocity: velocity) else { return }
    self.driver = driver
    if outcome == .finish {
      context.finishInteractiveTransition()
    } else {
      context.cancelInteractiveTransition()
    }
    runCompletion(onLayerClock: true)
  }

  /// Ends a driven transition by going back to its start, as a cancelled gesture does.
  public func cancelInteraction() {
    guard isInFlight else {
      if startsInteractively { pendingGesture = .cancelled }
      return
    }
    guard var driver, let context else { return }
    driver.cancel(at: now)
    self.driver = driver
    context.cancelInteractiveTransition()
    runCompletion()
  }

  /// Grabs the transition in flight: a completion stops where it is on screen, and a
  /// transition playing by itself becomes driven from its current progress (the iOS 10
  /// interruptible model).
  ///
  /// A transition that is not interruptible (``isInterruptible``) cannot be grabbed: its
  /// host's context would go on with what it was doing.
  ///
  /// - Returns: Whether there was a transition to grab.
  @discardableResult
  public func grab() -> Bool {
    guard let player, let context, isInterruptible else { return false }
    if var driver {
      guard driver.grab(at: now) else { return false }
      self.driver = driver
      generation += 1
      ticker?.invalidate()
      ticker = nil
      context.pauseInteractiveTransition()
      show(progress: driver.progress(at: now))
      tellPhase(.held(at: driver.progress(at: now)))
      return true
    }
    let time = player.duration > 0 ? min(max(playbackTime, 0), player.duration) : 0
    generation += 1
    removeEndMarker()
    var driver = makeDriver()
    driver.begin(at: now, progress: player.travel.progress(atTime: time))
    self.driver = driver
    context.pauseInteractiveTransition()
    player.pause(at: time)
    tellPhase(.held(at: driver.progress(at: now)))
    return true
  }

  /// A driver with the transition's completion policy and pacing.
  func makeDriver() -> InteractionDriver {
    InteractionDriver(policy: transition.completionPolicy, timing: transition.completionTiming)
  }

  /// Brings dragged matched views back to their tracks in step with the completion: the
  /// finger's offset shrinks as the progress nears its target.
  func easeReleasedPlacement(at progress: Double, towards target: Double) {
    guard let (placement, start) = releasedPlacement else { return }
    let span = start - target
    let left = span == 0 ? 0 : min(max((progress - target) / span, 0), 1)
    player?.placeTaggedSnapshots(
      MatchedViewPlacement(
        translation: CGPoint(
          x: Double(placement.translation.x) * left, y: Double(placement.translation.y) * left),
        scale: 1 + (placement.scale - 1) * left))
  }

  /// Holds every track at a progress: at the time the moving screen has gone that share of
  /// its way, so a dragged screen stays under the finger.
  func show(progress: Double) {
    guard let player else { return }
    player.pause(at: player.travel.time(atProgress: progress))
  }

  /// Carries the released transition to its end, and completes it when the driver says it
  /// is done.
  ///
  /// A release that finishes with Transit's own completion timing, nothing dragged off its
  /// track, plays the rest of the timeline on the layers' own clock, as QA1673 resumes a
  /// paused layer tree: on a device the render server plays it, however busy the main
  /// thread (docs/design.md#u8). It sets off at the release's speed and follows the
  /// timeline's own easing (``InteractionCompletion/timelineRate(from:along:)``). Otherwise
  /// (going back, a matched view let go off its track, a completion timing or curve the app
  /// chose, a speed the timeline cannot match) a frame ticker moves the layers' time along
  /// the planned completion.
  ///
  /// - Parameter onLayerClock: Whether the completion may play on the layers' clock.
  func runCompletion(onLayerClock: Bool = false) {
    if onLayerClock, let player, let released = driver, released.timing == .default,
      let completion = released.completion, completion.outcome == .finish,
      releasedPlacement == nil
    {
      // A timeline of no duration (`.none`) has nothing left to play: it ends now.
      guard player.duration > 0 else { return play(from: 0) }
      let time = player.travel.time(atProgress: completion.startProgress)
      if let rate = completion.timelineRate(from: time, along: player.travel) {
        return play(from: time, rate: rate)
      }
    }
    generation += 1
    let current = generation
    guard let context, let released = driver else {
      complete(finished: driver?.outcome == .finish)
      return
    }
    show(progress: released.progress(at: now))
    ticker?.invalidate()
    ticker = context.makeFrameTicker { [weak self] time in
      guard let self, self.generation == current, let driver = self.driver else { return }
      let progress = driver.progress(at: time)
      self.show(progress: progress)
      self.easeReleasedPlacement(at: progress, towards: driver.outcome == .finish ? 1 : 0)
    }
    guard ticker != nil else {
      complete(finished: released.outcome == .finish)
      return
    }
    let end = released.completion?.endTime ?? now
    tellPhase(
      .completing(
        towardsEnd: released.outcome == .finish, from: released.progress(at: now),
        remaining: max(end - now, 0)))
    func finish() {
      ticker?.invalidate()
      ticker = nil
      complete(finished: driver?.outcome == .finish)
    }
    func finishWhenDone() {
      guard generation == current, let driver else { return }
      guard !driver.isComplete(at: now) else { return finish() }
      // Not quite there (rounding): look again a frame later. A host that has lost its
      // clock (the container left the window) runs the action at once and its time no
      // longer moves: the completion ends now rather than looking again for ever.
      let waiting = Flag()
      schedule(at: now + Self.frameInterval) { waiting.isSet ? finishWhenDone() : finish() }
      waiting.isSet = true
    }
    schedule(at: end, finishWhenDone)
  }
}

/// A mutable flag a scheduled closure reads: whether its scheduler returned before it ran.
@MainActor
private final class Flag {
  var isSet = false
}
