/// A host's animation controller for a ``Transition``: the host wraps its transition
/// context and forwards UIKit's (or the stage's) calls to the engine's
/// ``TransitionAnimatorCore``; this protocol's extension gives every host the same API for
/// driving the transition by hand, written once.
///
/// ```swift
/// let animator = TransitAnimator(.slide, operation: .push)   // UIKit or the stage
/// // …in a gesture handler:
/// animator.updateInteraction(progress: 0.4)
/// animator.endInteraction(velocity: 1.2)
/// ```
@MainActor
public protocol TransitionAnimating: AnyObject {
  /// The host's transition context.
  associatedtype Context: TransitionHostContext

  /// The engine's animator logic, playing in the host's contexts.
  var core: TransitionAnimatorCore<Context> { get }

  /// Wraps an animator core (the installer makes one for each transition it answers).
  ///
  /// - Parameter core: The core.
  init(core: TransitionAnimatorCore<Context>)
}

extension TransitionAnimating {
  /// Creates an animator for a transition and the operation it plays for.
  ///
  /// - Parameters:
  ///   - transition: The transition to play.
  ///   - operation: The operation it plays for.
  public init(_ transition: Transition, operation: TransitionOperation) {
    self.init(core: TransitionAnimatorCore(transition, operation: operation))
  }

  /// The transition it plays.
  public var transition: Transition { core.transition }

  /// The operation it plays it for.
  public var operation: TransitionOperation { core.operation }

  /// Whether the next transition starts driven by a gesture: an installer sets it when a
  /// gesture begins the transition; it is the interaction controller's
  /// `wantsInteractiveStart`, so the transition is interactive only then
  /// (docs/design.md#r8).
  public var startsInteractively: Bool {
    get { core.startsInteractively }
    set { core.startsInteractively = newValue }
  }

  /// The scene of the transition in flight, as the host described it; `nil` before it
  /// starts and after it completes.
  public var sceneInFlight: TransitionScene? { core.player?.scene }

  /// The timeline in flight, compiled from ``sceneInFlight``; `nil` before the transition
  /// starts and after it completes.
  public var timelineInFlight: Timeline? { core.player?.timeline }

  /// How far the transition is, as on screen: 0 at the start, 1 at the end.
  public var progress: Double { core.progress }

  /// Whether a gesture is driving the transition now.
  public var isDriven: Bool { core.isDriven }

  /// Whether a transition is in flight.
  public var isInFlight: Bool { core.isInFlight }

  /// Whether a touch can grab the transition in flight (it is interruptible).
  public var canBeGrabbed: Bool { core.canBeGrabbed }

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
  /// interruptible model), if it is interruptible
  /// (``TransitionAnimatorCore/isInterruptible``).
  ///
  /// - Returns: Whether there was a transition to grab.
  @discardableResult
  public func grab() -> Bool {
    core.grab()
  }
}
