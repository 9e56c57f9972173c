/// Supplies custom animators and interaction controllers for the switches of a
/// ``StageContainerViewController``, the way `UITabBarControllerDelegate` does for tabs.
///
/// The container holds its delegate weakly, as UIKit's containers do (docs/design.md#r6).
@MainActor
public protocol StageContainerViewControllerDelegate: AnyObject {
  /// The animator for a switch between two children, or `nil` for an instant switch.
  ///
  /// - Parameters:
  ///   - containerViewController: The container.
  ///   - fromVC: The child shown now.
  ///   - toVC: The child shown afterwards.
  /// - Returns: The animator.
  func containerViewController(
    _ containerViewController: StageContainerViewController,
    animationControllerForTransitionFrom fromVC: StageViewController,
    to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)?

  /// The interaction controller for a custom animator, or `nil` when no gesture drives the
  /// switch (docs/design.md#r8).
  ///
  /// - Parameters:
  ///   - containerViewController: The container.
  ///   - animationController: The animator in use.
  /// - Returns: The interaction controller.
  func containerViewController(
    _ containerViewController: StageContainerViewController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)?
}

extension StageContainerViewControllerDelegate {
  /// No animation.
  ///
  /// - Parameters:
  ///   - containerViewController: The container.
  ///   - fromVC: The child shown now.
  ///   - toVC: The child shown afterwards.
  /// - Returns: `nil`.
  public func containerViewController(
    _ containerViewController: StageContainerViewController,
    animationControllerForTransitionFrom fromVC: StageViewController,
    to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { nil }

  /// Not interactive.
  ///
  /// - Parameters:
  ///   - containerViewController: The container.
  ///   - animationController: The animator.
  /// - Returns: `nil`.
  public func containerViewController(
    _ containerViewController: StageContainerViewController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? { nil }
}
