/// The logic of a Transit animation controller, written once for every host: it plays a
/// ``Transition`` for one operation by itself or driven by a gesture, lets a touch grab it
/// in flight, carries a released transition to its end frame by frame, and completes it
/// exactly once.
///
/// A host's animator (`TransitAnimator`, in TransitUIKit and compiled again for the
/// stage) wraps its context in a ``TransitionHostContext`` and forwards to the core:
///
/// ```swift
/// func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
///   core.start(in: UIKitTransitionHostContext(transitionContext))
/// }
/// ```
///
/// Its tracks become layer animations once, when it starts. While the transition plays by
/// itself they run, and the core completes it when the timeline ends. While a gesture
/// drives it, an ``InteractionDriver`` holds the progress and the core holds the layers
/// taking part still there (layer time, not new animations); after the release, a frame
/// ticker moves their time on until the driver says the completion has ended.
@MainActor
public final class TransitionAnimatorCore<Context: TransitionHostContext> {
  /// The transition it plays.
  public let transition: Transition
  /// The operation it plays it for.
  public let operation: TransitionOperation

  /// The player of the transition in flight; `nil` before it starts and after it
  /// completes.
  public internal(set) var player: TransitionPlayer<Context>?
  /// Counts timers and tickers set up, so one set up earlier does nothing once the
  /// transition's timing has changed (grabbed, released, completed).
  var generation = 0
  /// The clock time at which the transition's time 0 was, while it plays by itself.
  var playbackStart = 0.0
  /// How fast the transition's time runs against the clock while it plays by itself: 1, or
  /// the rate at which a released gesture's completion plays the rest (docs/design.md#u8).
  var playbackRate = 1.0
  /// The transition's time now, while it plays by itself.
  var playbackTime: Double { (now - playbackStart) * playbackRate }
  /// The driver while a gesture drives the transition or its completion; `nil` while it
  /// plays by itself.
  var driver: InteractionDriver?
  /// The ticker moving a released transition on.
  var ticker: (any TransitionFrameTicker)?
  /// The progress the driving gesture started from (a grabbed transition is already on
  /// its way).
  var gestureOrigin = 0.0
  /// Whether the driving gesture's progress runs against the transition's (a push
  /// grabbed by a back swipe).
  var gestureRunsBackwards = false
  /// Where a matched-view drag left the tagged views when it let go, with the progress
  /// then: the completion brings them back to their tracks as it goes.
  var releasedPlacement: (placement: MatchedViewPlacement, progress: Double)?

  /// The tab bar riding with a screen in the transition in flight, if it changes.
  var bottomBarRide: BottomBarRide<Context>?

  /// The player made for a context before it started (when the host asked for the
  /// duration), kept so that starting does not compile again.
  var prepared: TransitionPlayer<Context>?

  /// Whether the next transition starts driven by a gesture: an installer sets it when a
  /// gesture begins the transition; it is the interaction controller's
  /// `wantsInteractiveStart`, so the transition is interactive only then
  /// (docs/design.md#r8).
  public var startsInteractively = false
  /// Whether the transition in flight was started driven by a gesture.
  public internal(set) var startedInteractively = false
  /// What a gesture did before the host started the transition (UIKit may start it a turn
  /// of the run loop after the push or presentation that a gesture asked for), replayed
  /// when it starts.
  var pendingGesture: PendingGesture?

  /// What a gesture did before the transition started.
  enum PendingGesture {
    /// The gesture moved to this progress.
    case moved(GestureProgress)
    /// The gesture ended with this progress and velocity.
    case released(GestureProgress)
    /// The gesture was cancelled.
    case cancelled
  }

  /// Creates the core of an animator.
  ///
  /// - Parameters:
  ///   - transition: The transition to play.
  ///   - operation: The operation it plays for.
  public init(_ transition: Transition, operation: TransitionOperation) {
    self.transition = transition
    self.operation = operation
  }

  /// The context of the transition in flight; `nil` before it starts and after it
  /// completes.
  public var context: Context? { player?.context }

  /// Whether a transition is in flight.
  public var isInFlight: Bool { player != nil }

  /// Whether a touch can grab the transition in flight: one is in flight and it is
  /// interruptible (``isInterruptible``).
  public var canBeGrabbed: Bool { player != nil && isInterruptible }

  /// Whether the transition in flight can be paused and driven again: it was started as its
  /// own interaction controller (``startAsInteractionController(in:driven:)``), which UIKit
  /// lets pause only because the animator offers an interruptible animator. One started by
  /// ``start(in:)`` alone (an app's delegate returning the animator without an interaction
  /// controller) cannot be: UIKit would ignore the pause and finish what it was doing.
  public internal(set) var isInterruptible = false

  /// What the interruptible animator hears of the transition's phases, to keep what was
  /// added to it in step.
  var phaseObservers: [@MainActor (InterruptiblePhase) -> Void] = []

  /// Whether the transition has completed (finished or cancelled); before it starts and
  /// while it runs, `false`.
  public internal(set) var hasCompleted = false

  /// What runs when the transition completes, with whether it finished (not cancelled).
  var completionObservers: [@MainActor (Bool) -> Void] = []

  /// The transition's duration in a context: the timeline's for the scene the context
  /// describes.
  ///
  /// - Parameter context: The context; `nil` gives the duration of the transition's own
  ///   pacing.
  /// - Returns: Seconds.
  public func duration(in context: Context?) -> Double {
    if let player { return player.duration }
    guard let context else {
      return (transition.timing ?? transition.effect.defaultTiming).duration
    }
    guard context.isAnimated else { return 0 }
    return preparedPlayer(for: context).duration
  }

  /// The player made to answer for the duration in a context: kept for that context, so
  /// the host may ask again without compiling again.
  func preparedPlayer(for context: Context) -> TransitionPlayer<Context> {
    if let prepared, prepared.context.transitionIdentity == context.transitionIdentity {
      return prepared
    }
    let player = TransitionPlayer(
      transition: transition, operation: operation, context: context, isStarting: false)
    prepared = player
    return player
  }

  /// The player that starts the transition in a context (docs/design.md#n1). The scene is described
  /// now, when the transition starts, not when the duration was first asked: the dimming
  /// `presentationTransitionWillBegin` added and what `viewWillAppear` moved are in it. The
  /// timeline compiled for the duration is reused only when the scene is the same, so a
  /// transition still compiles once.
  func startingPlayer(for context: Context) -> TransitionPlayer<Context> {
    defer { prepared = nil }
    let earlier = prepared.flatMap {
      $0.context.transitionIdentity == context.transitionIdentity ? $0 : nil
    }
    return TransitionPlayer(
      transition: transition, operation: operation, context: context, reusing: earlier)
  }

  /// Puts the nodes on screen and plays the timeline by itself; completes the transition
  /// when it ends, or at once when the context is not animated.
  ///
  /// - Parameter context: The context.
  public func start(in context: Context) {
    startedInteractively = false
    pendingGesture = nil
    let player = startingPlayer(for: context)
    self.player = player
    player.realize()
    boardBottomBar(player)
    // Not animated (UIKit still runs a `.custom` presentation's animator, docs/design.md#u9): the
    // views take their end places and the transition completes now, not after the timeline.
    guard context.isAnimated else { return complete(finished: true) }
    player.begin(at: now)
    playFromTheCommit()
  }

  /// Holds the transition at its start until the turn of the run loop that started it has
  /// committed, then plays it from there (docs/design.md#u20).
  ///
  /// Its animations were added in this turn, and a device draws this turn's commit first,
  /// after the rest of the turn's work: snapshots, layout, the app's own code after the
  /// push. Core Animation begins an animation whose `beginTime` is 0 at that commit
  /// (`CATransaction`'s implicit transaction), but the timeline's tracks have delays, so
  /// the player gives them explicit begin times; held at the start, the first frame shows
  /// the start however long the turn took, and the next turn, which runs after the commit,
  /// starts the clock: the transition ends one duration after its first frame.
  func playFromTheCommit() {
    guard let player else { return }
    player.pause(at: 0)
    playbackStart = now
    playbackRate = 1
    generation += 1
    let current = generation
    schedule(at: now) {
      guard self.generation == current, self.player != nil else { return }
      self.play(from: 0)
    }
  }

  /// How far the transition is, as on screen: 0 at the start, 1 at the end (and 0 when
  /// nothing is in flight).
  public var progress: Double {
    if let driver { return driver.progress(at: now) }
    guard let player else { return 0 }
    guard player.duration > 0 else { return 1 }
    return player.travel.progress(atTime: playbackTime)
  }

  /// The key of the marker that ends a transition playing by itself.
  static var endMarkerKey: String { "transitEnd" }

  /// How long after its end a transition playing by itself waits for its end marker before
  /// the fallback timer completes it.
  static var endMarkerGrace: Double { 1 }

  /// Plays by itself from a point of the transition to its end, then completes it: when its
  /// animations end, on the layers' own clock (an end marker in the container), or, should
  /// the marker never report, by a timer a little later.
  ///
  /// - Parameters:
  ///   - time: Seconds into the transition.
  ///   - rate: How fast the transition's time runs against the clock; 1 by default.
  func play(from time: Double, rate: Double = 1) {
    guard let player else { return }
    let rate = rate.isFinite && rate > 0 ? rate : 1
    driver = nil
    player.play(from: time, rate: rate)
    playbackRate = rate
    playbackStart = now - time / rate
    generation += 1
    let current = generation
    let end = playbackStart + player.duration / rate
    tellPhase(
      .playing(
        from: player.duration > 0 ? player.travel.progress(atTime: time) : 1,
        remaining: max(end - now, 0)))
    // Each closure holds the core until it runs, so a transition always completes.
    let finish: @MainActor () -> Void = {
      guard self.generation == current else { return }
      self.complete(finished: !(self.context?.transitionWasCancelled ?? false))
    }
    let remaining = end - now
    guard remaining > 0, remaining.isFinite else { return schedule(at: end, finish) }
    // The marker's duration is in the container's own time, which runs at the rate.
    player.context.addEndMarker(
      to: player.context.containerView, forKey: Self.endMarkerKey, beginningAt: now,
      duration: remaining * rate
    ) { finishedPlaying in
      // A marker removed before its end (the app removed the container's animations, or
      // the system dropped them, docs/design.md#n9) says nothing of the transition: it completes
      // when its time is up, by the timer, not mid-flight.
      if finishedPlaying || self.now >= end { finish() } else { self.schedule(at: end, finish) }
    }
    schedule(at: end + Self.endMarkerGrace, finish)
  }

  /// Takes the end marker away: the transition no longer plays by itself.
  func removeEndMarker() {
    guard let context else { return }
    context.removeEndMarker(from: context.containerView, forKey: Self.endMarkerKey)
  }

  /// Cleans up and completes the transition in flight.
  func complete(finished: Bool) {
    guard let player else { return }
    generation += 1
    removeEndMarker()
    hasCompleted = true
    self.player = nil
    driver = nil
    ticker?.invalidate()
    ticker = nil
    landBottomBar(finished: finished)
    player.cleanUp(finished: finished)
    player.context.completeTransition(finished)
    tellPhase(.ended(finished: finished))
    phaseObservers = []
    let observers = completionObservers
    completionObservers = []
    for observer in observers { observer(finished) }
  }

  /// Puts the tab bar on the screen it rides with, when the transition changes it.
  func boardBottomBar(_ player: TransitionPlayer<Context>) {
    bottomBarRide = BottomBarRide(player: player)
    bottomBarRide?.board(player)
  }

  /// Gives the tab bar its state at the end: final when finished, as before when cancelled.
  func landBottomBar(finished: Bool) {
    bottomBarRide?.land(finished: finished)
    bottomBarRide = nil
  }

  /// The clock's time.
  var now: Double { context?.currentTime ?? 0 }

  /// Runs an action at a clock time.
  func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) {
    if let context {
      context.schedule(at: time, action)
    } else {
      action()
    }
  }
}
