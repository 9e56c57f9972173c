#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  /// The animation controller Transit installs in UIKit: it plays a `Transition` for one
  /// operation by the container rules, with Core Animation.
  ///
  /// Users rarely make one: `navigationController.transit`, `tabBarController.transit` and
  /// `viewController.transit` install them. It is public so that a hand-written delegate
  /// can return one:
  ///
  /// ```swift
  /// func navigationController(_ navigationController: UINavigationController,
  ///   animationControllerFor operation: UINavigationController.Operation,
  ///   from fromVC: UIViewController, to toVC: UIViewController
  /// ) -> (any UIViewControllerAnimatedTransitioning)? {
  ///   TransitAnimator(.push(.left), operation: operation == .push ? .push : .pop)
  /// }
  /// ```
  ///
  /// What it does is the engine's `TransitionAnimatorCore`, the same as on the headless
  /// stage; the animator only hands it UIKit's context. Each track becomes a
  /// `CAKeyframeAnimation` or `CASpringAnimation` running in the render server; while a
  /// gesture drives the transition, the tracks are held at its progress; a release that
  /// finishes resumes the layers' time, and the render server plays the rest, while a
  /// `CADisplayLink` carries the other completions (going back, a dragged matched view).
  @MainActor
  public final class TransitAnimator: NSObject, UIViewControllerAnimatedTransitioning,
    TransitionAnimating
  {
    /// The engine's animator logic, playing in UIKit contexts.
    public let core: TransitionAnimatorCore<UIKitTransitionHostContext>
    /// The transition's interruptible animator, made when UIKit first asks for it and kept
    /// until the transition ends: UIKit needs the same one each time.
    private var interruptible: TransitInterruptibleAnimator?

    /// Wraps an animator core the installer made.
    ///
    /// - Parameter core: The core.
    public init(core: TransitionAnimatorCore<UIKitTransitionHostContext>) {
      self.core = core
      super.init()
    }

    /// The timeline's duration for the context's scene.
    ///
    /// - Parameter transitionContext: The context; `nil` gives the transition's own
    ///   pacing's duration.
    /// - Returns: Seconds.
    public func transitionDuration(
      using transitionContext: (any UIViewControllerContextTransitioning)?
    ) -> TimeInterval {
      core.duration(in: transitionContext.map(UIKitTransitionHostContext.init))
    }

    /// Puts the nodes on screen and plays the timeline; completes the transition when it
    /// ends.
    ///
    /// - Parameter transitionContext: The context.
    public func animateTransition(
      using transitionContext: any UIViewControllerContextTransitioning
    ) {
      core.start(in: UIKitTransitionHostContext(transitionContext))
    }

    /// The transition's interruptible animator, the same one for the whole transition: it
    /// makes the transition one UIKit lets pause in flight (a touch grabbing it), and it
    /// lets an app's own interaction controller scrub and continue it.
    ///
    /// - Parameter transitionContext: The context.
    /// - Returns: The interruptible animator.
    public func interruptibleAnimator(
      using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
      if let interruptible, interruptible.belongs(to: transitionContext) { return interruptible }
      let made = TransitInterruptibleAnimator(
        core: core, context: UIKitTransitionHostContext(transitionContext))
      interruptible = made
      return made
    }

    /// Lets the transition's interruptible animator go.
    ///
    /// - Parameter transitionCompleted: Whether the transition finished.
    public func animationEnded(_ transitionCompleted: Bool) {
      interruptible = nil
    }
  }
#endif
