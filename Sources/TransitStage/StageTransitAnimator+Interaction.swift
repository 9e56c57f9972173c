import Foundation
import StageKit
import Transit

// Gestures drive a Transit transition through its animator: the engine's animator core
// decides and paces; the stage's display link moves a released transition on.

extension StageTransitAnimator: StageViewControllerInteractiveTransitioning {
  /// Starts the transition held at its beginning, for a gesture to drive.
  ///
  /// - Parameter transitionContext: The context.
  public func startInteractiveTransition(
    _ transitionContext: any StageViewControllerContextTransitioning
  ) {
    core.startInteractive(in: StageTransitionHostContext(transitionContext))
  }

  /// How far the transition is, as on screen: 0 at the start, 1 at the end.
  public var progress: Double { core.progress }

  /// Whether a gesture is driving the transition now.
  public var isDriven: Bool { core.isDriven }

  /// Moves a driven transition to a progress.
  ///
  /// - Parameters:
  ///   - progress: The progress, clamped to 0…1; NaN is ignored.
  ///   - velocity: The gesture's speed in progress per second, if it knows it; otherwise
  ///     the driver estimates it.
  public func updateInteraction(progress: Double, velocity: Double? = nil) {
    core.updateInteraction(progress: progress, velocity: velocity)
  }

  /// Releases a driven transition: the transition's completion policy decides whether it
  /// finishes or goes back, and it carries on from the release velocity.
  ///
  /// - Parameter velocity: The release speed in progress per second; `nil` uses the
  ///   driver's estimate.
  public func endInteraction(velocity: Double? = nil) {
    core.endInteraction(velocity: velocity)
  }

  /// Ends a driven transition by going back to its start, as a cancelled gesture does.
  public func cancelInteraction() {
    core.cancelInteraction()
  }

  /// Grabs the transition in flight: a completion stops where it is on screen, and a
  /// transition playing by itself becomes driven from its current progress (the iOS 10
  /// interruptible model).
  ///
  /// - Returns: Whether there was a transition to grab.
  @discardableResult
  public func grab() -> Bool {
    core.grab()
  }
}
