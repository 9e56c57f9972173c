import StageKit
import TestSupport
import TransitStage

/// A delegate for either controller that switches between children (the tab bar controller
/// and the custom container): it hands out its animator and, when set, its interaction
/// controller, and notes the tabs a user selects.
@MainActor
final class SwitchTestDelegate: StageTabBarControllerDelegate,
  TransitContainerViewControllerDelegate
{
  var animator: (any SwitchTestAnimator)?
  /// Makes the next switch interactive.
  var interaction: SwitchTestInteraction?
  /// The tabs `tabBarController(_:didSelect:)` reported, by name.
  private(set) var selections: [String] = []

  init(animator: (any SwitchTestAnimator)?) {
    self.animator = animator
  }

  func tabBarController(
    _ tabBarController: StageTabBarController, didSelect viewController: StageViewController
  ) {
    selections.append(viewController.logName)
  }

  func tabBarController(
    _ tabBarController: StageTabBarController,
    animationControllerForTransitionFrom fromVC: StageViewController,
    to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { animator }

  func tabBarController(
    _ tabBarController: StageTabBarController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? { interaction }

  func containerViewController(
    _ containerViewController: TransitContainerViewController,
    animationControllerForTransitionFrom fromVC: StageViewController,
    to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { animator }

  func containerViewController(
    _ containerViewController: TransitContainerViewController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? { interaction }
}
