// Calls to delegate methods an app may leave out. UIKit's are optional Objective-C
// requirements, called with `?` and answered by default when absent; the stage's twins are
// Swift requirements with default implementations, called directly.
#if TRANSIT_STAGE
  import Transit

  // `interruptibleAnimator(using:)` is optional in UIKit, found by `responds(to:)`; the stage
  // finds it by this conformance.
  extension TransitAnimator: StageInterruptibleAnimatedTransitioning {}

  extension UIScrollView {
    /// The view the delegate zooms, if it names one.
    var transitDelegateZoomedView: UIView? { delegate?.viewForZooming(in: self) }
  }

  extension UIPresentationController: TransitionHostAdaptivePresentationController {
    /// Sends a message to the presentation controller's `delegate`.
    ///
    /// - Parameter message: The message.
    /// - Returns: The delegate's answer to `.shouldDismiss` (`true` without a delegate);
    ///   `true` for the other messages.
    public func transitSendToDelegate(_ message: UserDismissal.DelegateMessage) -> Bool {
      guard let delegate else { return true }
      switch message {
      case .shouldDismiss: return delegate.presentationControllerShouldDismiss(self)
      case .didAttemptToDismiss: delegate.presentationControllerDidAttemptToDismiss(self)
      case .willDismiss: delegate.presentationControllerWillDismiss(self)
      case .didDismiss: delegate.presentationControllerDidDismiss(self)
      }
      return true
    }
  }

  // The app's navigation and tab bar delegates, and the delegate a back swipe had, asked
  // for what Transit passes on (`InstallerDelegate`, `BackSwipeDelegate`).

  extension UINavigationControllerDelegate {
    func transitNavigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      self.navigationController(navigationController, willShow: viewController, animated: animated)
    }

    func transitNavigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      self.navigationController(navigationController, didShow: viewController, animated: animated)
    }

    func transitNavigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      self.navigationController(
        navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }

    func transitNavigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      self.navigationController(navigationController, interactionControllerFor: animationController)
    }
  }

  extension UITabBarControllerDelegate {
    func transitTabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool? {
      self.tabBarController(tabBarController, shouldSelect: viewController)
    }

    func transitTabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      self.tabBarController(tabBarController, didSelect: viewController)
    }

    func transitTabBarController(
      _ tabBarController: UITabBarController,
      animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      self.tabBarController(
        tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
    }

    func transitTabBarController(
      _ tabBarController: UITabBarController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      self.tabBarController(tabBarController, interactionControllerFor: animationController)
    }
  }

  extension UIGestureRecognizerDelegate {
    func transitGestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool? {
      gestureRecognizerShouldBegin(gestureRecognizer)
    }
  }

  extension UIViewControllerAnimatedTransitioning {
    func transitAnimationEnded(_ transitionCompleted: Bool) {
      animationEnded(transitionCompleted)
    }
  }
  extension UIViewControllerInteractiveTransitioning {
    var transitWantsInteractiveStart: Bool { wantsInteractiveStart }
  }
#elseif canImport(UIKit)
  import Transit
  import UIKit

  extension UIScrollView {
    /// The view the delegate zooms, if it answers `viewForZooming(in:)` with one.
    var transitDelegateZoomedView: UIView? { delegate?.viewForZooming?(in: self) }
  }

  extension UIPresentationController: TransitionHostAdaptivePresentationController {
    /// Sends a message to the presentation controller's `delegate`, if it answers it.
    ///
    /// - Parameter message: The message.
    /// - Returns: The delegate's answer to `.shouldDismiss` (`true` without a delegate or an
    ///   answer); `true` for the other messages.
    public func transitSendToDelegate(_ message: UserDismissal.DelegateMessage) -> Bool {
      guard let delegate else { return true }
      switch message {
      case .shouldDismiss: return delegate.presentationControllerShouldDismiss?(self) ?? true
      case .didAttemptToDismiss: delegate.presentationControllerDidAttemptToDismiss?(self)
      case .willDismiss: delegate.presentationControllerWillDismiss?(self)
      case .didDismiss: delegate.presentationControllerDidDismiss?(self)
      }
      return true
    }
  }
  // The app's navigation and tab bar delegates, and the delegate a back swipe had, asked
  // for what Transit passes on (`InstallerDelegate`, `BackSwipeDelegate`).

  extension UINavigationControllerDelegate {
    func transitNavigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      self.navigationController?(navigationController, willShow: viewController, animated: animated)
    }

    func transitNavigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      self.navigationController?(navigationController, didShow: viewController, animated: animated)
    }

    func transitNavigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      self.navigationController?(
        navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }

    func transitNavigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      self.navigationController?(
        navigationController, interactionControllerFor: animationController)
    }
  }

  extension UITabBarControllerDelegate {
    func transitTabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool? {
      self.tabBarController?(tabBarController, shouldSelect: viewController)
    }

    func transitTabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      self.tabBarController?(tabBarController, didSelect: viewController)
    }

    func transitTabBarController(
      _ tabBarController: UITabBarController,
      animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      self.tabBarController?(
        tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
    }

    func transitTabBarController(
      _ tabBarController: UITabBarController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      self.tabBarController?(tabBarController, interactionControllerFor: animationController)
    }
  }

  extension UIGestureRecognizerDelegate {
    func transitGestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool? {
      gestureRecognizerShouldBegin?(gestureRecognizer)
    }
  }

  extension UIViewControllerAnimatedTransitioning {
    func transitAnimationEnded(_ transitionCompleted: Bool) {
      animationEnded?(transitionCompleted)
    }
  }

  extension UIViewControllerInteractiveTransitioning {
    /// Whether the transition starts interactive: UIKit's default, `true`, when the
    /// controller does not say.
    var transitWantsInteractiveStart: Bool { wantsInteractiveStart ?? true }
  }
#endif
