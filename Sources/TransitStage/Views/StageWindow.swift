import Foundation
import Transit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

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

  /// Every appearance callback, delegate query, transition milestone and UIKit warning on
  /// this stage, in order.
  public let eventLog: StageEventLog

  /// The controller whose view fills the window; it appears when the window is made
  /// visible (or at once, if it already is).
  public var rootViewController: StageViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
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
  }

  /// Creates a window of a screen size (the window's bounds stand in for
  /// `UIScreen.main.bounds`).
  ///
  /// - Parameters:
  ///   - size: The screen size in points.
  ///   - clock: The clock; a new one by default.
  public init(size: CGSize, clock: StageClock = StageClock()) {
    self.clock = clock
    self.eventLog = StageEventLog(clock: clock)
    super.init(frame: CGRect(origin: .zero, size: size))
    layer.rootClock = clock
    accessibilityIdentifier = "window"
  }

  /// Makes the window the key window and shows it.
  public func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    installRootViewController()
  }

  /// Puts the root controller's view in the window and lets it appear.
  private func installRootViewController() {
    guard let root = rootViewController, root.viewIfLoaded?.superview !== self else { return }
    let rootView = root.view
    rootView.frame = bounds
    root.beginAppearanceTransition(true, animated: false)
    insertSubview(rootView, at: 0)
    root.endAppearanceTransition()
  }

  /// Moves the clock forward, running every callback and animation start and end that
  /// falls due on the way, in time order.
  ///
  /// - Parameter seconds: How far; negative or non-finite means 0 (then only what is due
  ///   now runs).
  public func advance(by seconds: Double) {
    let step = seconds.isFinite ? max(0, seconds) : 0
    let target = clock.now + step
    processDueEvents()
    while let next = nextEventTime(), next <= target {
      clock.move(to: next)
      processDueEvents()
    }
    clock.move(to: target)
    processDueEvents()
  }

  /// Advances until nothing is scheduled and no animation will start or end, or until a
  /// time limit.
  ///
  /// - Parameter limit: The most seconds to advance; 60 by default.
  /// - Returns: `true` when the stage became idle, `false` when the limit stopped it (an
  ///   animation that never ends, a paused layer, a transition never completed).
  @discardableResult
  public func runUntilIdle(limit: Double = 60) -> Bool {
    let deadline = clock.now + (limit.isFinite ? max(0, limit) : 0)
    processDueEvents()
    while let next = nextEventTime() {
      guard next <= deadline else {
        advance(by: deadline - clock.now)
        return false
      }
      advance(by: next - clock.now)
    }
    return !hasUnfinishedAnimations
  }

  /// The earliest time something is due: a callback or an animation event.
  func nextEventTime() -> Double? {
    let times = [clock.nextTimerTime, layer.nextAnimationEventTime()].compactMap { $0 }
    return times.min().map { max($0, clock.now) }
  }

  /// Whether some animation in the window has not finished (a frozen one never will).
  var hasUnfinishedAnimations: Bool {
    var unfinished = false
    layer.visitTree { layer in
      if layer.attachedAnimations.contains(where: { !$0.hasFinished }) { unfinished = true }
    }
    return unfinished
  }

  /// Runs what is due now until nothing more is (bounded, so a callback that keeps
  /// scheduling itself for now cannot hang the stage).
  private func processDueEvents() {
    var rounds = 0
    while rounds < 10_000 {
      let ranTimers = clock.runDueTimers()
      let firedAnimations = layer.fireDueAnimationEvents()
      guard ranTimers || firedAnimations else { return }
      rounds += 1
    }
  }
}
