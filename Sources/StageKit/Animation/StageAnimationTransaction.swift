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

  /// The properties UIKit animates additively since iOS 8: a new animation adds to the
  /// running ones instead of replacing them, so both run to their ends (WWDC 2014 session
  /// 236; position and bounds observed in the animations UIKit adds). Whether `transform`
  /// joins them is not documented; the stage replaces it, like every other property.
  static let additiveKeyPaths: Set<String> = ["position", "bounds"]

  let duration: Double
  let delay: Double
  let timing: Timing
  private let completion: (@MainActor (Bool) -> Void)?
  private var runningAnimations = 0
  private var allFinished = true
  private var clock: StageClock?
  private var blockEnded = false
  private var completed = false

  /// Creates a block's transaction.
  ///
  /// Inside another block (View Programming Guide, "Nesting Animation Blocks"), the nested
  /// one starts with its parent and inherits the parent's duration and timing unless
  /// `overrideInheritedDuration` / `overrideInheritedCurve` say otherwise; its own delay
  /// adds to the parent's (how UIKit combines the two delays is not documented).
  ///
  /// - Parameters:
  ///   - duration: Seconds; NaN, infinite or negative mean 0.
  ///   - delay: Seconds; NaN, infinite or negative mean 0.
  ///   - timing: The curve or spring.
  ///   - overridesDuration: Whether a nested block keeps its own duration.
  ///   - overridesTiming: Whether a nested block keeps its own timing.
  ///   - completion: Runs once every animation of the block has stopped.
  init(
    duration: Double, delay: Double, timing: Timing, overridesDuration: Bool = false,
    overridesTiming: Bool = false, completion: (@MainActor (Bool) -> Void)?
  ) {
    let ownDuration = duration.isFinite ? max(0, duration) : 0
    let ownDelay = delay.isFinite ? max(0, delay) : 0
    if let parent = StageAnimationTransaction.current {
      self.duration = overridesDuration ? ownDuration : parent.duration
      self.timing = overridesTiming ? timing : parent.timing
      self.delay = parent.delay + ownDelay
    } else {
      self.duration = ownDuration
      self.timing = timing
      self.delay = ownDelay
    }
    self.completion = completion
  }

  /// Collects the changes of a keyframe block instead of animating each at once.
  var keyframeRecorder: StageKeyframeRecorder?

  /// Runs a block with this transaction current, then arranges the completion.
  func run(_ animations: () -> Void) {
    StageAnimationTransaction.$current.withValue(self) {
      animations()
    }
    if let recorder = keyframeRecorder {
      keyframeRecorder = nil
      for (layer, key, animation) in recorder.makeAnimations(duration: duration, delay: delay) {
        attach(animation, to: layer, forKey: key)
      }
    }
    blockEnded = true
    if runningAnimations == 0 {
      // Nothing animated: UIKit still calls the completion, on the next turn of the run
      // loop ("If the duration of the animation is 0, this block is performed at the
      // beginning of the next run loop cycle"). Without a window there is no run loop to
      // wait for, so it is called now.
      if let clock {
        clock.scheduleOnNextTurn { self.complete() }
      } else {
        complete()
      }
    }
  }

  /// Notes that the block set a property of a view's layer, animated or not: a layer in a
  /// window gives the block the run loop its completion waits for.
  func noteChange(on layer: StageLayer) {
    if clock == nil { clock = layer.clock }
  }

  /// Animates one property change of a view's layer.
  ///
  /// Additive properties animate the difference between the old and the new model value
  /// down to zero, on top of whatever already runs; the others animate from what was on
  /// screen to the new value, replacing a running animation of the same property.
  func animateChange(
    of keyPath: String, on layer: StageLayer, from onScreen: AnimationValue,
    oldModel: AnimationValue, to newValue: AnimationValue
  ) {
    guard duration > 0, let now = layer.currentLocalTime else { return }
    if let keyframeRecorder {
      keyframeRecorder.record(keyPath, on: layer, from: onScreen, to: newValue, layerTime: now)
      return
    }
    let additive =
      Self.additiveKeyPaths.contains(keyPath) && StageAnimationValue.isAdditive(newValue.kind)
    let animation: StageBasicAnimation
    switch timing {
    case .curve(let curve):
      animation = StageBasicAnimation(keyPath: keyPath)
      animation.timingFunction = StageMediaTimingFunction(curve: curve)
    case .spring(let spring, let velocity):
      let springAnimation = StageSpringAnimation(keyPath: keyPath)
      springAnimation.mass = CGFloat(spring.mass)
      springAnimation.stiffness = CGFloat(spring.stiffness)
      springAnimation.damping = CGFloat(spring.damping)
      springAnimation.initialVelocity = CGFloat(velocity)
      animation = springAnimation
    }
    if additive {
      animation.fromValue = StageAnimationValue.difference(oldModel, newValue)
      animation.toValue = StageAnimationValue.zero(like: newValue)
      animation.isAdditive = true
    } else {
      animation.fromValue = onScreen
      animation.toValue = newValue
    }
    animation.duration = duration
    animation.beginTime = now + delay
    // UIKit's block animations fill both ways; backwards is what shows during the delay.
    animation.fillMode = .backwards
    attach(animation, to: layer, forKey: additive ? Self.freeKey(for: keyPath, on: layer) : keyPath)
  }

  /// Adds one of the block's animations to a layer and counts it towards the completion.
  private func attach(_ animation: StageAnimation, to layer: StageLayer, forKey key: String) {
    runningAnimations += 1
    // The animation keeps the transaction alive until it stops: nothing else holds it once
    // the block has returned.
    animation.stopObserver = { finished in
      self.animationStopped(finished: finished)
    }
    willAttach?(layer, key, animation)
    layer.add(animation, forKey: key)
    if let added = layer.animation(forKey: key) { didAttach?(layer, key, added) }
  }

  /// Sees, and may adjust, each animation before it is added (a property animator keeps
  /// the block's animations for itself).
  var willAttach: (@MainActor (StageLayer, String, StageAnimation) -> Void)?
  /// Told of each animation added, as the layer's copy, with its layer and key.
  var didAttach: (@MainActor (StageLayer, String, StageAnimation) -> Void)?

  /// The key for a new additive animation: the key path, or, while earlier ones still run,
  /// the key path numbered (`"position-2"`, `"position-3"` …).
  private static func freeKey(for keyPath: String, on layer: StageLayer) -> String {
    let taken = Set(layer.animationKeys() ?? [])
    guard taken.contains(keyPath) else { return keyPath }
    var number = 2
    while taken.contains("\(keyPath)-\(number)") { number += 1 }
    return "\(keyPath)-\(number)"
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
