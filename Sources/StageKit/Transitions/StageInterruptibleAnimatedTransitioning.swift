/// An animator that implements `interruptibleAnimator(using:)`, the optional requirement of
/// `UIViewControllerAnimatedTransitioning` that makes a transition interruptible.
///
/// UIKit asks an Objective-C animator whether it responds to the method; the stage asks
/// whether it conforms to this protocol. The method is spelled as UIKit's, so one adopter
/// compiles against both.
@MainActor
public protocol StageInterruptibleAnimatedTransitioning: StageViewControllerAnimatedTransitioning {
  /// The interruptible animator performing the transition, the same instance for the whole
  /// transition. A percent-driven interaction controller scrubs and continues it instead of
  /// the container's layer time, and the coordinator adds its alongside animations to it.
  ///
  /// - Parameter transitionContext: The context.
  /// - Returns: The animator.
  func interruptibleAnimator(using transitionContext: any StageViewControllerContextTransitioning)
    -> any StageViewImplicitlyAnimating
}
