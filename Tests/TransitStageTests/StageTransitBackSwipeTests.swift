import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// A screen that turns the back swipe off while it shows, as apps do.
@MainActor
private final class NoBackSwipeScreen: StageViewController {
  override func viewDidAppear(_ animated: Bool) {
    navigationController?.interactivePopGestureRecognizer?.isEnabled = false
  }
  override func viewWillDisappear(_ animated: Bool) {
    navigationController?.interactivePopGestureRecognizer?.isEnabled = true
  }
}

/// A coordinator-style navigation delegate of the app's: it hears every event and may give
/// its own animator.
@MainActor
final class CoordinatorDelegate: StageNavigationControllerDelegate {
  var events: [String] = []
  var animator: (any StageViewControllerAnimatedTransitioning)?
  func navigationController(
    _ navigationController: StageNavigationController,
    willShow viewController: StageViewController, animated: Bool
  ) { events.append("willShow \(viewController.title ?? "")") }
  func navigationController(
    _ navigationController: StageNavigationController,
    didShow viewController: StageViewController, animated: Bool
  ) { events.append("didShow \(viewController.title ?? "")") }
  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    events.append("animationControllerFor")
    return animator
  }
}

/// An animator of the app's: a plain 0.2 s fade.
@MainActor
final class AppsFadeAnimator: StageViewControllerAnimatedTransitioning {
  var played = 0
  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { 0.2 }
  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    played += 1
    guard let toView = transitionContext.view(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toView)
    toView.alpha = 0
    StageView.animate(
      withDuration: 0.2, animations: { toView.alpha = 1 },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// docs/design.md#u1 and docs/design.md#u2 on the stage: the back swipe stays the navigation
/// controller's own, and the
/// app's delegates keep working (docs/uikit-behaviour.md#b6-1).
@MainActor
@Suite struct StageTransitBackSwipeTests {
  let window = StageWindow.phone()
  let log = DiagnosticLog()
  var width: CGFloat { window.bounds.width }

  func navigation(root: StageViewController = screen("List")) -> StageNavigationController {
    let navigation = StageNavigationController(rootViewController: root)
    navigation.transit.diagnostics = log.sink
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return navigation
  }

  var backSwipe: StageTouchTrace {
    .edgePan(from: .left, in: window.bounds, distance: 0.7 * width, duration: 0.5)
  }

  func edgePans(on view: StageView) -> Int {
    (view.gestureRecognizers ?? []).filter { $0 is StageScreenEdgePanGestureRecognizer }.count
  }

  @Test func aScreenPushedWithoutTransitKeepsTheSystemsBackSwipe() {
    let navigation = navigation()
    navigation.transit.push(screen("Middle"), using: .push())
    #expect(window.runUntilIdle())
    navigation.pushViewController(screen("Plain"), animated: true)
    #expect(window.runUntilIdle())
    window.eventLog.removeAll()
    window.send(backSwipe)
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.title) == ["List", "Middle"])
    #expect(navigation.interactivePopGestureRecognizer?.isEnabled == true)
    #expect(edgePans(on: navigation.view) == 1, "no second edge pan")
    // The system's pop, driven by the system's own interaction.
    #expect(window.eventLog.lines(of: [.transition]).contains("startInteractiveTransition"))
  }

  @Test func transitsBackSwipeIsTheNavigationControllersOwnAndPopsWithTheTransition() throws {
    let navigation = navigation()
    let detail = screen("Detail")
    navigation.transit.push(detail, using: .push())
    #expect(window.runUntilIdle())
    let recognizer = try #require(navigation.interactivePopGestureRecognizer)
    #expect(navigation.transit.backSwipeGestureRecognizer === recognizer)
    #expect(detail.transit.backSwipeGestureRecognizer === recognizer, "from the screen too")
    #expect(edgePans(on: navigation.view) == 1)
    window.send(backSwipe)
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.title) == ["List"])
  }

  /// A pop asked for and not yet finished counts as in flight: a second swipe right after
  /// the first takes hold of that pop, and does not pop again.
  @Test func aFastDoubleBackSwipePopsOnce() {
    let navigation = navigation()
    navigation.transit.push(screen("Middle"), using: .push())
    #expect(window.runUntilIdle())
    navigation.transit.push(screen("Top"), using: .push())
    #expect(window.runUntilIdle())
    window.send(backSwipe.followed(by: backSwipe, after: 0.02))
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.title) == ["List", "Middle"])
  }

  @Test func theBackSwipeDoesNotBeginOnTheRootScreen() {
    let navigation = navigation()
    navigation.transit.transition = .push()
    var began = 0
    navigation.interactivePopGestureRecognizer?.addTarget { if $0.state == .began { began += 1 } }
    window.send(backSwipe)
    #expect(window.runUntilIdle())
    #expect(began == 0 && navigation.viewControllers.count == 1)
  }

  @Test func theAppsPerScreenSwitchStopsTheBackSwipe() {
    let navigation = navigation()
    let locked = NoBackSwipeScreen()
    navigation.transit.push(locked, using: .push())
    #expect(window.runUntilIdle())
    window.send(backSwipe)
    #expect(window.runUntilIdle())
    #expect(navigation.topViewController === locked, "isEnabled = false in viewDidAppear")
    navigation.interactivePopGestureRecognizer?.isEnabled = true
    window.send(backSwipe)
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func aScreenThatOptsOutIsNotSwipedBack() {
    let navigation = navigation()
    let detail = screen("Detail")
    detail.transit.allowsBackSwipe = false
    navigation.transit.push(detail, using: .push())
    #expect(window.runUntilIdle())
    window.send(backSwipe)
    #expect(window.runUntilIdle())
    #expect(navigation.topViewController === detail)
    detail.transit.allowsBackSwipe = true
    window.send(backSwipe)
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func aGestureThatRequiresTheBackSwipeToFailWaitsForIt() throws {
    let navigation = navigation()
    let detail = screen("Detail")
    navigation.transit.push(detail, using: .push())
    #expect(window.runUntilIdle())
    var drawerBegan = false
    let drawer = StagePanGestureRecognizer { if $0.state == .began { drawerBegan = true } }
    drawer.require(toFail: try #require(detail.transit.backSwipeGestureRecognizer))
    detail.view.addGestureRecognizer(drawer)
    window.send(backSwipe)
    #expect(window.runUntilIdle())
    #expect(!drawerBegan && navigation.viewControllers.count == 1)
  }

  @Test func theFullWidthBackSwipeBeginsOnlyTowardsTheTrailingEdge() {
    let navigation = navigation()
    let detail = screen("Detail")
    navigation.transit.push(detail, using: .push().interactive(.panBack))
    #expect(window.runUntilIdle())
    // Leftwards, then downwards, from mid-screen: neither is a back swipe.
    window.send(.pan(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 40, y: 500), duration: 0.2))
    window.send(.pan(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 230, y: 700), duration: 0.2))
    #expect(window.runUntilIdle())
    #expect(navigation.topViewController === detail)
    window.send(.pan(from: CGPoint(x: 120, y: 500), to: CGPoint(x: 380, y: 510), duration: 0.2))
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.title) == ["List"])
  }

  // MARK: - The app's delegate (docs/design.md#u2)

  @Test func aDelegateTheAppSetBeforeTransitKeepsHearingEvents() {
    let navigation = navigation()
    let coordinator = CoordinatorDelegate()
    navigation.delegate = coordinator
    navigation.transit.push(screen("Detail"), using: .push())
    #expect(window.runUntilIdle())
    #expect(navigation.transit.isContainerDelegate)
    #expect(coordinator.events == ["animationControllerFor", "willShow Detail", "didShow Detail"])
    #expect(log.kinds.isEmpty, "adopting at install is no trap")
  }

  @Test func theAppsAnimatorIsAskedFirstAndUsed() {
    let navigation = navigation()
    let coordinator = CoordinatorDelegate()
    let fade = AppsFadeAnimator()
    coordinator.animator = fade
    navigation.delegate = coordinator
    navigation.transit.push(screen("Detail"), using: .push())
    #expect(window.runUntilIdle())
    #expect(fade.played == 1)
    #expect(navigation.viewControllers.map(\.title) == ["List", "Detail"])
  }

  /// docs/design.md#n3: a delegate set through Transit after it installed makes the
  /// navigation controller take Transit's delegate again (UIKit notes then what it answers);
  /// Transit stays the delegate, the app's hears the events and is held weakly, and once
  /// freed, navigation goes on. (What UIKit notes is Objective-C: a device check.)
  @Test func aDelegateSetThroughTransitLaterHearsEventsAndMayBeFreed() {
    let navigation = navigation()
    navigation.transit.push(screen("Detail"), using: .push())
    #expect(window.runUntilIdle())
    var coordinator: CoordinatorDelegate? = CoordinatorDelegate()
    weak let watched = coordinator
    navigation.transit.navigationDelegate = coordinator
    #expect(navigation.transit.isContainerDelegate)
    navigation.transit.push(screen("More"), using: .push())
    #expect(window.runUntilIdle())
    #expect(coordinator?.events.last == "didShow More")
    coordinator = nil
    #expect(watched == nil, "held weakly")
    window.send(backSwipe)
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.title) == ["List", "Detail"])
    #expect(navigation.transit.isContainerDelegate && log.kinds.isEmpty)
  }

  @Test func aDelegateReplacedLaterIsReportedAndTheBackSwipeStepsAside() {
    let navigation = navigation()
    navigation.transit.push(screen("Detail"), using: .push())
    #expect(window.runUntilIdle())
    let coordinator = CoordinatorDelegate()
    navigation.delegate = coordinator
    window.send(backSwipe)
    #expect(window.runUntilIdle())
    // The system pops (the app's delegate gave no animator): nothing is left half-way.
    #expect(navigation.viewControllers.map(\.title) == ["List"])
    #expect(navigation.transitionView.subviews.count == 1)
    #expect(log.kinds == [.delegateReplaced])
    #expect(coordinator.events.contains("didShow List"))
    // The next push takes the delegate back, and the app's still hears its events.
    navigation.transit.push(screen("Again"), using: .push())
    #expect(window.runUntilIdle())
    #expect(navigation.transit.isContainerDelegate)
    #expect(coordinator.events.last == "didShow Again")
  }
}
