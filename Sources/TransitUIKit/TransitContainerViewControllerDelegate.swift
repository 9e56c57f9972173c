#if canImport(UIKit) || TRANSIT_STAGE
  #if !TRANSIT_STAGE
    import UIKit
  #endif

  /// What a ``TransitContainerViewController`` asks when it switches children: the animator,
  /// and the interaction controller if a gesture drives the switch.
  ///
  /// `container.transit.transition = .slide` installs Transit's own; implement it to return
  /// your own animators.
  @MainActor
  public protocol TransitContainerViewControllerDelegate: AnyObject {
    /// The animator for a switch, or `nil` to switch at once.
    ///
    /// - Parameters:
    ///   - container: The container.
    ///   - fromVC: The child going away.
    ///   - toVC: The child coming.
    /// - Returns: The animator, or `nil`.
    func containerViewController(
      _ container: TransitContainerViewController,
      animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?

    /// The interaction controller for a switch, only while a gesture drives it (docs/design.md#r8).
    ///
    /// - Parameters:
    ///   - container: The container.
    ///   - animationController: The animator.
    /// - Returns: The interaction controller, or `nil`.
    func containerViewController(
      _ container: TransitContainerViewController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
  }

  extension TransitContainerViewControllerDelegate {
    /// No interaction controller: the switch is not interactive.
    ///
    /// - Parameters:
    ///   - container: The container.
    ///   - animationController: The animator.
    /// - Returns: `nil`.
    public func containerViewController(
      _ container: TransitContainerViewController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  }
#endif
