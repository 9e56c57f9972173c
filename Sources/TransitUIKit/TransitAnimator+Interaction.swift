#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  // Gestures drive a Transit transition through its animator: the engine's animator core
  // decides and paces (and replays what a gesture did while UIKit was getting the
  // transition ready); a display link moves a released transition on.

  extension TransitAnimator: UIViewControllerInteractiveTransitioning {
    /// Starts the transition held at its beginning, for a gesture to drive.
    ///
    /// - Parameter transitionContext: The context.
    public func startInteractiveTransition(
      _ transitionContext: any UIViewControllerContextTransitioning
    ) {
      core.startInteractive(in: UIKitTransitionHostContext(transitionContext))
    }
  }
#endif
