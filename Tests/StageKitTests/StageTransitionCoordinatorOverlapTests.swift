import Foundation
import TestSupport
import Testing

@testable import StageKit

/// A tab switch in 0.2 s, as a tab bar delegate's animator.
@MainActor
final class QuickTabFade: StageTabBarControllerDelegate, StageViewControllerAnimatedTransitioning {
  func tabBarController(
    _ tabBarController: StageTabBarController,
    animationControllerForTransitionFrom fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { self }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> CFTimeInterval
  { 0.2 }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    guard let toVC = transitionContext.viewController(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toVC.view)
    toVC.view.alpha = 0
    StageView.animate(withDuration: 0.2) {
      toVC.view.alpha = 1
    } completion: { _ in
      transitionContext.completeTransition(true)
    }
  }
}

/// A push that ends by a timer after 0.5 s, whatever happens to its views meanwhile.
@MainActor
final class TimedPush: StageNavigationControllerDelegate, StageViewControllerAnimatedTransitioning {
  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { self }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> CFTimeInterval
  { 0.5 }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    guard let toVC = transitionContext.viewController(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toVC.view)
    StageDispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
      transitionContext.completeTransition(true)
    }
  }
}

/// A controller in two transitions at once (a navigation controller pushing while its tab
/// bar controller switches it away) has a transition coordinator until both have ended,
/// as UIKit's `transitionCoordinator` answers for a transition in flight.
@MainActor
@Suite struct StageTransitionCoordinatorOverlapTests {
  @Test func aPushOutlivingATabSwitchKeepsItsCoordinator() {
    let push = TimedPush()
    let tabsFade = QuickTabFade()
    let stacks = [screen("A"), screen("B")].map(StageNavigationController.init(rootViewController:))
    let tabs = StageTabBarController()
    tabs.viewControllers = stacks
    tabs.delegate = tabsFade
    stacks[1].delegate = push
    let window = StageWindow.phone(showing: tabs)
    tabs.selectedIndex = 1
    #expect(window.runUntilIdle())
    stacks[1].pushViewController(screen("Pushed"), animated: true)
    window.advance(by: 0.05)
    _ = tabs.simulateUserSelection(at: 0)
    window.advance(by: 0.3)  // the switch has ended; the push (0.5 s) has not
    #expect(window.transitionsInFlight == ["B → Pushed"])
    #expect(stacks[1].transitionCoordinator != nil, "the push is still in flight")
    #expect(window.runUntilIdle())
    #expect(stacks[1].transitionCoordinator == nil)
  }
}
