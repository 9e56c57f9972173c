import Foundation
import Transit

/// The twin of `UIViewPropertyAnimator`: view animations that can be started, paused,
/// scrubbed, reversed, continued, stopped and finished — the interruptible animator of
/// the iOS 10 transition model.
///
/// The animation blocks run when the animator first starts or pauses; each change becomes
/// a layer animation over ``duration`` along the animator's curve or spring, which the
/// animator then drives itself (it pauses them, sets their time, reverses them). When it
/// ends it leaves the views at the end values, or back at the start values when it ran
/// reversed, and calls its completions with that position.
///
/// Scrubbing follows UIKit (docs/uikit-behaviour.md#b31):
/// setting ``fractionComplete`` on a paused animator moves the views linearly with it
/// (``scrubsLinearly``, the default) or along the animator's timing; resuming after a
/// linear scrub, or ``continueAnimation(withTimingParameters:durationFactor:)`` with new
/// timing parameters, runs the rest from what is on screen to the end (or the start)
/// along the animator's or the new timing, over the remaining share of the duration times
/// the duration factor.
///
/// ```swift
/// let animator = StageViewPropertyAnimator(duration: 0.4, curve: .easeInOut) {
///   card.center = target
/// }
/// animator.addCompletion { position in … }
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.3      // follow a finger: 30 % of the way
/// animator.isReversed = true
/// animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
/// ```
///
/// Difference from UIKit, documented: time is measured on the window's clock.
@MainActor
open class StageViewPropertyAnimator: StageViewImplicitlyAnimating {
  /// The length of the animation.
  public let duration: Double
  /// The animator's own curve or spring.
  private let pacing: any StageTimingCurveProvider
  private let timing: StageAnimationTransaction.Timing

  /// The animator's state.
  public private(set) var state: StageViewAnimatingState = .inactive
  /// Whether it is running.
  public private(set) var isRunning = false
  /// Whether it stays paused at its end instead of finishing (then call
  /// ``stopAnimation(_:)`` and ``finishAnimation(at:)``, or reverse it).
  public var pausesOnCompletion = false
  /// Whether it can be interrupted; the stage's always can.
  public var isInterruptible = true
  /// Whether setting ``fractionComplete`` on a paused animator moves the views linearly
  /// with it (`true`, UIKit's default since iOS 11) or along the animator's curve or
  /// spring (`false`).
  public var scrubsLinearly = true

  /// The curve or spring the animator was made with, as `UIViewPropertyAnimator.timingParameters`.
  public var timingParameters: (any StageTimingCurveProvider)? { pacing }

  /// Whether it runs towards its start; changing it while running turns it around.
  public var isReversed = false {
    didSet {
      guard oldValue != isReversed, isRunning else { return }
      run(along: nil)
    }
  }

  private var blocks: [() -> Void] = []
  private var completions: [(StageViewAnimatingPosition) -> Void] = []

  /// One animated property: its layer, key, the layer's copy of the animation, the value
  /// it started from, and what the animation did as captured.
  private struct Tracked {
    let layer: StageLayer
    let key: String
    let animation: StageAnimation
    let start: AnimationValue?
    /// The captured values along the animator's timing.
    let own: LayerAnimation.Content
    let ownDuration: Double
    /// The animator's progress when it was captured: 0, or later for animations added to
    /// an active animator.
    let origin: Double
  }

  /// What the tracked animations show.
  private enum Shape {
    /// As captured: the animator's timing, driven by their time.
    case own
    /// From their start to their end values in step with the progress (a linear scrub).
    case linear
    /// From where they were to the end (or the start) along a timing, over the time left.
    case remainder(any StageTimingCurveProvider)
  }

  private var tracked: [Tracked] = []
  private var shape = Shape.own
  private var clock: StageClock?
  /// Progress in seconds of the animation's own time, at `anchorTime`.
  private var anchorProgress: Double = 0
  private var anchorTime: Double = 0
  private var rate: Double = 1
  /// The direction the animations run in since `anchorTime`.
  private var runsBackwards = false
  private var generation = 0

  /// An animator along one of UIKit's curves.
  ///
  /// - Parameters:
  ///   - duration: Seconds; negative or non-finite means 0.
  ///   - curve: The curve.
  ///   - animations: The changes, or `nil` to add them later.
  public convenience init(
    duration: Double, curve: TimingCurve.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: StageCubicTimingParameters(animationCurve: curve))
    if let animations { blocks.append(animations) }
  }

  /// An animator along a cubic Bézier curve.
  ///
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - point1: The first control point.
  ///   - point2: The second control point.
  ///   - animations: The changes.
  public convenience init(
    duration: Double, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: StageCubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { blocks.append(animations) }
  }

  /// An animator on a spring of a damping ratio (response `duration`, as the stage's
  /// spring block animations), cut at `duration`.
  ///
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - ratio: The damping ratio.
  ///   - animations: The changes.
  public convenience init(
    duration: Double, dampingRatio ratio: Double, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: StageSpringTimingParameters(dampingRatio: CGFloat(ratio)))
    if let animations { blocks.append(animations) }
  }

  /// An animator with timing parameters, as `UIViewPropertyAnimator(duration:timingParameters:)`.
  ///
  /// ```swift
  /// StageViewPropertyAnimator(
  ///   duration: 0.5, timingParameters: StageSpringTimingParameters(dampingRatio: 0.8))
  /// ```
  ///
  /// - Parameters:
  ///   - duration: Seconds; negative or non-finite means 0.
  ///   - parameters: The curve or spring.
  public init(duration: Double, timingParameters parameters: any StageTimingCurveProvider) {
    self.duration = duration.isFinite ? max(0, duration) : 0
    self.pacing = parameters
    self.timing = parameters.stageTiming(duration: self.duration)
  }

  /// Adds changes to animate. Before the animator starts they join the others; once
  /// active they animate over the remaining time, `(1 − fractionComplete) × duration`.
  ///
  /// - Parameter animation: The changes.
  public func addAnimations(_ animation: @escaping () -> Void) {
    guard state != .inactive else {
      blocks.append(animation)
      return
    }
    let known = tracked.count
    let origin = progress
    capture(animation, duration: max(duration - origin, 1e-6), origin: origin)
    if isRunning {
      run(along: nil)
    } else {
      // They wait at their start until the animator moves on.
      for item in tracked[known...] {
        item.animation.speed = 0
        item.animation.timeOffset = 0
      }
    }
  }

  /// Adds a block to run when the animator ends.
  ///
  /// - Parameter completion: Receives where the views ended.
  public func addCompletion(_ completion: @escaping (StageViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// How far the animation is in time, 0…1. Setting it scrubs a paused animator (and
  /// starts an inactive one paused): the views move to that fraction of the way, or to the
  /// timing's value there when ``scrubsLinearly`` is `false`. A running animator ignores
  /// it, as UIKit does. NaN means 0.
  public var fractionComplete: CGFloat {
    get { duration > 0 ? min(max(progress / duration, 0), 1) : (state == .inactive ? 0 : 1) }
    set {
      if state == .inactive { pauseAnimation() }
      guard state == .active, !isRunning else { return }
      let fraction = newValue.isNaN ? 0 : min(max(Double(newValue), 0), 1)
      anchorProgress = fraction * duration
      reshape(linearly: scrubsLinearly)
      drive()
    }
  }

  /// Starts or resumes the animation; after a linear scrub the rest runs along the
  /// animator's timing again.
  public func startAnimation() {
    if state == .inactive { activate() }
    guard state == .active else { return }
    run(along: nil)
  }

  /// Starts the animation after a delay.
  ///
  /// - Parameter delay: Seconds; negative or non-finite means 0.
  public func startAnimation(afterDelay delay: TimeInterval) {
    guard state == .inactive else { return }
    activate()
    let wait = delay.isFinite ? max(0, delay) : 0
    guard wait > 0, let clock else {
      run(along: nil)
      return
    }
    let token = generation
    clock.schedule(at: clock.now + wait) { [weak self] in
      guard let self, self.generation == token else { return }
      self.run(along: nil)
    }
  }

  /// Pauses the animation where it is; an inactive animator becomes active, paused at 0.
  public func pauseAnimation() {
    if state == .inactive { activate() }
    guard state == .active else { return }
    anchorProgress = progress
    isRunning = false
    generation += 1
    if case .remainder = shape {
      freezeRemainder()
    } else {
      drive()
    }
  }

  /// Stops the animation where it is: the views keep what is on screen.
  ///
  /// - Parameter withoutFinishing: `true` ends it now, without completions; `false` leaves
  ///   it stopped until ``finishAnimation(at:)``.
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    generation += 1
    isRunning = false
    for item in tracked {
      if let onScreen = item.layer.presentationValue(forKeyPath: item.key) {
        StageView.performWithoutAnimation {
          item.layer.setModelValue(onScreen, forKeyPath: item.key)
        }
      }
    }
    removeTrackedAnimations()
    state = withoutFinishing ? .inactive : .stopped
    if withoutFinishing { completions.removeAll() }
  }

  /// Finishes a stopped animator at a position, then runs the completions.
  ///
  /// - Parameter finalPosition: `.end` puts the end values, `.start` the start values,
  ///   `.current` keeps what is on screen.
  public func finishAnimation(at finalPosition: StageViewAnimatingPosition) {
    guard state == .stopped else { return }
    finish(at: finalPosition)
  }

  /// Resumes a paused (or running) animator.
  ///
  /// - Parameters:
  ///   - parameters: New timing: the rest runs from what is on screen along it; `nil`
  ///     keeps the animator's own.
  ///   - durationFactor: The factor on the duration, so on the time left; non-positive or
  ///     non-finite means 1.
  public func continueAnimation(
    withTimingParameters parameters: (any StageTimingCurveProvider)?, durationFactor: CGFloat
  ) {
    guard state == .active else { return }
    let durationFactor = Double(durationFactor)
    rate = durationFactor.isFinite && durationFactor > 0 ? 1 / durationFactor : 1
    run(along: parameters)
  }

  // MARK: Driving

  /// Seconds of the animation's own time reached now.
  private var progress: Double {
    guard isRunning, let clock else { return anchorProgress }
    let moved = (clock.now - anchorTime) * rate
    let value = runsBackwards ? anchorProgress - moved : anchorProgress + moved
    return min(max(value, 0), duration)
  }

  /// Seconds left to the end in the current direction, at the current rate.
  private var remainingTime: Double {
    (isReversed ? progress : duration - progress) / rate
  }

  /// Runs the animation blocks as layer animations the animator keeps.
  private func activate() {
    state = .active
    anchorProgress = 0
    shape = .own
    let pending = blocks
    blocks.removeAll()
    capture({ for block in pending { block() } }, duration: duration, origin: 0)
    drive()
  }

  private func capture(_ changes: () -> Void, duration: Double, origin: Double) {
    let transaction = StageAnimationTransaction(
      duration: duration, delay: 0, timing: timing, overridesDuration: true,
      overridesTiming: true, completion: nil)
    transaction.willAttach = { _, _, animation in
      animation.fillMode = .both
      animation.isRemovedOnCompletion = false
      // The animator, not the block, decides when these end.
      animation.stopObserver = nil
    }
    transaction.didAttach = { [weak self] layer, key, animation in
      guard let self,
        let own = layer.attachedAnimations.first(where: { $0.animation === animation })?.content
      else { return }
      self.clock = self.clock ?? layer.clock
      let basic = animation as? StageBasicAnimation
      var start = basic?.fromValue as? AnimationValue
      if animation.isAdditive, let difference = start, let model = layer.modelValue(forKeyPath: key)
      {
        start = StageAnimationValue.sum(model, difference)
      }
      // Its own clock: the animator sets its time from here on.
      animation.beginTime = layer.currentLocalTime ?? 0
      self.tracked.append(
        Tracked(
          layer: layer, key: key, animation: animation, start: start, own: own,
          ownDuration: animation.duration, origin: origin))
    }
    transaction.run(changes)
  }

  /// Sets every animation running from the current progress in the current direction,
  /// along new timing, or along the animator's own after a linear scrub, from what is on
  /// screen; then schedules the end.
  private func run(along parameters: (any StageTimingCurveProvider)?) {
    guard state == .active else { return }
    anchorProgress = progress
    isRunning = true
    generation += 1
    anchorTime = clock?.now ?? 0
    runsBackwards = isReversed
    switch (parameters, shape) {
    case (let parameters?, _): runRemainder(along: parameters)
    case (nil, .linear): runRemainder(along: pacing)
    case (nil, .remainder(let current)): runRemainder(along: current)
    case (nil, .own): drive()
    }
    let token = generation
    let end = anchorTime + remainingTime
    guard let clock else {
      reachEnd()
      return
    }
    // Held until its end, as UIKit keeps a running animator alive: code that starts a
    // local animator and lets it go still gets its completion.
    clock.schedule(at: end) {
      guard self.generation == token else { return }
      self.reachEnd()
    }
  }

  /// Times the animations from the animator's progress, frozen while paused: as captured,
  /// or linear over the same time after a linear scrub.
  private func drive() {
    let speed = isRunning ? (runsBackwards ? -rate : rate) : 0
    for item in tracked {
      item.animation.speed = Float(speed)
      item.animation.timeOffset = max(0, anchorProgress - item.origin)
      item.animation.beginTime = item.layer.currentLocalTime ?? 0
    }
  }

  /// Puts the captured values back, along the animator's timing or linear.
  private func reshape(linearly: Bool) {
    for item in tracked {
      var content = item.own
      if linearly, let (from, to) = Self.ends(of: item.own) {
        content = .keyframes(values: [from, to], keyTimes: [0, 1], timingFunctions: [.linear])
      }
      replaceContent(of: item, with: content)
      item.animation.duration = item.ownDuration
    }
    shape = linearly ? .linear : .own
  }

  /// Re-times every animation from what it shows now to its end (or its start, reversed)
  /// along a timing, over the time left, running from now.
  private func runRemainder(along parameters: any StageTimingCurveProvider) {
    let time = max(remainingTime, 1e-6)
    let timing = parameters.stageTiming(duration: time)
    for item in tracked {
      guard let now = item.layer.currentLocalTime,
        let attached = item.layer.attachedAnimations.first(where: {
          $0.animation === item.animation
        }),
        let current = StageLayer.value(of: attached, atLayerTime: now),
        let (from, to) = Self.ends(of: item.own)
      else { continue }
      let target = runsBackwards ? from : to
      switch timing {
      case .curve(let curve):
        replaceContent(
          of: item,
          with: .keyframes(values: [current, target], keyTimes: [0, 1], timingFunctions: [curve]))
      case .spring(let spring, let velocity):
        replaceContent(
          of: item,
          with: .spring(
            from: current, to: target, mass: spring.mass, stiffness: spring.stiffness,
            damping: spring.damping, initialVelocity: velocity))
      }
      item.animation.duration = time
      item.animation.speed = 1
      item.animation.timeOffset = 0
      item.animation.beginTime = now
    }
    shape = .remainder(parameters)
  }

  /// Freezes re-timed animations where they are.
  private func freezeRemainder() {
    for item in tracked {
      let now = item.layer.currentLocalTime ?? 0
      let local = item.animation.timing.localTime(atParentTime: now) ?? 0
      item.animation.speed = 0
      item.animation.timeOffset = min(max(local, 0), item.animation.duration)
    }
  }

  private func replaceContent(of item: Tracked, with content: LayerAnimation.Content) {
    guard
      let index = item.layer.attachedAnimations.firstIndex(where: {
        $0.animation === item.animation
      })
    else { return }
    item.layer.attachedAnimations[index].content = content
  }

  /// The first and last values of an animation.
  private static func ends(of content: LayerAnimation.Content) -> (AnimationValue, AnimationValue)?
  {
    switch content {
    case .keyframes(let values, _, _):
      guard let first = values.first, let last = values.last else { return nil }
      return (first, last)
    case .spring(let from, let to, _, _, _, _):
      return (from, to)
    }
  }

  private func reachEnd() {
    anchorProgress = isReversed ? 0 : duration
    if pausesOnCompletion {
      pauseAnimation()
    } else {
      finish(at: isReversed ? .start : .end)
    }
  }

  private func finish(at position: StageViewAnimatingPosition) {
    generation += 1
    isRunning = false
    switch position {
    case .start:
      for item in tracked {
        if let start = item.start {
          StageView.performWithoutAnimation {
            item.layer.setModelValue(start, forKeyPath: item.key)
          }
        }
      }
    case .current:
      for item in tracked {
        if let onScreen = item.layer.presentationValue(forKeyPath: item.key) {
          StageView.performWithoutAnimation {
            item.layer.setModelValue(onScreen, forKeyPath: item.key)
          }
        }
      }
    case .end:
      break  // the model already holds the end values
    }
    removeTrackedAnimations()
    state = .inactive
    let blocks = completions
    completions.removeAll()
    for completion in blocks { completion(position) }
  }

  private func removeTrackedAnimations() {
    for item in tracked {
      item.layer.attachedAnimations.removeAll { $0.animation === item.animation }
    }
    tracked.removeAll()
  }
}
