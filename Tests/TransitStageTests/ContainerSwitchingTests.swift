import Foundation
import TestSupport
import Testing
import TransitStage

@testable import StageKit

// What Transit's custom container must do as UIKit's tab bar controller does (the stage's
// model of it): their children, the child they show, and the switch between two children,
// with or without an animator and an interaction controller. Each test runs on both
// controllers; StageTabBarControllerTests and TransitContainerViewControllerTests keep what
// only one has.

/// The two animators a switch runs with in these tests.
private enum SwitchAnimation: CaseIterable, Sendable {
  /// ``SwitchTestFadeAnimator``: a linear cross-fade over 0.3 s.
  case fade
  /// ``SwitchTestSlideAnimator``: a linear horizontal slide over 0.4 s.
  case slide
}

@MainActor
@Suite struct ContainerSwitchingTests {
  let window = StageWindow.phone()

  /// The controller on screen with these children, the first shown, the log emptied.
  func start(_ kind: SwitchingControllerKind, _ children: [StageViewController])
    -> any SwitchingController
  {
    let controller = kind.make(children)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.eventLog.removeAll()
    return controller
  }

  /// A slide whose direction comes from the children's indices in the controller.
  func slideAnimator(for controller: any SwitchingController) -> SwitchTestSlideAnimator {
    SwitchTestSlideAnimator { [weak controller] child in
      controller?.switchingChildren.firstIndex { $0 === child } ?? 0
    }
  }

  /// A delegate with a slide, installed on the controller; the test keeps it alive.
  func slideDelegate(for controller: any SwitchingController) -> SwitchTestDelegate {
    let delegate = SwitchTestDelegate(animator: slideAnimator(for: controller))
    controller.switchDelegate = delegate
    return delegate
  }

  /// A delegate with a cross-fade, installed on the controller; the test keeps it alive.
  func fadeDelegate(
    for controller: any SwitchingController, animator: SwitchTestFadeAnimator = .init()
  ) -> SwitchTestDelegate {
    let delegate = SwitchTestDelegate(animator: animator)
    controller.switchDelegate = delegate
    return delegate
  }

  // MARK: Children

  @Test(arguments: SwitchingControllerKind.allCases)
  func childrenAreContainedAndOnlyTheShownOneAppears(_ kind: SwitchingControllerKind) {
    // docs/uikit-behaviour.md#b1-1-3: the controller sends its own appearance to the child
    // it shows, after its own call; the hidden child gets none and is never loaded.
    let a = SwitchTestProbe("A")
    let b = SwitchTestProbe("B")
    let controller = kind.make([a, b])
    #expect(controller.children.count == 2 && a.parent === controller && b.parent === controller)
    // A container has no title yet when it takes its children: the log names it by its type.
    #expect(
      a.containment == ["willMove(\(kind.nameAtCreation))", "didMove(\(kind.nameAtCreation))"])
    #expect(controller.selectedViewController === a && controller.selectedIndex == 0)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillAppear(\(kind.title))", "viewWillAppear(A)", "viewDidAppear(\(kind.title))",
        "viewDidAppear(A)",
      ])
    #expect(a.view.superview === controller.transitionView)
    #expect(controller.transitionView.superview === controller.view)
    #expect(a.view.frame == controller.transitionView.bounds)
    #expect(!b.isViewLoaded)

    window.rootViewController = nil
    #expect(
      a.appearance == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    #expect(b.appearance.isEmpty)
  }

  @Test(arguments: SwitchingControllerKind.allCases)
  func replacingTheChildrenRunsTheContainmentCalls(_ kind: SwitchingControllerKind) {
    let a = SwitchTestProbe("A")
    let b = SwitchTestProbe("B")
    let c = SwitchTestProbe("C")
    let controller = start(kind, [a, b])
    let joined = ["willMove(\(kind.nameAtCreation))", "didMove(\(kind.nameAtCreation))"]
    controller.switchingChildren = [b, c, b, controller]
    #expect(controller.switchingChildren.map(\.logName) == ["B", "C"])
    #expect(a.containment == joined + ["willMove(nil)", "didMove(nil)"])
    #expect(b.containment == joined, "B stays: no calls")
    #expect(c.containment == ["willMove(\(kind.title))", "didMove(\(kind.title))"])
    #expect(a.parent == nil && c.parent === controller)
    // A left, so the child at A's index (B) is shown, instantly (§1.2 row 5's order).
    #expect(controller.selectedViewController === b)
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillAppear(B)", "viewWillDisappear(A)", "viewDidDisappear(A)", "viewDidAppear(B)",
      ])
    #expect(a.view.superview == nil && b.view.superview === controller.transitionView)
  }

  @Test(arguments: SwitchingControllerKind.allCases)
  func anEmptyControllerShowsNothing(_ kind: SwitchingControllerKind) {
    let controller = start(kind, [])
    #expect(controller.selectedViewController == nil && controller.selectedIndex == 0)
    #expect(controller.transitionView.subviews.isEmpty)
    let a = screen("A")
    controller.switchingChildren = [a]
    #expect(controller.selectedViewController === a)
    #expect(a.view.superview === controller.transitionView)
    #expect(
      window.eventLog.lines(of: [.appearance]) == ["viewWillAppear(A)", "viewDidAppear(A)"])
  }

  // MARK: Switching

  @Test(arguments: SwitchingControllerKind.allCases)
  func instantSwitchFollowsRowFive(_ kind: SwitchingControllerKind) {
    // docs/uikit-behaviour.md#b1-2-r5 and §3 "tab switch": no animator, so the switch is
    // synchronous; B loads first; B's "will" precedes A's.
    let a = screen("A")
    let b = screen("B")
    let controller = start(kind, [a, b])
    controller.select(1)
    #expect(
      window.eventLog.lines() == [
        "viewDidLoad(B)", "viewWillAppear(B)", "viewWillDisappear(A)", "viewDidDisappear(A)",
        "viewDidAppear(B)",
      ])
    #expect(controller.selectedViewController === b)
    #expect(b.view.superview === controller.transitionView)
    #expect(a.view.superview == nil)
    #expect(b.view.frame == controller.transitionView.bounds)
    #expect(!controller.isTransitioning && b.transitionCoordinator == nil)
    #expect(window.eventLog.warnings.isEmpty)
  }

  @Test(arguments: SwitchingControllerKind.allCases, SwitchAnimation.allCases)
  fileprivate func animatedSwitchFollowsRowSixAndRuleOne(
    _ kind: SwitchingControllerKind, _ animation: SwitchAnimation
  ) {
    // §1.2 row 6: both "will" calls before animateTransition, both "did" calls after
    // completeTransition(true); docs/design.md#r1: both views in the transition view during
    // the switch, fromView removed when it completes; setting selectedIndex in code asks
    // for an animator but (in a tab bar controller) neither shouldSelect nor didSelect.
    let a = screen("A")
    let b = screen("B")
    let controller = start(kind, [a, b])
    let delegate =
      switch animation {
      case .fade: fadeDelegate(for: controller)
      case .slide: slideDelegate(for: controller)
      }
    controller.select(1)
    #expect(controller.selectedIndex == 1, "the selection changes when the switch starts")
    #expect(controller.selectedViewController === b && controller.isTransitioning)
    #expect(
      window.eventLog.lines()
        == kind.logged([
          "viewDidLoad(B)",
          "\(kind.delegateName)(animationControllerForTransitionFrom: A, to: B)",
          "\(kind.delegateName)(interactionControllerFor:)",
          "viewWillAppear(B)", "viewWillDisappear(A)", "animateTransition",
        ]))
    if kind.givesACoordinator {
      #expect(b.transitionCoordinator?.containerView === controller.transitionView)
      #expect(b.transitionCoordinator != nil && a.transitionCoordinator != nil)
    } else {
      #expect(b.transitionCoordinator == nil && a.transitionCoordinator == nil)
    }
    #expect(a.view.superview === controller.transitionView)
    #expect(b.view.superview === controller.transitionView)

    switch animation {
    case .fade:
      // Linear fade over 0.3 s: at 0.1 s B shows a third, A two thirds.
      window.advance(by: 0.1)
      #expect(abs(Double(b.view.layer.presentation()?.opacity ?? -1) - 1.0 / 3) < 0.01)
      #expect(abs(Double(a.view.layer.presentation()?.opacity ?? -1) - 2.0 / 3) < 0.01)
    case .slide:
      // Linear slide from the right over 0.4 s: B's centre goes from 585 to 195, A's from
      // 195 to -195; half-way both are 390 pt further on.
      window.advance(by: 0.2)
      #expect(abs(presentedX(b.view) - 390) < 0.5)
      #expect(abs(presentedX(a.view) - 0) < 0.5)
    }
    #expect(
      b.view.superview === controller.transitionView
        && a.view.superview === controller.transitionView)

    #expect(window.runUntilIdle())
    #expect(
      window.eventLog.lines(of: [.appearance, .transition])
        == kind.logged([
          "viewWillAppear(B)", "viewWillDisappear(A)", "animateTransition",
          "completeTransition(true)", "viewDidDisappear(A)", "viewDidAppear(B)",
          "animationEnded(true)",
        ]))
    #expect(a.view.superview == nil, "the system removes fromView when it completes")
    #expect(b.view.superview === controller.transitionView && b.view.alpha == 1)
    #expect(b.view.frame == controller.transitionView.bounds)
    #expect(delegate.animator?.endings == [true])
    #expect(delegate.selections.isEmpty)
    #expect(!controller.isTransitioning && b.transitionCoordinator == nil)
    #expect(window.eventLog.warnings.isEmpty)
  }

  @Test(arguments: SwitchingControllerKind.allCases)
  func switchDirectionComesFromTheChildIndices(_ kind: SwitchingControllerKind) {
    // docs/design.md#r9: going to a child on the left slides the other way.
    let controller = start(kind, [screen("A"), screen("B"), screen("C")])
    let delegate = slideDelegate(for: controller)
    controller.select(2)
    window.runUntilIdle()
    controller.select(0)
    guard let a = controller.switchingChildren.first else { return }
    window.advance(by: 0.1)
    // From the left: A's centre goes from -195 to 195, a quarter of the way is -97.5.
    #expect(abs(presentedX(a.view) - -97.5) < 0.5)
    #expect(window.runUntilIdle())
    #expect(controller.selectedIndex == 0)
    #expect(delegate.animator?.endings == [true, true])
  }

  @Test(arguments: SwitchingControllerKind.allCases)
  func anAnimatorThatFailsCancelsTheSwitch(_ kind: SwitchingControllerKind) {
    // docs/design.md#r1: completeTransition(false) removes toView, keeps fromView, and the
    // selection goes back; the appearance calls of a cancel (§1.2 row 14's pattern).
    let a = screen("A")
    let b = screen("B")
    let controller = start(kind, [a, b])
    let animator = SwitchTestFadeAnimator(completes: false)
    let delegate = fadeDelegate(for: controller, animator: animator)
    controller.select(1)
    #expect(controller.selectedIndex == 1)
    #expect(window.runUntilIdle())
    #expect(
      window.eventLog.lines(of: [.appearance, .transition])
        == kind.logged([
          "viewWillAppear(B)", "viewWillDisappear(A)", "animateTransition",
          "completeTransition(false)", "viewWillDisappear(B)", "viewDidDisappear(B)",
          "viewWillAppear(A)", "viewDidAppear(A)", "animationEnded(false)",
        ]))
    #expect(controller.selectedIndex == 0 && controller.selectedViewController === a)
    #expect(b.view.superview == nil && a.view.superview === controller.transitionView)
    #expect(a.view.alpha == 1)
    #expect(animator.endings == [false])
    withExtendedLifetime(delegate) {}
  }

  @Test(arguments: SwitchingControllerKind.allCases)
  func interactiveSwitchCanBeCancelledAndThenFinished(_ kind: SwitchingControllerKind) {
    let a = screen("A")
    let b = screen("B")
    let controller = start(kind, [a, b])
    let delegate = fadeDelegate(for: controller)
    guard let animator = delegate.animator else { return }
    let interaction = SwitchTestInteraction(animator: animator)
    delegate.interaction = interaction

    controller.select(1)
    interaction.update(0.5)
    window.advance(by: 0.5)
    // Held at half-way by the finger: B half faded in.
    #expect(abs(Double(b.view.layer.presentation()?.opacity ?? -1) - 0.5) < 0.01)
    #expect(a.view.superview === controller.transitionView)
    interaction.cancel()
    #expect(window.runUntilIdle())
    #expect(controller.selectedViewController === a)
    #expect(b.view.superview == nil && a.view.superview === controller.transitionView)
    #expect(animator.endings == [false])

    window.eventLog.removeAll()
    controller.select(1)
    interaction.update(0.9)
    interaction.finish()
    #expect(window.runUntilIdle())
    #expect(controller.selectedViewController === b)
    #expect(a.view.superview == nil && b.view.superview === controller.transitionView)
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillAppear(B)", "viewWillDisappear(A)", "viewDidDisappear(A)", "viewDidAppear(B)",
      ])
  }

  @Test(arguments: SwitchingControllerKind.allCases)
  func finishedInteractiveSwitchCompletes(_ kind: SwitchingControllerKind) {
    // §1.2 rows 6 and 15: "did" calls after the completion, as for an animated switch.
    let a = screen("A")
    let b = screen("B")
    let controller = start(kind, [a, b])
    let delegate = slideDelegate(for: controller)
    guard let animator = delegate.animator else { return }
    let interaction = SwitchTestInteraction(animator: animator)
    delegate.interaction = interaction
    controller.select(1)
    interaction.update(0.75)
    window.advance(by: 0)
    #expect(abs(presentedX(b.view) - 292.5) < 0.5)
    interaction.finish()
    window.advance(by: 0.05)
    // A quarter of the slide is left, 0.1 s: half of that is 48.75 pt.
    #expect(abs(presentedX(b.view) - 243.75) < 0.5)
    #expect(window.runUntilIdle())
    let ending = kind.logged([
      "completeTransition(true)", "viewDidDisappear(A)", "viewDidAppear(B)",
      "animationEnded(true)",
    ])
    #expect(
      Array(window.eventLog.lines(of: [.appearance, .transition]).suffix(ending.count)) == ending)
    #expect(controller.selectedViewController === b)
    #expect(a.view.superview == nil && b.view.superview === controller.transitionView)
  }

  @Test(arguments: SwitchingControllerKind.allCases)
  func coordinatorIsThereInViewWillAppearAndRunsAlongsideAnimations(
    _ kind: SwitchingControllerKind
  ) {
    // §7.3.1 and 2: the coordinator exists in the participants' viewWillAppear; an
    // alongside animation added there runs with the switch, its completion after it. A
    // custom container has none (docs/design.md#u24): the child's code asks and gets nil.
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
    let controller = start(kind, [a, b])
    let delegate = slideDelegate(for: controller)
    controller.select(1)
    #expect(b.coordinatorsInWillAppear == [kind.givesACoordinator])
    window.advance(by: 0.2)
    let opacity = badge.layer.presentation()?.opacity ?? -1
    if kind.givesACoordinator {
      #expect(opacity > 0.05 && opacity < 0.95, "fading with the switch")
    } else {
      #expect(opacity == 1, "no coordinator, so nothing runs alongside")
    }
    #expect(completedAt == nil)
    #expect(window.runUntilIdle())
    #expect(completedAt == (kind.givesACoordinator ? 1 : nil))
    #expect(b.transitionCoordinator == nil)
    #expect(delegate.animator?.endings == [true])
  }

  @Test(arguments: SwitchingControllerKind.allCases)
  func switchesOffScreenChangeViewsWithoutCallbacks(_ kind: SwitchingControllerKind) {
    // docs/uikit-behaviour.md#b1-1-4: nothing is on screen, so no appearance calls and no animator.
    let a = screen("A")
    let b = screen("B")
    let c = screen("C")
    let controller = kind.make([a, b, c])
    let delegate = slideDelegate(for: controller)
    controller.select(2)
    #expect(!c.isViewLoaded, "the view loads when the controller's does")
    window.rootViewController = controller
    _ = controller.view
    #expect(c.view.superview === controller.transitionView && !a.isViewLoaded)
    window.eventLog.removeAll()

    controller.select(1)
    #expect(window.eventLog.lines() == ["viewDidLoad(B)"])
    #expect(b.view.superview === controller.transitionView && c.view.superview == nil)
    #expect(delegate.animator?.endings.isEmpty == true)

    window.makeKeyAndVisible()
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillAppear(\(kind.title))", "viewWillAppear(B)", "viewDidAppear(\(kind.title))",
        "viewDidAppear(B)",
      ])
  }

  // MARK: Refusals and the delegate

  @Test(arguments: SwitchingControllerKind.allCases)
  func changesDuringASwitchAreIgnoredWithAWarning(_ kind: SwitchingControllerKind) {
    let c = screen("C")
    let controller = start(kind, [screen("A"), screen("B"), c])
    let delegate = fadeDelegate(for: controller)
    controller.select(1)
    controller.select(c)
    controller.switchingChildren = [c]
    #expect(window.eventLog.warnings == [kind.switchIgnored(to: c), kind.replacingIgnored])
    #expect(window.runUntilIdle())
    #expect(controller.selectedIndex == 1 && controller.switchingChildren.count == 3)
    withExtendedLifetime(delegate) {}
  }

  @Test(arguments: SwitchingControllerKind.allCases)
  func aDelegateHeldOnlyByTheControllerDisappears(_ kind: SwitchingControllerKind) {
    // docs/design.md#r6: the delegate is weak, so `controller.delegate = SwitchTestDelegate(…)`
    // installs nothing and the switch stays instant (row 5).
    let controller = start(kind, [screen("A"), screen("B")])
    // Through a function, as app code usually makes it (and so the compiler does not warn).
    func makeDelegate() -> SwitchTestDelegate {
      SwitchTestDelegate(animator: SwitchTestFadeAnimator())
    }
    controller.switchDelegate = makeDelegate()
    #expect(controller.switchDelegate == nil)
    controller.select(1)
    #expect(!controller.isTransitioning)
    #expect(window.eventLog.lines(of: [.delegate, .transition]).isEmpty)
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillAppear(B)", "viewWillDisappear(A)", "viewDidDisappear(A)", "viewDidAppear(B)",
      ])
  }
}
