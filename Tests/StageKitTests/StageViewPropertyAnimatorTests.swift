import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

@MainActor
@Suite struct StageViewPropertyAnimatorTests {
  let window = StageWindow.phone()

  func card() -> StageView {
    let card = StageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(card)
    return card
  }

  func x(_ view: StageView) -> Double { Double(view.layer.presentation()?.position.x ?? .nan) }

  @Test func runsPausesScrubsAndFinishesAtTheEnd() {
    let view = card()
    let animator = StageViewPropertyAnimator(duration: 1, curve: .linear) {
      view.center = CGPoint(x: 250, y: 50)
    }
    var ended: [StageViewAnimatingPosition] = []
    animator.addCompletion { ended.append($0) }
    #expect(animator.state == .inactive)
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    window.advance(by: 0.25)
    #expect(abs(x(view) - 100) < 1e-9)
    #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
    animator.pauseAnimation()
    window.advance(by: 5)
    #expect(abs(x(view) - 100) < 1e-9, "paused")
    animator.fractionComplete = 0.5
    #expect(abs(x(view) - 150) < 1e-9, "scrubbed")
    animator.startAnimation()
    #expect(window.runUntilIdle())
    #expect(ended == [.end])
    #expect(view.center.x == 250 && x(view) == 250)
    #expect(animator.state == .inactive)
    #expect(view.layer.animationKeys() == nil)
  }

  @Test func reversedItReturnsAndLeavesTheStartValues() {
    let view = card()
    let animator = StageViewPropertyAnimator(duration: 1, curve: .linear) {
      view.center = CGPoint(x: 250, y: 50)
      view.alpha = 0.2
    }
    var ended: [StageViewAnimatingPosition] = []
    animator.addCompletion { ended.append($0) }
    animator.startAnimation()
    window.advance(by: 0.4)
    animator.isReversed = true
    window.advance(by: 0.2)
    #expect(abs(x(view) - 90) < 1e-9, "turned around: 0.4 − 0.2 = 0.2 of the way, \(x(view))")
    #expect(window.runUntilIdle())
    #expect(ended == [.start])
    #expect(view.center.x == 50 && view.alpha == 1, "the model is back at the start values")
    #expect(x(view) == 50)
  }

  @Test func stoppedWhereItIsAndFinishedThere() {
    let view = card()
    let animator = StageViewPropertyAnimator(duration: 1, curve: .linear) {
      view.center = CGPoint(x: 250, y: 50)
    }
    var ended: [StageViewAnimatingPosition] = []
    animator.addCompletion { ended.append($0) }
    animator.startAnimation()
    window.advance(by: 0.5)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(abs(view.center.x - 150) < 1e-9, "the model keeps what was on screen")
    animator.finishAnimation(at: .current)
    #expect(ended == [.current])
    #expect(animator.state == .inactive)

    let other = StageViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    other.addCompletion { ended.append($0) }
    other.startAnimation()
    other.stopAnimation(true)
    #expect(other.state == .inactive)
    #expect(window.runUntilIdle())
    #expect(ended == [.current], "stopping without finishing calls no completion")
  }

  // Scrubbing and continuing as UIKit does (docs/uikit-behaviour.md#b31). The ease-in-out values
  // are the Bézier curve (0.42, 0)
  // (0.58, 1) solved by bisection outside the package: 0.3 → 0.187395906705,
  // 0.25 → 0.129161931047.

  /// A card moving from x 50 to 250 in 1 s along ease in and out, paused and scrubbed.
  func easeInOutScrubbed(to fraction: Double) -> (
    StageView, StageViewPropertyAnimator, Completions
  ) {
    let view = card()
    let animator = StageViewPropertyAnimator(duration: 1, curve: .easeInOut) {
      view.center = CGPoint(x: 250, y: 50)
    }
    let ended = Completions()
    animator.addCompletion { ended.positions.append($0) }
    animator.fractionComplete = fraction
    return (view, animator, ended)
  }

  @Test func aPausedAnimatorScrubsLinearlyByDefault() {
    let view = card()
    let animator = StageViewPropertyAnimator(duration: 1, curve: .easeInOut) {
      view.center = CGPoint(x: 250, y: 50)
    }
    #expect(animator.scrubsLinearly, "UIKit's default since iOS 11")
    animator.pauseAnimation()
    animator.fractionComplete = 0.3
    #expect(
      abs(x(view) - 110) < 1e-9, "30 % of the way from 50 to 250, not the curve's: \(x(view))")
    animator.fractionComplete = 0.8
    #expect(abs(x(view) - 210) < 1e-9)
  }

  @Test func withoutLinearScrubbingAPausedAnimatorShowsItsCurve() {
    let view = card()
    let animator = StageViewPropertyAnimator(duration: 1, curve: .easeInOut) {
      view.center = CGPoint(x: 250, y: 50)
    }
    animator.scrubsLinearly = false
    animator.fractionComplete = 0.3
    #expect(abs(x(view) - 87.479181341062) < 1e-6, "50 + 200 × easeInOut(0.3): \(x(view))")
  }

  @Test func resumedAfterALinearScrubTheRestFollowsTheCurveAgain() {
    let (view, animator, ended) = easeInOutScrubbed(to: 0.4)
    #expect(abs(x(view) - 130) < 1e-9)
    animator.startAnimation()
    // 0.6 s left, from 130 to 250 along ease in and out.
    window.advance(by: 0.15)
    #expect(abs(x(view) - 145.499431725678) < 1e-6, "130 + 120 × easeInOut(0.25): \(x(view))")
    #expect(abs(animator.fractionComplete - 0.55) < 1e-9, "the fraction still runs with time")
    window.advance(by: 0.15)
    #expect(abs(x(view) - 190) < 1e-6, "half way through the rest: \(x(view))")
    window.advance(by: 0.3 - 1e-6)
    #expect(ended.positions.isEmpty)
    window.advance(by: 2e-6)
    #expect(ended.positions == [.end] && view.center.x == 250)
  }

  @Test func reversedAfterALinearScrubItReturnsAlongTheCurve() {
    let (view, animator, ended) = easeInOutScrubbed(to: 0.4)
    animator.isReversed = true
    animator.startAnimation()
    // 0.4 s back, from 130 to 50 along ease in and out.
    window.advance(by: 0.2)
    #expect(abs(x(view) - 90) < 1e-6, "\(x(view))")
    #expect(window.runUntilIdle())
    #expect(ended.positions == [.start] && view.center.x == 50)
  }

  @Test func continuingWithNewTimingRunsTheRestAlongItOverTheScaledTime() {
    let (view, animator, ended) = easeInOutScrubbed(to: 0.4)
    animator.continueAnimation(
      withTimingParameters: StageCubicTimingParameters(animationCurve: .linear),
      durationFactor: 0.5)
    // (1 − 0.4) × 0.5 × 1 s = 0.3 s left, from 130 to 250 at constant speed.
    window.advance(by: 0.075)
    #expect(abs(x(view) - 160) < 1e-6, "a quarter of the rest, linear: \(x(view))")
    window.advance(by: 0.075)
    #expect(abs(x(view) - 190) < 1e-6, "\(x(view))")
    #expect(abs(animator.fractionComplete - 0.7) < 1e-9, "0.4 + 0.15 s at twice the pace")
    window.advance(by: 0.15 - 1e-6)
    #expect(ended.positions.isEmpty, "not before its scaled end")
    window.advance(by: 2e-6)
    #expect(ended.positions == [.end] && view.center.x == 250)
  }

  @Test func continuingOnASpringSettlesTheRestOnIt() throws {
    let view = card()
    let animator = StageViewPropertyAnimator(duration: 1, curve: .linear) {
      view.center = CGPoint(x: 250, y: 50)
    }
    animator.fractionComplete = 0.5
    animator.continueAnimation(
      withTimingParameters: StageSpringTimingParameters(dampingRatio: 1), durationFactor: 1)
    window.advance(by: 0.25)
    // A critically damped spring of response 0.5 s (the time left) at 0.25 s: ω = 2π / 0.5,
    // 1 − (1 + ωt)e^(−ωt) of the way from 150 to 250.
    let omega = 2 * Double.pi / 0.5
    let fraction = 1 - (1 + omega * 0.25) * exp(-omega * 0.25)
    #expect(abs(x(view) - (150 + 100 * fraction)) < 1e-6, "\(x(view))")
  }

  @Test func startsAfterADelayAndCanPauseAtTheEnd() {
    let view = card()
    let animator = StageViewPropertyAnimator(duration: 0.5, curve: .linear) {
      view.center = CGPoint(x: 150, y: 50)
    }
    animator.pausesOnCompletion = true
    animator.startAnimation(afterDelay: 0.5)
    window.advance(by: 0.5)
    #expect(x(view) == 50, "still waiting")
    window.advance(by: 0.6)
    #expect(animator.state == .active && !animator.isRunning, "paused at its end")
    #expect(x(view) == 150)
    animator.isReversed = true
    animator.startAnimation()
    window.advance(by: 0.25)
    #expect(abs(x(view) - 100) < 1e-9, "on its way back")
    window.advance(by: 0.5)
    #expect(animator.state == .active && !animator.isRunning, "paused again, at its start")
    #expect(x(view) == 50)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .start)
    #expect(view.center.x == 50)
  }
}

/// The positions an animator's completions received.
@MainActor
final class Completions {
  var positions: [StageViewAnimatingPosition] = []
}

/// A slide that is interruptible: its property animator is made once per transition and
/// started by animateTransition, as Apple recommends.
@MainActor
final class InterruptibleSlideAnimator: StageNavigationControllerDelegate,
  StageInterruptibleAnimatedTransitioning
{
  let interaction = StagePercentDrivenInteractiveTransition()
  var isInteractive = true
  private var current: StageViewPropertyAnimator?

  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { self }

  func navigationController(
    _ navigationController: StageNavigationController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? { isInteractive ? interaction : nil }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { 0.5 }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(using transitionContext: any StageViewControllerContextTransitioning)
    -> any StageViewImplicitlyAnimating
  {
    if let current { return current }
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to),
      let toVC = transitionContext.viewController(forKey: .to)
    else { preconditionFailure("a navigation transition has both views") }
    let container = transitionContext.containerView
    let final = transitionContext.finalFrame(for: toVC)
    toView.frame = final.offsetBy(dx: -final.width, dy: 0)
    container.insertSubview(toView, belowSubview: fromView)
    let animator = StageViewPropertyAnimator(duration: 0.5, curve: .linear) {
      toView.frame = final
      fromView.frame = final.offsetBy(dx: final.width, dy: 0)
    }
    animator.addCompletion { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    current = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    current = nil
  }
}

@MainActor
@Suite struct InterruptibleTransitionTests {
  let window = StageWindow.phone()

  @Test func aPercentDrivenControllerScrubsAndReversesTheInterruptibleAnimator() {
    // docs/uikit-behaviour.md#b4-1-4 and §5.1.
    let a = screen("A")
    let b = screen("B")
    let navigation = StageNavigationController(rootViewController: a)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(b, animated: false)
    let slide = InterruptibleSlideAnimator()
    navigation.delegate = slide
    let bFrame = b.view.frame

    navigation.popViewController(animated: true)
    slide.interaction.update(0.4)
    #expect(abs((b.view.layer.presentation()?.frame.minX ?? 0) - 156) < 1e-9)
    window.advance(by: 3)
    #expect(abs((b.view.layer.presentation()?.frame.minX ?? 0) - 156) < 1e-9, "held by the finger")
    slide.interaction.cancel()
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.logName) == ["A", "B"])
    #expect(b.view.frame == bFrame && a.view.superview == nil)

    navigation.popViewController(animated: true)
    slide.interaction.update(0.7)
    slide.interaction.finish()
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.logName) == ["A"])
    #expect(a.view.frame == navigation.transitionView.bounds && b.view.superview == nil)

    // Grabbed again during its completion (a re-grab): paused where it is, then finished.
    navigation.pushViewController(screen("C"), animated: false)
    navigation.popViewController(animated: true)
    slide.interaction.update(0.2)
    slide.interaction.finish()
    window.advance(by: 0.1)
    slide.interaction.pause()
    let grabbed = slide.interaction.percentComplete
    #expect(abs(grabbed - 0.4) < 1e-9, "0.2 plus 0.1 s of 0.5 s")
    window.advance(by: 1)
    #expect(abs(slide.interaction.percentComplete - grabbed) < 1e-12, "held by the finger")
    slide.interaction.finish()
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.map(\.logName) == ["A"])

    // Not interactive: animateTransition starts the same kind of animator.
    slide.isInteractive = false
    navigation.pushViewController(screen("C"), animated: true)
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers.count == 2)
  }
}
