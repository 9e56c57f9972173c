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
  /// ``Transform3D/init(_:)``.
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
    ///     be normalized: ``Transform3D/init(_:)`` uses its direction.
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
      let arc = QuaternionArc(from: quaternion, to: end.quaternion)
      return mixed(with: end, fraction: fraction, quaternion: arc.value(at: fraction))
    }

    /// The linear part of the interpolation, with a quaternion already found.
    fileprivate func mixed(
      with end: Decomposed, fraction t: Double, quaternion q: SIMD4<Double>
    ) -> Decomposed {
      let result = Decomposed(
        translation: translation + (end.translation - translation) * t,
        scale: scale + (end.scale - scale) * t,
        skew: skew + (end.skew - skew) * t,
        perspective: perspective + (end.perspective - perspective) * t,
        quaternion: q)
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
    fileprivate func finite() -> Decomposed {
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
    let q = decomposed.quaternion
    let lengthSquared = (q * q).sum()
    // 2 / |q|² in place of 2 normalizes the quaternion without a square root; interpolated
    // quaternions are already unit, which skips the division.
    let k =
      abs(lengthSquared - 1) <= 1e-15 ? 2 : (lengthSquared > 0 ? 2 / lengthSquared : 0)
    let (x, y, z, w) = (q.x, q.y, q.z, q.w)
    let (xx, yy, zz) = (x * x * k, y * y * k, z * z * k)
    let (xy, xz, yz) = (x * y * k, x * z * k, y * z * k)
    let (xw, yw, zw) = (x * w * k, y * w * k, z * w * k)
    // The rotation in Core Animation's layout: the transpose of the quaternion's usual
    // column-vector matrix. Scalars rather than SIMD3: fewer shuffles on this short path.
    let (r11, r12, r13) = (1 - yy - zz, xy + zw, xz - yw)
    let (r21, r22, r23) = (xy - zw, 1 - xx - zz, yz + xw)
    let (r31, r32, r33) = (xz + yw, yz - xw, 1 - xx - yy)
    let (sx, sy, sz) = (decomposed.scale.x, decomposed.scale.y, decomposed.scale.z)
    let (kxy, kxz, kyz) = (decomposed.skew.x, decomposed.skew.y, decomposed.skew.z)
    // Rows of scale · skew · rotation.
    let (u11, u12, u13) = (sx * r11, sx * r12, sx * r13)
    let (u21, u22, u23) = (sy * (r21 + kxy * r11), sy * (r22 + kxy * r12), sy * (r23 + kxy * r13))
    let (u31, u32, u33) = (
      sz * (r31 + kxz * r11 + kyz * r21), sz * (r32 + kxz * r12 + kyz * r22),
      sz * (r33 + kxz * r13 + kyz * r23)
    )
    let t = decomposed.translation
    let p = decomposed.perspective
    self.init(
      m11: u11, m12: u12, m13: u13, m14: u11 * p.x + u12 * p.y + u13 * p.z,
      m21: u21, m22: u22, m23: u23, m24: u21 * p.x + u22 * p.y + u23 * p.z,
      m31: u31, m32: u32, m33: u33, m34: u31 * p.x + u32 * p.y + u33 * p.z,
      m41: t.x, m42: t.y, m43: t.z, m44: t.x * p.x + t.y * p.y + t.z * p.z + p.w)
    if !allFinite { self = finite() }
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

  /// The transform with `transform` applied to every entry.
  private func map(_ transform: (Double) -> Double) -> Transform3D {
    Transform3D(
      m11: transform(m11), m12: transform(m12), m13: transform(m13), m14: transform(m14),
      m21: transform(m21), m22: transform(m22), m23: transform(m23), m24: transform(m24),
      m31: transform(m31), m32: transform(m32), m33: transform(m33), m34: transform(m34),
      m41: transform(m41), m42: transform(m42), m43: transform(m43), m44: transform(m44))
  }

  /// The transform whose entries combine this one's and another's, position by position.
  private func combined(
    with other: Transform3D, _ combine: (Double, Double) -> Double
  ) -> Transform3D {
    Transform3D(
      m11: combine(m11, other.m11), m12: combine(m12, other.m12),
      m13: combine(m13, other.m13), m14: combine(m14, other.m14),
      m21: combine(m21, other.m21), m22: combine(m22, other.m22),
      m23: combine(m23, other.m23), m24: combine(m24, other.m24),
      m31: combine(m31, other.m31), m32: combine(m32, other.m32),
      m33: combine(m33, other.m33), m34: combine(m34, other.m34),
      m41: combine(m41, other.m41), m42: combine(m42, other.m42),
      m43: combine(m43, other.m43), m44: combine(m44, other.m44))
  }

  /// Entry-by-entry interpolation, for transforms that cannot be decomposed.
  fileprivate func linearlyInterpolated(to end: Transform3D, fraction: Double) -> Transform3D {
    let a = finite()
    return a.combined(with: end.finite()) { $0 + ($1 - $0) * fraction }.finite()
  }
}

extension Transform3D {
  /// Two transforms prepared once for sampling every frame: decomposed up front, with the
  /// rotation's arc precomputed, so that each ``transform(at:)`` costs one sine, one cosine
  /// and a recomposition.
  ///
  /// It gives the same values as ``Transform3D/interpolated(to:fraction:)``: by
  /// decomposition when both ends are ``Transform3D/isDecomposable``, entry by entry
  /// otherwise.
  ///
  /// ```swift
  /// let flip = Transform3D.Interpolator(
  ///   from: .perspective(distance: 500),
  ///   to: Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
  ///     .concatenating(.perspective(distance: 500)))
  /// let frame = flip.transform(at: 0.5)  // edge-on: a quarter turn
  /// ```
  public struct Interpolator: Sendable, Hashable {
    /// The transform at fraction 0.
    public let start: Transform3D
    /// The transform at fraction 1.
    public let end: Transform3D

    // Stored flat rather than as an enum payload, which would be copied out on every frame.
    private let startPieces: Decomposed
    private let endPieces: Decomposed
    private let arc: QuaternionArc
    private let isDecomposed: Bool

    /// Prepares the interpolation from one transform to another.
    ///
    /// - Parameters:
    ///   - start: The transform at fraction 0.
    ///   - end: The transform at fraction 1.
    public init(from start: Transform3D, to end: Transform3D) {
      self.start = start
      self.end = end
      let (a, aIsExact) = start.decomposition()
      let (b, bIsExact) = end.decomposition()
      startPieces = a
      endPieces = b
      arc = QuaternionArc(from: a.quaternion, to: b.quaternion)
      isDecomposed = aIsExact && bIsExact
    }

    /// Returns the transform a fraction of the way from ``start`` to ``end``.
    ///
    /// - Parameter fraction: How far to go: 0 gives `start`, 1 gives `end`, values outside
    ///   0…1 extrapolate, and a non-finite fraction gives `start`.
    /// - Returns: The interpolated transform; non-finite entries are read and returned as
    ///   the identity's.
    public func transform(at fraction: Double) -> Transform3D {
      guard fraction.isFinite, fraction != 0 else { return start.finite() }
      if fraction == 1 { return end.finite() }
      guard isDecomposed else {
        return start.linearlyInterpolated(to: end, fraction: fraction)
      }
      return Transform3D(
        startPieces.mixed(with: endPieces, fraction: fraction, quaternion: arc.value(at: fraction)))
    }

    /// Two interpolators are equal when they run between equal transforms.
    ///
    /// - Parameters:
    ///   - lhs: An interpolator.
    ///   - rhs: Another interpolator.
    /// - Returns: Whether their starts and ends are equal.
    public static func == (lhs: Interpolator, rhs: Interpolator) -> Bool {
      lhs.start == rhs.start && lhs.end == rhs.end
    }

    /// Hashes the start and end transforms.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(start)
      hasher.combine(end)
    }
  }
}

extension Transform3D: Interpolatable {
  /// The transform whose sixteen entries are all 0: the additive identity of the entries,
  /// not the identity transform.
  public static let zero = Transform3D(
    m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)

  /// Returns the entry-by-entry sum of this transform and another.
  ///
  /// Non-finite entries, in the operands or the sum, count as 0.
  ///
  /// - Parameter other: The transform to add.
  /// - Returns: `self + other`, entry by entry.
  public func adding(_ other: Transform3D) -> Transform3D {
    combined(with: other) { zeroIfNotFinite(zeroIfNotFinite($0) + zeroIfNotFinite($1)) }
  }

  /// Returns the entry-by-entry difference of this transform and another.
  ///
  /// Non-finite entries, in the operands or the difference, count as 0.
  ///
  /// - Parameter other: The transform to subtract.
  /// - Returns: `self - other`, entry by entry.
  public func subtracting(_ other: Transform3D) -> Transform3D {
    combined(with: other) { zeroIfNotFinite(zeroIfNotFinite($0) - zeroIfNotFinite($1)) }
  }

  /// Returns this transform with every entry multiplied by a factor.
  ///
  /// Non-finite entries, factors and products count as 0.
  ///
  /// - Parameter factor: The multiplier.
  /// - Returns: `self * factor`, entry by entry.
  public func scaled(by factor: Double) -> Transform3D {
    let factor = zeroIfNotFinite(factor)
    return map { zeroIfNotFinite(zeroIfNotFinite($0) * factor) }
  }

  /// The sum of the squares of the sixteen entries, non-finite ones counting as 0; it is
  /// at most `Double.greatestFiniteMagnitude`.
  public var magnitudeSquared: Double {
    let e = self.map(zeroIfNotFinite)
    let sum =
      e.m11 * e.m11 + e.m12 * e.m12 + e.m13 * e.m13 + e.m14 * e.m14
      + e.m21 * e.m21 + e.m22 * e.m22 + e.m23 * e.m23 + e.m24 * e.m24
      + e.m31 * e.m31 + e.m32 * e.m32 + e.m33 * e.m33 + e.m34 * e.m34
      + e.m41 * e.m41 + e.m42 * e.m42 + e.m43 * e.m43 + e.m44 * e.m44
    return min(sum, .greatestFiniteMagnitude)
  }

  /// Returns the transform a fraction of the way to another, interpolated by decomposition
  /// as CSS Transforms Level 2 and Core Animation do.
  ///
  /// Both transforms are decomposed (``decomposed()``), their pieces interpolated
  /// (``Decomposed/interpolated(to:fraction:)``) and the result recomposed, so a rotation
  /// turns rather than shrinking through a scale of 0:
  ///
  /// ```swift
  /// let halfway = Transform3D.identity.interpolated(
  ///   to: Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0), fraction: 0.5)
  /// // a quarter turn about y: m11 ≈ 0, m13 ≈ -1
  /// ```
  ///
  /// When either transform is not ``isDecomposable``, the entries are interpolated one by
  /// one instead. To sample the same pair every frame, use ``Interpolator``, which
  /// decomposes once.
  ///
  /// - Parameters:
  ///   - end: The transform at fraction 1.
  ///   - fraction: How far to go: 0 gives `self`, 1 gives `end`, values outside 0…1
  ///     extrapolate, and a non-finite fraction gives `self`.
  /// - Returns: The interpolated transform; non-finite entries are read and returned as the
  ///   identity's.
  public func interpolated(to end: Transform3D, fraction: Double) -> Transform3D {
    guard fraction.isFinite, fraction != 0 else { return finite() }
    if fraction == 1 { return end.finite() }
    return Interpolator(from: self, to: end).transform(at: fraction)
  }
}

/// The great-circle arc from one unit quaternion to another, set up to be sampled: the
/// CSS spec's slerp, `start · cos(tθ) + perpendicular · sin(tθ)` where `cos θ` is the dot
/// product of the two and `perpendicular` the unit quaternion at right angles to `start`
/// toward `end`.
private struct QuaternionArc: Sendable {
  private let start: SIMD4<Double>
  private let end: SIMD4<Double>
  private let perpendicular: SIMD4<Double>
  private let angle: Double
  private let angleSquared: Double
  private let shape: Shape

  private enum Shape: Sendable {
    /// The same rotation at both ends (equal, or opposite as the spec treats them).
    case point
    /// Less than about 0.1° apart: a series replaces the trigonometry.
    case short
    case arc
  }

  init(from start: SIMD4<Double>, to end: SIMD4<Double>) {
    self.start = start
    self.end = end
    let product = min(max((start * end).sum(), -1), 1)
    var perpendicular = end - product * start
    let perpendicularLength = (perpendicular * perpendicular).sum().squareRoot()
    // !(x > 0) also catches NaN.
    guard start != end, product > -1, perpendicularLength > 0 else {
      self.perpendicular = .zero
      angle = 0
      angleSquared = 0
      shape = .point
      return
    }
    perpendicular *= 1 / perpendicularLength
    self.perpendicular = perpendicular
    let gap = 1 - product
    if gap < 1e-6 {
      // acos is ill-conditioned here; the half-angle form is not.
      let difference = end - start
      let sum = end + start
      angle =
        2 * atan2((difference * difference).sum().squareRoot(), (sum * sum).sum().squareRoot())
      angleSquared = 2 * gap + gap * gap / 3
      shape = .short
    } else {
      angle = acos(product)
      angleSquared = angle * angle
      shape = .arc
    }
  }

  /// The quaternion at fraction `t` along the arc (any finite `t`).
  func value(at t: Double) -> SIMD4<Double> {
    switch shape {
    case .point:
      return start
    case .short where abs(t) <= 8:
      // sin(xθ) / sin θ to fourth order in θ; the next term is below 1e-15 here.
      let a = Self.sineRatio(1 - t, angleSquared)
      let b = Self.sineRatio(t, angleSquared)
      let q = a * start + b * end
      return q / (q * q).sum().squareRoot()
    case .short, .arc:
      let turn = t * angle
      return cos(turn) * start + sin(turn) * perpendicular
    }
  }

  /// `sin(x θ) / sin θ` for small θ, from θ².
  private static func sineRatio(_ x: Double, _ angleSquared: Double) -> Double {
    let x2 = x * x
    return x
      * (1 + (1 - x2) * angleSquared / 6 + (1 - x2) * (7 - 3 * x2) * angleSquared * angleSquared
        / 360)
  }
}

/// The value, or 0 when it is NaN or infinite.
private func zeroIfNotFinite(_ value: Double) -> Double {
  value.isFinite ? value : 0
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
