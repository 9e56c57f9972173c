import Foundation
import Transit

/// The animation block being run by `StageView.animate`, if any: what UIKit keeps as its
/// current animation context.
///
/// It is a task-local value rather than a global, so it exists only while the block runs
/// and nested blocks see their own.
@MainActor
final class StageAnimationTransaction: Sendable {
  /// How the block's changes move.
  enum Timing {
    /// Along a timing curve.
    case curve(TimingCurve)
    /// On a spring, with an initial velocity in distances per second.
    case spring(Spring, initialVelocity: Double)
  }

  /// The block running now on this task, if any.
  @TaskLocal static var current: StageAnimationTransaction?

  let duration: Double
  let delay: Double
  let timing: Timing
  private let completion: (@MainActor (Bool) -> Void)?
  private var runningAnimations = 0
  private var allFinished = true
  private var clock: StageClock?
  private var blockEnded = false
  private var completed = false

  init(
    duration: Double, delay: Double, timing: Timing,
    completion: (@MainActor (Bool) -> Void)?
  ) {
    self.duration = duration.isFinite ? max(0, duration) : 0
    self.delay = delay.isFinite ? max(0, delay) : 0
    self.timing = timing
    self.completion = completion
  }

  /// Runs a block with this transaction current, then arranges the completion.
  func run(_ animations: () -> Void) {
    StageAnimationTransaction.$current.withValue(self) {
      animations()
    }
    blockEnded = true
    if runningAnimations == 0 {
      // Nothing animated: UIKit still calls the completion, on the next turn of the run
      // loop; without a window there is no run loop, so it is called now.
      if let clock {
        clock.scheduleOnNextTurn { self.complete() }
      } else {
        complete()
      }
    }
  }

  /// Animates one property change of a view's layer, from what was on screen.
  func animateChange(
    of keyPath: String, on layer: StageLayer, from: AnimationValue, to: AnimationValue
  ) {
    guard duration > 0, let layerClock = layer.clock, let now = layer.currentLocalTime else {
      return
    }
    clock = layerClock
    let animation: StageBasicAnimation
    switch timing {
    case .curve(let curve):
      animation = StageBasicAnimation(keyPath: keyPath)
      animation.timingFunction = StageMediaTimingFunction(curve: curve)
    case .spring(let spring, let velocity):
      let springAnimation = StageSpringAnimation(keyPath: keyPath)
      springAnimation.mass = spring.mass
      springAnimation.stiffness = spring.stiffness
      springAnimation.damping = spring.damping
      springAnimation.initialVelocity = velocity
      animation = springAnimation
    }
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    animation.beginTime = now + delay
    animation.fillMode = .backwards
    runningAnimations += 1
    // The animation keeps the transaction alive until it stops: nothing else holds it once
    // the block has returned.
    animation.stopObserver = { finished in
      self.animationStopped(finished: finished)
    }
    layer.add(animation, forKey: keyPath)
  }

  private func animationStopped(finished: Bool) {
    runningAnimations -= 1
    if !finished { allFinished = false }
    if runningAnimations == 0 && blockEnded { complete() }
  }

  private func complete() {
    guard !completed else { return }
    completed = true
    completion?(allFinished)
  }
}
