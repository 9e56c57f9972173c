import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// Core Animation's untyped side as code ported from iOS spells it: boxed values in
/// `NSNumber` and `NSValue`, key times as `NSNumber`, `setValue(_:forKeyPath:)`,
/// `CATransaction`. A box of the wrong kind for its key path is no value, as Core Animation
/// cannot read it; nothing is silently taken for something else.
@MainActor
@Suite struct CoreAnimationSpellingTests {
  let window = StageWindow.phone()
  let view = StageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

  init() {
    window.addSubview(view)
    window.makeKeyAndVisible()
  }

  @Test func geometryBoxesHoldWhatWasPutInThem() {
    let point = CGPoint(x: 3.5, y: -2)
    let size = CGSize(width: 7, height: 9)
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    let transform = Transform3D(translationX: 12, y: -4).concatenating(
      Transform3D(rotationAngle: 0.3, x: 0, y: 1, z: 0))
    #expect(NSValue(cgPoint: point).cgPointValue == point)
    #expect(NSValue(cgSize: size).cgSizeValue == size)
    #expect(NSValue(cgRect: rect).cgRectValue == rect)
    #expect(NSValue(caTransform3D: transform).caTransform3DValue == transform)
    // A box read as another kind gives nothing, as its type encoding says.
    #expect(NSValue(cgRect: rect).stagePoint == nil)
    #expect(NSValue(cgPoint: point).stageTransform == nil)
  }

  @Test func aKeyframeAnimationOfBoxedValuesPlaysThem() {
    let animation = StageKeyframeAnimation(keyPath: "position")
    animation.values = [
      NSValue(cgPoint: CGPoint(x: 50, y: 50)), NSValue(cgPoint: CGPoint(x: 250, y: 50)),
      NSValue(cgPoint: CGPoint(x: 250, y: 450)),
    ]
    animation.keyTimes = [0, 0.25, 1].map { NSNumber(value: $0) }
    animation.calculationMode = .linear
    animation.duration = 1
    view.layer.add(animation, forKey: "path")
    window.advance(by: 0.125)
    #expect(view.layer.presentation()?.position == CGPoint(x: 150, y: 50))
    window.advance(by: 0.5)  // 0.625: half-way down the second segment (0.25 to 1)
    #expect(view.layer.presentation()?.position == CGPoint(x: 250, y: 250))
  }

  /// One animation added to two layers plays on both; changed and added again, it plays
  /// what it now holds (the stage reads an animation's boxes once, until they change).
  @Test func anAnimationAddedToTwoLayersPlaysOnBothAndAChangeIsRead() {
    let other = StageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(other)
    let animation = StageKeyframeAnimation(keyPath: "position")
    animation.values = [
      NSValue(cgPoint: CGPoint(x: 0, y: 0)), NSValue(cgPoint: CGPoint(x: 100, y: 0)),
    ]
    animation.duration = 1
    view.layer.add(animation, forKey: "move")
    other.layer.add(animation, forKey: "move")
    animation.values = [
      NSValue(cgPoint: CGPoint(x: 0, y: 0)), NSValue(cgPoint: CGPoint(x: 0, y: 200)),
    ]
    let third = StageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(third)
    third.layer.add(animation, forKey: "move")
    window.advance(by: 0.5)
    #expect(view.layer.presentation()?.position == CGPoint(x: 50, y: 0))
    #expect(other.layer.presentation()?.position == CGPoint(x: 50, y: 0))
    #expect(third.layer.presentation()?.position == CGPoint(x: 0, y: 100))
  }

  @Test func aBoxOfTheWrongKindIsNoValue() {
    let animation = StageBasicAnimation(keyPath: "position")
    animation.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 10))
    animation.toValue = NSNumber(value: 4)
    animation.duration = 1
    view.layer.add(animation, forKey: "wrong")
    window.advance(by: 0.5)
    #expect(view.layer.presentation()?.position == view.layer.position, "the model value shows")
  }

  @Test func keyValueCodingTakesCoreAnimationsBoxes() {
    view.layer.setValue(NSNumber(value: 0.25), forKeyPath: "opacity")
    view.layer.setValue(NSValue(cgPoint: CGPoint(x: 10, y: 20)), forKeyPath: "position")
    view.layer.setValue(NSNumber(value: Double.pi / 2), forKeyPath: "transform.rotation.z")
    #expect(view.layer.opacity == 0.25)
    #expect(view.layer.position == CGPoint(x: 10, y: 20))
    #expect(abs(view.layer.transform.m12 - 1) < 1e-12, "a quarter turn")
    #expect((view.layer.value(forKeyPath: "opacity") as? NSNumber)?.doubleValue == 0.25)
    #expect(
      (view.layer.value(forKeyPath: "position") as? NSValue)?.cgPointValue == CGPoint(x: 10, y: 20))

    window.eventLog.removeAll()
    view.layer.setValue(NSValue(cgSize: CGSize(width: 1, height: 1)), forKeyPath: "opacity")
    #expect(view.layer.opacity == 0.25, "a size is no opacity")
    #expect(window.eventLog.lines(of: [.warning]).count == 1)
  }

  @Test func transactionsNestAndRememberTheirSettingsInTheirTurn() {
    window.clock.runTurn {
      #expect(!StageTransaction.disableActions())
      StageTransaction.begin()
      StageTransaction.setDisableActions(true)
      StageTransaction.begin()
      #expect(StageTransaction.disableActions(), "an inner transaction inherits it")
      StageTransaction.commit()
      StageTransaction.commit()
      #expect(!StageTransaction.disableActions())
      StageTransaction.commit()  // one never opened: ignored
    }
  }
}
