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
  fileprivate static func composed(
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
  @inline(never)
  fileprivate func linearlyInterpolated(to end: Transform3D, fraction: Double) -> Transform3D {
    let a = finite()
    return a.combined(with: end.finite()) { $0 + ($1 - $0) * fraction }.finite()
  }
}

extension Transform3D {
  /// Two transforms prepared once for sampling every frame: decomposed up front, with the
  /// rotation's arc, the differences between the pieces and the shape of the result
  /// precomputed, so that each ``transform(at:)`` costs at most one sine and cosine and a
  /// recomposition that skips the pieces both ends leave out.
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
    /// Everything, precomputed, behind one reference: the plan is a few hundred bytes, and
    /// a value that size is copied in full (by `memcpy`) each time a method is called on an
    /// array element; a reference is not.
    private let storage: Storage

    /// The transform at fraction 0.
    public var start: Transform3D { storage.start }
    /// The transform at fraction 1.
    public var end: Transform3D { storage.end }

    /// Prepares the interpolation from one transform to another.
    ///
    /// - Parameters:
    ///   - start: The transform at fraction 0.
    ///   - end: The transform at fraction 1.
    public init(from start: Transform3D, to end: Transform3D) {
      storage = Storage(plan: InterpolationPlan(from: start, to: end), start: start, end: end)
    }

    /// Returns the transform a fraction of the way from ``start`` to ``end``.
    ///
    /// - Parameter fraction: How far to go: 0 gives `start`, 1 gives `end`, values outside
    ///   0…1 extrapolate, and a non-finite fraction gives `start`.
    /// - Returns: The interpolated transform; non-finite entries are read and returned as
    ///   the identity's.
    @inline(__always)
    public func transform(at fraction: Double) -> Transform3D {
      // Inlined, so that the common cases read the storage in place, without a call: a
      // fraction strictly between the ends, and the ends themselves (a timeline holds
      // tracks that have not started or have finished at 0 or 1).
      let storage = storage
      if storage.plan.isFast(at: fraction) {
        return storage.plan.fastTransform(at: fraction)
      }
      if fraction == 1 { return storage.finiteEnd }
      if fraction == 0 || !fraction.isFinite { return storage.finiteStart }
      return storage.slowTransform(at: fraction)
    }

    /// The plan and the two ends, shared by copies of the interpolator.
    private final class Storage: Sendable {
      let plan: InterpolationPlan
      let start: Transform3D
      let end: Transform3D
      /// The ends with non-finite entries read as the identity's, as they are returned.
      let finiteStart: Transform3D
      let finiteEnd: Transform3D

      init(plan: InterpolationPlan, start: Transform3D, end: Transform3D) {
        self.plan = plan
        self.start = start
        self.end = end
        finiteStart = start.finite()
        finiteEnd = end.finite()
      }

      @inline(never)
      func slowTransform(at fraction: Double) -> Transform3D {
        plan.slowTransform(at: fraction, start: start, end: end)
      }
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

/// Everything ``Transform3D/Interpolator`` precomputes from its two ends, so that a sample
/// in the common case is a sine and cosine (when the rotation changes) and a recomposition
/// that skips the pieces both ends leave out.
private struct InterpolationPlan: Sendable {
  // What every frame reads comes first, so a sample touches a few adjacent cache lines.
  let line: PieceLine
  let rotation: RotationPath
  /// The largest fraction magnitude the fast path takes: at most 1e6, and one for which no
  /// piece or entry can overflow; -1 when the ends are not both decomposable.
  let fastLimit: Double
  let isDecomposed: Bool

  init(from start: Transform3D, to end: Transform3D) {
    let (a, aIsExact) = start.decomposition()
    let (b, bIsExact) = end.decomposition()
    line = PieceLine(from: a, to: b)
    rotation = RotationPath(from: a.quaternion, to: b.quaternion)
    isDecomposed = aIsExact && bIsExact
    // Within ±1e6 the rotation's angle stays well inside the inlined sine's range; no
    // transition goes that far.
    fastLimit = isDecomposed ? min(line.safeFraction, 1e6) : -1
  }

  /// Whether ``fastTransform(at:)`` applies: decomposable ends, a fraction other than 0 and
  /// 1, and one for which nothing can overflow, so that there is nothing to repair (a NaN
  /// fails the first comparison).
  @inline(__always)
  func isFast(at t: Double) -> Bool {
    abs(t) <= fastLimit && t != 0 && t != 1
  }

  /// The transform at a fraction for which ``isFast(at:)`` holds.
  @inline(__always)
  func fastTransform(at t: Double) -> Transform3D {
    Transform3D.composed(
      rotation: rotation.value(at: t), scale: line.scale + line.scaleDelta * t,
      skew: line.skew + line.skewDelta * t,
      translation: line.translation + line.translationDelta * t,
      perspective: line.perspective + line.perspectiveDelta * t, hasSkew: line.hasSkew,
      perspectiveShape: line.perspectiveShape)
  }

  /// The transform at any fraction, given the ends the plan was made from.
  func transform(at t: Double, start: Transform3D, end: Transform3D) -> Transform3D {
    isFast(at: t) ? fastTransform(at: t) : slowTransform(at: t, start: start, end: end)
  }

  /// Everything but the fast path: the ends, non-finite fractions, ends that are not
  /// decomposable, and fractions far enough out (or pieces large enough) that a piece or
  /// entry might overflow, where pieces and entries that are not finite become the
  /// identity's.
  func slowTransform(at t: Double, start: Transform3D, end: Transform3D) -> Transform3D {
    guard t.isFinite, t != 0 else { return start.finite() }
    if t == 1 { return end.finite() }
    guard isDecomposed else { return start.linearlyInterpolated(to: end, fraction: t) }
    let pieces = line.repairedValue(at: t)
    let result = Transform3D.composed(
      rotation: rotation.valueAtAnyFraction(t), scale: pieces.scale, skew: pieces.skew,
      translation: pieces.translation, perspective: pieces.perspective, hasSkew: true,
      perspectiveShape: .general)
    return result.allFinite ? result : result.finite()
  }
}

/// The linear part of an interpolation between two decompositions: the start's pieces and
/// their differences to the end's, so that a sample is a multiply and an add per component
/// (the same arithmetic as `start + (end - start) * t`).
private struct PieceLine: Sendable {
  let translation: SIMD3<Double>
  let translationDelta: SIMD3<Double>
  let scale: SIMD3<Double>
  let scaleDelta: SIMD3<Double>
  let skew: SIMD3<Double>
  let skewDelta: SIMD3<Double>
  let perspective: SIMD4<Double>
  let perspectiveDelta: SIMD4<Double>
  /// Whether either end has a skew; when neither does, every sample's skew is zero.
  let hasSkew: Bool
  /// What the perspective is like at every fraction, from both ends.
  let perspectiveShape: PerspectiveShape
  /// The largest fraction magnitude at which no piece, and no entry recomposed from the
  /// pieces, can overflow; -1 when a piece is not finite.
  let safeFraction: Double

  init(from start: Transform3D.Decomposed, to end: Transform3D.Decomposed) {
    translation = start.translation
    translationDelta = end.translation - start.translation
    scale = start.scale
    scaleDelta = end.scale - start.scale
    skew = start.skew
    skewDelta = end.skew - start.skew
    perspective = start.perspective
    perspectiveDelta = end.perspective - start.perspective
    let none = Transform3D.Decomposed.identity
    // `!=` on vectors is true for NaN components, which keeps those on the full formula.
    hasSkew = start.skew != none.skew || end.skew != none.skew
    if start.perspective == none.perspective, end.perspective == none.perspective {
      perspectiveShape = .none
    } else if SIMD4(start.perspective.x, start.perspective.y, end.perspective.x, end.perspective.y)
      == .zero
    {
      perspectiveShape = .depth
    } else {
      perspectiveShape = .general
    }
    // Every piece at fraction t is at most A (1 + |t|) in size, A the largest start or delta
    // component (at least 1); call that P. The rotation's entries are at most 4 in size, so
    // with the skew each row of the upper block is at most 12 P², the perspective column
    // 36 P³ and m44 4 P². P ≤ 1e100 keeps all of that, and every sum on the way, finite.
    func largest(_ v: SIMD3<Double>) -> Double { max(abs(v.x), abs(v.y), abs(v.z)) }
    func largest(_ v: SIMD4<Double>) -> Double { max(abs(v.x), abs(v.y), abs(v.z), abs(v.w)) }
    let a = max(
      1, largest(translation), largest(translationDelta), largest(scale), largest(scaleDelta),
      largest(skew), largest(skewDelta), largest(perspective), largest(perspectiveDelta))
    // A non-finite piece or delta gives -1: nothing is fast.
    safeFraction = start.isFinite && end.isFinite && a.isFinite ? 1e100 / a - 1 : -1
  }

  /// The pieces at fraction `t` (with no rotation), where components that are not finite
  /// are the identity's.
  func repairedValue(at t: Double) -> Transform3D.Decomposed {
    let result = Transform3D.Decomposed(
      translation: translation + translationDelta * t,
      scale: scale + scaleDelta * t,
      skew: skew + skewDelta * t,
      perspective: perspective + perspectiveDelta * t)
    return result.isFinite ? result : result.finite()
  }
}

/// What a perspective `(x, y, z, w)` is like, for recomposing without the arithmetic that
/// would change nothing.
private enum PerspectiveShape: Sendable {
  /// `(0, 0, 0, 1)`: none.
  case none
  /// `x` and `y` are 0: a projection along z only, as `perspective(distance:)` makes.
  case depth
  case general
}

/// The rotation matrix of a quaternion, by rows in Core Animation's layout: the transpose of
/// the quaternion's usual column-vector matrix.
private struct RotationRows: Sendable {
  let r11: Double
  let r12: Double
  let r13: Double
  let r21: Double
  let r22: Double
  let r23: Double
  let r31: Double
  let r32: Double
  let r33: Double

  @inline(__always)
  init(
    _ r11: Double, _ r12: Double, _ r13: Double, _ r21: Double, _ r22: Double, _ r23: Double,
    _ r31: Double, _ r32: Double, _ r33: Double
  ) {
    (self.r11, self.r12, self.r13) = (r11, r12, r13)
    (self.r21, self.r22, self.r23) = (r21, r22, r23)
    (self.r31, self.r32, self.r33) = (r31, r32, r33)
  }

  /// The symmetric bilinear form whose value at `(q, q)` is the rotation matrix of a unit
  /// quaternion `q`, written homogeneously (`w² + x² - y² - z²` for `1 - 2y² - 2z²`).
  init(form a: SIMD4<Double>, _ b: SIMD4<Double>) {
    let (x, y, z, w) = (a.x, a.y, a.z, a.w)
    let (u, v, s, c) = (b.x, b.y, b.z, b.w)
    self.init(
      w * c + x * u - y * v - z * s, x * v + y * u + z * c + w * s, x * s + z * u - y * c - w * v,
      x * v + y * u - z * c - w * s, w * c - x * u + y * v - z * s, y * s + z * v + x * c + w * u,
      x * s + z * u + y * c + w * v, y * s + z * v - x * c - w * u, w * c - x * u - y * v + z * s)
  }

  /// `a + b · k`, entry by entry.
  @inline(__always)
  static func adding(_ a: RotationRows, _ b: RotationRows, times k: Double) -> RotationRows {
    RotationRows(
      a.r11 + b.r11 * k, a.r12 + b.r12 * k, a.r13 + b.r13 * k,
      a.r21 + b.r21 * k, a.r22 + b.r22 * k, a.r23 + b.r23 * k,
      a.r31 + b.r31 * k, a.r32 + b.r32 * k, a.r33 + b.r33 * k)
  }

  /// The all-zero matrix.
  static let zero = RotationRows(0, 0, 0, 0, 0, 0, 0, 0, 0)

  /// The rotation of `q`'s direction; the zero quaternion gives the identity.
  @inline(__always)
  init(_ q: SIMD4<Double>) {
    let lengthSquared = (q * q).sum()
    // 2 / |q|² in place of 2 normalizes the quaternion without a square root; interpolated
    // quaternions are already unit, which skips the division.
    let k =
      abs(lengthSquared - 1) <= 1e-15 ? 2 : (lengthSquared > 0 ? 2 / lengthSquared : 0)
    let (x, y, z, w) = (q.x, q.y, q.z, q.w)
    let (xx, yy, zz) = (x * x * k, y * y * k, z * z * k)
    let (xy, xz, yz) = (x * y * k, x * z * k, y * z * k)
    let (xw, yw, zw) = (x * w * k, y * w * k, z * w * k)
    (r11, r12, r13) = (1 - yy - zz, xy + zw, xz - yw)
    (r21, r22, r23) = (xy - zw, 1 - xx - zz, yz + xw)
    (r31, r32, r33) = (xz + yw, yz - xw, 1 - xx - yy)
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
    // The interpolator's plan, on the stack: no allocation.
    return InterpolationPlan(from: self, to: end).transform(at: fraction, start: self, end: end)
  }
}

/// The rotation matrix along the CSS slerp from one quaternion to another, as a function of
/// the fraction.
///
/// A rotation matrix is quadratic in its quaternion, so along the arc
/// `q(t) = start · cos tθ + perpendicular · sin tθ` it is
/// `center + cos 2tθ · cosinePart + sin 2tθ · sinePart` for three fixed matrices: a sample
/// costs one sine and cosine and eighteen multiply-adds, with no quaternion to build or
/// normalize. When both ends turn about the same coordinate axis (a flip about y, a spin
/// about z), the arc stays in that axis's plane and the angle changes linearly, so the
/// sine and cosine of the angle are the matrix's entries themselves.
private struct RotationPath: Sendable {
  private let center: RotationRows
  private let cosinePart: RotationRows
  private let sinePart: RotationRows
  /// In half turns: 2θ for a general arc, the rotation angle at fraction 0 and its change
  /// to fraction 1 for one about a coordinate axis.
  private let doubleAngle: Double
  private let startAngle: Double
  private let angleChange: Double
  private let kind: Kind

  private enum Kind: Sendable {
    /// The rotation stays `center` all along (a point arc).
    case fixed
    case general
    case aboutX
    case aboutY
    case aboutZ
  }

  init(from start: SIMD4<Double>, to end: SIMD4<Double>) {
    let arc = QuaternionArc(from: start, to: end)
    guard !arc.isPoint else {
      center = RotationRows(start)
      cosinePart = .zero
      sinePart = .zero
      (doubleAngle, startAngle, angleChange) = (0, 0, 0)
      kind = .fixed
      return
    }
    // With A = R(start), C = R(perpendicular) and B their bilinear form,
    // R(q(t)) = cos² A + 2 sin cos B + sin² C = (A + C) / 2 + cos 2tθ (A - C) / 2 + sin 2tθ B.
    let a = RotationRows(form: arc.start, arc.start)
    let c = RotationRows(form: arc.perpendicular, arc.perpendicular)
    center = RotationRows.adding(
      RotationRows.adding(.zero, a, times: 0.5), c, times: 0.5)
    cosinePart = RotationRows.adding(
      RotationRows.adding(.zero, a, times: 0.5), c, times: -0.5)
    sinePart = RotationRows(form: arc.start, arc.perpendicular)
    doubleAngle = 2 * arc.halfTurns
    // A coordinate axis that both ends turn about alone, if there is one. Then
    // q = (axis · sin(α/2), cos(α/2)) at both ends, with w ≥ 0 from the decomposition, so
    // the half angles lie within ±π/2 and the arc between them is the straight change of
    // angle (ends a half turn apart make a point arc, handled above).
    func turnsOnly(about axis: Int, _ q: SIMD4<Double>) -> Bool {
      (0..<3).allSatisfy { $0 == axis || q[$0] == 0 }
    }
    let axis = (0..<3).first { turnsOnly(about: $0, start) && turnsOnly(about: $0, end) }
    guard let axis, start.w >= 0, end.w >= 0 else {
      (startAngle, angleChange) = (0, 0)
      kind = .general
      return
    }
    let from = 2 * atan2(start[axis], start.w) * (1 / .pi)
    let to = 2 * atan2(end[axis], end.w) * (1 / .pi)
    (startAngle, angleChange) = (from, to - from)
    kind = axis == 0 ? .aboutX : (axis == 1 ? .aboutY : .aboutZ)
  }

  /// The rotation at a fraction within ±1e6, with the inlined sine and cosine.
  @inline(__always)
  func value(at t: Double) -> RotationRows {
    value(at: t, sineAndCosine: sineAndCosine(halfTurns:))
  }

  /// The rotation at any finite fraction.
  func valueAtAnyFraction(_ t: Double) -> RotationRows {
    value(at: t, sineAndCosine: sineAndCosineOfAnySize(halfTurns:))
  }

  @inline(__always)
  private func value(
    at t: Double, sineAndCosine: (Double) -> (sin: Double, cos: Double)
  ) -> RotationRows {
    switch kind {
    case .fixed:
      return center
    case .general:
      let (sine, cosine) = sineAndCosine(t * doubleAngle)
      return RotationRows.adding(
        RotationRows.adding(center, cosinePart, times: cosine), sinePart, times: sine)
    case .aboutX:
      let (s, c) = sineAndCosine(startAngle + t * angleChange)
      return RotationRows(1, 0, 0, 0, c, s, 0, -s, c)
    case .aboutY:
      let (s, c) = sineAndCosine(startAngle + t * angleChange)
      return RotationRows(c, 0, -s, 0, 1, 0, s, 0, c)
    case .aboutZ:
      let (s, c) = sineAndCosine(startAngle + t * angleChange)
      return RotationRows(c, s, 0, -s, c, 0, 0, 0, 1)
    }
  }
}

/// The great-circle arc from one unit quaternion to another, set up to be sampled: the
/// CSS spec's slerp, `start · cos(tθ) + perpendicular · sin(tθ)` where `cos θ` is the dot
/// product of the two and `perpendicular` the unit quaternion at right angles to `start`
/// toward `end`.
private struct QuaternionArc: Sendable {
  let start: SIMD4<Double>
  private let end: SIMD4<Double>
  let perpendicular: SIMD4<Double>
  /// The angle θ between the ends in half turns (θ / π), what the sine and cosine reduce
  /// by.
  let halfTurns: Double
  private let angleSquared: Double
  private let shape: Shape

  private enum Shape: Sendable {
    /// The same rotation at both ends (equal, or opposite as the spec treats them).
    case point
    /// Less than about 0.1° apart: a series replaces the trigonometry.
    case short
    case arc
  }

  @inline(__always)
  init(from start: SIMD4<Double>, to end: SIMD4<Double>) {
    self.start = start
    self.end = end
    let product = min(max((start * end).sum(), -1), 1)
    var perpendicular = end - product * start
    // Equal ends, the common case, skip the square root.
    let perpendicularLength =
      start == end ? 0 : (perpendicular * perpendicular).sum().squareRoot()
    // !(x > 0) also catches NaN.
    guard product > -1, perpendicularLength > 0 else {
      self.perpendicular = .zero
      halfTurns = 0
      angleSquared = 0
      shape = .point
      return
    }
    perpendicular *= 1 / perpendicularLength
    self.perpendicular = perpendicular
    let gap = 1 - product
    let angle: Double
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
    halfTurns = angle * (1 / .pi)
  }

  /// Whether the rotation is the same all along: ``value(at:)`` is the start everywhere.
  var isPoint: Bool { shape == .point }

  /// The quaternion at fraction `t` along the arc (any finite `t`); a unit quaternion
  /// unless the arc is a point, which gives the start as it is.
  @inline(__always)
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
      let (sine, cosine) = sineAndCosineOfAnySize(halfTurns: t * halfTurns)
      return cosine * start + sine * perpendicular
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

/// `(sin x, cos x)` for `x = halfTurns · π`, to a few units in the last place of 1, for
/// `halfTurns` within ±2⁵¹ (where a double still resolves a half turn; callers stay far
/// inside).
///
/// Sampling a rotation needs the pair once per frame, for angles of a few half turns. There
/// one shared reduction to the nearest half turn, exact in half turns, and two polynomials
/// evaluated side by side without branches or calls cost a fraction of separate `sin` and
/// `cos` calls (and leave the caller's registers alone). The Taylor series of sine and
/// cosine, truncated after the 1/21! and 1/20! terms, are accurate to 2e-17 on the
/// remaining ±π/2, and an odd number of half turns only flips both signs.
@inline(__always)
private func sineAndCosine(halfTurns: Double) -> (sin: Double, cos: Double) {
  // Adding 1.5 · 2⁵² rounds to an integer, whose parity then sits in the lowest bit of the
  // significand; the difference from that integer is exact.
  let roundingShift = 0x1.8p52
  let shifted = halfTurns + roundingShift
  let r = (halfTurns - (shifted - roundingShift)) * .pi
  // sin r = r + r z S(z) and cos r = 1 + z C(z) with z = r², S in lane 0 and C in lane 1,
  // by Estrin's scheme, whose dependency chain is half as long as Horner's. Factorials up
  // to 22! are exact in a double, so every coefficient is correctly rounded.
  let z = r * r
  let z2 = z * z
  let z4 = z2 * z2
  let z8 = z4 * z4
  let c01 = SIMD2(-1.0 / 6, -1.0 / 2) + SIMD2(1.0 / 120, 1.0 / 24) * z
  let c23 = SIMD2(-1.0 / 5040, -1.0 / 720) + SIMD2(1.0 / 362_880, 1.0 / 40320) * z
  let c45 =
    SIMD2(-1.0 / 39_916_800, -1.0 / 3_628_800) + SIMD2(1.0 / 6_227_020_800, 1.0 / 479_001_600) * z
  let c67 =
    SIMD2(-1.0 / 1_307_674_368_000, -1.0 / 87_178_291_200)
    + SIMD2(1.0 / 355_687_428_096_000, 1.0 / 20_922_789_888_000) * z
  let c89 =
    SIMD2(-1.0 / 121_645_100_408_832_000.0, -1.0 / 6_402_373_705_728_000)
    + SIMD2(1.0 / 51_090_942_171_709_440_000.0, 1.0 / 2_432_902_008_176_640_000.0) * z
  let series = ((c01 + c23 * z2) + (c45 + c67 * z2) * z4) + c89 * z8
  let pair = SIMD2(r, 1) + SIMD2(r * z, z) * series
  // An odd number of half turns negates both.
  let sign = shifted.bitPattern << 63
  return (
    Double(bitPattern: pair.x.bitPattern ^ sign), Double(bitPattern: pair.y.bitPattern ^ sign)
  )
}

/// `(sin x, cos x)` for `x = halfTurns · π` and any finite `halfTurns`: the polynomials of
/// ``sineAndCosine(halfTurns:)`` within ±1e6 half turns, `sin` and `cos` beyond.
@inline(__always)
private func sineAndCosineOfAnySize(halfTurns: Double) -> (sin: Double, cos: Double) {
  if abs(halfTurns) <= 1e6 { return sineAndCosine(halfTurns: halfTurns) }
  let x = halfTurns * .pi
  return (sin(x), cos(x))
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
