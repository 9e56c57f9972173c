import Foundation
import StageKit
import Transit

// The delegate protocols the installer answers: it returns Transit's animators and passes
// the other events on to the user's own delegate.

extension StageViewControllerTransit: StageNavigationControllerDelegate {
  /// Passes the event on to ``navigationDelegate``.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The screen about to show.
  ///   - animated: Whether it animates.
  public func navigationController(
    _ navigationController: StageNavigationController,
    willShow viewController: StageViewController, animated: Bool
  ) {
    navigationDelegate?.navigationController(
      navigationController, willShow: viewController, animated: animated)
  }

  /// Passes the event on to ``navigationDelegate``.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The screen shown.
  ///   - animated: Whether it animated.
  public func navigationController(
    _ navigationController: StageNavigationController,
    didShow viewController: StageViewController, animated: Bool
  ) {
    navigationDelegate?.navigationController(
      navigationController, didShow: viewController, animated: animated)
  }

  /// The app's delegate is asked first and its animator used; otherwise a push plays the
  /// pushed screen's transition, a pop the popped screen's.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - operation: Push or pop.
  ///   - fromVC: The screen going away.
  ///   - toVC: The screen coming.
  /// - Returns: The app's animator, Transit's, or `nil` for the stage's own animation.
  public func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    if let own = navigationDelegate?.navigationController(
      navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    {
      return own
    }
    switch operation {
    case .push: return animator(for: .push(toVC))
    case .pop: return animator(for: .pop(fromVC))
    case .none: return nil
    }
  }

  /// Transit's animator drives itself while a gesture starts the transition; the app's
  /// delegate answers for its own animators.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - animationController: The animator.
  /// - Returns: The interaction controller, or `nil` when no gesture drives it.
  public func navigationController(
    _ navigationController: StageNavigationController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? {
    guard animationController is StageTransitAnimator else {
      return navigationDelegate?.navigationController(
        navigationController, interactionControllerFor: animationController)
    }
    return interactionController(for: animationController)
  }
}

extension StageViewControllerTransit: StageTabBarControllerDelegate {
  /// Asks ``tabBarDelegate``; selects when there is none.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tab's screen.
  /// - Returns: Whether to select it.
  public func tabBarController(
    _ tabBarController: StageTabBarController, shouldSelect viewController: StageViewController
  ) -> Bool {
    tabBarDelegate?.tabBarController(tabBarController, shouldSelect: viewController) ?? true
  }

  /// Passes the event on to ``tabBarDelegate``.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The selected tab's screen.
  public func tabBarController(
    _ tabBarController: StageTabBarController, didSelect viewController: StageViewController
  ) {
    tabBarDelegate?.tabBarController(tabBarController, didSelect: viewController)
  }

  /// The app's delegate is asked first and its animator used; otherwise plays
  /// ``transition`` between the two tabs, forward to a later tab (rule 9).
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - fromVC: The tab going away.
  ///   - toVC: The tab coming.
  /// - Returns: The app's animator, Transit's, or `nil` for no animation.
  public func tabBarController(
    _ tabBarController: StageTabBarController,
    animationControllerForTransitionFrom fromVC: StageViewController,
    to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    if let own = tabBarDelegate?.tabBarController(
      tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
    {
      return own
    }
    return animator(
      for: .switching(
        from: fromVC, to: toVC, among: tabBarController.viewControllers ?? [], in: .tab))
  }

  /// Transit's animator drives itself while a swipe starts the switch; the app's delegate
  /// answers for its own animators.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - animationController: The animator.
  /// - Returns: The interaction controller, or `nil` when no gesture drives it.
  public func tabBarController(
    _ tabBarController: StageTabBarController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? {
    guard animationController is StageTransitAnimator else {
      return tabBarDelegate?.tabBarController(
        tabBarController, interactionControllerFor: animationController)
    }
    return interactionController(for: animationController)
  }
}

extension StageViewControllerTransit: StageContainerViewControllerDelegate {
  /// Plays ``transition`` between the two children, forward to a later one.
  ///
  /// - Parameters:
  ///   - containerViewController: The container.
  ///   - fromVC: The child going away.
  ///   - toVC: The child coming.
  /// - Returns: Transit's animator, or `nil` for no animation.
  public func containerViewController(
    _ containerViewController: StageContainerViewController,
    animationControllerForTransitionFrom fromVC: StageViewController,
    to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    animator(
      for: .switching(
        from: fromVC, to: toVC, among: containerViewController.viewControllers, in: .container))
  }

  /// Transit's animator drives itself while a swipe starts the switch.
  ///
  /// - Parameters:
  ///   - containerViewController: The container.
  ///   - animationController: The animator.
  /// - Returns: The animator, or `nil` when no gesture drives it.
  public func containerViewController(
    _ containerViewController: StageContainerViewController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? {
    interactionController(for: animationController)
  }
}

extension StageViewControllerTransit: StageViewControllerTransitioningDelegate {
  /// Presents with the transition this screen was presented with.
  ///
  /// - Parameters:
  ///   - presented: The screen presented.
  ///   - presenting: The screen presenting it.
  ///   - source: The screen `present` was called on.
  /// - Returns: Transit's animator.
  public func animationController(
    forPresented presented: StageViewController, presenting: StageViewController,
    source: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    animator(for: .presentation)
  }

  /// Dismisses with the same transition, played back.
  ///
  /// - Parameter dismissed: The screen dismissed.
  /// - Returns: Transit's animator.
  public func animationController(forDismissed dismissed: StageViewController)
    -> (any StageViewControllerAnimatedTransitioning)?
  {
    animator(for: .dismissal)
  }

  /// Transit's animator drives itself while a gesture starts the dismissal.
  ///
  /// - Parameter animator: The animator.
  /// - Returns: The animator, or `nil` when no gesture drives it.
  public func interactionControllerForDismissal(
    using animator: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? {
    interactionController(for: animator)
  }

  /// A presentation controller for the transition's `Presentation`, if it has one.
  ///
  /// - Parameters:
  ///   - presented: The screen presented.
  ///   - presenting: The screen presenting it.
  ///   - source: The screen `present` was called on.
  /// - Returns: The presentation controller, or `nil`.
  public func presentationController(
    forPresented presented: StageViewController, presenting: StageViewController?,
    source: StageViewController
  ) -> StagePresentationController? {
    guard let description = core.presentation?.presentation else { return nil }
    // Not kept here: the presented screen holds its presentation controller, which holds
    // the screen; keeping it too would make a cycle through this installer.
    let controller = StageTransitPresentationController(
      description, presentedViewController: presented, presenting: presenting ?? source)
    controller.diagnostics = core.diagnostics
    return controller
  }
}
