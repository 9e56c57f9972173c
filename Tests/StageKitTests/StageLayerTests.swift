import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// Records delegate callbacks with the clock time they arrived at.
@MainActor
final class AnimationRecorder: @preconcurrency StageAnimationDelegate {
  var events: [String] = []
  let clock: StageClock

  init(clock: StageClock) {
    self.clock = clock
  }

  func animationDidStart(_ animation: StageAnimation) {
    events.append("start@\(clock.now)")
  }

  func animationDidStop(_ animation: StageAnimation, finished flag: Bool) {
    events.append("stop(\(flag))@\(clock.now)")
  }
}

@MainActor
func opacity(of layer: StageLayer) -> Double {
  Double(layer.presentation()?.opacity ?? .nan)
}

@MainActor
@Suite struct StageLayerTests {
  let window = StageWindow.phone()

  @Test func layerTimeFollowsCAMediaTiming() {
    // local time = (parent time − beginTime) × speed + timeOffset
    let container = StageLayer()
    window.layer.addSublayer(container)
    window.advance(by: 2)
    #expect(container.currentLocalTime == 2)
    container.speed = 2
    container.beginTime = 0.5
    container.timeOffset = 1
    let expected = (2 - 0.5) * 2 + 1.0
    #expect(container.currentLocalTime == expected)
    container.speed = 0
    container.timeOffset = 0.3
    window.advance(by: 5)
    #expect(container.currentLocalTime == 0.3)
  }

  @Test func basicAnimationShowsItsCurveAndTellsItsDelegate() {
    let layer = StageLayer()
    window.layer.addSublayer(layer)
    let recorder = AnimationRecorder(clock: window.clock)
    let fade = StageBasicAnimation(keyPath: "opacity")
    fade.fromValue = 1.0
    fade.toValue = 0.0
    fade.duration = 0.4
    fade.timingFunction = StageMediaTimingFunction(name: .easeInEaseOut)
    fade.delegate = recorder
    layer.opacity = 0  // the model changes at once, as in Core Animation practice
    layer.add(fade, forKey: "fade")
    #expect(layer.opacity == 0)
    #expect(opacity(of: layer) == 1)

    window.advance(by: 0.1)
    #expect(abs(opacity(of: layer) - (1 - TimingCurve.easeInOut.progress(at: 0.25))) < 1e-6)
    window.advance(by: 0.1)
    #expect(abs(opacity(of: layer) - 0.5) < 1e-6)
    #expect(recorder.events == ["start@0.0"])
    window.advance(by: 0.25)
    #expect(recorder.events == ["start@0.0", "stop(true)@0.4"])
    #expect(layer.animationKeys() == nil, "removed on completion")
    #expect(opacity(of: layer) == 0)
  }

  @Test func fillForwardsHoldsTheLastValueUntilRemoved() {
    let layer = StageLayer()
    window.layer.addSublayer(layer)
    let recorder = AnimationRecorder(clock: window.clock)
    let move = StageBasicAnimation(keyPath: "position")
    move.fromValue = CGPoint(x: 0, y: 0)
    move.toValue = CGPoint(x: 100, y: 0)
    move.duration = 0.2
    move.beginTime = 0.3  // in the layer's time: starts later
    move.fillMode = .both
    move.isRemovedOnCompletion = false
    move.delegate = recorder
    layer.add(move, forKey: "move")
    #expect(layer.presentation()?.position == CGPoint(x: 0, y: 0), "fills backwards")
    window.advance(by: 0.4)
    #expect(abs((layer.presentation()?.position.x ?? 0) - 50) < 1e-9)
    window.advance(by: 1)
    #expect(layer.presentation()?.position == CGPoint(x: 100, y: 0), "fills forwards")
    #expect(recorder.events == ["start@0.3", "stop(true)@0.5"])
    layer.removeAnimation(forKey: "move")
    window.advance(by: 0)
    #expect(recorder.events.count == 2, "a finished animation does not stop twice")
    #expect(layer.presentation()?.position == .zero)
  }

  @Test func removingAnAnimationEarlyStopsItUnfinished() {
    let layer = StageLayer()
    window.layer.addSublayer(layer)
    let recorder = AnimationRecorder(clock: window.clock)
    let fade = StageBasicAnimation(keyPath: "opacity")
    fade.fromValue = 0.0
    fade.duration = 1
    fade.delegate = recorder
    layer.add(fade, forKey: "fade")
    window.advance(by: 0.25)
    layer.removeAnimation(forKey: "fade")
    window.advance(by: 0)
    #expect(recorder.events == ["start@0.0", "stop(false)@0.25"])
    #expect(opacity(of: layer) == 1)
  }

  @Test func addingUnderTheSameKeyReplacesTheRunningAnimation() {
    let layer = StageLayer()
    window.layer.addSublayer(layer)
    let first = AnimationRecorder(clock: window.clock)
    let fade = StageBasicAnimation(keyPath: "opacity")
    fade.fromValue = 0.0
    fade.duration = 1
    fade.delegate = first
    layer.add(fade, forKey: "fade")
    window.advance(by: 0.5)
    let second = StageBasicAnimation(keyPath: "opacity")
    second.toValue = 0.2
    second.duration = 1
    layer.add(second, forKey: "fade")
    window.advance(by: 0)
    #expect(first.events == ["start@0.0", "stop(false)@0.5"])
    // The replacement starts from what was on screen: 0.5 of the way from 0 to 1.
    #expect(abs(opacity(of: layer) - 0.5) < 1e-9)
  }

  @Test func frozenContainerScrubsItsSublayersAnimations() {
    // The percent-driven mechanism: speed 0 on a container, timeOffset = progress × duration.
    let container = StageLayer()
    let child = StageLayer()
    window.layer.addSublayer(container)
    container.addSublayer(child)
    window.advance(by: 3)
    container.speed = 0
    container.timeOffset = 0
    let fade = StageBasicAnimation(keyPath: "opacity")
    fade.fromValue = 0.0
    fade.toValue = 1.0
    fade.duration = 0.5
    child.add(fade, forKey: "fade")
    window.advance(by: 10)
    #expect(opacity(of: child) == 0, "frozen: the clock moved but the container's time did not")
    container.timeOffset = 0.25
    #expect(abs(opacity(of: child) - 0.5) < 1e-9)
    #expect(!window.runUntilIdle(limit: 5), "a frozen animation never ends")
    // Resume from where it was paused, as UIKit's finishInteractiveTransition does.
    let paused = container.timeOffset
    container.speed = 1
    container.timeOffset = 0
    container.beginTime = 0
    container.beginTime = container.convertTime(window.clock.now, from: nil) - paused
    #expect(abs(opacity(of: child) - 0.5) < 1e-9)
    #expect(window.runUntilIdle())
    #expect(child.animationKeys() == nil)
  }

  /// The window's schedule of starts and ends follows what changes under it: an animation
  /// added to a layer outside the window (its begin time resolved to 0, with no clock) is
  /// seen once the layer joins the window, and one whose layer moves under a half-speed
  /// ancestor ends at the new time.
  @Test func animationsAddedOffTheWindowOrReparentedEndOnTheirLayersTime() {
    let recorder = AnimationRecorder(clock: window.clock)
    let layer = StageLayer()
    let fade = StageBasicAnimation(keyPath: "opacity")
    fade.fromValue = 0.0
    fade.duration = 1
    fade.delegate = recorder
    layer.add(fade, forKey: "fade")
    window.advance(by: 2)
    #expect(recorder.events.isEmpty, "no clock outside a window")
    window.layer.addSublayer(layer)
    window.advance(by: 0)
    #expect(recorder.events == ["start@2.0", "stop(true)@2.0"], "its time has passed")

    recorder.events.removeAll()
    layer.add(fade, forKey: "fade")
    window.advance(by: 0.5)
    // Under a half-speed ancestor the layer's time is half the clock's: its end, at layer
    // time 3, comes at 6 s.
    let slow = StageLayer()
    slow.speed = 0.5
    window.layer.addSublayer(slow)
    slow.addSublayer(layer)
    #expect(window.runUntilIdle())
    #expect(recorder.events.count == 2)
    let end = Double(recorder.events.last?.split(separator: "@").last ?? "") ?? 0
    #expect(abs(end - 6) < 1e-9, "ended at \(end)")
  }

  @Test func springAnimationOvershoots() {
    let layer = StageLayer()
    window.layer.addSublayer(layer)
    let spring = StageSpringAnimation(keyPath: "position.y")
    spring.fromValue = 800.0
    spring.toValue = 100.0
    spring.damping = 8
    spring.stiffness = 200
    spring.duration = spring.settlingDuration
    layer.position = CGPoint(x: 50, y: 100)
    layer.add(spring, forKey: "rise")
    var lowest = CGFloat.infinity
    for _ in 0..<120 {
      window.advance(by: 1.0 / 60)
      lowest = min(lowest, layer.presentation()?.position.y ?? .infinity)
      #expect(layer.presentation()?.position.x == 50)
    }
    #expect(lowest < 100)
  }

  /// As `CASpringAnimation`: cut off before `settlingDuration`, a spring held by its fill
  /// shows where it got to, not `toValue` (docs/design.md#u28: removing it then jumps).
  @Test func springCutOffBeforeSettlingHoldsItsUnsettledValue() {
    let layer = StageLayer()
    window.layer.addSublayer(layer)
    let spring = StageSpringAnimation(keyPath: "position.y")
    spring.fromValue = 800.0
    spring.toValue = 100.0
    spring.duration = 0.1
    spring.fillMode = .forwards
    spring.isRemovedOnCompletion = false
    layer.position = CGPoint(x: 50, y: 100)
    layer.add(spring, forKey: "rise")
    window.advance(by: 0.5)
    let expected = 800 - 700 * Spring(stiffness: 100, damping: 10).value(at: 0.1)
    let shown = Double(layer.presentation()?.position.y ?? 0)
    #expect(abs(shown - expected) < 1e-9)
    #expect(shown > 101)
  }

  @Test func maskPathAnimationGrowsARipple() {
    let view = StageLayer()
    view.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    window.layer.addSublayer(view)
    let mask = StageShapeLayer()
    let tap = CGPoint(x: 300, y: 700)
    let start = StageBezierPath(ovalIn: CGRect(x: tap.x, y: tap.y, width: 0, height: 0))
    let diagonal = CGFloat((390.0 * 390 + 844 * 844).squareRoot())
    let end = StageBezierPath(
      arcCenter: tap, radius: diagonal, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    mask.path = end.cgPath
    view.mask = mask
    let grow = StageBasicAnimation(keyPath: "path")
    grow.fromValue = start.cgPath
    grow.toValue = end.cgPath
    grow.duration = 0.5
    mask.add(grow, forKey: "ripple")
    #expect(mask.clock === window.clock, "a mask shares its layer's clock")
    window.advance(by: 0.25)
    guard case .shape(let half)? = mask.presentationValue(forKeyPath: "path") else {
      Issue.record("no path")
      return
    }
    #expect(abs(half.rect.width - diagonal) < 1e-6)
    #expect(half.contains(tap))
    #expect(!half.contains(CGPoint(x: 0, y: 0)))
    #expect(window.runUntilIdle())
    #expect(mask.presentationValue(forKeyPath: "path") == .shape(end.cgPath))
  }
}
