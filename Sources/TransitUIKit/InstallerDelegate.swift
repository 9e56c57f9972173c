#if canImport(UIKit) || TRANSIT_STAGE
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  /// The object an installer makes its container's delegate and its recognizers' delegate
  /// (`TransitionInstaller/containerDelegate`): it answers the toolkit's delegate protocols
  /// by asking the installer, and hands the app's own delegate every method Transit does not
  /// implement (on iOS the orientation ones, iOS 18's tab ones…: `Platform/DelegateForwarding`),
  /// so adopting it loses nothing.
  @MainActor
  final class InstallerDelegate: ToolkitObject {
    /// The installer, which owns this object. Read by UIKit's forwarding, which is
    /// nonisolated and called on the main thread.
    nonisolated(unsafe) weak var installer: ViewControllerTransit?

    init(installer: ViewControllerTransit) {
      self.installer = installer
      super.init()
    }
  }

  // The app's delegate is asked first for animators (docs/design.md#u2); a pop plays the
  // popped screen's transition, a push the pushed one's, a switch the incoming child's
  // (docs/design.md#r9).

  extension InstallerDelegate: UINavigationControllerDelegate {
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      installer?.navigationDelegate?.transitNavigationController(
        navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      installer?.didShowScreen?()
      installer?.navigationDelegate?.transitNavigationController(
        navigationController, didShow: viewController, animated: animated)
    }

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      // UIKit's operations are an Objective-C enumeration, open to new cases.
      let request: TransitionRequest<UIViewController>? =
        operation == .push ? .push(toVC) : operation == .pop ? .pop(fromVC) : nil
      return installer?.animationController(
        for: request,
        unless: installer?.navigationDelegate?.transitNavigationController(
          navigationController, animationControllerFor: operation, from: fromVC, to: toVC))
    }

    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      installer?.interactionController(for: animationController) {
        installer?.navigationDelegate?.transitNavigationController(
          navigationController, interactionControllerFor: animationController)
      }
    }
  }

  extension InstallerDelegate: UITabBarControllerDelegate {
    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      installer?.tabBarDelegate?.transitTabBarController(
        tabBarController, shouldSelect: viewController)
        ?? true
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      installer?.didSelectTab?()
      installer?.tabBarDelegate?.transitTabBarController(
        tabBarController, didSelect: viewController)
    }

    func tabBarController(
      _ tabBarController: UITabBarController,
      animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      installer?.animationController(
        for: .switching(
          from: fromVC, to: toVC, among: tabBarController.viewControllers ?? [], in: .tab),
        unless: installer?.tabBarDelegate?.transitTabBarController(
          tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC))
    }

    func tabBarController(
      _ tabBarController: UITabBarController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      installer?.interactionController(for: animationController) {
        installer?.tabBarDelegate?.transitTabBarController(
          tabBarController, interactionControllerFor: animationController)
      }
    }
  }

  extension InstallerDelegate: TransitContainerViewControllerDelegate {
    func containerViewController(
      _ container: TransitContainerViewController,
      animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      installer?.animator(
        for: .switching(from: fromVC, to: toVC, among: container.viewControllers, in: .container))
    }

    func containerViewController(
      _ container: TransitContainerViewController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      installer?.interactionController(for: animationController)
    }
  }

  extension InstallerDelegate: UIViewControllerTransitioningDelegate {
    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      installer?.animator(for: .presentation)
    }

    func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    {
      installer?.animator(for: .dismissal)
    }

    func interactionControllerForDismissal(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      installer?.interactionController(for: animator)
    }

    /// A presentation controller for the transition's `Presentation`, if it has one.
    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      guard let state = installer?.core.presentationControllerState else { return nil }
      return TransitPresentationController(
        state, presentedViewController: presented, presenting: presenting ?? source)
    }
  }

  // The engine decides whether Transit's recognizers begin, and which recognize alongside
  // a scroll view's (a pull down taking over at the content's top, a pinch-to-close at the
  // minimum zoom).

  extension InstallerDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      installer?.shouldBegin(gestureRecognizer) ?? false
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      installer?.recognizesSimultaneously(gestureRecognizer, with: otherGestureRecognizer) ?? false
    }
  }
#endif
