#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  // Gestures drive a Transit transition through its animator: the engine's animator core
  // decides and paces (and replays what a gesture did while UIKit was getting the
  // transition ready); a released transition finishes on the layers' clock, or is moved on
  // by a display link where it cannot.

  extension TransitAnimator: UIViewControllerInteractiveTransitioning {
    /// Whether a gesture drives the transition from its start; otherwise it starts playing
    /// by itself, and a touch can grab it later (the animator is its own interaction
    /// controller for every transition, so that UIKit lets it pause).
    public var wantsInteractiveStart: Bool { core.startsInteractively }

    /// Starts the transition, held at its beginning for a gesture to drive when the
    /// context is interactive, playing by itself otherwise; interruptible either way.
    ///
    /// - Parameter transitionContext: The context.
    public func startInteractiveTransition(
      _ transitionContext: any UIViewControllerContextTransitioning
    ) {
      core.startAsInteractionController(
        in: UIKitTransitionHostContext(transitionContext),
        driven: transitionContext.isInteractive)
    }
  }
#endif
