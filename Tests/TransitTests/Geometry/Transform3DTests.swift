import Foundation
import Testing

@testable import Transit

@Suite struct Transform3DTests {
  // MARK: - Reference table

  /// `Reference/transforms.csv` is made by `Scripts/reference/transforms.py`, which
  /// implements the CSS Transforms Level 2 decomposition, slerp and recomposition in
  /// 40-digit mpmath arithmetic: named cases (a half turn about y, scale 0 to 1, a flip and a
  /// cube face under perspective, a skew, a mirror) and 150 random composed pairs, at
  /// fractions from -0.2 to 1.2. Each entry must match to 1e-12, relative to entries larger
  /// than 1 (translations of a few hundred points); the worst seen on Linux is about 1e-14,
  /// and the margin leaves room for other platforms' sin, cos and acos.
  @Test func interpolationMatchesTheCSSReference() throws {
    let table = try ReferenceTable(named: "transforms")
    #expect(table.rows.count > 300)
    for row in table.rows {
      let start = transform(table, row, prefix: "a")
      let end = transform(table, row, prefix: "b")
      let fraction = table.value("fraction", in: row)
      let expected = transform(table, row, prefix: "e")
      let context = "case \(Int(table.value("case", in: row))) at \(fraction)"
      #expect(start.isDecomposable && end.isDecomposable, "\(context)")

      let direct = start.interpolated(to: end, fraction: fraction)
      let viaPieces = Transform3D(
        start.decomposed().interpolated(to: end.decomposed(), fraction: fraction))
      let viaInterpolator = Transform3D.Interpolator(from: start, to: end)
        .transform(at: fraction)
      for (name, actual) in [
        ("interpolated", direct), ("Decomposed", viaPieces), ("Interpolator", viaInterpolator),
      ] {
        let error = worstError(actual, expected)
        #expect(error < 1e-12, "\(name), \(context): off by \(error)")
      }
    }
  }

  // MARK: - Constructors, in Core Animation's sense

  @Test func rotationsFollowCoreAnimationsLayout() {
    let angle = 0.3
    let (s, c) = (sin(angle), cos(angle))
    // About z it is CGAffineTransform(rotationAngle:): a = cos, b = sin, c = -sin, d = cos.
    let z = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
    expectClose(
      z,
      Transform3D(
        m11: c, m12: s, m13: 0, m14: 0, m21: -s, m22: c, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1))
    // Right-handed about y and x: z turns toward x, y toward z.
    let y = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
    #expect(abs(y.m13 + s) < 1e-15 && abs(y.m31 - s) < 1e-15 && abs(y.m11 - c) < 1e-15)
    let x = Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0)
    #expect(abs(x.m23 - s) < 1e-15 && abs(x.m32 + s) < 1e-15 && abs(x.m22 - c) < 1e-15)
    // The axis need not be normalized, and its scale does not matter.
    expectClose(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 7), z)
    expectClose(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1e-200), z)
    let diagonal = Transform3D(rotationAngle: 2 * .pi / 3, x: 1, y: 1, z: 1)
    // A third of a turn about (1, 1, 1) takes x to y.
    expectClose(diagonal.applying(to: CGPoint(x: 1, y: 0)), CGPoint(x: 0, y: 1))
  }

  @Test func translateThenRotateAppliesTheRotationFirst() {
    // CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), π/2, 0, 0, 1): the
    // rotation acts in the translated layer's own coordinates, as with CGAffineTransform.
    let t = Transform3D(translationX: 10, y: 0).rotated(by: .pi / 2, x: 0, y: 0, z: 1)
    expectClose(t.applying(to: CGPoint(x: 1, y: 0)), CGPoint(x: 10, y: 1))
    // CATransform3DConcat(a, b) applies a, then b.
    let moveThenTurn = Transform3D(translationX: 10, y: 0)
      .concatenating(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
    expectClose(moveThenTurn.applying(to: CGPoint(x: 1, y: 0)), CGPoint(x: 0, y: 11))
    // CATransform3DScale and CATransform3DTranslate also act first.
    let scaled = Transform3D(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
    expectClose(scaled.applying(to: CGPoint(x: 1, y: 1)), CGPoint(x: 12, y: 3))
    let shifted = Transform3D(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
    expectClose(shifted.applying(to: .zero), CGPoint(x: 10, y: 0))
    #expect(Transform3D(translationX: 1, y: 2, z: 3).m43 == 3)
    #expect(Transform3D(scaleX: 2, y: 3).m33 == 1)
  }

  @Test func concatenationIsAssociativeAndIdentityIsNeutral() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<50 {
      let a = randomTransform(&generator)
      let b = randomTransform(&generator)
      let c = randomTransform(&generator)
      expectClose(
        a.concatenating(b).concatenating(c), a.concatenating(b.concatenating(c)), tolerance: 1e-9)
      #expect(a.concatenating(.identity) == a)
    }
  }

  @Test func perspectiveConstruction() {
    #expect(Transform3D.perspective(distance: 500).m34 == -1.0 / 500)
    for bad in [0, -100, Double.infinity, -Double.infinity, Double.nan] {
      #expect(Transform3D.perspective(distance: bad) == .identity)
    }
  }

  // MARK: - Inversion

  @Test func inverseUndoesTheTransform() throws {
    var generator = SeededGenerator(seed: 11)
    for _ in 0..<100 {
      let transform = randomTransform(&generator)
      let inverse = try #require(transform.inverted())
      expectClose(transform.concatenating(inverse), .identity, tolerance: 1e-9)
      expectClose(inverse.concatenating(transform), .identity, tolerance: 1e-9)
    }
    // An affine transform's inverse maps its image points back.
    let affine = Transform3D(affine: 2, b: 1, c: -1, d: 3, tx: 40, ty: -7)
    let point = CGPoint(x: 30, y: -20)
    let back = try #require(affine.inverted())
    expectClose(back.applying(to: affine.applying(to: point)), point)
  }

  @Test func singularTransformsHaveNoInverse() {
    #expect(Transform3D(scaleX: 0, y: 1).inverted() == nil)
    #expect(Transform3D.zero.inverted() == nil)
    // Its determinant underflows to 0.
    #expect(Transform3D(scaleX: 1e-200, y: 1e-200, z: 1e-200).inverted() == nil)
    #expect(Transform3D.identity.inverted() == .identity)
  }

  // MARK: - Mapping points

  @Test func applyingDividesByW() {
    let angle = Double.pi / 3
    let tilted = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
      .concatenating(.perspective(distance: 500))
    // x' = 100 cos θ, z' = -100 sin θ (the right edge recedes), w = 1 - z' / 500.
    let expectedX = 100 * cos(angle) / (1 + 100 * sin(angle) / 500)
    expectClose(tilted.applying(to: CGPoint(x: 100, y: 0)), CGPoint(x: expectedX, y: 0))
    // The left edge comes toward the eye and grows; y scales with it.
    let left = tilted.applying(to: CGPoint(x: -100, y: 50))
    let w = 1 - 100 * sin(angle) / 500
    expectClose(left, CGPoint(x: -100 * cos(angle) / w, y: 50 / w))
  }

  @Test func pointsBehindTheEyeGoFarAwayNotNaN() {
    // The plane pushed 600 points toward an eye 500 points away: w = 1 - 600/500 < 0.
    let behind = Transform3D(translationX: 0, y: 0, z: 600)
      .concatenating(.perspective(distance: 500))
    let point = behind.applying(to: CGPoint(x: 10, y: -10))
    #expect(point.x == .greatestFiniteMagnitude && point.y == -.greatestFiniteMagnitude)
    #expect(behind.applying(to: .zero) == .zero)
    // Exactly at the eye: w = 0.
    let atEye = Transform3D(translationX: 0, y: 0, z: 500)
      .concatenating(.perspective(distance: 500))
    #expect(atEye.applying(to: CGPoint(x: -1, y: 0)).x == -.greatestFiniteMagnitude)
    // A non-finite coordinate is read as 0.
    let shift = Transform3D(translationX: 5, y: 6)
    #expect(shift.applying(to: CGPoint(x: CGFloat.nan, y: 1)) == CGPoint(x: 5, y: 7))
  }

  // MARK: - Affine

  @Test func affineDetection() throws {
    #expect(Transform3D.identity.isAffine)
    #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1).isAffine)
    #expect(!Transform3D(rotationAngle: 1, x: 0, y: 1, z: 0).isAffine)
    #expect(!Transform3D(translationX: 0, y: 0, z: 1).isAffine)
    #expect(!Transform3D(scaleX: 1, y: 1, z: 2).isAffine)
    #expect(!Transform3D.perspective(distance: 100).isAffine)
    #expect(Transform3D.perspective(distance: 100).affineComponents == nil)

    let affine = Transform3D(affine: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(affine.isAffine)
    let parts = try #require(affine.affineComponents)
    #expect(parts == (1, 2, 3, 4, 5, 6))
    // CGAffineTransform maps (x, y) to (a x + c y + tx, b x + d y + ty).
    #expect(affine.applying(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 9, y: 12))
  }

  // MARK: - Decomposition

  @Test func decompositionRecomposesRandomTransforms() {
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<300 {
      let transform = randomTransform(&generator)
      #expect(transform.isDecomposable)
      let normalized = transform.scaledEntries(by: 1 / transform.m44)
      expectClose(Transform3D(transform.decomposed()), normalized, tolerance: 1e-9)
    }
  }

  @Test func decompositionReadsThePieces() {
    let transform = Transform3D(scaleX: 2, y: 3, z: 4)
      .concatenating(Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1))
      .concatenating(Transform3D(translationX: 10, y: 20, z: 30))
    let pieces = transform.decomposed()
    expectClose(pieces.scale, SIMD3(2, 3, 4))
    expectClose(pieces.translation, SIMD3(10, 20, 30))
    expectClose(pieces.skew, .zero)
    expectClose(pieces.perspective, SIMD4(0, 0, 0, 1))
    expectClose(pieces.quaternion, SIMD4(0, 0, sin(0.25), cos(0.25)))
    // A perspective applied last is read back as itself.
    let flipped = Transform3D(rotationAngle: 1, x: 0, y: 1, z: 0)
      .concatenating(.perspective(distance: 250))
    expectClose(flipped.decomposed().perspective, SIMD4(0, 0, -1.0 / 250, 1))
  }

  @Test func halfTurnsAboutAnyAxisRoundTrip() {
    // The spec's sign tests cannot tell (1, -1, 0) from (1, 1, 0) at exactly half a turn
    // (w3c/csswg-drafts#3710); the decomposition must still give the rotation back.
    for axis in [SIMD3(1.0, -1, 0), SIMD3(0, 1, -1), SIMD3(1, 1, -1), SIMD3(-2, 0, 1)] {
      let halfTurn = Transform3D(rotationAngle: .pi, x: axis.x, y: axis.y, z: axis.z)
      expectClose(Transform3D(halfTurn.decomposed()), halfTurn, tolerance: 1e-12)
      let quarter = Transform3D.identity.interpolated(to: halfTurn, fraction: 0.5)
      let expected = Transform3D(rotationAngle: .pi / 2, x: axis.x, y: axis.y, z: axis.z)
      let opposite = Transform3D(rotationAngle: -.pi / 2, x: axis.x, y: axis.y, z: axis.z)
      #expect(worstError(quarter, expected) < 1e-12 || worstError(quarter, opposite) < 1e-12)
    }
  }

  @Test func mirrorsNegateTheScales() {
    let mirror = Transform3D(scaleX: -1, y: 1).decomposed()
    expectClose(mirror.scale, SIMD3(-1, -1, -1))
    // With every axis negated, the rest of the mirror is a half turn about x.
    expectClose(mirror.quaternion, SIMD4(1, 0, 0, 0))
  }

  // MARK: - Interpolation

  @Test func halfTurnAboutYTurnsInsteadOfCollapsing() {
    let half = Transform3D.identity.interpolated(
      to: Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0), fraction: 0.5)
    #expect(abs(half.m11) < 1e-12)
    #expect(abs(abs(half.m13) - 1) < 1e-12)
    #expect(abs(half.m22 - 1) < 1e-12)
    // Still a rotation: each axis keeps unit length.
    #expect(abs(half.m11 * half.m11 + half.m12 * half.m12 + half.m13 * half.m13 - 1) < 1e-12)
  }

  @Test func flipUnderPerspectiveTurnsAtAConstantRate() {
    // A flip transition: rotation about y, then a perspective of 500 points.
    let perspective = Transform3D.perspective(distance: 500)
    let from = perspective
    let to = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0).concatenating(perspective)
    let flip = Transform3D.Interpolator(from: from, to: to)
    for fraction in [-0.2, 0.1, 0.25, 0.5, 0.75, 0.9, 1.2] {
      let expected = Transform3D(rotationAngle: .pi * fraction, x: 0, y: 1, z: 0)
        .concatenating(perspective)
      expectClose(flip.transform(at: fraction), expected, tolerance: 1e-12)
    }
  }

  @Test func largeOpposedRotationsTakeTheSpecsLongWay() {
    // CSS's slerp never flips a quaternion: 170° to -170° about z turns back through 0°
    // rather than 20° across 180°.
    let from = Transform3D(rotationAngle: 170 * .pi / 180, x: 0, y: 0, z: 1)
    let to = Transform3D(rotationAngle: -170 * .pi / 180, x: 0, y: 0, z: 1)
    expectClose(from.interpolated(to: to, fraction: 0.5), .identity)
    let quarterWay = Transform3D(rotationAngle: 85 * .pi / 180, x: 0, y: 0, z: 1)
    expectClose(from.interpolated(to: to, fraction: 0.25), quarterWay)
  }

  @Test func rotationKeepsTurningWhenExtrapolated() {
    let quarter = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let overshoot = Transform3D.identity.interpolated(to: quarter, fraction: 1.2)
    expectClose(overshoot, Transform3D(rotationAngle: 0.6 * .pi, x: 0, y: 0, z: 1))
    let undershoot = Transform3D.identity.interpolated(to: quarter, fraction: -0.2)
    expectClose(undershoot, Transform3D(rotationAngle: -0.1 * .pi, x: 0, y: 0, z: 1))
    // Far outside 0…1 everything stays finite.
    for fraction in [-1e6, 1e6, 1e300, -1e300] {
      let far = Transform3D(scaleX: 2, y: 2).concatenating(.perspective(distance: 300))
        .interpolated(to: quarter, fraction: fraction)
      #expect(far.allFinite)
    }
  }

  @Test func nearlyEqualRotationsInterpolateSmoothly() {
    // Rotations 1e-7 rad apart take the series path; the result still turns linearly.
    let a = Transform3D(rotationAngle: 0.3, x: 1, y: 2, z: 3)
    let b = Transform3D(rotationAngle: 0.3 + 1e-7, x: 1, y: 2, z: 3)
    for fraction in [-3.0, 0.25, 0.5, 2.0, 20.0] {
      let expected = Transform3D(rotationAngle: 0.3 + 1e-7 * fraction, x: 1, y: 2, z: 3)
      expectClose(a.interpolated(to: b, fraction: fraction), expected, tolerance: 1e-14)
    }
    // Equal ends give that end, at any fraction.
    expectClose(a.interpolated(to: a, fraction: 0.37), a, tolerance: 1e-15)
  }

  @Test func endpointsAreExact() {
    var generator = SeededGenerator(seed: 5)
    for _ in 0..<20 {
      let a = randomTransform(&generator)
      let b = randomTransform(&generator)
      #expect(a.interpolated(to: b, fraction: 0) == a)
      #expect(a.interpolated(to: b, fraction: 1) == b)
      let pieces = (a.decomposed(), b.decomposed())
      #expect(pieces.0.interpolated(to: pieces.1, fraction: 1) == pieces.1)
    }
  }

  @Test func interpolatorMatchesAnIndependentRecomposition() {
    // The interpolator recomposes through specialized paths: a rotation that does not
    // change, a turn about one coordinate axis, a general arc; no skew; no, depth-only or
    // general perspective; and a guarded path for pieces too large for those. Each family
    // below reaches some of them. The expectation is built independently, from the public
    // pieces, the spec's slerp formula and 4 × 4 products of Core Animation's matrices.
    var g = SeededGenerator(seed: 19)
    func random(_ range: ClosedRange<Double>) -> Double { .random(in: range, using: &g) }
    func turn(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
      Transform3D(rotationAngle: angle, x: x, y: y, z: z)
    }
    let depth = Transform3D.perspective(distance: 500)
    var oblique = Transform3D.identity
    (oblique.m14, oblique.m24, oblique.m34) = (0.0007, -0.0011, -1.0 / 800)
    var pairs: [(Transform3D, Transform3D)] = []
    for _ in 0..<12 {
      // Scale only.
      pairs.append(
        (
          Transform3D(scaleX: random(0.1...1), y: random(0.1...1)),
          Transform3D(scaleX: random(1...3), y: random(1...3), z: random(0.5...2))
        ))
      // A flip about y under a perspective, from flat or from an angle.
      let start = random(0...1) < 0.3 ? depth : turn(random(-3...3), 0, 1, 0).concatenating(depth)
      pairs.append((start, turn(random(-3...3), 0, 1, 0).concatenating(depth)))
      // Scale, a turn about z, then a move.
      func spin() -> Transform3D {
        Transform3D(scaleX: random(0.2...3), y: random(0.2...3))
          .concatenating(turn(random(-3...3), 0, 0, 1))
          .concatenating(Transform3D(translationX: random(-300...300), y: random(-300...300)))
      }
      pairs.append((spin(), spin()))
      // A tilt about x with depth.
      pairs.append(
        (
          turn(random(-3...3), 1, 0, 0).concatenating(Transform3D(translationX: 0, y: 0, z: -40)),
          turn(random(-3...3), 1, 0, 0).concatenating(depth)
        ))
      // The same oblique rotation at both ends, moved and scaled.
      let fixed = turn(random(-3...3), random(-1...1), random(-1...1), random(0.1...1))
      pairs.append(
        (
          Transform3D(scaleX: random(0.5...2), y: 1).concatenating(fixed),
          fixed.concatenating(Transform3D(translationX: random(-50...50), y: 0))
        ))
      // Anything: skews, mirrors, oblique rotations, perspectives, some with x and y parts.
      let a = randomTransform(&g)
      let b = randomTransform(&g)
      pairs.append(random(0...1) < 0.5 ? (a, b) : (a.concatenating(oblique), b))
    }
    // Entries near 1e120: too large for the unguarded path.
    pairs.append(
      (
        Transform3D(scaleX: 1e120, y: 2e120).concatenating(turn(0.5, 1, 2, 3)),
        Transform3D(scaleX: 3e120, y: 1e120).concatenating(turn(-1, 0, 1, 1))
      ))
    for (index, (start, end)) in pairs.enumerated() {
      let interpolator = Transform3D.Interpolator(from: start, to: end)
      for fraction in [-0.4, 0.1, 0.5, 0.83, 1.25, 3, random(-0.5...1.5), random(-0.5...1.5)] {
        let expected = independentInterpolation(from: start, to: end, fraction: fraction)
        let error = worstError(interpolator.transform(at: fraction), expected)
        #expect(error < 1e-12, "pair \(index) at \(fraction): off by \(error)")
        #expect(
          start.interpolated(to: end, fraction: fraction) == interpolator.transform(at: fraction))
      }
    }
  }

  // MARK: - Bad input

  @Test func zoomFromNothingScalesExactly() {
    // scale(0) -> identity is the common "zoom in from nothing"; at fraction f it is scale(f).
    for fraction in [-0.2, 0.1, 0.25, 0.5, 0.7, 1.2] {
      let all = Transform3D(scaleX: 0, y: 0, z: 0).interpolated(to: .identity, fraction: fraction)
      #expect(all == Transform3D(scaleX: fraction, y: fraction, z: fraction))
      let flat = Transform3D(scaleX: 0, y: 0).interpolated(to: .identity, fraction: fraction)
      #expect(flat == Transform3D(scaleX: fraction, y: fraction))
    }
    let zero = Transform3D(scaleX: 0, y: 0, z: 0).decomposed()
    #expect(zero.scale == .zero && zero.quaternion == SIMD4(0, 0, 0, 1))
  }

  @Test func aFlattenedAxisTakesItsDirectionFromTheOthers() {
    // scaleX 0 applied first, then a rotation about z: the rotation survives in the y axis.
    let angle = 0.7
    let flattened = Transform3D(scaleX: 0, y: 1)
      .concatenating(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1))
    #expect(flattened.isDecomposable)
    let pieces = flattened.decomposed()
    expectClose(pieces.scale, SIMD3(0, 1, 1))
    expectClose(pieces.quaternion, SIMD4(0, 0, sin(angle / 2), cos(angle / 2)))
    // So it grows back into the same rotation instead of turning.
    let rotation = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
    let halfway = flattened.interpolated(to: rotation, fraction: 0.5)
    expectClose(
      halfway, Transform3D(scaleX: 0.5, y: 1).concatenating(rotation), tolerance: 1e-12)
    // Two flattened axes: the remaining one is reached by the smallest rotation.
    let line = Transform3D(scaleX: 0, y: 0).concatenating(
      Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0))
    expectClose(line.decomposed().quaternion, SIMD4(sin(angle / 2), 0, 0, cos(angle / 2)))
    expectClose(Transform3D(line.decomposed()), line, tolerance: 1e-12)
  }

  @Test func undecomposableTransformsInterpolateEntryByEntry() {
    // Rotate, then flatten x: the rows are parallel, which no decomposition represents.
    let squashed = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)
      .concatenating(Transform3D(scaleX: 0, y: 1))
    #expect(!squashed.isDecomposable)
    let target = Transform3D(translationX: 40, y: -20)
    let halfway = squashed.interpolated(to: target, fraction: 0.5)
    let average = squashed.adding(target).scaled(by: 0.5)
    expectClose(halfway, average, tolerance: 1e-15)
    expectClose(
      Transform3D.Interpolator(from: squashed, to: target).transform(at: 0.5), average,
      tolerance: 1e-15)
    // Perspective fed by a flattened axis is not representable either.
    let projectedFlat = Transform3D.perspective(distance: 500)
      .concatenating(Transform3D(scaleX: 0, y: 0, z: 0))
    #expect(!projectedFlat.isDecomposable)
    #expect(projectedFlat.interpolated(to: .identity, fraction: 0.3).allFinite)
  }

  @Test func zeroM44IsDecomposedWithoutNormalizing() {
    // Pushed all the way to an eye 500 points away: m44 = 1 - 500/500 = 0.
    let atEye = Transform3D(translationX: 0, y: 0, z: 500)
      .concatenating(.perspective(distance: 500))
    #expect(atEye.m44 == 0)
    #expect(atEye.isDecomposable)
    expectClose(Transform3D(atEye.decomposed()), atEye, tolerance: 1e-15)
    // Halfway back to the identity: translation and perspective each move half way.
    let halfway = atEye.interpolated(to: .identity, fraction: 0.5)
    let expected = Transform3D(translationX: 0, y: 0, z: 250)
      .concatenating(.perspective(distance: 1000))
    expectClose(halfway, expected, tolerance: 1e-15)
    // The all-zero matrix recomposes to itself too.
    expectClose(Transform3D(Transform3D.zero.decomposed()), .zero)
  }

  @Test func nonFiniteEntriesAreReadAsTheIdentitys() {
    var broken = Transform3D(translationX: 10, y: 20)
    broken.m11 = .nan
    broken.m34 = .infinity
    broken.m43 = -.infinity
    let repaired = Transform3D(translationX: 10, y: 20)
    #expect(broken.decomposed() == repaired.decomposed())
    #expect(broken.inverted() == repaired.inverted())
    #expect(broken.applying(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 11, y: 21))
    #expect(broken.concatenating(.identity) == repaired)
    #expect(broken.interpolated(to: .identity, fraction: 0) == repaired)
    let moving = broken.interpolated(to: .identity, fraction: 0.5)
    expectClose(moving, Transform3D(translationX: 5, y: 10))
    // Constructors given non-finite numbers fall back the same way.
    #expect(Transform3D(translationX: .nan, y: 3) == Transform3D(translationX: 0, y: 3))
    #expect(Transform3D(scaleX: .infinity, y: 2) == Transform3D(scaleX: 1, y: 2))
    #expect(Transform3D(rotationAngle: .nan, x: 0, y: 0, z: 1) == .identity)
    #expect(Transform3D(rotationAngle: 1, x: 0, y: .nan, z: 1) == .identity)
    #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
    // Overflowing products are the identity's entries, not infinities.
    let huge = Transform3D(scaleX: 1e200, y: 1e200)
    #expect(huge.concatenating(huge) == .identity)
    // Entries beyond 1e150 are not decomposed; such transforms still interpolate.
    #expect(!huge.isDecomposable)
    #expect(huge.decomposed() == .identity)
    expectClose(
      huge.interpolated(to: .identity, fraction: 0.5), Transform3D(scaleX: 5e199, y: 5e199))
  }

  @Test func nonFiniteFractionsAndPiecesStayFinite() {
    let a = Transform3D(rotationAngle: 1, x: 0, y: 1, z: 0)
    let b = Transform3D(translationX: 3, y: 4)
    #expect(a.interpolated(to: b, fraction: .nan) == a)
    #expect(a.interpolated(to: b, fraction: .infinity) == a)
    #expect(a.decomposed().interpolated(to: b.decomposed(), fraction: .nan) == a.decomposed())

    var bad = Transform3D.Decomposed.identity
    bad.translation = SIMD3(.nan, 1, 2)
    bad.quaternion = SIMD4(.infinity, 0, 0, 1)
    bad.scale = SIMD3(1, .nan, 1)
    let recomposed = Transform3D(bad)
    #expect(recomposed.allFinite)
    #expect(recomposed.m42 == 1 && recomposed.m43 == 2)
    let mixed = bad.interpolated(to: .identity, fraction: 0.5)
    #expect(mixed.isFinite)
    #expect(Transform3D(mixed).allFinite)
    // A zero quaternion means no rotation.
    #expect(Transform3D(Transform3D.Decomposed(quaternion: .zero)) == .identity)
  }

  @Test func vectorArithmeticIsEntryByEntry() {
    let a = Transform3D(translationX: 1, y: 2, z: 3)
    let b = Transform3D(scaleX: 2, y: 3, z: 4)
    let sum = a.adding(b)
    #expect(sum.m11 == 3 && sum.m41 == 1 && sum.m44 == 2)
    #expect(sum.subtracting(b) == a)
    #expect(a.scaled(by: 2).m42 == 4)
    #expect(Transform3D.identity.magnitudeSquared == 4)
    #expect(Transform3D.zero.adding(a) == a)
    var nan = Transform3D.identity
    nan.m12 = .nan
    #expect(nan.adding(.zero).m12 == 0)
    #expect(a.scaled(by: .infinity) == .zero)
    #expect(nan.magnitudeSquared == 4)
    #expect(Transform3D(scaleX: 1e200, y: 1).magnitudeSquared == .greatestFiniteMagnitude)
  }

  @Test func interpolatorHashesItsEnds() {
    let a = Transform3D.Interpolator(from: .identity, to: Transform3D(translationX: 1, y: 0))
    let b = Transform3D.Interpolator(from: .identity, to: Transform3D(translationX: 1, y: 0))
    let c = Transform3D.Interpolator(from: .identity, to: Transform3D(translationX: 2, y: 0))
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(a != c)
  }
}

// MARK: - Helpers

private func transform(_ table: ReferenceTable, _ row: [Double], prefix: String) -> Transform3D {
  func v(_ i: Int, _ j: Int) -> Double { table.value("\(prefix)\(i)\(j)", in: row) }
  return Transform3D(
    m11: v(1, 1), m12: v(1, 2), m13: v(1, 3), m14: v(1, 4),
    m21: v(2, 1), m22: v(2, 2), m23: v(2, 3), m24: v(2, 4),
    m31: v(3, 1), m32: v(3, 2), m33: v(3, 3), m34: v(3, 4),
    m41: v(4, 1), m42: v(4, 2), m43: v(4, 3), m44: v(4, 4))
}

private func entries(_ t: Transform3D) -> [Double] {
  [
    t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
    t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
  ]
}

/// The largest difference, relative for entries larger than 1.
private func worstError(_ actual: Transform3D, _ expected: Transform3D) -> Double {
  zip(entries(actual), entries(expected))
    .map { abs($0 - $1) / max(1, abs($1)) }
    .max() ?? 0
}

/// CSS Transforms Level 2 interpolation done the plain way, to check the interpolator's
/// shortcuts against: the public pieces mixed linearly, the quaternion by the spec's slerp
/// formula, and the result recomposed as the product scale · skew · rotation · translation ·
/// perspective of Core Animation's 4 × 4 matrices.
private func independentInterpolation(
  from start: Transform3D, to end: Transform3D, fraction t: Double
) -> Transform3D {
  let a = start.decomposed()
  let b = end.decomposed()
  func mix<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar == Double { x + (y - x) * t }
  let (translation, scale) = (mix(a.translation, b.translation), mix(a.scale, b.scale))
  let (skew, perspective) = (mix(a.skew, b.skew), mix(a.perspective, b.perspective))
  var q = a.quaternion
  let product = min((a.quaternion * b.quaternion).sum(), 1)
  if product < 1 {
    let theta = acos(product)
    q = (sin((1 - t) * theta) * a.quaternion + sin(t * theta) * b.quaternion) / sin(theta)
  }
  let axis = SIMD3(q.x, q.y, q.z)
  let rotation = Transform3D(
    rotationAngle: 2 * atan2((axis * axis).sum().squareRoot(), q.w), x: q.x, y: q.y, z: q.z)
  var shear = Transform3D.identity
  (shear.m21, shear.m31, shear.m32) = (skew.x, skew.y, skew.z)
  var projection = Transform3D.identity
  (projection.m14, projection.m24, projection.m34, projection.m44) = (
    perspective.x, perspective.y, perspective.z, perspective.w
  )
  return Transform3D(scaleX: scale.x, y: scale.y, z: scale.z)
    .concatenating(shear)
    .concatenating(rotation)
    .concatenating(Transform3D(translationX: translation.x, y: translation.y, z: translation.z))
    .concatenating(projection)
}

private func expectClose(
  _ actual: Transform3D, _ expected: Transform3D, tolerance: Double = 1e-12,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let error = worstError(actual, expected)
  #expect(error <= tolerance, "\(actual) vs \(expected)", sourceLocation: sourceLocation)
}

private func expectClose(
  _ actual: CGPoint, _ expected: CGPoint, tolerance: Double = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance,
    "\(actual) vs \(expected)", sourceLocation: sourceLocation)
}

private func expectClose<V: SIMD>(
  _ actual: V, _ expected: V, tolerance: Double = 1e-12,
  sourceLocation: SourceLocation = #_sourceLocation
) where V.Scalar == Double {
  let worst = (0..<V.scalarCount).map { abs(actual[$0] - expected[$0]) }.max() ?? 0
  #expect(worst <= tolerance, "\(actual) vs \(expected)", sourceLocation: sourceLocation)
}

extension Transform3D {
  fileprivate func scaledEntries(by factor: Double) -> Transform3D {
    Transform3D(
      m11: m11 * factor, m12: m12 * factor, m13: m13 * factor, m14: m14 * factor,
      m21: m21 * factor, m22: m22 * factor, m23: m23 * factor, m24: m24 * factor,
      m31: m31 * factor, m32: m32 * factor, m33: m33 * factor, m34: m34 * factor,
      m41: m41 * factor, m42: m42 * factor, m43: m43 * factor, m44: m44 * factor)
  }
}

/// SplitMix64: a small seeded generator, so the random cases are the same on every run.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A random composition of translations, rotations, scales (some mirrored), skews and a
/// perspective applied last, like the transforms a transition builds.
private func randomTransform(_ g: inout SeededGenerator) -> Transform3D {
  var result = Transform3D.identity
  for _ in 0..<Int.random(in: 2...5, using: &g) {
    let step: Transform3D
    switch Int.random(in: 0..<4, using: &g) {
    case 0:
      step = Transform3D(
        translationX: .random(in: -200...200, using: &g), y: .random(in: -200...200, using: &g),
        z: .random(in: -100...100, using: &g))
    case 1:
      let sign: Double = Double.random(in: 0...1, using: &g) < 0.15 ? -1 : 1
      step = Transform3D(
        scaleX: sign * .random(in: 0.2...3, using: &g), y: .random(in: 0.2...3, using: &g),
        z: .random(in: 0.2...3, using: &g))
    case 2:
      step = Transform3D(
        rotationAngle: .random(in: -3.1...3.1, using: &g), x: .random(in: -1...1, using: &g),
        y: .random(in: -1...1, using: &g), z: .random(in: -1...1, using: &g))
    default:
      var skew = Transform3D.identity
      skew.m21 = .random(in: -0.8...0.8, using: &g)
      skew.m31 = .random(in: -0.5...0.5, using: &g)
      skew.m32 = .random(in: -0.5...0.5, using: &g)
      step = skew
    }
    result = result.concatenating(step)
  }
  if Double.random(in: 0...1, using: &g) < 0.4 {
    result = result.concatenating(.perspective(distance: .random(in: 200...2000, using: &g)))
  }
  return result
}
