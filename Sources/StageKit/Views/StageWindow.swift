import Foundation
import Transit

/// The twin of `UIWindow`, and the stage itself: one screen with its own clock.
///
/// Time moves only when ``advance(by:)`` or ``runUntilIdle(limit:)`` is called; they run
/// scheduled callbacks and animation starts and ends in the order they fall due, so every
/// test is deterministic.
///
/// ```swift
/// let window = StageWindow(size: CGSize(width: 390, height: 844))
/// window.makeKeyAndVisible()
/// window.addSubview(card)
/// StageView.animate(withDuration: 0.3) { card.alpha = 0 }
/// window.advance(by: 0.15)   // card.layer.presentation()?.opacity is about 0.5
/// ```
@MainActor
open class StageWindow: StageView {
  /// The window's clock.
  public let clock: StageClock

  /// Whether ``makeKeyAndVisible()`` was called.
  public private(set) var isKeyWindow = false

  /// Whether the user asked to reduce motion, the stage's stand-in for
  /// `UIAccessibility.isReduceMotionEnabled`: Transit's transitions then cross-fade instead
  /// of moving views.
  public var prefersReducedMotion = false

  /// Whether the user asked for cross-fades instead of sliding transitions, the stage's
  /// stand-in for `UIAccessibility.prefersCrossFadeTransitions` (iOS 14; on a device it is
  /// true only when Reduce Motion and Prefer Cross-Fade Transitions are both on, the stage
  /// keeps it as a switch of its own so a host that reads only one of the two is caught).
  public var prefersCrossFadeTransitions = false

  /// Where UIKit posts what it tells the app (the keyboard's moves): the stage's stand-in
  /// for `NotificationCenter.default`, one per window since the stage keeps no global
  /// state.
  public let notificationCenter = StageNotificationCenter()

  /// The keyboard's frame in the window's coordinates: below the window (or `.zero`) while
  /// hidden. ``showKeyboard(height:)`` and ``hideKeyboard()`` move it.
  public internal(set) var keyboardFrame = CGRect.zero

  /// The layout direction of the window's content, the stand-in for
  /// `effectiveUserInterfaceLayoutDirection`: Transit's leading and trailing follow it.
  public var layoutDirection = LayoutDirection.leftToRight

  /// The insets of the screen's unsafe edges (status bar or sensor housing, home
  /// indicator), the stand-in for what a device gives `UIWindow.safeAreaInsets`; zero by
  /// default. Views inherit them where they overlap (``StageView/safeAreaInsets``).
  /// Non-finite or negative edges mean 0.
  public var screenSafeAreaInsets = StageEdgeInsets.zero {
    didSet {
      screenSafeAreaInsets = screenSafeAreaInsets.usable
      if screenSafeAreaInsets != oldValue { setNeedsLayout() }
    }
  }

  /// Whether some view in the window was marked for layout since the last layout pass.
  var layoutIsPending = false

  /// The layout pass UIKit runs at the end of each turn of the run loop, before the frame
  /// is drawn: every marked view is laid out, safe areas brought up to date.
  func layOutAtEndOfTurn() {
    guard layoutIsPending else { return }
    layoutIsPending = false
    layOutSubtree()
  }

  /// Every appearance callback, delegate query, transition milestone and UIKit warning on
  /// this stage, in order.
  public let eventLog: StageEventLog

  /// The controller whose view fills the window; it appears when the window is made
  /// visible (or at once, if it already is).
  public var rootViewController: StageViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      clock.runTurn {
        replaceRootViewController(oldValue)
        layOutAtEndOfTurn()
      }
    }
  }

  /// Lets the old root disappear and the new one appear, in a turn of the window's run
  /// loop.
  private func replaceRootViewController(_ oldValue: StageViewController?) {
    if let old = oldValue {
      if old.isVisible {
        old.beginAppearanceTransition(false, animated: false)
        old.viewIfLoaded?.removeFromSuperview()
        old.endAppearanceTransition()
      } else {
        old.viewIfLoaded?.removeFromSuperview()
      }
      // Only now: the old root logs its disappearance to this window.
      old.rootOfWindow = nil
    }
    rootViewController?.rootOfWindow = self
    if isKeyWindow { installRootViewController() }
  }

  /// Creates a window of a screen size (the window's bounds stand in for
  /// `UIScreen.main.bounds`).
  ///
  /// - Parameters:
  ///   - size: The screen size in points; a NaN, infinite or negative side means 0.
  ///   - clock: The clock; a new one by default.
  public init(size: CGSize, clock: StageClock = StageClock()) {
    self.clock = clock
    self.eventLog = StageEventLog(clock: clock)
    super.init(frame: CGRect(origin: .zero, size: Self.usableScreenSize(size)))
    clock.consoleLog = eventLog
    if clock.window == nil { clock.window = self }
    layer.rootClock = clock
    accessibilityIdentifier = "window"
  }

  /// A screen size a window can have: each side finite and at least 0; NaN, infinite or
  /// negative sides become 0 (an empty screen, never a NaN on it).
  static func usableScreenSize(_ size: CGSize) -> CGSize {
    func side(_ length: CGFloat) -> CGFloat { length.isFinite ? max(0, length) : 0 }
    return CGSize(width: side(size.width), height: side(size.height))
  }

  /// Changes the screen size, as a rotation does: the window's bounds change at once, views
  /// follow by their autoresizing masks (controllers' root views and containers fill the
  /// window), custom presentations lay their containers out again through their
  /// presentation controllers, and `layoutSubviews` runs where needed. A keyboard that is
  /// up is told hidden before and shown after, at the new bottom with its height (within
  /// the new one), as UIKit tells a rotation; a hidden one stays below the window.
  ///
  /// - Parameter size: The new screen size; non-finite or negative dimensions are ignored.
  public func resize(to size: CGSize) {
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      return
    }
    eventLog.record(.transition, "resize(to: \(Int(size.width))×\(Int(size.height)))")
    let keyboardHeight = isKeyboardShown ? keyboardFrame.height : nil
    if keyboardHeight != nil { hideKeyboard() }
    frame = CGRect(origin: frame.origin, size: size)
    // The hidden keyboard goes below the new bottom before anything lays out.
    if !keyboardFrame.isEmpty {
      keyboardFrame = CGRect(x: 0, y: size.height, width: size.width, height: keyboardFrame.height)
    }
    layoutIfNeeded()
    if let keyboardHeight { showKeyboard(height: keyboardHeight) }
  }

  /// Makes the window the key window and shows it.
  public func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    clock.runTurn {
      installRootViewController()
      layOutAtEndOfTurn()
    }
  }

  /// Puts the root controller's view in the window and lets it appear.
  private func installRootViewController() {
    guard let root = rootViewController, root.viewIfLoaded?.superview !== self else { return }
    let rootView: StageView = root.view
    rootView.frame = bounds
    rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.beginAppearanceTransition(true, animated: false)
    insertSubview(rootView, at: 0)
    root.endAppearanceTransition()
  }

  /// Moves the clock forward, running every callback and animation start and end that
  /// falls due on the way, in time order; those due at the same instant run in the order
  /// they were set up (scheduled, or added to a layer).
  ///
  /// A callback that starts an animation starts it at the callback's own time, so one long
  /// advance gives the same result as many short ones.
  ///
  /// - Parameter seconds: How far; negative or non-finite means 0 (then only what is due
  ///   now runs). At most 100,000 callbacks and animation events run per call, so a
  ///   callback that keeps rescheduling itself for now cannot hang the stage; the rest wait
  ///   for the next call.
  public func advance(by seconds: Double) {
    clock.runTurn { advanceInTurn(by: seconds) }
  }

  private func advanceInTurn(by seconds: Double) {
    let step = seconds.isFinite ? max(0, seconds) : 0
    let target = clock.now + step
    var budget = Self.eventBudget
    processDueEvents(budget: &budget)
    while budget > 0, let next = nextEventTime(), next <= target {
      let before = clock.now
      clock.move(to: next)
      // An event whose time rounds to now but never tests as due must not spin the loop.
      if processDueEvents(budget: &budget) == 0 && next <= before { break }
    }
    clock.move(to: target)
    processDueEvents(budget: &budget)
  }

  /// Advances until nothing is scheduled and no animation will start or end, or until a
  /// time limit.
  ///
  /// - Parameter limit: The most seconds to advance; 60 by default. Negative or NaN means
  ///   0; infinity means no limit but the event budget below.
  /// - Returns: `true` when the stage became idle (the clock then stands at the last
  ///   event), `false` when it did not: an animation that outlasts the limit (the clock
  ///   then stands at the limit), a paused layer's animation that never ends, a transition
  ///   that never completed (``transitionsInFlight``), or more than 100,000 callbacks and
  ///   events without time moving on.
  @discardableResult
  public func runUntilIdle(limit: Double = 60) -> Bool {
    clock.runTurn { runUntilIdleInTurn(limit: limit) }
  }

  private func runUntilIdleInTurn(limit: Double) -> Bool {
    let deadline = clock.now + (limit.isNaN ? 0 : max(0, limit))
    var budget = Self.eventBudget
    processDueEvents(budget: &budget)
    while budget > 0, let next = nextEventTime() {
      guard next <= deadline else {
        clock.move(to: deadline)
        return false
      }
      let before = clock.now
      clock.move(to: next)
      if processDueEvents(budget: &budget) == 0 && next <= before { return false }
    }
    return budget > 0 && !hasUnfinishedAnimations && inFlight.isEmpty
  }

  /// The transitions started on this window that have not called `completeTransition(_:)`
  /// yet, oldest first, as "From → To".
  ///
  /// UIKit has no watchdog: a transition whose animator never completes stays in flight
  /// for ever, its container and views on screen, later pushes and presentations refused.
  /// The stage shows it here, and ``runUntilIdle(limit:)`` returns `false` while one is.
  public var transitionsInFlight: [String] { inFlight.map(\.name) }

  private var inFlight: [(id: ObjectIdentifier, name: String)] = []

  /// Called when a transition starts on this window.
  func transitionDidStart(_ id: ObjectIdentifier, name: String) {
    inFlight.append((id, name))
  }

  /// Called when a transition completes.
  func transitionDidEnd(_ id: ObjectIdentifier) {
    inFlight.removeAll { $0.id == id }
  }

  /// How many callbacks and animation events one call to ``advance(by:)`` or
  /// ``runUntilIdle(limit:)`` runs at most.
  private static let eventBudget = 100_000

  /// The earliest time something is due: a callback or an animation event.
  func nextEventTime() -> Double? {
    let times = [clock.nextTimerTime, layer.nextAnimationEventTime()].compactMap { $0 }
    return times.min().map { max($0, clock.now) }
  }

  /// Whether some animation in the window has not finished (a frozen one never will).
  var hasUnfinishedAnimations: Bool {
    var unfinished = false
    layer.forEachAnimatedLayer { layer in
      if layer.attachedAnimations.contains(where: { !$0.hasFinished }) { unfinished = true }
    }
    return unfinished
  }

  /// Ends the turn at once when its work took main-thread time
  /// (``StageClock/spendMainThreadTime(_:)``) after an animation waiting for the commit
  /// was added: the layout pass, then the commit, which begins the animation then; on a
  /// device nothing else runs before them.
  private func endTurnIfItsWorkTookTime() {
    guard clock.commitMovesAnimations else { return }
    layOutAtEndOfTurn()
    clock.commitTransaction()
  }

  /// Runs what is due now, timers and animation events merged by sequence number, until
  /// nothing more is or the budget runs out.
  ///
  /// Whatever a callback sets up takes a later sequence number than everything already
  /// collected, so collecting the due animation events in batches keeps the order exact.
  ///
  /// - Parameter budget: How many more callbacks and events may run; decreased by each.
  /// - Returns: How many ran.
  @discardableResult
  private func processDueEvents(budget: inout Int) -> Int {
    var ran = 0
    endTurnIfItsWorkTookTime()
    var pending = layer.dueAnimationEvents()[...]
    while budget > 0 {
      let timerSequence = clock.firstDueTimerSequence
      if let event = pending.first, timerSequence.map({ event.order < $0 }) ?? true {
        pending.removeFirst()
        guard event.fire() else { continue }
      } else if timerSequence != nil {
        clock.runFirstDueTimer()
      } else {
        pending = layer.dueAnimationEvents()[...]
        if pending.isEmpty {
          // The turn is over: UIKit lays out before the frame is drawn, and Core Animation
          // commits what the turn did.
          layOutAtEndOfTurn()
          clock.commitTransaction()
          return ran
        }
        continue
      }
      endTurnIfItsWorkTookTime()
      ran += 1
      budget -= 1
    }
    // Events taken off the schedule but not run for want of budget go back on it.
    if !pending.isEmpty { clock.animationSchedule.isStale = true }
    return ran
  }
}
