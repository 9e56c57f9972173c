#if canImport(UIKit)
  import Transit
  import UIKit

  // The delegate protocols the installer answers: it returns Transit's animators and passes
  // the other events on to the user's own delegate.

  extension ViewControllerTransit: UINavigationControllerDelegate {
    /// Passes the event on to ``navigationDelegate``.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The screen about to show.
    ///   - animated: Whether it animates.
    public func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      navigationDelegate?.navigationController?(
        navigationController, willShow: viewController, animated: animated)
    }

    /// Passes the event on to ``navigationDelegate``.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The screen shown.
    ///   - animated: Whether it animated.
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      navigationDelegate?.navigationController?(
        navigationController, didShow: viewController, animated: animated)
    }

    /// A push plays the pushed screen's transition; a pop plays the popped screen's.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - operation: Push or pop.
    ///   - fromVC: The screen going away.
    ///   - toVC: The screen coming.
    /// - Returns: Transit's animator, or `nil` for UIKit's own animation.
    public func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      if let own = navigationDelegate?.navigationController?(
        navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
      {
        return own  // the app's delegate is asked first (U2)
      }
      switch operation {
      case .push: return animator(for: .push(toVC))
      case .pop: return animator(for: .pop(fromVC))
      case .none: return nil
      @unknown default: return nil
      }
    }

    /// Transit's animator drives itself while a gesture starts the transition.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - animationController: The animator.
    /// - Returns: The animator, or `nil` when no gesture drives it.
    public func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      guard animationController is TransitAnimator else {
        return navigationDelegate?.navigationController?(
          navigationController, interactionControllerFor: animationController)
      }
      return interactionController(for: animationController)
    }
  }

  extension ViewControllerTransit {
    /// Answers for the app's delegate the container-delegate methods Transit does not
    /// implement (the orientation ones, iOS 18's tab ones…), so adopting it loses nothing.
    ///
    /// - Parameter aSelector: A selector UIKit is about to send.
    /// - Returns: Whether Transit or the app's delegate answers it.
    public nonisolated override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || forwardedDelegate(for: aSelector) != nil
    }

    /// The app's delegate, for a container-delegate method Transit does not implement.
    ///
    /// - Parameter aSelector: The selector.
    /// - Returns: The object that answers it.
    public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
      forwardedDelegate(for: aSelector) ?? super.forwardingTarget(for: aSelector)
    }

    /// The app's navigation or tab-bar delegate, if the selector belongs to that protocol
    /// and the delegate answers it.
    /// (Nonisolated: UIKit asks `responds(to:)` from outside the main actor's checks; the
    /// two delegates are read as UIKit reads its own weak delegates.)
    private nonisolated func forwardedDelegate(for selector: Selector?) -> NSObjectProtocol? {
      guard let selector else { return nil }
      let candidates: [(NSObjectProtocol?, Protocol)] = [
        (navigationDelegate, UINavigationControllerDelegate.self),
        (tabBarDelegate, UITabBarControllerDelegate.self),
      ]
      for (delegate, proto) in candidates {
        guard let delegate, delegate.responds(to: selector) else { continue }
        let isMember =
          protocol_getMethodDescription(proto, selector, false, true).name != nil
          || protocol_getMethodDescription(proto, selector, true, true).name != nil
        if isMember { return delegate }
      }
      return nil
    }
  }

  extension ViewControllerTransit: UITabBarControllerDelegate {
    /// Asks ``tabBarDelegate``; selects when there is none.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The tab's screen.
    /// - Returns: Whether to select it.
    public func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      tabBarDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
    }

    /// Passes the event on to ``tabBarDelegate``.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The selected tab's screen.
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      tabBarDelegate?.tabBarController?(tabBarController, didSelect: viewController)
    }

    /// Plays ``transition`` between the two tabs, forward to a later tab (rule 9).
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - fromVC: The tab going away.
    ///   - toVC: The tab coming.
    /// - Returns: Transit's animator, or `nil` for no animation.
    public func tabBarController(
      _ tabBarController: UITabBarController,
      animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      if let own = tabBarDelegate?.tabBarController?(
        tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
      {
        return own
      }
      return animator(
        for: .switching(
          from: fromVC, to: toVC, among: tabBarController.viewControllers ?? [], in: .tab))
    }

    /// Transit's animator drives itself while a swipe starts the switch.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - animationController: The animator.
    /// - Returns: The animator, or `nil` when no gesture drives it.
    public func tabBarController(
      _ tabBarController: UITabBarController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      guard animationController is TransitAnimator else {
        return tabBarDelegate?.tabBarController?(
          tabBarController, interactionControllerFor: animationController)
      }
      return interactionController(for: animationController)
    }
  }

  extension ViewControllerTransit: TransitContainerViewControllerDelegate {
    /// Plays ``transition`` between two children, forward to a later one.
    ///
    /// - Parameters:
    ///   - container: The container.
    ///   - fromVC: The child going away.
    ///   - toVC: The child coming.
    /// - Returns: Transit's animator, or `nil` for no animation.
    public func containerViewController(
      _ container: TransitContainerViewController,
      animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      animator(
        for: .switching(from: fromVC, to: toVC, among: container.viewControllers, in: .container))
    }

    /// Transit's animator drives itself while a swipe starts the switch.
    ///
    /// - Parameters:
    ///   - container: The container.
    ///   - animationController: The animator.
    /// - Returns: The animator, or `nil` when no gesture drives it.
    public func containerViewController(
      _ container: TransitContainerViewController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      interactionController(for: animationController)
    }
  }

  extension ViewControllerTransit: UIViewControllerTransitioningDelegate {
    /// Presents with the transition this screen was presented with.
    ///
    /// - Parameters:
    ///   - presented: The screen presented.
    ///   - presenting: The screen presenting it.
    ///   - source: The screen `present` was called on.
    /// - Returns: Transit's animator.
    public func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      animator(for: .presentation)
    }

    /// Dismisses with the same transition, played back.
    ///
    /// - Parameter dismissed: The screen dismissed.
    /// - Returns: Transit's animator.
    public func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    {
      animator(for: .dismissal)
    }

    /// Transit's animator drives itself while a gesture starts the dismissal.
    ///
    /// - Parameter animator: The animator.
    /// - Returns: The animator, or `nil` when no gesture drives it.
    public func interactionControllerForDismissal(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      interactionController(for: animator)
    }

    /// A presentation controller for the transition's ``Presentation``, if it has one.
    ///
    /// - Parameters:
    ///   - presented: The screen presented.
    ///   - presenting: The screen presenting it.
    ///   - source: The screen `present` was called on.
    /// - Returns: The presentation controller, or `nil`.
    public func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      guard let presentation = core.presentation?.presentation else { return nil }
      let controller = TransitPresentationController(
        presentation, presentedViewController: presented, presenting: presenting ?? source)
      controller.diagnostics = core.diagnostics
      return controller
    }
  }
#endif
