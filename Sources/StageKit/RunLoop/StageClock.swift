/// The stage's only source of time: a manual clock that moves when a test or tool says so.
///
/// A ``StageWindow`` owns one. Layer time, animation ends, scheduled callbacks (what UIKit
/// does "on the next turn of the run loop") and gesture samples are all measured against
/// it, so nothing on the stage ever depends on the wall clock.
///
/// Everything that can fall due — scheduled actions, and the starts and ends of animations
/// added to layers in a window — takes a number from one counter when it is set up, so that
/// things due at the same instant run in the order they were set up.
@MainActor
public final class StageClock {
  /// Seconds since the clock was made; what `CACurrentMediaTime()` returns on the stage.
  public internal(set) var now: Double = 0

  private struct Timer {
    let time: Double
    let sequence: Int
    let modes: Set<StageRunLoop.Mode>
    let action: @MainActor () -> Void

    /// Whether the timer may run while the run loop turns in a mode.
    func runs(in mode: StageRunLoop.Mode) -> Bool {
      modes.contains(.common) || modes.contains(mode)
    }
  }

  private var timers: [Timer] = []
  private var nextSequence = 0

  /// The log of the window this clock runs, for what UIKit prints to the console from code
  /// that has no window of its own at hand (a snapshot of a view in no window).
  weak var consoleLog: StageEventLog?
  /// The window this clock runs (the first made with it): where UIKit's process-wide
  /// settings and notification centre are answered from during its turns.
  weak var window: StageWindow?

  /// Creates a clock at time 0.
  public init() {}

  /// The run loop that turns on this clock: where display links are added and
  /// ``StageDispatchQueue/main`` sends work during this clock's turns.
  public private(set) lazy var runLoop = StageRunLoop(clock: self)

  /// Runs an action when the clock reaches a time; actions due at the same time run in the
  /// order they were scheduled.
  ///
  /// - Parameters:
  ///   - time: When to run; a time already past (or NaN) runs at the next advance.
  ///   - modes: The run-loop modes it may run in: by default the common modes (always, as
  ///     work sent to the main queue). One in `.default` only, as UIKit's
  ///     `perform(_:with:afterDelay:)`, waits while the run loop tracks a scroll view
  ///     (``currentMode``) and runs, late, once it stops.
  ///   - action: The action.
  public func schedule(
    at time: Double, inModes modes: Set<StageRunLoop.Mode> = [.common],
    _ action: @escaping @MainActor () -> Void
  ) {
    let due = time.isNaN ? now : max(time, now)
    timers.append(Timer(time: due, sequence: takeSequenceNumber(), modes: modes, action: action))
  }

  /// Runs an action on the next turn of the run loop: at the next advance, even by 0.
  ///
  /// - Parameter action: The action.
  public func scheduleOnNextTurn(_ action: @escaping @MainActor () -> Void) {
    schedule(at: now, action)
  }

  /// The next number of the counter that orders everything due at the same instant.
  func takeSequenceNumber() -> Int {
    defer { nextSequence += 1 }
    return nextSequence
  }

  /// The time of the earliest scheduled action, if any.
  var nextTimerTime: Double? {
    let mode = currentMode
    return timers.lazy.filter { $0.runs(in: mode) }
      .min { ($0.time, $0.sequence) < ($1.time, $1.sequence) }?.time
  }

  /// The mode the run loop turns in now: `.tracking` while a scroll view in this clock's
  /// window is dragged or decelerates, as UIKit runs the main run loop in
  /// `UITrackingRunLoopMode` then; `.default` otherwise.
  public var currentMode: StageRunLoop.Mode {
    trackingScrollViews.removeAll { $0.view == nil }
    let tracking = trackingScrollViews.contains { entry in
      guard let view = entry.view else { return false }
      return view.keepsRunLoopTracking && view.window?.clock === self
    }
    return tracking ? .tracking : .default
  }

  /// Scroll views that have dragged or decelerated on this clock; held weakly, each asked
  /// whether it still does.
  private var trackingScrollViews: [WeakScrollView] = []

  private struct WeakScrollView {
    weak var view: StageScrollView?
  }

  /// Hears that a scroll view started dragging or decelerating: while it does, the run
  /// loop is in `.tracking`.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidStartTracking(_ scrollView: StageScrollView) {
    guard !trackingScrollViews.contains(where: { $0.view === scrollView }) else { return }
    trackingScrollViews.append(WeakScrollView(view: scrollView))
  }

  /// Whether any action is waiting.
  var hasPendingTimers: Bool { !timers.isEmpty }

  /// Moves the clock forward to a time (never backwards), and lets the display links see
  /// the new time.
  func move(to time: Double) {
    guard time > now else { return }
    now = time
    let mode = currentMode
    runTurn {
      for link in displayLinks where !link.isPaused && link.runs(in: mode) { link.fire(at: time) }
    }
  }

  /// When the animations of the window's tree start and end.
  var animationSchedule = StageAnimationSchedule()
  /// The timing curves and key times of the lists its keyframe animations hold.
  var keyframeLists = StageKeyframeLists()
  /// The explicit transactions open in the running turn, innermost last, each with whether
  /// it disables actions (``StageTransaction``).
  var openTransactions: [Bool] = []

  /// Animations added with a `beginTime` of 0 since the last commit, with the clock time
  /// they were added at: the commit gives them its own time (`StageClock+Transaction.swift`).
  var uncommittedAnimations: [UncommittedAnimation] = []

  /// An animation waiting for the commit to know when it begins.
  struct UncommittedAnimation {
    weak var layer: StageLayer?
    let animation: StageAnimation
    let addedAt: Double
  }

  /// What hosts asked of the layers on this clock since ``resetWorkCount()``.
  public internal(set) var workCount = StageWorkCount()

  /// Starts counting the hosts' work afresh.
  public func resetWorkCount() { workCount = StageWorkCount() }

  /// The display links listening to the clock.
  var displayLinks: [StageDisplayLink] = []

  /// The sequence number of the first action due now (the earliest, then the first
  /// scheduled), if any.
  var firstDueTimerSequence: Int? {
    dueTimerIndex().map { timers[$0].sequence }
  }

  /// Runs the first action due now, if any.
  ///
  /// - Returns: Whether one ran.
  @discardableResult
  func runFirstDueTimer() -> Bool {
    guard let index = dueTimerIndex() else { return false }
    let timer = timers.remove(at: index)
    runTurn(timer.action)
    return true
  }

  private func dueTimerIndex() -> Int? {
    var best: Int?
    let mode = currentMode
    for index in timers.indices where timers[index].time <= now && timers[index].runs(in: mode) {
      if let current = best {
        if (timers[index].time, timers[index].sequence)
          < (timers[current].time, timers[current].sequence)
        {
          best = index
        }
      } else {
        best = index
      }
    }
    return best
  }
}
