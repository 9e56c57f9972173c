import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

@MainActor
@Suite struct StageNavigationControllerTests {
  let window = StageWindow.phone()

  func start(with root: StageViewController) -> StageNavigationController {
    let navigation = StageNavigationController(rootViewController: root)
    navigation.title = "Nav"
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.eventLog.removeAll()
    return navigation
  }

  @Test func animatedPushFollowsUIKitsAppearanceOrder() {
    // docs/uikit-behaviour.md#b1-2-r1; docs/design.md#r1.
    let a = screen("A")
    let b = screen("B")
    let navigation = start(with: a)
    navigation.pushViewController(b, animated: true)
    #expect(navigation.viewControllers.map(\.logName) == ["A", "B"])
    #expect(
      window.eventLog.lines(of: [.load, .appearance]) == [
        "viewDidLoad(B)", "viewWillDisappear(A)", "viewWillAppear(B)",
      ])
    #expect(b.view.superview === navigation.transitionView)
    #expect(a.view.superview === navigation.transitionView, "both views during the transition")
    #expect(b.transitionCoordinator != nil)

    window.advance(by: 0.25)
    let x = b.view.layer.presentation()?.position.x ?? 0
    #expect(x > 195 && x < 585, "B is sliding in")
    #expect(window.runUntilIdle())
    #expect(
      window.eventLog.lines(of: [.load, .appearance]) == [
        "viewDidLoad(B)", "viewWillDisappear(A)", "viewWillAppear(B)",
        "viewDidDisappear(A)", "viewDidAppear(B)",
      ])
    #expect(a.view.superview == nil, "the system removes fromView when it completes")
    #expect(b.view.frame == navigation.transitionView.bounds)
    #expect(b.transitionCoordinator == nil)
    #expect(window.eventLog.warnings.isEmpty)
  }

  @Test func animatedPopAndPopToRoot() {
    let root = screen("R")
    let navigation = start(with: root)
    let x = screen("X")
    let y = screen("Y")
    let top = screen("T")
    navigation.setViewControllers([root, x, y, top], animated: false)
    window.runUntilIdle()
    window.eventLog.removeAll()
    let popped = navigation.popToRootViewController(animated: true)
    #expect(popped?.map(\.logName) == ["X", "Y", "T"])
    #expect(navigation.viewControllers.map(\.logName) == ["R"])
    #expect(window.runUntilIdle())
    // §1.2 row 3: only the top and the root get appearance callbacks.
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillDisappear(T)", "viewWillAppear(R)", "viewDidDisappear(T)", "viewDidAppear(R)",
      ])
    #expect(top.parent == nil && x.parent == nil)
    #expect(root.view.superview === navigation.transitionView)
    #expect(top.view.superview == nil)
  }

  @Test func aDelegateHeldOnlyWeaklyDisappears() {
    // docs/design.md#r6: `navigationController.delegate = SomeDelegate()` does nothing.
    final class Fade: StageNavigationControllerDelegate {}
    func makeDelegate() -> any StageNavigationControllerDelegate { Fade() }
    let navigation = start(with: screen("A"))
    navigation.delegate = makeDelegate()
    #expect(navigation.delegate == nil)
    let b = screen("B")
    navigation.pushViewController(b, animated: true)
    #expect(window.eventLog.lines(of: [.delegate]).isEmpty, "no delegate was asked")
    #expect(window.runUntilIdle())
    #expect(navigation.topViewController === b)
  }

  @Test func coordinatorIsAvailableInViewWillAppear() {
    // docs/uikit-behaviour.md#b7-3-1 to docs/uikit-behaviour.md#b7-3-2: alongside animations added
    // from viewWillAppear.
    final class Detail: StageViewController {
      let badge = StageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      var hadCoordinator = false
      override func viewWillAppear(_ animated: Bool) {
        hadCoordinator =
          transitionCoordinator?.animate(
            alongsideTransition: { _ in self.badge.alpha = 0 }, completion: nil) ?? false
      }
    }
    let navigation = start(with: screen("A"))
    let detail = Detail()
    detail.view.addSubview(detail.badge)
    navigation.pushViewController(detail, animated: true)
    #expect(detail.hadCoordinator)
    window.advance(by: 0.25)
    let alpha = Double(detail.badge.layer.presentation()?.opacity ?? -1)
    #expect(alpha > 0 && alpha < 1, "the alongside fade runs with the push")
    #expect(window.runUntilIdle())
    #expect(detail.badge.alpha == 0)
  }

  @Test func nestedPushIsReportedAndIgnored() {
    let navigation = start(with: screen("A"))
    navigation.pushViewController(screen("B"), animated: true)
    navigation.pushViewController(screen("C"), animated: true)
    #expect(
      window.eventLog.warnings == ["nested push animation can result in corrupted navigation bar"])
    window.runUntilIdle()
    #expect(navigation.viewControllers.map(\.logName) == ["A", "B"])
  }
}

/// A hand-driven interaction controller: the test finishes or cancels it, and it completes
/// the transition itself, as a non-percent-driven interaction controller must.
@MainActor
final class ManualInteraction: StageViewControllerInteractiveTransitioning {
  var context: (any StageViewControllerContextTransitioning)?

  func startInteractiveTransition(_ transitionContext: any StageViewControllerContextTransitioning)
  {
    context = transitionContext
    if let toView = transitionContext.view(forKey: .to),
      let fromView = transitionContext.view(forKey: .from)
    {
      transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
    }
  }

  func cancel() {
    context?.cancelInteractiveTransition()
    context?.completeTransition(false)
  }

  func finish() {
    context?.finishInteractiveTransition()
    context?.completeTransition(true)
  }
}

/// A navigation delegate that hands out an animator and, while a gesture drives, an
/// interaction controller (docs/design.md#r8).
@MainActor
final class InteractiveNavigationDelegate: StageNavigationControllerDelegate {
  let interaction = ManualInteraction()
  var isGestureDriving = true

  final class Animator: StageViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
      -> Double
    { 0.3 }
    func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {}
  }

  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { Animator() }

  func navigationController(
    _ navigationController: StageNavigationController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? {
    isGestureDriving ? interaction : nil
  }
}

@MainActor
@Suite struct StageNavigationInteractiveTests {
  let window = StageWindow.phone()

  @Test func cancelledInteractivePopRestoresEverything() throws {
    // docs/uikit-behaviour.md#b1-2-r14, and the header rule that interaction handlers run
    // before the appearance callbacks a cancel causes; docs/design.md#r1 on cancel.
    let a = screen("A")
    let b = screen("B")
    let navigation = StageNavigationController(rootViewController: a)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(b, animated: false)
    window.runUntilIdle()
    let delegate = InteractiveNavigationDelegate()
    navigation.delegate = delegate
    window.eventLog.removeAll()

    navigation.popViewController(animated: true)
    #expect(navigation.viewControllers.map(\.logName) == ["A"], "the stack shows the pop at once")
    let coordinator = try #require(b.transitionCoordinator)
    #expect(coordinator.isInteractive)
    coordinator.notifyWhenInteractionChanges { context in
      self.window.eventLog.record(
        .delegate, "interactionChanged(cancelled: \(context.isCancelled))")
    }
    #expect(a.view.superview === navigation.transitionView)

    delegate.interaction.cancel()
    #expect(
      window.eventLog.lines(of: [.appearance, .delegate]) == [
        "navigationController(animationControllerFor: pop)",
        "navigationController(interactionControllerFor:)",
        "navigationController(willShow: A)",
        "viewWillDisappear(B)", "viewWillAppear(A)",
        "interactionChanged(cancelled: true)",
        "viewWillDisappear(A)", "viewDidDisappear(A)", "viewWillAppear(B)", "viewDidAppear(B)",
      ])
    #expect(navigation.viewControllers.map(\.logName) == ["A", "B"])
    #expect(a.view.superview == nil, "on cancel toView is removed")
    #expect(b.view.superview === navigation.transitionView, "fromView stays")
    #expect(b.parent === navigation)
    #expect(b.transitionCoordinator == nil)

    // The next transition works at once (no frozen state after a cancel).
    delegate.isGestureDriving = false
    navigation.popViewController(animated: false)
    #expect(navigation.viewControllers.map(\.logName) == ["A"])
  }

  @Test func anInteractionControllerIsUsedOnlyWhileAGestureDrives() {
    // docs/design.md#r8.
    let navigation = StageNavigationController(rootViewController: screen("A"))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let delegate = InteractiveNavigationDelegate()
    delegate.isGestureDriving = false
    navigation.delegate = delegate
    let b = screen("B")
    navigation.pushViewController(b, animated: true)
    #expect(b.transitionCoordinator?.isInteractive == false)
  }
}

@MainActor
@Suite struct StageStuckTransitionTests {
  /// An animator that forgets to call `completeTransition`: the classic freeze.
  final class ForgetfulAnimator: StageNavigationControllerDelegate,
    StageViewControllerAnimatedTransitioning
  {
    func navigationController(
      _ navigationController: StageNavigationController,
      animationControllerFor operation: StageNavigationController.Operation,
      from fromVC: StageViewController, to toVC: StageViewController
    ) -> (any StageViewControllerAnimatedTransitioning)? { self }

    func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
      -> Double
    { 0.3 }

    func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
      if let toView = transitionContext.view(forKey: .to) {
        transitionContext.containerView.addSubview(toView)
      }
    }
  }

  @Test func aTransitionThatNeverCompletesStaysInFlightAndIsReported() {
    // docs/uikit-behaviour.md#b8, "completeTransition never called".
    let window = StageWindow.phone()
    let a = screen("A")
    let navigation = StageNavigationController(rootViewController: a)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let animator = ForgetfulAnimator()
    navigation.delegate = animator
    let b = screen("B")
    navigation.pushViewController(b, animated: true)
    #expect(!window.runUntilIdle(limit: 10))
    #expect(window.transitionsInFlight == ["A → B"])
    #expect(b.transitionCoordinator != nil, "the coordinator stays")
    #expect(!window.eventLog.lines(of: [.appearance]).contains("viewDidAppear(B)"))
    // Later pushes are refused, as UIKit refuses nested ones.
    navigation.pushViewController(screen("C"), animated: true)
    #expect(navigation.viewControllers.count == 2)
    #expect(
      window.eventLog.warnings.last
        == "nested push animation can result in corrupted navigation bar")
  }
}

@MainActor
@Suite struct StageNavigationStackTests {
  let window = StageWindow.phone()

  func start(with root: StageViewController) -> StageNavigationController {
    let navigation = StageNavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.eventLog.removeAll()
    return navigation
  }

  @Test func setViewControllersRunsOneTransitionBetweenTheTops() {
    // docs/uikit-behaviour.md#b1-2-r4: a push when the new top is new, a pop when it was
    // below, appearance calls for the two tops only, the stack replaced when it ends.
    let a = screen("A")
    let b = screen("B")
    let c = screen("C")
    let navigation = start(with: a)
    navigation.setViewControllers([a, b, c], animated: true)
    #expect(window.runUntilIdle())
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillDisappear(A)", "viewWillAppear(C)", "viewDidDisappear(A)", "viewDidAppear(C)",
      ])
    #expect(navigation.viewControllers.map(\.logName) == ["A", "B", "C"])
    #expect(b.parent === navigation && !b.isViewLoaded, "B was never on screen")
    window.eventLog.removeAll()

    navigation.setViewControllers([a], animated: true)
    #expect(window.runUntilIdle())
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillDisappear(C)", "viewWillAppear(A)", "viewDidDisappear(C)", "viewDidAppear(A)",
      ])
    #expect(b.parent == nil && c.parent == nil)
    #expect(a.view.superview === navigation.transitionView && c.view.superview == nil)

    window.eventLog.removeAll()
    navigation.setViewControllers([a], animated: true)
    #expect(window.eventLog.lines(of: [.appearance]).isEmpty, "the same top: no transition")
  }

  @Test func cancelledInteractivePushRemovesTheNewScreen() {
    // docs/design.md#r1 on cancel, for a push: toView removed, the stack as it was, the
    // pushed controller no longer a child, appearance as a cancel.
    let a = screen("A")
    let navigation = start(with: a)
    let delegate = InteractiveNavigationDelegate()
    navigation.delegate = delegate
    let b = screen("B")
    navigation.pushViewController(b, animated: true)
    #expect(navigation.viewControllers.map(\.logName) == ["A", "B"])
    delegate.interaction.cancel()
    #expect(navigation.viewControllers.map(\.logName) == ["A"])
    #expect(b.parent == nil)
    #expect(b.view.superview == nil)
    #expect(a.view.superview === navigation.transitionView)
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillDisappear(A)", "viewWillAppear(B)",
        "viewWillDisappear(B)", "viewDidDisappear(B)", "viewWillAppear(A)", "viewDidAppear(A)",
      ])
  }

  @Test func pushingAControllerAlreadyInTheStackIsReportedAndIgnored() {
    // docs/uikit-behaviour.md#b8: UIKit raises; the stage reports the message and carries on.
    let a = screen("A")
    let navigation = start(with: a)
    navigation.pushViewController(a, animated: true)
    #expect(navigation.viewControllers.count == 1)
    #expect(
      window.eventLog.warnings.first?.contains("is pushing the same view controller instance")
        == true)
  }
}

/// The slide animator of the second article, for navigation: the incoming screen slides in
/// from the side the operation comes from while the outgoing one slides out the other way.
@MainActor
final class SlideNavigationAnimator: StageNavigationControllerDelegate,
  StageViewControllerAnimatedTransitioning
{
  private var operation: StageNavigationController.Operation = .push

  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    self.operation = operation
    return self
  }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { 0.4 }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to),
      let toVC = transitionContext.viewController(forKey: .to)
    else { return }
    let container = transitionContext.containerView
    let width = container.bounds.width * (operation == .push ? 1 : -1)
    let final = transitionContext.finalFrame(for: toVC)
    toView.frame = final.offsetBy(dx: width, dy: 0)
    container.addSubview(toView)
    StageView.animate(
      withDuration: 0.4, delay: 0, options: .curveLinear,
      animations: {
        toView.frame = final
        fromView.frame = final.offsetBy(dx: -width, dy: 0)
      },
      completion: { _ in
        fromView.frame = final
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

@MainActor
@Suite struct SlideNavigationPortTests {
  @Test func slidePushAndPop() {
    let window = StageWindow.phone()
    let a = screen("A")
    let b = screen("B")
    let navigation = StageNavigationController(rootViewController: a)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let slide = SlideNavigationAnimator()
    navigation.delegate = slide
    navigation.pushViewController(b, animated: true)
    #expect(b.view.layer.presentation()?.frame.minX == 390, "start: off to the right")
    window.advance(by: 0.2)
    #expect(abs((b.view.layer.presentation()?.frame.minX ?? 0) - 195) < 1e-9)
    #expect(abs((a.view.layer.presentation()?.frame.minX ?? 0) + 195) < 1e-9)
    #expect(window.runUntilIdle())
    #expect(b.view.frame.minX == 0 && a.view.superview == nil)

    navigation.popViewController(animated: true)
    window.advance(by: 0.2)
    #expect(abs((a.view.layer.presentation()?.frame.minX ?? 0) + 195) < 1e-9, "from the left")
    #expect(abs((b.view.layer.presentation()?.frame.minX ?? 0) - 195) < 1e-9)
    #expect(window.runUntilIdle())
    #expect(a.view.superview === navigation.transitionView && b.view.superview == nil)
    #expect(a.view.frame == navigation.transitionView.bounds)
  }
}

@MainActor
@Suite struct StageContainmentLogTests {
  @Test func containmentCallsReachTheLogEvenOutsideTheWindow() {
    // willMove(toParent:) comes before the child joins, didMove(toParent: nil) after it
    // left: the log still gets both, from the window the container is in.
    let window = StageWindow.phone()
    let navigation = StageNavigationController(rootViewController: screen("A"))
    navigation.title = "Nav"
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.eventLog.removeAll()
    let b = screen("B")
    navigation.pushViewController(b, animated: false)
    navigation.popViewController(animated: false)
    #expect(
      window.eventLog.lines(of: [.containment]) == [
        "willMove(toParent: Nav)(B)", "didMove(toParent: Nav)(B)",
        "willMove(toParent: nil)(B)", "didMove(toParent: nil)(B)",
      ])
  }
}
