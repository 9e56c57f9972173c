#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  // Calls to delegate methods an app may leave out. UIKit's are optional Objective-C
  // requirements, called with `?` and answered by default when absent; the stage's twins are
  // Swift requirements with default implementations (UIKit's defaults), called directly.
  // Each call is the one line that differs; what it is called with and what is done with
  // the answer is shared.

  #if TRANSIT_STAGE
    // `interruptibleAnimator(using:)` is optional in UIKit, found by `responds(to:)`; the
    // stage finds it by this conformance.
    extension TransitAnimator: StageInterruptibleAnimatedTransitioning {}
  #endif

  extension UIScrollView {
    /// The view the delegate zooms, if it answers `viewForZooming(in:)` with one.
    var transitDelegateZoomedView: UIView? {
      #if TRANSIT_STAGE
        delegate?.viewForZooming(in: self)
      #else
        delegate?.viewForZooming?(in: self)
      #endif
    }
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
      case .shouldDismiss:
        #if TRANSIT_STAGE
          return delegate.presentationControllerShouldDismiss(self)
        #else
          return delegate.presentationControllerShouldDismiss?(self) ?? true
        #endif
      case .didAttemptToDismiss:
        #if TRANSIT_STAGE
          delegate.presentationControllerDidAttemptToDismiss(self)
        #else
          delegate.presentationControllerDidAttemptToDismiss?(self)
        #endif
      case .willDismiss:
        #if TRANSIT_STAGE
          delegate.presentationControllerWillDismiss(self)
        #else
          delegate.presentationControllerWillDismiss?(self)
        #endif
      case .didDismiss:
        #if TRANSIT_STAGE
          delegate.presentationControllerDidDismiss(self)
        #else
          delegate.presentationControllerDidDismiss?(self)
        #endif
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
      #if TRANSIT_STAGE
        self.navigationController(
          navigationController, willShow: viewController, animated: animated)
      #else
        self.navigationController?(
          navigationController, willShow: viewController, animated: animated)
      #endif
    }

    func transitNavigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      #if TRANSIT_STAGE
        self.navigationController(navigationController, didShow: viewController, animated: animated)
      #else
        self.navigationController?(
          navigationController, didShow: viewController, animated: animated)
      #endif
    }

    func transitNavigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      #if TRANSIT_STAGE
        self.navigationController(
          navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
      #else
        self.navigationController?(
          navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
      #endif
    }

    func transitNavigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      #if TRANSIT_STAGE
        self.navigationController(
          navigationController, interactionControllerFor: animationController)
      #else
        self.navigationController?(
          navigationController, interactionControllerFor: animationController)
      #endif
    }
  }

  extension UITabBarControllerDelegate {
    func transitTabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool? {
      #if TRANSIT_STAGE
        self.tabBarController(tabBarController, shouldSelect: viewController)
      #else
        self.tabBarController?(tabBarController, shouldSelect: viewController)
      #endif
    }

    func transitTabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      #if TRANSIT_STAGE
        self.tabBarController(tabBarController, didSelect: viewController)
      #else
        self.tabBarController?(tabBarController, didSelect: viewController)
      #endif
    }

    func transitTabBarController(
      _ tabBarController: UITabBarController,
      animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      #if TRANSIT_STAGE
        self.tabBarController(
          tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
      #else
        self.tabBarController?(
          tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
      #endif
    }

    func transitTabBarController(
      _ tabBarController: UITabBarController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      #if TRANSIT_STAGE
        self.tabBarController(tabBarController, interactionControllerFor: animationController)
      #else
        self.tabBarController?(tabBarController, interactionControllerFor: animationController)
      #endif
    }
  }

  extension UIGestureRecognizerDelegate {
    func transitGestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool? {
      #if TRANSIT_STAGE
        gestureRecognizerShouldBegin(gestureRecognizer)
      #else
        gestureRecognizerShouldBegin?(gestureRecognizer)
      #endif
    }
  }

  extension UIViewControllerAnimatedTransitioning {
    func transitAnimationEnded(_ transitionCompleted: Bool) {
      #if TRANSIT_STAGE
        animationEnded(transitionCompleted)
      #else
        animationEnded?(transitionCompleted)
      #endif
    }
  }

  extension UIViewControllerInteractiveTransitioning {
    /// Whether the transition starts interactive: UIKit's default, `true`, when the
    /// controller does not say.
    var transitWantsInteractiveStart: Bool {
      #if TRANSIT_STAGE
        wantsInteractiveStart
      #else
        wantsInteractiveStart ?? true
      #endif
    }
  }
#endif
