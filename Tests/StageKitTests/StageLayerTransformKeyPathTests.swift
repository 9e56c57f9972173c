import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// Core Animation's CATransform3D key paths on the stage ("Core Animation Programming Guide
/// › Key-Value Coding Extensions"; docs/uikit-behaviour.md#b29).
/// Reference matrices are written out by hand in Core Animation's row-vector convention:
/// a rotation by θ about z has m11 = cos θ, m12 = sin θ, m21 = −sin θ, m22 = cos θ, and
/// `scale · rotation` scales the rows.
@MainActor
@Suite struct StageLayerTransformKeyPathTests {
  let window = StageWindow.phone()

  func transform(of layer: StageLayer) -> Transform3D {
    layer.presentation()?.transform ?? .identity
  }

  /// A transform from its four rows.
  func matrix(_ r1: [Double], _ r2: [Double], _ r3: [Double], _ r4: [Double]) -> Transform3D {
    Transform3D(
      m11: r1[0], m12: r1[1], m13: r1[2], m14: r1[3], m21: r2[0], m22: r2[1], m23: r2[2],
      m24: r2[3], m31: r3[0], m32: r3[1], m33: r3[2], m34: r3[3], m41: r4[0], m42: r4[1],
      m43: r4[2], m44: r4[3])
  }

  /// Expects a layer to show a transform, given by its rows.
  func expectShows(
    _ layer: StageLayer, _ r1: [Double], _ r2: [Double], _ r3: [Double], _ r4: [Double]
  ) {
    let shown = transform(of: layer)
    expectClose(shown, matrix(r1, r2, r3, r4), "\(shown)")
  }

  func expectClose(_ a: Transform3D, _ b: Transform3D, _ comment: Comment? = nil) {
    #expect(a.subtracting(b).magnitudeSquared.squareRoot() < 1e-9, comment)
  }

  @Test func settingAComponentKeepsTheRestOfTheTransform() {
    // Apple's example: setValue(10, forKeyPath: "transform.translation.x") shifts the layer
    // 10 points along x.
    let layer = StageLayer()
    layer.transform = Transform3D(scaleX: 2, y: 2)
    layer.setModelValue(.scalar(10), forKeyPath: "transform.translation.x")
    expectClose(
      layer.transform,
      matrix(
        [2, 0, 0, 0],
        [0, 2, 0, 0],
        [0, 0, 1, 0],
        [10, 0, 0, 1]))
    #expect(layer.modelValue(forKeyPath: "transform.translation.x") == .scalar(10))
    #expect(layer.modelValue(forKeyPath: "transform.scale.x") == .scalar(2))
    // "transform.scale" reads the average of the three factors: (2 + 2 + 1) / 3.
    if case .scalar(let scale) = layer.modelValue(forKeyPath: "transform.scale") {
      #expect(abs(scale - 5.0 / 3) < 1e-12)
    } else {
      Issue.record("transform.scale is a number")
    }
  }

  @Test func aRotationAnimationTurnsOnTopOfTheModelTransform() {
    let layer = StageLayer()
    window.layer.addSublayer(layer)
    layer.transform = Transform3D(scaleX: 2, y: 2).concatenating(
      Transform3D(translationX: 30, y: 0))
    let spin = StageBasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0.0
    spin.toValue = Double.pi
    spin.duration = 1
    layer.add(spin, forKey: "spin")
    window.advance(by: 0.5)
    // A quarter turn, the scale and the translation kept: rows (0, 2), (−2, 0), at (30, 0).
    expectShows(
      layer, [0, 2, 0, 0],
      [-2, 0, 0, 0],
      [0, 0, 1, 0],
      [30, 0, 0, 1])
  }

  @Test func aFullTurnOnTheComponentTurnsWhereMatricesWouldNot() {
    // From 0 to 2π: the matrices at both ends are the identity, so interpolating whole
    // matrices would not move; the angle does, through a half turn at the middle.
    let layer = StageLayer()
    window.layer.addSublayer(layer)
    let spin = StageKeyframeAnimation(keyPath: "transform.rotation.y")
    spin.values = [0.0, 2 * Double.pi]
    spin.duration = 1
    layer.add(spin, forKey: "spin")
    window.advance(by: 0.5)
    // A half turn about y: x and z reversed.
    expectShows(
      layer, [-1, 0, 0, 0],
      [0, 1, 0, 0],
      [0, 0, -1, 0],
      [0, 0, 0, 1])
    window.advance(by: 0.25)
    // Three quarters: x goes to +z (m13 = −sin(3π/2) = 1).
    expectShows(
      layer, [0, 0, 1, 0],
      [0, 1, 0, 0],
      [-1, 0, 0, 0],
      [0, 0, 0, 1])
  }

  @Test func aComponentAnimationAddedAfterAWholeOneSetsItsPieceOfThatValue() {
    // The export's order for a turn with perspective: the perspective on `transform`, the
    // angle on `transform.rotation.y` on top.
    let layer = StageLayer()
    window.layer.addSublayer(layer)
    let perspective = matrix(
      [1, 0, 0, 0],
      [0, 1, 0, 0],
      [0, 0, 1, -0.002],
      [0, 0, 0, 1])
    let base = StageBasicAnimation(keyPath: "transform")
    base.fromValue = perspective
    base.toValue = perspective
    base.duration = 1
    layer.add(base, forKey: "base")
    let turn = StageBasicAnimation(keyPath: "transform.rotation.y")
    turn.fromValue = 0.0
    turn.toValue = Double.pi / 2
    turn.duration = 1
    layer.add(turn, forKey: "turn")
    window.advance(by: 0.5)
    // A rotation by π/4 about y, then the perspective: m13 = −sin, m31 = sin, and the
    // third column's m34 picks up each row's z (m14 = m13 × −0.002, m34 = m33 × −0.002).
    let (s, c) = (sin(Double.pi / 4), cos(Double.pi / 4))
    expectShows(
      layer, [c, 0, -s, 0.002 * s],
      [0, 1, 0, 0],
      [s, 0, c, -0.002 * c],
      [0, 0, 0, 1])
  }
}
