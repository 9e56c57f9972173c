import Foundation
import StageKit
import Transit

/// The object an installer makes its container's delegate and its recognizers' delegate
/// (`TransitionInstaller/containerDelegate`): it answers the stage's delegate protocols by
/// asking the installer, and passes the other events on to the app's own delegate.
@MainActor
final class StageInstallerDelegate {
  /// The installer, which owns this object.
  weak var installer: StageViewControllerTransit?

  init(installer: StageViewControllerTransit) {
    self.installer = installer
  }
}

// The app's delegate is asked first for animators (docs/design.md#u2); a pop plays the popped
// screen's transition, a push the pushed one's, a switch the incoming child's (docs/design.md#r9).

extension StageInstallerDelegate: StageNavigationControllerDelegate {
  func navigationController(
    _ navigationController: StageNavigationController,
    willShow viewController: StageViewController, animated: Bool
  ) {
    installer?.navigationDelegate?.navigationController(
      navigationController, willShow: viewController, animated: animated)
  }

  func navigationController(
    _ navigationController: StageNavigationController,
    didShow viewController: StageViewController, animated: Bool
  ) {
    installer?.navigationDelegate?.navigationController(
      navigationController, didShow: viewController, animated: animated)
  }

  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    let request: TransitionRequest<StageViewController>? =
      switch operation {
      case .push: .push(toVC)
      case .pop: .pop(fromVC)
      case .none: nil
      }
    return installer?.animationController(
      for: request,
      unless: installer?.navigationDelegate?.navigationController(
        navigationController, animationControllerFor: operation, from: fromVC, to: toVC))
  }

  func navigationController(
    _ navigationController: StageNavigationController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? {
    installer?.interactionController(for: animationController) {
      installer?.navigationDelegate?.navigationController(
        navigationController, interactionControllerFor: animationController)
    }
  }
}

extension StageInstallerDelegate: StageTabBarControllerDelegate {
  func tabBarController(
    _ tabBarController: StageTabBarController, shouldSelect viewController: StageViewController
  ) -> Bool {
    installer?.tabBarDelegate?.tabBarController(tabBarController, shouldSelect: viewController)
      ?? true
  }

  func tabBarController(
    _ tabBarController: StageTabBarController, didSelect viewController: StageViewController
  ) {
    installer?.tabBarDelegate?.tabBarController(tabBarController, didSelect: viewController)
  }

  func tabBarController(
    _ tabBarController: StageTabBarController,
    animationControllerForTransitionFrom fromVC: StageViewController,
    to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    installer?.animationController(
      for: .switching(
        from: fromVC, to: toVC, among: tabBarController.viewControllers ?? [], in: .tab),
      unless: installer?.tabBarDelegate?.tabBarController(
        tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC))
  }

  func tabBarController(
    _ tabBarController: StageTabBarController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? {
    installer?.interactionController(for: animationController) {
      installer?.tabBarDelegate?.tabBarController(
        tabBarController, interactionControllerFor: animationController)
    }
  }
}

extension StageInstallerDelegate: StageContainerViewControllerDelegate {
  func containerViewController(
    _ containerViewController: StageContainerViewController,
    animationControllerForTransitionFrom fromVC: StageViewController,
    to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    installer?.animator(
      for: .switching(
        from: fromVC, to: toVC, among: containerViewController.viewControllers, in: .container))
  }

  func containerViewController(
    _ containerViewController: StageContainerViewController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? {
    installer?.interactionController(for: animationController)
  }
}

extension StageInstallerDelegate: StageViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: StageViewController, presenting: StageViewController,
    source: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    installer?.animator(for: .presentation)
  }

  func animationController(forDismissed dismissed: StageViewController)
    -> (any StageViewControllerAnimatedTransitioning)?
  {
    installer?.animator(for: .dismissal)
  }

  func interactionControllerForDismissal(
    using animator: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? {
    installer?.interactionController(for: animator)
  }

  /// A presentation controller for the transition's `Presentation`, if it has one. Not
  /// kept here: the presented screen holds it, and it holds the screen.
  func presentationController(
    forPresented presented: StageViewController, presenting: StageViewController?,
    source: StageViewController
  ) -> StagePresentationController? {
    guard let state = installer?.core.presentationControllerState else { return nil }
    return TransitPresentationController(
      state, presentedViewController: presented, presenting: presenting ?? source)
  }
}

// The engine decides whether Transit's recognizers begin, and which recognize alongside a
// scroll view's (a pull down taking over at the content's top, a pinch-to-close at the
// minimum zoom).

extension StageInstallerDelegate: StageGestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: StageGestureRecognizer) -> Bool {
    installer?.shouldBegin(gestureRecognizer) ?? false
  }

  func gestureRecognizer(
    _ gestureRecognizer: StageGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: StageGestureRecognizer
  ) -> Bool {
    installer?.recognizesSimultaneously(gestureRecognizer, with: otherGestureRecognizer) ?? false
  }
}
