import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

// MARK: Helpers shared with StageContainerViewControllerTests

/// A horizontal slide written as one would write it for UIKit: the direction comes from
/// the indices of the two children (DESIGN.md rule 9); linear, so mid-way values are easy
/// to know. On a cancel it puts the outgoing view back before completing.
@MainActor
final class SwitchTestSlideAnimator: StageViewControllerAnimatedTransitioning {
  let duration: Double
  /// The index of a child in its container.
  let index: @MainActor (StageViewController) -> Int
  private(set) var endings: [Bool] = []

  init(duration: Double = 0.4, index: @escaping @MainActor (StageViewController) -> Int) {
    self.duration = duration
    self.index = index
  }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { duration }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
      let toVC = transitionContext.viewController(forKey: .to),
      let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to)
    else { return }
    let container = transitionContext.containerView
    let offset = container.bounds.width * (index(toVC) > index(fromVC) ? 1 : -1)
    let start = transitionContext.initialFrame(for: fromVC)
    let end = transitionContext.finalFrame(for: toVC)
    toView.frame = end.offsetBy(dx: offset, dy: 0)
    container.addSubview(toView)
    StageView.animate(
      withDuration: duration, delay: 0, options: .curveLinear,
      animations: {
        toView.frame = end
        fromView.frame = start.offsetBy(dx: -offset, dy: 0)
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        if cancelled { fromView.frame = start }
        transitionContext.completeTransition(!cancelled)
      })
  }

  func animationEnded(_ transitionCompleted: Bool) {
    endings.append(transitionCompleted)
  }
}

/// A stand-in for a gesture-driven interaction controller (the pre-iOS 10 percent-driven
/// technique): it freezes the container's layer time, lets the animator set up its
/// animations, scrubs them with `timeOffset`, and on finish or cancel lets them run out so
/// that the animator's completion calls `completeTransition(!transitionWasCancelled)`.
@MainActor
final class SwitchTestInteraction: StageViewControllerInteractiveTransitioning {
  let animator: any StageViewControllerAnimatedTransitioning
  private(set) var context: (any StageViewControllerContextTransitioning)?

  init(animator: any StageViewControllerAnimatedTransitioning) {
    self.animator = animator
  }

  func startInteractiveTransition(_ transitionContext: any StageViewControllerContextTransitioning)
  {
    context = transitionContext
    transitionContext.containerView.layer.speed = 0
    transitionContext.containerView.layer.timeOffset = 0
    animator.animateTransition(using: transitionContext)
  }

  /// The finger moved: progress 0…1.
  func update(_ percentComplete: Double) {
    guard let context else { return }
    context.updateInteractiveTransition(percentComplete)
    context.containerView.layer.timeOffset =
      percentComplete * animator.transitionDuration(using: context)
  }

  /// The finger lifted past the threshold: the rest plays forward from where it is.
  func finish() {
    guard let context else { return }
    context.finishInteractiveTransition()
    let layer = context.containerView.layer
    let now = layer.superlayer?.currentLocalTime ?? 0
    layer.speed = 1
    layer.beginTime = now
  }

  /// The finger lifted short of it: the transition is cancelled; the animations run out and
  /// the animator's completion reports the cancel.
  func cancel() {
    guard let context else { return }
    context.cancelInteractiveTransition()
    let layer = context.containerView.layer
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
  }
}

/// A controller that remembers its containment calls (the event log cannot see the
/// `willMove(toParent:)` of a controller not yet attached to a window).
@MainActor
final class SwitchTestProbe: StageViewController {
  private(set) var containment: [String] = []
  /// The appearance methods called, in order (the event log loses those of a controller
  /// that has just left its window).
  private(set) var appearance: [String] = []
  /// What `transitionCoordinator` was inside `viewWillAppear`, each time.
  private(set) var coordinatorsInWillAppear: [Bool] = []
  /// Runs inside `viewWillAppear`, after it is recorded.
  var onWillAppear: (@MainActor (SwitchTestProbe) -> Void)?

  init(_ name: String) {
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  override func willMove(toParent parent: StageViewController?) {
    super.willMove(toParent: parent)
    containment.append("willMove(\(parent?.logName ?? "nil"))")
  }

  override func didMove(toParent parent: StageViewController?) {
    super.didMove(toParent: parent)
    containment.append("didMove(\(parent?.logName ?? "nil"))")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearance.append("viewWillAppear")
    coordinatorsInWillAppear.append(transitionCoordinator != nil)
    onWillAppear?(self)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearance.append("viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    appearance.append("viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    appearance.append("viewDidDisappear")
  }
}

/// The x of a view's centre on screen now.
@MainActor
func presentedX(_ view: StageView) -> CGFloat {
  view.layer.presentation()?.position.x ?? .nan
}

// MARK: Tests

/// A tab bar delegate with a slide animator; `interaction` makes the next switch
/// interactive.
@MainActor
private final class SlideTabsDelegate: StageTabBarControllerDelegate {
  var animator: SwitchTestSlideAnimator?
  var interaction: SwitchTestInteraction?
  var allowsSelection = true
  private(set) var selections: [String] = []

  func tabBarController(
    _ tabBarController: StageTabBarController, shouldSelect viewController: StageViewController
  ) -> Bool { allowsSelection }

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
}

@MainActor
@Suite struct StageTabBarControllerTests {
  let window = StageWindow(size: CGSize(width: 390, height: 844))

  /// A tab bar controller on screen with some tabs, the first selected, the log emptied.
  func start(_ tabs: [StageViewController]) -> StageTabBarController {
    let controller = StageTabBarController()
    controller.title = "Tabs"
    controller.viewControllers = tabs
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.eventLog.removeAll()
    return controller
  }

  private func slideDelegate(for tabs: StageTabBarController) -> SlideTabsDelegate {
    let delegate = SlideTabsDelegate()
    delegate.animator = SwitchTestSlideAnimator { [weak tabs] controller in
      tabs?.viewControllers?.firstIndex { $0 === controller } ?? 0
    }
    tabs.delegate = delegate
    return delegate
  }

  @Test func firstTabAppearsWithTheTabBarController() {
    let a = screen("A")
    let b = screen("B")
    let tabs = StageTabBarController()
    tabs.title = "Tabs"
    tabs.viewControllers = [a, b]
    #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
    #expect(a.tabBarController === tabs && b.tabBarController === tabs)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    // §1.1 rule 3: appearance reaches the selected child only; B is never loaded.
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillAppear(Tabs)", "viewWillAppear(A)", "viewDidAppear(Tabs)", "viewDidAppear(A)",
      ])
    #expect(a.view.superview === tabs.transitionView)
    #expect(tabs.transitionView.superview === tabs.view)
    #expect(a.view.frame == tabs.transitionView.bounds)
    #expect(!b.isViewLoaded)
  }

  @Test func instantSwitchFollowsRowFive() {
    // UIKIT-BEHAVIOUR.md §1.2 row 5 and §3 "tab switch": no animator, so the switch is
    // synchronous; B loads first; B's "will" precedes A's.
    let a = screen("A")
    let b = screen("B")
    let tabs = start([a, b])
    tabs.selectedIndex = 1
    #expect(
      window.eventLog.lines() == [
        "viewDidLoad(B)", "viewWillAppear(B)", "viewWillDisappear(A)", "viewDidDisappear(A)",
        "viewDidAppear(B)",
      ])
    #expect(tabs.selectedViewController === b)
    #expect(b.view.superview === tabs.transitionView)
    #expect(a.view.superview == nil)
    #expect(b.view.frame == tabs.transitionView.bounds)
    #expect(!tabs.isTransitioning && b.transitionCoordinator == nil)
    #expect(window.eventLog.warnings.isEmpty)
  }

  @Test func animatedSwitchFollowsRowSixAndRuleOne() {
    // §1.2 row 6: both "will" calls before animateTransition, both "did" calls after
    // completeTransition(true); DESIGN.md rule 1: both views in the container during the
    // switch, fromView removed when it completes; setting selectedIndex in code asks for
    // an animator but neither shouldSelect nor didSelect.
    let a = screen("A")
    let b = screen("B")
    let tabs = start([a, b])
    let delegate = slideDelegate(for: tabs)
    tabs.selectedIndex = 1
    #expect(tabs.selectedIndex == 1, "the selection changes when the switch starts")
    #expect(tabs.isTransitioning)
    #expect(
      window.eventLog.lines() == [
        "viewDidLoad(B)",
        "tabBarController(animationControllerForTransitionFrom: A, to: B)",
        "tabBarController(interactionControllerFor:)",
        "viewWillAppear(B)", "viewWillDisappear(A)", "animateTransition",
      ])
    #expect(a.view.superview === tabs.transitionView)
    #expect(b.view.superview === tabs.transitionView)
    #expect(b.transitionCoordinator != nil && a.transitionCoordinator != nil)

    // Linear slide from the right over 0.4 s: B's centre goes from 585 to 195, A's from
    // 195 to -195; half-way both are 390 pt further on.
    window.advance(by: 0.2)
    #expect(abs(presentedX(b.view) - 390) < 0.5)
    #expect(abs(presentedX(a.view) - 0) < 0.5)
    #expect(b.view.superview === tabs.transitionView && a.view.superview === tabs.transitionView)

    #expect(window.runUntilIdle())
    #expect(
      window.eventLog.lines(of: [.appearance, .transition]) == [
        "viewWillAppear(B)", "viewWillDisappear(A)", "animateTransition",
        "completeTransition(true)", "viewDidDisappear(A)", "viewDidAppear(B)",
        "animationEnded(true)",
      ])
    #expect(a.view.superview == nil, "the system removes fromView when it completes")
    #expect(b.view.superview === tabs.transitionView)
    #expect(b.view.frame == tabs.transitionView.bounds)
    #expect(delegate.animator?.endings == [true])
    #expect(delegate.selections.isEmpty)
    #expect(!tabs.isTransitioning && b.transitionCoordinator == nil)
    #expect(window.eventLog.warnings.isEmpty)
  }

  @Test func slideDirectionComesFromTheTabIndices() {
    // DESIGN.md rule 9: going to a tab on the left slides the other way.
    let tabs = start([screen("A"), screen("B"), screen("C")])
    let delegate = slideDelegate(for: tabs)
    tabs.selectedIndex = 2
    window.runUntilIdle()
    tabs.selectedIndex = 0
    guard let a = tabs.viewControllers?.first else { return }
    window.advance(by: 0.1)
    // From the left: A's centre goes from -195 to 195, a quarter of the way is -97.5.
    #expect(abs(presentedX(a.view) - -97.5) < 0.5)
    #expect(window.runUntilIdle())
    #expect(tabs.selectedIndex == 0)
    #expect(delegate.animator?.endings == [true, true])
  }

  @Test func userSelectionAsksShouldSelectAndSendsDidSelectAtOnce() {
    // UITabBarControllerDelegate: shouldSelect and didSelect are for user taps;
    // didSelect arrives as soon as the selection changes, while the switch still runs.
    let tabs = start([screen("A"), screen("B"), screen("C")])
    let delegate = slideDelegate(for: tabs)
    #expect(tabs.simulateUserSelection(at: 1))
    #expect(tabs.isTransitioning)
    #expect(delegate.selections == ["B"])
    #expect(
      window.eventLog.lines(of: [.delegate]) == [
        "tabBarController(shouldSelect: B)",
        "tabBarController(animationControllerForTransitionFrom: A, to: B)",
        "tabBarController(interactionControllerFor:)",
        "tabBarController(didSelect: B)",
      ])
    window.runUntilIdle()

    delegate.allowsSelection = false
    window.eventLog.removeAll()
    #expect(!tabs.simulateUserSelection(at: 2))
    #expect(tabs.selectedIndex == 1)
    #expect(window.eventLog.lines() == ["tabBarController(shouldSelect: C)"])
    #expect(delegate.selections == ["B"])

    #expect(!tabs.simulateUserSelection(at: 3), "no such tab")
    #expect(!tabs.simulateUserSelection(at: -1), "no such tab")
    #expect(tabs.selectedIndex == 1)
  }

  @Test func tappingTheSelectedTabNotifiesAndPopsItsNavigationControllerToRoot() {
    let root = screen("R")
    let navigation = StageNavigationController(rootViewController: root)
    navigation.title = "Nav"
    let tabs = start([navigation, screen("B")])
    let delegate = slideDelegate(for: tabs)
    navigation.pushViewController(screen("X"), animated: false)
    #expect(navigation.viewControllers.count == 2)
    window.eventLog.removeAll()
    #expect(tabs.simulateUserSelection(at: 0))
    #expect(delegate.selections == ["Nav"])
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.logName) == ["R"])
    #expect(tabs.selectedViewController === navigation)
    #expect(
      !window.eventLog.lines().contains { $0.hasPrefix("tabBarController(animationController") },
      "no tab switch")
  }

  @Test func cancelledInteractiveSwitchRestoresTheSelectionSilently() {
    // UIKIT-BEHAVIOUR.md §1.2 notes (openradar 32135966): a cancelled interactive tab switch
    // resets selectedIndex without didSelect; DESIGN.md rule 1: toView removed, fromView
    // stays; appearance calls of a cancel as in §1.2 row 14.
    let a = screen("A")
    let b = screen("B")
    let tabs = start([a, b])
    let delegate = slideDelegate(for: tabs)
    guard let animator = delegate.animator else { return }
    let interaction = SwitchTestInteraction(animator: animator)
    delegate.interaction = interaction

    #expect(tabs.simulateUserSelection(at: 1))
    #expect(tabs.selectedIndex == 1 && delegate.selections == ["B"])
    #expect(interaction.context?.isInteractive == true)
    #expect(
      window.eventLog.lines(of: [.appearance, .transition]) == [
        "viewWillAppear(B)", "viewWillDisappear(A)", "startInteractiveTransition",
      ])

    // The finger holds the switch at 50 %: time does not move it.
    interaction.update(0.5)
    window.advance(by: 1)
    #expect(abs(presentedX(b.view) - 390) < 0.5)
    #expect(abs(presentedX(a.view) - 0) < 0.5)
    #expect(tabs.isTransitioning)
    #expect(b.view.superview === tabs.transitionView && a.view.superview === tabs.transitionView)

    // §7.3.3: interaction handlers run before the appearance calls a cancel causes.
    tabs.transitionCoordinator?.notifyWhenInteractionChanges { context in
      self.window.eventLog.record(
        .delegate, "interactionChanged(cancelled: \(context.isCancelled))")
    }
    window.eventLog.removeAll()
    interaction.cancel()
    #expect(window.runUntilIdle())
    #expect(
      window.eventLog.lines() == [
        "interactionChanged(cancelled: true)", "completeTransition(false)",
        "viewWillDisappear(B)", "viewDidDisappear(B)", "viewWillAppear(A)", "viewDidAppear(A)",
        "animationEnded(false)",
      ])
    #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
    #expect(delegate.selections == ["B"], "no didSelect for the restored tab")
    #expect(b.view.superview == nil, "toView is removed on cancel")
    #expect(a.view.superview === tabs.transitionView, "fromView stays")
    #expect(a.view.frame == tabs.transitionView.bounds)
    #expect(animator.endings == [false])
    #expect(!tabs.isTransitioning)

    // The tab bar controller works normally afterwards.
    delegate.interaction = nil
    tabs.selectedIndex = 1
    #expect(window.runUntilIdle())
    #expect(tabs.selectedViewController === b && a.view.superview == nil)
  }

  @Test func finishedInteractiveSwitchCompletes() {
    // §1.2 rows 6 and 15: "did" calls after the completion, as for an animated switch.
    let a = screen("A")
    let b = screen("B")
    let tabs = start([a, b])
    let delegate = slideDelegate(for: tabs)
    guard let animator = delegate.animator else { return }
    let interaction = SwitchTestInteraction(animator: animator)
    delegate.interaction = interaction
    tabs.selectedIndex = 1
    interaction.update(0.75)
    window.advance(by: 0)
    #expect(abs(presentedX(b.view) - 292.5) < 0.5)
    interaction.finish()
    window.advance(by: 0.05)
    // A quarter of the slide is left, 0.1 s: half of that is 48.75 pt.
    #expect(abs(presentedX(b.view) - 243.75) < 0.5)
    #expect(window.runUntilIdle())
    #expect(
      window.eventLog.lines(of: [.appearance, .transition]).suffix(4) == [
        "completeTransition(true)", "viewDidDisappear(A)", "viewDidAppear(B)",
        "animationEnded(true)",
      ])
    #expect(tabs.selectedViewController === b)
    #expect(a.view.superview == nil && b.view.superview === tabs.transitionView)
  }

  @Test func coordinatorIsThereInViewWillAppearAndRunsAlongsideAnimations() {
    // §7.3.1 and 2: the coordinator exists in the participants' viewWillAppear; an
    // alongside animation added there runs with the switch, its completion after it.
    let a = screen("A")
    let b = SwitchTestProbe("B")
    let badge = StageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    var completedAt: Double?
    b.onWillAppear = { probe in
      if badge.superview == nil { probe.view.addSubview(badge) }
      probe.transitionCoordinator?.animate(
        alongsideTransition: { _ in badge.alpha = 0 },
        completion: { context in completedAt = context.isCancelled ? -1 : 1 })
    }
    let tabs = start([a, b])
    let delegate = slideDelegate(for: tabs)
    tabs.selectedIndex = 1
    #expect(b.coordinatorsInWillAppear == [true])
    window.advance(by: 0.2)
    let opacity = badge.layer.presentation()?.opacity ?? -1
    #expect(opacity > 0.05 && opacity < 0.95, "fading with the switch")
    #expect(completedAt == nil)
    #expect(window.runUntilIdle())
    #expect(completedAt == 1)
    #expect(b.transitionCoordinator == nil)
    #expect(delegate.animator?.endings == [true])
  }

  @Test func selectionDuringASwitchIsIgnoredWithAWarning() {
    let c = screen("C")
    let tabs = start([screen("A"), screen("B"), c])
    let delegate = slideDelegate(for: tabs)
    tabs.selectedIndex = 1
    tabs.selectedIndex = 2
    #expect(!tabs.simulateUserSelection(at: 2))
    tabs.viewControllers = [c]
    #expect(
      window.eventLog.warnings == [
        "Tab switch to <C> ignored: <Tabs> is still transitioning.",
        "Tab switch to <C> ignored: <Tabs> is still transitioning.",
        "Replacing the tabs ignored: <Tabs> is still transitioning.",
      ])
    #expect(!window.eventLog.lines().contains("tabBarController(shouldSelect: C)"))
    #expect(window.runUntilIdle())
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.viewControllers?.count == 3)
    #expect(delegate.selections.isEmpty)
    #expect(!c.isViewLoaded)
  }

  @Test func aDelegateHeldOnlyByTheTabBarControllerDisappears() {
    // DESIGN.md rule 6: the delegate is weak, so `tabs.delegate = SlideTabsDelegate()`
    // installs nothing and the switch stays instant (row 5).
    let tabs = start([screen("A"), screen("B")])
    // Through a function, as app code usually makes it (and so the compiler does not warn).
    func makeDelegate() -> SlideTabsDelegate { SlideTabsDelegate() }
    tabs.delegate = makeDelegate()
    #expect(tabs.delegate == nil)
    tabs.selectedIndex = 1
    #expect(!tabs.isTransitioning)
    #expect(window.eventLog.lines(of: [.delegate, .transition]).isEmpty)
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillAppear(B)", "viewWillDisappear(A)", "viewDidDisappear(A)", "viewDidAppear(B)",
      ])
  }

  @Test func selectingSomethingThatIsNotATabIsReportedAndIgnored() {
    let tabs = start([screen("A"), screen("B")])
    tabs.selectedViewController = screen("Z")
    tabs.selectedViewController = nil
    let message =
      "-[UITabBarController setSelectedViewController:] only a view controller in the tab "
      + "bar controller's list of view controllers can be selected."
    #expect(window.eventLog.warnings == [message, message])
    tabs.selectedIndex = 2
    tabs.selectedIndex = -1
    tabs.selectedIndex = Int.max
    #expect(tabs.selectedIndex == 0)
    #expect(window.eventLog.lines(of: [.appearance, .load]).isEmpty)
  }

  @Test func replacingTheTabsKeepsTheSelectionWhereUIKitDoes() {
    // UITabBarController.viewControllers: the selected controller stays selected if it is
    // still there, else the one at the same index, else the first; containment calls for
    // the controllers that leave and join.
    let a = SwitchTestProbe("A")
    let b = SwitchTestProbe("B")
    let c = SwitchTestProbe("C")
    let d = SwitchTestProbe("D")
    let tabs = start([a, b, c])
    #expect(a.containment == ["willMove(Tabs)", "didMove(Tabs)"])
    tabs.selectedIndex = 2
    window.eventLog.removeAll()

    tabs.setViewControllers([c, a], animated: true)
    #expect(tabs.selectedViewController === c && tabs.selectedIndex == 0)
    #expect(b.containment.suffix(2) == ["willMove(nil)", "didMove(nil)"])
    #expect(b.parent == nil && c.parent === tabs)
    #expect(window.eventLog.lines(of: [.appearance]).isEmpty, "C stays on screen")

    // C leaves; index 0 is now A.
    tabs.viewControllers = [a, d, a, tabs]
    #expect(tabs.viewControllers?.map(\.logName) == ["A", "D"], "duplicates and self dropped")
    #expect(tabs.selectedViewController === a)
    #expect(d.containment == ["willMove(Tabs)", "didMove(Tabs)"])
    #expect(c.containment.suffix(2) == ["willMove(nil)", "didMove(nil)"])
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillAppear(A)", "viewWillDisappear(C)", "viewDidDisappear(C)", "viewDidAppear(A)",
      ])
    #expect(a.view.superview === tabs.transitionView && c.view.superview == nil)

    // Index 1 (D) was selected; with one tab left the first is selected.
    tabs.selectedIndex = 1
    tabs.viewControllers = [b]
    #expect(tabs.selectedViewController === b)
    tabs.viewControllers = nil
    #expect(tabs.viewControllers == nil && tabs.selectedViewController == nil)
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.transitionView.subviews.isEmpty)
    #expect(
      window.eventLog.lines(of: [.appearance]).suffix(2) == [
        "viewWillDisappear(B)", "viewDidDisappear(B)",
      ])
  }

  @Test func switchesOffScreenChangeViewsWithoutCallbacks() {
    // §1.1 rule 4: nothing is on screen, so no appearance calls and no animator.
    let a = screen("A")
    let b = screen("B")
    let c = screen("C")
    let tabs = StageTabBarController()
    tabs.title = "Tabs"
    tabs.viewControllers = [a, b, c]
    let delegate = slideDelegate(for: tabs)
    tabs.selectedIndex = 2
    #expect(!c.isViewLoaded, "the view loads when the tab bar controller's does")
    window.rootViewController = tabs
    _ = tabs.view
    #expect(c.view.superview === tabs.transitionView && !a.isViewLoaded)
    window.eventLog.removeAll()

    tabs.selectedIndex = 1
    #expect(window.eventLog.lines() == ["viewDidLoad(B)"])
    #expect(b.view.superview === tabs.transitionView && c.view.superview == nil)
    #expect(delegate.animator?.endings.isEmpty == true)

    window.makeKeyAndVisible()
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillAppear(Tabs)", "viewWillAppear(B)", "viewDidAppear(Tabs)", "viewDidAppear(B)",
      ])
  }
}
