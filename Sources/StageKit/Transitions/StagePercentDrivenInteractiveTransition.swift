import Foundation
import Transit

/// The twin of `UIPercentDrivenInteractiveTransition`: an interaction controller that
/// scrubs the animator's view animations with a gesture's progress, then lets them finish
/// or return.
///
/// It works with layer time, as UIKit's pre-iOS 10 mechanism and its reimplementations do
/// (docs/uikit-behaviour.md#b4-1-2): the container's layer is frozen (`speed` 0) before
/// `animateTransition(using:)` runs, and ``update(_:)`` sets its `timeOffset` to
/// `percentComplete × duration`. ``finish()`` and ``cancel()`` re-time every view
/// animation in the container from what is on screen to its end value (finish) or to what
/// was on screen at the start (cancel), over the remaining share of the duration divided by
/// ``completionSpeed``, along ``completionCurve``; the model values follow, so a cancelled
/// transition leaves every animated property as it was. The animations' completions then
/// run as usual, and the animator calls `completeTransition(!transitionWasCancelled)`.
///
/// Explicit layer animations the animator adds (not made by `StageView.animate`) are
/// frozen and scrubbed with the container too, and continue at normal speed from where
/// they were once the gesture ends.
///
/// ```swift
/// let interaction = StagePercentDrivenInteractiveTransition()
/// // in the gesture handler:
/// interaction.update(translation / width)
/// if velocity > 0 || interaction.percentComplete > 0.5 { interaction.finish() } else { interaction.cancel() }
/// ```
@MainActor
open class StagePercentDrivenInteractiveTransition: StageViewControllerInteractiveTransitioning {
  /// The transition's duration, read from the animator when the transition starts.
  public private(set) var duration: Double = 0
  /// The progress last passed to ``update(_:)``.
  public private(set) var percentComplete: Double = 0
  /// How fast the remainder runs after ``finish()`` or ``cancel()``: the remaining time is
  /// divided by it. Non-positive or non-finite values mean 1.
  public var completionSpeed: Double = 1
  /// The curve of the remainder.
  public var completionCurve: TimingCurve.AnimationCurve = .easeInOut
  /// Whether the transition starts driven (`true`, UIKit's default).
  public var wantsInteractiveStart = true
  /// The curve or spring an interruptible animator continues along after `finish()` or
  /// `cancel()` (`UIPercentDrivenInteractiveTransition.timingCurve`, iOS 10); `nil` keeps
  /// the animator's. Ignored without an interruptible animator, as in UIKit.
  public var timingCurve: (any StageTimingCurveProvider)?

  // Weak: the transition holds its context, and the animator its interruptible animator,
  // until the transition completes; then these let go by themselves.
  private weak var context: (any StageViewControllerContextTransitioning)?
  /// The animator's interruptible animator, when it has one: driven instead of layer time.
  private weak var interruptible: (any StageViewImplicitlyAnimating)?
  /// The context of a transition released to its layer-time completion: ``pause()`` still
  /// forwards to it, as UIKit's does, and the context refuses it.
  private weak var releasedContext: (any StageViewControllerContextTransitioning)?

  /// Creates an interaction controller.
  public init() {}

  /// Freezes the container's layer time and lets the animator set up its animations.
  ///
  /// - Parameter transitionContext: The context.
  open func startInteractiveTransition(
    _ transitionContext: any StageViewControllerContextTransitioning
  ) {
    context = transitionContext
    percentComplete = 0
    let animator = (transitionContext as? StageTransitionContext)?.animator
    duration = animator?.transitionDuration(using: transitionContext) ?? 0
    // iOS 10: an interruptible animator is paused and scrubbed itself
    // (docs/uikit-behaviour.md#b4-1-4), or, for a start that is not interactive, started
    // running, to be grabbed later with `pause()`; otherwise the container's layer time is.
    if let interruptible = (animator as? any StageInterruptibleAnimatedTransitioning)?
      .interruptibleAnimator(using: transitionContext)
    {
      self.interruptible = interruptible
      if transitionContext.isInteractive {
        interruptible.pauseAnimation()
      } else {
        interruptible.startAnimation()
      }
      return
    }
    let container = transitionContext.containerView.layer
    container.speed = 0
    container.timeOffset = 0
    (transitionContext as? StageTransitionContext)?.onCompletionWhileDriven = {
      [weak self, weak container] in
      // Completed before `finish()` or `cancel()`: nothing is left to play, only the
      // container to set running for the transitions that reuse it.
      self?.context = nil
      container?.speed = 1
      container?.timeOffset = 0
      container?.beginTime = 0
    }
    animator?.animateTransition(using: transitionContext)
  }

  /// Moves the transition to a progress.
  ///
  /// - Parameter percentComplete: From 0 to 1; values outside are clamped, NaN means 0
  ///   (UIKit's own clamping is undocumented; reimplementations clamp).
  open func update(_ percentComplete: CGFloat) {
    guard let context else { return }
    let percentComplete = Double(percentComplete)
    let clamped = percentComplete.isNaN ? 0 : min(max(percentComplete, 0), 1)
    self.percentComplete = clamped
    context.updateInteractiveTransition(CGFloat(clamped))
    if let interruptible {
      interruptible.fractionComplete = CGFloat(clamped)
    } else {
      context.containerView.layer.timeOffset = clamped * duration
    }
  }

  /// Makes a transition driven again (iOS 10): forwards to the context's
  /// `pauseInteractiveTransition()` and pauses an interruptible animator where it is.
  /// Grabbing a transition already running is only possible with an interruptible animator,
  /// as in UIKit.
  open func pause() {
    guard let context = context ?? releasedContext else { return }
    context.pauseInteractiveTransition()
    if let interruptible {
      interruptible.pauseAnimation()
      percentComplete = Double(interruptible.fractionComplete)
    }
  }

  /// Ends the interaction and lets the transition finish.
  open func finish() {
    guard let context else { return }
    context.finishInteractiveTransition()
    complete(towardsEnd: true, in: context)
  }

  /// Ends the interaction and lets the transition return to its start.
  open func cancel() {
    guard let context else { return }
    context.cancelInteractiveTransition()
    complete(towardsEnd: false, in: context)
  }

  /// Re-times the container's animations from what is on screen to where the transition
  /// ends (or began), and unfreezes the container.
  private func complete(
    towardsEnd: Bool, in context: any StageViewControllerContextTransitioning
  ) {
    if let interruptible {
      // Kept: a touch during the completion can grab it again (``pause()``).
      let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
      interruptible.isReversed = !towardsEnd
      interruptible.continueAnimation(
        withTimingParameters: timingCurve, durationFactor: CGFloat(1 / speed))
      return
    }
    self.context = nil
    releasedContext = context
    (context as? StageTransitionContext)?.onCompletionWhileDriven = nil
    let container = context.containerView.layer
    let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
    let share = towardsEnd ? 1 - percentComplete : percentComplete
    let remaining = share * duration / speed

    // What runs in the container now: view-block animations to re-time, explicit ones to
    // carry on.
    var retimed: [(layer: StageLayer, root: String, observers: [@MainActor (Bool) -> Void])] = []
    var explicit: [StageAnimation] = []
    container.visitTree { layer in
      for attached in layer.attachedAnimations where !attached.hasFinished {
        if let observer = attached.animation.stopObserver {
          let root = StageLayer.rootKeyPath(of: attached.keyPath)
          if let index = retimed.firstIndex(where: { $0.layer === layer && $0.root == root }) {
            retimed[index].observers.append(observer)
          } else {
            retimed.append((layer, root, [observer]))
          }
        } else {
          explicit.append(attached.animation)
        }
      }
    }
    let onScreen = retimed.map { $0.layer.presentationValue(forKeyPath: $0.root) }
    // Where the transition began: the animations scrubbed back to progress 0.
    let scrubbed = container.timeOffset
    container.timeOffset = 0
    let atStart = retimed.map { $0.layer.presentationValue(forKeyPath: $0.root) }
    container.timeOffset = scrubbed
    let localBefore = container.currentLocalTime ?? 0

    for entry in retimed {
      entry.layer.attachedAnimations.removeAll {
        $0.animation.stopObserver != nil && StageLayer.rootKeyPath(of: $0.keyPath) == entry.root
      }
    }
    container.speed = 1
    container.timeOffset = 0
    container.beginTime = 0
    // Explicit animations continue from where they were frozen.
    let shift = (container.currentLocalTime ?? 0) - localBefore
    for animation in explicit { animation.beginTime += shift }

    let curve = TimingCurve(completionCurve)
    for (index, entry) in retimed.enumerated() {
      guard let from = onScreen[index],
        let to = towardsEnd ? entry.layer.modelValue(forKeyPath: entry.root) : atStart[index]
      else { continue }
      StageView.performWithoutAnimation { entry.layer.setModelValue(to, forKeyPath: entry.root) }
      let animation = StageBasicAnimation(keyPath: entry.root)
      animation.fromValue = from
      animation.toValue = to
      animation.duration = max(remaining, 1e-6)
      animation.timingFunction = StageMediaTimingFunction(curve: curve)
      let observers = entry.observers
      animation.stopObserver = { finished in
        for observer in observers { observer(finished) }
      }
      entry.layer.add(animation, forKey: entry.root)
    }
  }
}
