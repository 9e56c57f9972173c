import Foundation

extension Transform3D {
  /// A transform taken apart into the pieces that CSS Transforms Level 2 interpolates:
  /// translation, scale, skew, perspective and a rotation quaternion.
  ///
  /// Interpolating the pieces rather than the sixteen entries is what keeps a rotation
  /// turning instead of collapsing through a scale of 0, and it is how Core Animation and
  /// browsers animate transforms. A timeline decomposes its keyframes once and, every frame,
  /// interpolates the pieces and recomposes them:
  ///
  /// ```swift
  /// let from = Transform3D.identity.decomposed()
  /// let to = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0).decomposed()
  /// let halfway = Transform3D(from.interpolated(to: to, fraction: 0.5))
  /// // a quarter turn about y: m11 ≈ 0, m13 ≈ -1
  /// ```
  ///
  /// The recomposed transform is `scale · skew · rotation · translation · perspective`
  /// (applied in that order, in Core Animation's row-vector convention); see
  /// ``Transform3D/init(_:)-(Transform3D.Decomposed)``.
  public struct Decomposed: Sendable, Hashable {
    /// The translation: `m41`, `m42`, `m43` of the transform divided by its `m44` (taken as
    /// they are when `m44` is 0).
    public var translation: SIMD3<Double>

    /// The scale along the transform's own x, y and z axes, applied first.
    ///
    /// A mirrored transform has all three negated, as in the CSS algorithm; an axis the
    /// transform flattens has scale 0.
    public var scale: SIMD3<Double>

    /// The skew factors, applied after the scale: `x` is the spec's XY factor (how much the
    /// y axis leans along x), `y` is XZ and `z` is YZ.
    public var skew: SIMD3<Double>

    /// The perspective, applied last: `(x, y, z)` are the projection's `m14`, `m24`, `m34`
    /// after the rest is taken out, and `w` its `m44`. `(0, 0, 0, 1)` is no perspective.
    public var perspective: SIMD4<Double>

    /// The rotation, applied between the skew and the translation, as a unit quaternion
    /// `(x, y, z, w) = (axis · sin(angle / 2), cos(angle / 2))` in the sense of
    /// ``Transform3D/init(rotationAngle:x:y:z:)``.
    ///
    /// Decomposition gives `w ≥ 0`, and when `w` is exactly 0 the first nonzero of `x`, `y`,
    /// `z` is positive. The interpolation follows the CSS spec and does not flip a
    /// quaternion to take the shorter way round, as browsers do: with `w ≥ 0` on both ends
    /// it takes the longer way only between rotations about roughly opposite axes whose
    /// angles add up to more than half a turn (from 170° to -170° about z it turns 340°
    /// through 0°).
    public var quaternion: SIMD4<Double>

    /// Creates a decomposed transform from its pieces; the defaults are the identity's.
    ///
    /// - Parameters:
    ///   - translation: The translation.
    ///   - scale: The scale along the transform's own axes.
    ///   - skew: The XY, XZ and YZ skew factors.
    ///   - perspective: The perspective row; `(0, 0, 0, 1)` is none.
    ///   - quaternion: The rotation as `(axis · sin(angle / 2), cos(angle / 2))`. It need not
    ///     be normalized: ``Transform3D/init(_:)-(Transform3D.Decomposed)`` uses its direction.
    public init(
      translation: SIMD3<Double> = .zero,
      scale: SIMD3<Double> = .one,
      skew: SIMD3<Double> = .zero,
      perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1),
      quaternion: SIMD4<Double> = SIMD4(0, 0, 0, 1)
    ) {
      self.translation = translation
      self.scale = scale
      self.skew = skew
      self.perspective = perspective
      self.quaternion = quaternion
    }

    /// The identity's decomposition.
    public static let identity = Decomposed()

    /// Returns the decomposition a fraction of the way to another, as CSS Transforms Level 2
    /// interpolates 3D matrices.
    ///
    /// Translation, scale, skew and perspective are interpolated linearly; the quaternion
    /// follows the great circle toward `end` (the spec's dot-product slerp), so the rotation
    /// turns at a constant rate.
    ///
    /// - Parameters:
    ///   - end: The decomposition at fraction 1.
    ///   - fraction: How far to go: 0 gives `self`, 1 gives `end`, and values outside 0…1
    ///     extrapolate (an overshooting spring keeps turning past the end). A non-finite
    ///     fraction gives `self`.
    /// - Returns: The interpolated decomposition. Components that would not be finite (from
    ///   non-finite components of either end, or an overflowing fraction) are the identity's.
    public func interpolated(to end: Decomposed, fraction: Double) -> Decomposed {
      guard fraction.isFinite, fraction != 0 else { return isFinite ? self : finite() }
      if fraction == 1 { return end.isFinite ? end : end.finite() }
      let t = fraction
      let result = Decomposed(
        translation: translation + (end.translation - translation) * t,
        scale: scale + (end.scale - scale) * t,
        skew: skew + (end.skew - skew) * t,
        perspective: perspective + (end.perspective - perspective) * t,
        quaternion: QuaternionArc(from: quaternion, to: end.quaternion).value(at: t))
      return result.isFinite ? result : result.finite()
    }

    /// Whether every component is finite (and their sum does not overflow, which only
    /// sends rare huge values through the slower repair).
    var isFinite: Bool {
      // 0 times a sum is 0 unless a term is NaN or infinite.
      let sum =
        (translation + scale + skew).sum() + (perspective + quaternion).sum()
      return sum * 0 == 0
    }

    /// The decomposition with every non-finite component replaced by the identity's.
    func finite() -> Decomposed {
      let identity = Decomposed.identity
      return Decomposed(
        translation: translation.replacing(
          with: identity.translation, where: .!(translation - translation .== 0)),
        scale: scale.replacing(with: identity.scale, where: .!(scale - scale .== 0)),
        skew: skew.replacing(with: identity.skew, where: .!(skew - skew .== 0)),
        perspective: perspective.replacing(
          with: identity.perspective, where: .!(perspective - perspective .== 0)),
        quaternion: quaternion.replacing(
          with: identity.quaternion, where: .!(quaternion - quaternion .== 0)))
    }
  }

  /// Whether ``decomposed()`` describes this transform exactly, so that
  /// `Transform3D(decomposed())` gives it back (to rounding).
  ///
  /// Transforms built from translations, rotations, nonzero scales and skews, with a
  /// perspective applied last, are decomposable, and so are they after a scale of 0 applied
  /// first. One is not when it flattens a direction it has already rotated or skewed into
  /// (a row of the upper 3 × 3 block is a nonzero combination of the rows above it, such as
  /// a rotation followed by `scaleX: 0`), when a flattened axis still feeds the
  /// perspective, or when an entry, after the division by `m44`, exceeds 1e150 in size.
  /// ``interpolated(to:fraction:)`` interpolates such transforms entry by entry.
  public var isDecomposable: Bool { decomposition().isExact }

  /// Takes the transform apart into translation, scale, skew, perspective and rotation, as
  /// CSS Transforms Level 2 ("Decomposing a 3D matrix") does.
  ///
  /// ```swift
  /// let pieces = Transform3D(scaleX: 2, y: 3).translatedBy(x: 10, y: 0).decomposed()
  /// // pieces.scale == (2, 3, 1), pieces.translation == (20, 0, 0)
  /// ```
  ///
  /// Where the spec gives up, this never fails:
  /// - Non-finite entries are read as the identity's.
  /// - The matrix is divided by `m44` first, as in the spec; when `m44` is 0 (a point at
  ///   the eye, such as `translationZ: d` then `perspective(distance: d)`) it is decomposed
  ///   as it stands, which recomposes to the same matrix.
  /// - An axis the transform flattens (a zero row of the upper 3 × 3 block, as in
  ///   `scaleX: 0`) gets scale 0 and skew 0, and a direction that completes a right-handed
  ///   rotation: the cross product of the other two axes; with two flattened axes, the
  ///   smallest rotation that turns the remaining axis from its identity direction; with
  ///   all three, the identity. So `scale(0)` decomposes to scale 0 and no rotation, and
  ///   interpolating it to the identity gives `scale(f)` at fraction `f` exactly. Rows
  ///   shorter than 1e-12 of the longest count as zero.
  /// - A transform that is not ``isDecomposable`` gets an approximation: rows that depend
  ///   on the rows above them are dropped (scale 0), an unrepresentable perspective is
  ///   ignored, and a transform with an entry beyond 1e150 decomposes to the identity.
  ///
  /// - Returns: The decomposition; all components are finite.
  public func decomposed() -> Decomposed {
    decomposition().value
  }

  /// Recomposes a transform from its pieces, as CSS Transforms Level 2 ("Recomposing to a
  /// 3D matrix") does: `scale · skew · rotation · translation · perspective`.
  ///
  /// The quaternion is used by direction (a non-unit quaternion is normalized; the zero
  /// quaternion means no rotation). Entries that would not be finite (from non-finite or
  /// overflowing components) are the identity's.
  ///
  /// - Parameter decomposed: The pieces, usually from ``decomposed()`` or
  ///   ``Decomposed/interpolated(to:fraction:)``.
  public init(_ decomposed: Decomposed) {
    self = Transform3D.composed(
      rotation: RotationRows(decomposed.quaternion), scale: decomposed.scale,
      skew: decomposed.skew, translation: decomposed.translation,
      perspective: decomposed.perspective, hasSkew: true, perspectiveShape: .general)
    if !allFinite { self = finite() }
  }

  /// `scale · skew · rotation · translation · perspective`, written out entry by entry.
  ///
  /// With `hasSkew` false the skew is taken as zero, and the perspective as `perspectiveShape`
  /// says; for finite pieces that gives what the full formula gives for those values (up to
  /// the sign of a zero), without the arithmetic.
  @inline(__always)
  static func composed(
    rotation r: RotationRows, scale: SIMD3<Double>, skew: SIMD3<Double>,
    translation t: SIMD3<Double>, perspective p: SIMD4<Double>,
    hasSkew: Bool, perspectiveShape: PerspectiveShape
  ) -> Transform3D {
    let (sx, sy, sz) = (scale.x, scale.y, scale.z)
    // Rows of scale · skew · rotation.
    var (u21, u22, u23) = (r.r21, r.r22, r.r23)
    var (u31, u32, u33) = (r.r31, r.r32, r.r33)
    if hasSkew {
      let (kxy, kxz, kyz) = (skew.x, skew.y, skew.z)
      (u21, u22, u23) = (u21 + kxy * r.r11, u22 + kxy * r.r12, u23 + kxy * r.r13)
      (u31, u32, u33) = (
        u31 + kxz * r.r11 + kyz * r.r21, u32 + kxz * r.r12 + kyz * r.r22,
        u33 + kxz * r.r13 + kyz * r.r23
      )
    }
    let (u11, u12, u13) = (sx * r.r11, sx * r.r12, sx * r.r13)
    (u21, u22, u23) = (sy * u21, sy * u22, sy * u23)
    (u31, u32, u33) = (sz * u31, sz * u32, sz * u33)
    switch perspectiveShape {
    case .none:
      return Transform3D(
        m11: u11, m12: u12, m13: u13, m14: 0,
        m21: u21, m22: u22, m23: u23, m24: 0,
        m31: u31, m32: u32, m33: u33, m34: 0,
        m41: t.x, m42: t.y, m43: t.z, m44: 1)
    case .depth:
      return Transform3D(
        m11: u11, m12: u12, m13: u13, m14: u13 * p.z,
        m21: u21, m22: u22, m23: u23, m24: u23 * p.z,
        m31: u31, m32: u32, m33: u33, m34: u33 * p.z,
        m41: t.x, m42: t.y, m43: t.z, m44: t.z * p.z + p.w)
    case .general:
      break
    }
    return Transform3D(
      m11: u11, m12: u12, m13: u13, m14: u11 * p.x + u12 * p.y + u13 * p.z,
      m21: u21, m22: u22, m23: u23, m24: u21 * p.x + u22 * p.y + u23 * p.z,
      m31: u31, m32: u32, m33: u33, m34: u31 * p.x + u32 * p.y + u33 * p.z,
      m41: t.x, m42: t.y, m43: t.z, m44: t.x * p.x + t.y * p.y + t.z * p.z + p.w)
  }

  /// The decomposition and whether it is exact (see ``isDecomposable``).
  func decomposition() -> (value: Decomposed, isExact: Bool) {
    var m = finite()
    if m.m44 != 0, m.m44 != 1 {
      let k = 1 / m.m44
      let normalized = m.map { $0 * k }
      if normalized.allFinite { m = normalized }
    }
    guard m.largestMagnitude <= 1e150 else { return (.identity, false) }

    var isExact = true
    let rows = (SIMD3(m.m11, m.m12, m.m13), SIMD3(m.m21, m.m22, m.m23), SIMD3(m.m31, m.m32, m.m33))
    let lengths = SIMD3(length(rows.0), length(rows.1), length(rows.2))
    let tiny = lengths.max() * 1e-12
    var scale = SIMD3<Double>.zero
    var skew = SIMD3<Double>.zero
    var n0 = SIMD3<Double>(1, 0, 0)
    var n1 = SIMD3<Double>(0, 1, 0)
    var n2 = SIMD3<Double>(0, 0, 1)

    // Gram-Schmidt, as the spec does, but only against axes that exist: a zero row has no
    // direction of its own and gets one afterwards.
    let has0 = lengths.x > tiny
    if has0 {
      scale.x = lengths.x
      n0 = rows.0 / lengths.x
    }
    var v1 = rows.1
    var k01 = 0.0
    if has0 {
      k01 = dot(n0, v1)
      v1 -= k01 * n0
    }
    let s1 = length(v1)
    let has1 = s1 > tiny
    if has1 {
      scale.y = s1
      n1 = v1 / s1
      skew.x = k01 / s1
    } else if lengths.y > tiny {
      isExact = false
    }
    var v2 = rows.2
    var k02 = 0.0
    var k12 = 0.0
    if has0 {
      k02 = dot(n0, v2)
      v2 -= k02 * n0
    }
    if has1 {
      k12 = dot(n1, v2)
      v2 -= k12 * n1
    }
    let s2 = length(v2)
    let has2 = s2 > tiny
    if has2 {
      scale.z = s2
      n2 = v2 / s2
      skew.y = k02 / s2
      skew.z = k12 / s2
    } else if lengths.z > tiny {
      isExact = false
    }

    switch (has0, has1, has2) {
    case (true, true, true):
      // A mirror: negate the axes and the scales, as the spec does.
      if dot(n0, cross(n1, n2)) < 0 {
        scale = -scale
        n0 = -n0
        n1 = -n1
        n2 = -n2
      }
    case (false, true, true): n0 = cross(n1, n2)
    case (true, false, true): n1 = cross(n2, n0)
    case (true, true, false): n2 = cross(n0, n1)
    case (true, false, false): (n1, n2) = Self.completedBasis(known: n0, index: 0)
    case (false, true, false): (n2, n0) = Self.completedBasis(known: n1, index: 1)
    case (false, false, true): (n0, n1) = Self.completedBasis(known: n2, index: 2)
    case (false, false, false): break
    }

    // Perspective: solve U · p = c for the upper block U = scale · skew · rotation (lower
    // triangular times orthonormal, so forward substitution does it), then w = m44 - t · p.
    let c = SIMD3(m.m14, m.m24, m.m34)
    let cTiny = max(abs(c.x), abs(c.y), abs(c.z), abs(m.m44)) * 1e-12
    var u = SIMD3<Double>.zero
    if scale.x != 0 {
      u.x = c.x / scale.x
    } else if abs(c.x) > cTiny {
      isExact = false
    }
    if scale.y != 0 {
      u.y = c.y / scale.y - skew.x * u.x
    } else if abs(c.y) > cTiny {
      isExact = false
    }
    if scale.z != 0 {
      u.z = c.z / scale.z - skew.y * u.x - skew.z * u.y
    } else if abs(c.z) > cTiny {
      isExact = false
    }
    let p3 = u.x * n0 + u.y * n1 + u.z * n2
    let translation = SIMD3(m.m41, m.m42, m.m43)
    let perspective = SIMD4(p3.x, p3.y, p3.z, m.m44 - dot(translation, p3))

    let value = Decomposed(
      translation: translation, scale: scale, skew: skew, perspective: perspective,
      quaternion: Self.quaternion(rows: n0, n1, n2))
    guard value.isFinite else { return (.identity, false) }
    return (value, isExact)
  }

  /// The two axes that complete a right-handed orthonormal basis around a known one: the
  /// images of the identity's other axes under the smallest rotation that takes the
  /// identity's axis `index` to `known`.
  ///
  /// - Returns: The axes `index + 1` and `index + 2` (cyclically).
  private static func completedBasis(
    known: SIMD3<Double>, index: Int
  ) -> (SIMD3<Double>, SIMD3<Double>) {
    var axis = SIMD3<Double>.zero
    axis[index] = 1
    var next = SIMD3<Double>.zero
    next[(index + 1) % 3] = 1
    let c = known[index]
    var image: SIMD3<Double>
    if c > -1 + 1e-6 {
      // Rodrigues' formula for the rotation about axis × known.
      let w = cross(axis, known)
      let wx = cross(w, next)
      image = next + wx + cross(w, wx) / (1 + c)
    } else {
      // Nearly opposite: half a turn about the next axis keeps it.
      image = next
    }
    image -= dot(image, known) * known
    image /= length(image)
    return (image, cross(known, image))
  }

  /// The unit quaternion of the rotation whose rows (Core Animation's layout) are given,
  /// with `w ≥ 0`. Shepperd's method: start from the largest of the four squared
  /// components, which stays accurate near half turns where the spec's sign tests do not.
  private static func quaternion(
    rows n0: SIMD3<Double>, _ n1: SIMD3<Double>, _ n2: SIMD3<Double>
  ) -> SIMD4<Double> {
    // r(i, j) of the column-vector rotation is row j, component i, in this layout.
    let (r00, r01, r02) = (n0.x, n1.x, n2.x)
    let (r10, r11, r12) = (n0.y, n1.y, n2.y)
    let (r20, r21, r22) = (n0.z, n1.z, n2.z)
    let trace = r00 + r11 + r22
    var q: SIMD4<Double>
    if trace > 0 {
      let s = 2 * (1 + trace).squareRoot()
      q = SIMD4((r21 - r12) / s, (r02 - r20) / s, (r10 - r01) / s, s / 4)
    } else if r00 >= r11, r00 >= r22 {
      let s = 2 * (1 + r00 - r11 - r22).squareRoot()
      q = SIMD4(s / 4, (r01 + r10) / s, (r02 + r20) / s, (r21 - r12) / s)
    } else if r11 >= r22 {
      let s = 2 * (1 + r11 - r00 - r22).squareRoot()
      q = SIMD4((r01 + r10) / s, s / 4, (r12 + r21) / s, (r02 - r20) / s)
    } else {
      let s = 2 * (1 + r22 - r00 - r11).squareRoot()
      q = SIMD4((r02 + r20) / s, (r12 + r21) / s, s / 4, (r10 - r01) / s)
    }
    let firstNonzero = q.x != 0 ? q.x : (q.y != 0 ? q.y : q.z)
    if q.w < 0 || (q.w == 0 && firstNonzero < 0) {
      q = -q
    }
    return q / (q * q).sum().squareRoot()
  }

  /// The largest absolute entry.
  private var largestMagnitude: Double {
    max(
      max(
        max(abs(m11), abs(m12), abs(m13), abs(m14)), max(abs(m21), abs(m22), abs(m23), abs(m24))),
      max(
        max(abs(m31), abs(m32), abs(m33), abs(m34)), max(abs(m41), abs(m42), abs(m43), abs(m44))))
  }
}

/// What a perspective `(x, y, z, w)` is like, for recomposing without the arithmetic that
/// would change nothing.
enum PerspectiveShape: Sendable {
  /// `(0, 0, 0, 1)`: none.
  case none
  /// `x` and `y` are 0: a projection along z only, as `perspective(distance:)` makes.
  case depth
  case general
}

private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
  (a * b).sum()
}

private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
  SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}

private func length(_ a: SIMD3<Double>) -> Double {
  (a * a).sum().squareRoot()
}
