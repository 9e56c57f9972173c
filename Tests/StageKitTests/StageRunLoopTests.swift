import Foundation
import TestSupport
import Testing

@testable import StageKit

/// A crossfade as UIKit code writes it: a snapshot of the outgoing screen stays a moment
/// after the transition and `DispatchQueue.main.asyncAfter` removes it; the start time is
/// read from `CACurrentMediaTime()`, and a display link with a target paces a label.
@MainActor
final class SnapshotFadeAnimator: StageNavigationControllerDelegate,
  StageViewControllerAnimatedTransitioning
{
  private(set) var snapshot: StageView?
  private(set) var startTime: CFTimeInterval = -1
  private(set) var link: StageDisplayLink?
  private(set) var frames: [CFTimeInterval] = []

  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { self }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> CFTimeInterval
  { 0.5 }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
      let toVC = transitionContext.viewController(forKey: .to)
    else { return }
    startTime = StageCurrentMediaTime()
    let container = transitionContext.containerView
    let snapshot = StageView(frame: fromVC.view.frame)
    container.addSubview(toVC.view!)
    container.addSubview(snapshot)
    self.snapshot = snapshot
    let link = StageDisplayLink(target: self) { [weak self] link in
      self?.frames.append(link.timestamp)
    }
    link.add(to: .main, forMode: .common)
    self.link = link
    toVC.view.alpha = 0
    StageView.animate(withDuration: 0.5) {
      toVC.view.alpha = 1
    } completion: { _ in
      transitionContext.completeTransition(true)
      link.invalidate()
      StageDispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
        snapshot.removeFromSuperview()
      }
    }
  }
}

@MainActor
@Suite struct StageRunLoopTests {
  private func pushedWindow() -> (StageWindow, SnapshotFadeAnimator) {
    let window = StageWindow.phone()
    let navigation = StageNavigationController(rootViewController: screen("List"))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let animator = SnapshotFadeAnimator()
    navigation.delegate = animator
    window.advance(by: 2)
    navigation.pushViewController(screen("Detail"), animated: true)
    return (window, animator)
  }

  @Test func workSentAfterADelayRunsOnTheStageClockAtItsDeadline() throws {
    let (window, animator) = pushedWindow()
    let snapshot = try #require(animator.snapshot)
    window.advance(by: 0.5)
    #expect(snapshot.superview != nil, "the transition just ended")
    window.advance(by: 0.29)
    #expect(snapshot.superview != nil, "0.29 s later: not yet")
    window.advance(by: 0.02)
    #expect(snapshot.superview == nil, "0.3 s after the completion: removed")
  }

  @Test func mediaTimeIsTheClockOfTheWindowWhoseTurnRuns() {
    let (window, animator) = pushedWindow()
    #expect(animator.startTime == 2, "the push started at 2 s on the window's clock")
    #expect(StageCurrentMediaTime() == 0, "outside any turn there is no clock")
    window.clock.runTurn { #expect(StageCurrentMediaTime() == window.clock.now) }
  }

  @Test func aDisplayLinkAddedToTheMainRunLoopFiresOnItsWindowsClockUntilInvalidated() throws {
    let (window, animator) = pushedWindow()
    let link = try #require(animator.link)
    window.advance(by: 0.1)
    window.advance(by: 0.15)
    #expect(animator.frames == [2.1, 2.25])
    #expect(isClose(link.duration, 0.15) && isClose(link.targetTimestamp, 2.4))
    #expect(link.modes == [.common])
    window.runUntilIdle()
    let count = animator.frames.count
    window.advance(by: 1)
    #expect(animator.frames.count == count, "invalidated at the transition's end")
    #expect(!link.isValid)
  }

  @Test func aDisplayLinkKeepsItsTargetAliveUntilInvalidated() {
    let window = StageWindow(size: CGSize(width: 10, height: 10))
    weak var weakTarget: AnyObject?
    var link: StageDisplayLink?
    do {
      let target = StageView()
      weakTarget = target
      link = StageDisplayLink(target: target) { _ in }
      window.clock.runTurn { link?.add(to: .main, forMode: .default) }
    }
    #expect(weakTarget != nil, "as CADisplayLink, the link holds its target")
    link?.invalidate()
    #expect(weakTarget == nil)
  }

  @Test func aLinkAddedOutsideAnyTurnHasNoClockAndNeverFires() {
    let window = StageWindow(size: CGSize(width: 10, height: 10))
    var fired = 0
    let link = StageDisplayLink(target: window) { _ in fired += 1 }
    link.add(to: .main, forMode: .common)
    window.advance(by: 1)
    #expect(fired == 0 && !link.isValid)
    link.add(to: window.clock.runLoop, forMode: .common)
    window.advance(by: 1)
    #expect(fired == 1 && link.isValid)
    link.remove(from: window.clock.runLoop, forMode: .common)
    window.advance(by: 1)
    #expect(fired == 1 && !link.isValid, "removed from its last mode")
  }

  @Test func asyncWorkRunsOnTheNextTurnInTheOrderSent() {
    let window = StageWindow(size: CGSize(width: 10, height: 10))
    var order: [String] = []
    window.clock.runTurn {
      StageDispatchQueue.main.async { order.append("first") }
      StageDispatchQueue.main.async {
        order.append("second")
        StageDispatchQueue.main.async { order.append("sent by second") }
      }
      order.append("sender")
    }
    #expect(order == ["sender"], "not at once")
    window.advance(by: 0)
    #expect(order == ["sender", "first", "second", "sent by second"])
  }

  @Test func workSentInOneWindowsTurnRunsOnThatWindowsClock() {
    let first = StageWindow(size: CGSize(width: 10, height: 10))
    let second = StageWindow(size: CGSize(width: 10, height: 10))
    var ran = false
    first.clock.runTurn {
      StageDispatchQueue.main.asyncAfter(deadline: .now() + 1) { ran = true }
    }
    second.advance(by: 2)
    #expect(!ran, "another window's clock")
    first.advance(by: 1)
    #expect(ran)
  }

  @Test func outsideAnyTurnWorkRunsAtOnceRatherThanBeLost() {
    var ran = 0
    StageDispatchQueue.main.async { ran += 1 }
    StageDispatchQueue.main.asyncAfter(deadline: .now() + 5) { ran += 1 }
    #expect(ran == 2)
  }

  @Test func aNaNOrNegativeDelayMeansNow() {
    #expect((StageDispatchTime(seconds: 3) + .nan).seconds == 3)
    #expect((StageDispatchTime(seconds: 3) + -2).seconds == 3)
    #expect(StageDispatchTime(seconds: 1) < StageDispatchTime(seconds: 2))
  }
}

/// Run-loop modes (docs/uikit-behaviour.md#b24): while a scroll view is
/// dragged or decelerates, UIKit turns the main run loop in `UITrackingRunLoopMode`, so a
/// timer or delayed perform in the default mode waits and fires late, once the scrolling
/// stops, while one in the common modes (and a display link added for them) keeps time.
@MainActor
@Suite struct StageRunLoopModeTests {
  let window = StageWindow.phone()
  let scroll = StageScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

  init() {
    let home = StageViewController()
    scroll.contentSize = CGSize(width: 390, height: 100_000)
    scroll.contentOffset.y = 50_000
    home.view.addSubview(scroll)
    window.rootViewController = home
    window.makeKeyAndVisible()
  }

  @Test func aDefaultModeTimerWaitsWhileAScrollViewDecelerates() {
    #expect(window.clock.currentMode == .default)
    window.send(.flick(from: CGPoint(x: 195, y: 600), velocity: CGPoint(x: 0, y: -4000)))
    #expect(scroll.isDecelerating)
    #expect(window.clock.currentMode == .tracking)
    let asked = window.clock.now
    var firedDefault: Double?
    var firedCommon: Double?
    window.clock.schedule(at: asked + 0.1, inModes: [.default]) {
      firedDefault = self.window.clock.now
    }
    window.clock.schedule(at: asked + 0.1, inModes: [.common]) {
      firedCommon = self.window.clock.now
    }
    var defaultFrames = 0
    var commonFrames = 0
    let defaultLink = StageDisplayLink(target: scroll) { _ in defaultFrames += 1 }
    let commonLink = StageDisplayLink(target: scroll) { _ in commonFrames += 1 }
    window.clock.runTurn {
      defaultLink.add(to: StageRunLoop.main, forMode: .default)
      commonLink.add(to: StageRunLoop.main, forMode: .common)
    }
    for _ in 0..<30 { window.advance(by: 1.0 / 60) }
    #expect(scroll.isDecelerating, "still decelerating half a second later")
    #expect(firedCommon == asked + 0.1)
    #expect(firedDefault == nil, "held back while tracking")
    #expect(defaultFrames == 0 && commonFrames > 20)
    #expect(window.runUntilIdle())
    #expect(!scroll.isDecelerating && window.clock.currentMode == .default)
    #expect(firedDefault.map { $0 > asked + 0.5 } == true, "fired once the scroll view stopped")
    window.advance(by: 1.0 / 60)
    #expect(defaultFrames > 0, "a default-mode link fires again after the scrolling")
    defaultLink.invalidate()
    commonLink.invalidate()
  }

  @Test func draggingKeepsTheRunLoopTracking() {
    var modes: [StageRunLoop.Mode] = []
    let link = StageDisplayLink(clock: window.clock) { [window] _ in
      modes.append(window.clock.currentMode)
    }
    window.send(
      .pan(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 500), duration: 0.5)
        .holding(for: 0.2))
    link.invalidate()
    #expect(modes.contains(.tracking))
    #expect(window.runUntilIdle())
    #expect(window.clock.currentMode == .default)
  }
}
