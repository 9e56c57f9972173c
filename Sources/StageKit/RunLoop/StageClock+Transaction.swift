import Foundation

// The implicit transaction: what Core Animation commits at the end of a turn of the main
// run loop, after the turn's work ("Implicit transactions are created automatically when
// the layer tree is modified by a thread without an active transaction and are committed
// automatically when the thread's runloop next iterates", Apple, `CATransaction`). An
// animation added with a `beginTime` of 0 begins then: Core Animation replaces 0 with
// `CACurrentMediaTime()` (Apple, AVFoundation's `AVCoreAnimationBeginTimeAtZero`), and
// what a device draws next is the committed tree. So when the turn's work takes long (a
// transition's snapshots, a heavy layout), such an animation still shows its start in the
// first frame, while one whose `beginTime` was set explicitly is already late into it.
//
// The stage does not measure how long its own code takes: a test or tool declares it
// (`spendMainThreadTime(_:)`). Without that, the commit happens at the time the animation
// was added, and nothing changes.

extension StageClock {
  /// Spends main-thread time in the turn running now, as a device's main thread does with
  /// work that takes long (a heavy layout, many snapshots): the clock moves on at once,
  /// nothing else runs meanwhile (timers, display links and animation starts and ends that
  /// fall due wait for the turn to end, and run late), and the turn's transaction commits
  /// when it ends, at the later time.
  ///
  /// ```swift
  /// navigation.pushViewController(detail, animated: true)
  /// window.clock.spendMainThreadTime(0.08)  // the rest of the turn takes 80 ms
  /// window.advance(by: 0)                   // the turn ends: the transaction commits
  /// ```
  ///
  /// - Parameter seconds: How long the work takes; negative or non-finite means 0.
  public func spendMainThreadTime(_ seconds: Double) {
    guard seconds.isFinite, seconds > 0 else { return }
    now += seconds
  }

  /// Notes that an animation added with a `beginTime` of 0 begins when the transaction
  /// commits.
  ///
  /// - Parameters:
  ///   - animation: The layer's copy.
  ///   - layer: The layer.
  func beginAtCommit(_ animation: StageAnimation, on layer: StageLayer) {
    uncommittedAnimations.append(
      UncommittedAnimation(layer: layer, animation: animation, addedAt: now))
  }

  /// Whether the turn's work took time since an animation waiting for the commit was
  /// added: the commit then re-times it, and the stage ends the turn (layout, commit)
  /// before anything else runs.
  var commitMovesAnimations: Bool {
    // The clock never goes back, so the first added is the earliest: one look, not one per
    // animation (this is asked before every event of the turn).
    uncommittedAnimations.first.map { $0.addedAt < now } ?? false
  }

  /// Commits the transaction: each animation added with a `beginTime` of 0 since the last
  /// commit begins at the layer's time now, if the turn's work moved the clock since it
  /// was added (otherwise it already does).
  func commitTransaction() {
    guard !uncommittedAnimations.isEmpty else { return }
    let pending = uncommittedAnimations
    uncommittedAnimations.removeAll()
    for entry in pending where entry.addedAt < now {
      guard let layer = entry.layer, let time = layer.currentLocalTime,
        layer.attachedAnimations.contains(where: { $0.animation === entry.animation })
      else { continue }
      entry.animation.beginTime = time
    }
  }
}
