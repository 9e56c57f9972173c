import Foundation
import Transit

/// The animation controller Transit installs on the stage: it plays a ``Transition`` for
/// one operation by the container rules.
///
/// Users rarely make one: `navigationController.transit`, `tabBarController.transit` and
/// `viewController.transit` install them. It is public so that a hand-written delegate can
/// return one:
///
/// ```swift
/// func navigationController(_ navigationController: StageNavigationController,
///   animationControllerFor operation: StageNavigationOperation,
///   from fromVC: StageViewController, to toVC: StageViewController
/// ) -> (any StageViewControllerAnimatedTransitioning)? {
///   StageTransitAnimator(.push(.left), operation: operation == .push ? .push : .pop)
/// }
/// ```
@MainActor
public final class StageTransitAnimator: StageViewControllerAnimatedTransitioning {
  /// The transition it plays.
  public let transition: Transition
  /// The operation it plays it for.
  public let operation: TransitionOperation

  /// The player of the transition in flight.
  var player: StageTransitPlayer?
  /// The context of the transition in flight.
  var context: (any StageViewControllerContextTransitioning)?
  /// Counts timers scheduled, so a completion or tick scheduled earlier is ignored once the
  /// transition's timing changes (grabbed, released, finished).
  var generation = 0
  /// The clock time at which the transition's time 0 was, while it plays by itself.
  var playbackStart = 0.0
  /// The driver while a gesture drives the transition or its completion; `nil` while it
  /// plays by itself.
  var driver: InteractionDriver?
  /// The display link moving a released transition on.
  var displayLink: StageDisplayLink?

  /// Whether the next transition starts driven by a gesture: the installer sets it when a
  /// gesture begins the transition, so it offers this animator as the interaction
  /// controller only then (rule 8).
  public var startsInteractively = false

  /// Creates an animator.
  ///
  /// - Parameters:
  ///   - transition: The transition to play.
  ///   - operation: The operation it plays for.
  public init(_ transition: Transition, operation: TransitionOperation) {
    self.transition = transition
    self.operation = operation
  }

  /// The timeline's duration for the context's scene.
  ///
  /// - Parameter transitionContext: The context; `nil` gives the transition's own pacing's
  ///   duration.
  /// - Returns: Seconds.
  public func transitionDuration(
    using transitionContext: (any StageViewControllerContextTransitioning)?
  ) -> Double {
    if let player { return player.duration }
    guard let transitionContext else {
      return (transition.timing ?? transition.effect.defaultTiming).duration
    }
    return StageTransitPlayer(
      transition: transition, operation: operation, context: transitionContext
    ).duration
  }

  /// Puts the nodes on screen and plays the timeline; completes the transition when it
  /// ends.
  ///
  /// - Parameter transitionContext: The context.
  public func animateTransition(
    using transitionContext: any StageViewControllerContextTransitioning
  ) {
    let player = StageTransitPlayer(
      transition: transition, operation: operation, context: transitionContext)
    self.player = player
    self.context = transitionContext
    player.realize()
    play(from: 0)
  }

  /// Plays by itself from a point of the transition to its end, then completes it.
  func play(from time: Double) {
    guard let player else { return }
    driver = nil
    player.play(from: time)
    playbackStart = now - time
    generation += 1
    let current = generation
    // Holds the animator until the end, so a transition always completes.
    schedule(at: playbackStart + player.duration) {
      guard self.generation == current else { return }
      self.complete(finished: !(self.context?.transitionWasCancelled ?? false))
    }
  }

  /// Cleans up and completes the transition in flight.
  func complete(finished: Bool) {
    guard let player, let context else { return }
    generation += 1
    self.player = nil
    self.context = nil
    driver = nil
    displayLink?.invalidate()
    displayLink = nil
    player.cleanUp(finished: finished)
    context.completeTransition(finished)
  }

  /// The clock's time.
  var now: Double { context?.containerView.layer.clock?.now ?? 0 }

  /// Runs an action at a clock time (at once without a clock).
  func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) {
    if let clock = context?.containerView.layer.clock {
      clock.schedule(at: time, action)
    } else {
      action()
    }
  }
}
