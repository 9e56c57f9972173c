/// The twin of `UITabBarControllerDelegate`: decides whether a tapped tab may be selected,
/// hears that it was, and supplies custom animators for tab switches.
///
/// A tab bar controller holds its delegate weakly, as UIKit does (docs/design.md#r6): a
/// delegate nothing else keeps alive is gone at once, and tab switches stay instant.
///
/// The animator has no direction to go by; find it from the indices of the two tabs
/// (docs/design.md#r9):
///
/// ```swift
/// func tabBarController(
///   _ tabBarController: StageTabBarController,
///   animationControllerForTransitionFrom fromVC: StageViewController,
///   to toVC: StageViewController
/// ) -> (any StageViewControllerAnimatedTransitioning)? {
///   let tabs = tabBarController.viewControllers ?? []
///   let from = tabs.firstIndex { $0 === fromVC } ?? 0
///   let to = tabs.firstIndex { $0 === toVC } ?? 0
///   return SlideAnimator(towardsLeft: to > from)
/// }
/// ```
@MainActor
public protocol StageTabBarControllerDelegate: AnyObject {
  /// Whether a tab the user tapped may be selected; asked only for user selection
  /// (``StageTabBarController/simulateUserSelection(at:)``), never when code sets the
  /// selection.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The controller of the tapped tab.
  /// - Returns: `false` to keep the current selection.
  func tabBarController(
    _ tabBarController: StageTabBarController, shouldSelect viewController: StageViewController
  ) -> Bool

  /// Called after the user selected a tab (also when it was already selected); never when
  /// code sets the selection, and not again when a cancelled interactive switch puts the
  /// old selection back.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The controller of the selected tab.
  func tabBarController(
    _ tabBarController: StageTabBarController, didSelect viewController: StageViewController)

  /// The animator for a switch between two tabs, or `nil` for an instant switch (UIKit has
  /// no default tab animation).
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - fromVC: The controller selected now.
  ///   - toVC: The controller selected afterwards.
  /// - Returns: The animator.
  func tabBarController(
    _ tabBarController: StageTabBarController,
    animationControllerForTransitionFrom fromVC: StageViewController,
    to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)?

  /// The interaction controller for a custom animator, or `nil` when no gesture drives the
  /// switch (docs/design.md#r8).
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - animationController: The animator in use.
  /// - Returns: The interaction controller.
  func tabBarController(
    _ tabBarController: StageTabBarController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)?
}

extension StageTabBarControllerDelegate {
  /// Allows every selection.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The controller of the tapped tab.
  /// - Returns: `true`.
  public func tabBarController(
    _ tabBarController: StageTabBarController, shouldSelect viewController: StageViewController
  ) -> Bool { true }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The controller of the selected tab.
  public func tabBarController(
    _ tabBarController: StageTabBarController, didSelect viewController: StageViewController
  ) {}

  /// No animation.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - fromVC: The controller selected now.
  ///   - toVC: The controller selected afterwards.
  /// - Returns: `nil`.
  public func tabBarController(
    _ tabBarController: StageTabBarController,
    animationControllerForTransitionFrom fromVC: StageViewController,
    to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { nil }

  /// Not interactive.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - animationController: The animator.
  /// - Returns: `nil`.
  public func tabBarController(
    _ tabBarController: StageTabBarController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? { nil }
}
