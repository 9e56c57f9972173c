import Foundation

/// A 4 × 4 homogeneous transform with the layout and semantics of Core Animation's
/// `CATransform3D`.
///
/// Points are row vectors multiplied on the left, `(x, y, z, 1) · M`, so the translation
/// lives in `m41`, `m42`, `m43` and a perspective projection in `m34` (`-1 / distance`).
/// The entry names and every operation match their `CATransform3D…` counterparts, so code
/// written against Core Animation reads the same:
///
/// ```swift
/// // CATransform3DRotate(CATransform3DMakeTranslation(100, 0, 0), .pi / 2, 0, 0, 1)
/// let transform = Transform3D(translationX: 100, y: 0).rotated(by: .pi / 2, x: 0, y: 0, z: 1)
/// transform.applying(to: CGPoint(x: 1, y: 0))  // (100, 1): rotated first, then translated
/// ```
///
/// ## Non-finite entries
///
/// The entries are stored as given, and ``isIdentity``, ``isAffine`` and `==` compare them
/// as they are. Every operation that computes from them reads an entry that is NaN or
/// infinite as the identity's entry in that position (1 on the diagonal, 0 elsewhere), and
/// any entry of a computed transform that would come out non-finite (an overflow) is
/// likewise the identity's. No operation returns NaN.
public struct Transform3D: Sendable, Hashable {
  /// Row 1, column 1: how much x feeds the new x (the x scale, for a pure scale).
  public var m11: Double
  /// Row 1, column 2: how much x feeds the new y.
  public var m12: Double
  /// Row 1, column 3: how much x feeds the new z.
  public var m13: Double
  /// Row 1, column 4: how much x feeds the homogeneous w (perspective along x).
  public var m14: Double
  /// Row 2, column 1: how much y feeds the new x.
  public var m21: Double
  /// Row 2, column 2: how much y feeds the new y (the y scale, for a pure scale).
  public var m22: Double
  /// Row 2, column 3: how much y feeds the new z.
  public var m23: Double
  /// Row 2, column 4: how much y feeds the homogeneous w (perspective along y).
  public var m24: Double
  /// Row 3, column 1: how much z feeds the new x.
  public var m31: Double
  /// Row 3, column 2: how much z feeds the new y.
  public var m32: Double
  /// Row 3, column 3: how much z feeds the new z (the z scale, for a pure scale).
  public var m33: Double
  /// Row 3, column 4: how much z feeds the homogeneous w: `-1 / distance` for a perspective.
  public var m34: Double
  /// Row 4, column 1: the x translation.
  public var m41: Double
  /// Row 4, column 2: the y translation.
  public var m42: Double
  /// Row 4, column 3: the z translation.
  public var m43: Double
  /// Row 4, column 4: the homogeneous w of the origin (1 for every affine transform).
  public var m44: Double

  /// Creates a transform from its sixteen entries, row by row.
  ///
  /// - Parameters:
  ///   - m11: Row 1, column 1.
  ///   - m12: Row 1, column 2.
  ///   - m13: Row 1, column 3.
  ///   - m14: Row 1, column 4.
  ///   - m21: Row 2, column 1.
  ///   - m22: Row 2, column 2.
  ///   - m23: Row 2, column 3.
  ///   - m24: Row 2, column 4.
  ///   - m31: Row 3, column 1.
  ///   - m32: Row 3, column 2.
  ///   - m33: Row 3, column 3.
  ///   - m34: Row 3, column 4.
  ///   - m41: Row 4, column 1: the x translation.
  ///   - m42: Row 4, column 2: the y translation.
  ///   - m43: Row 4, column 3: the z translation.
  ///   - m44: Row 4, column 4.
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// The transform that leaves every point where it is (`CATransform3DIdentity`).
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

  /// Creates a translation (`CATransform3DMakeTranslation`).
  ///
  /// Non-finite offsets count as 0.
  ///
  /// - Parameters:
  ///   - translationX: The offset along x.
  ///   - y: The offset along y.
  ///   - z: The offset along z.
  public init(translationX: Double, y: Double, z: Double = 0) {
    self = .identity
    m41 = translationX
    m42 = y
    m43 = z
    self = finite()
  }

  /// Creates a scale about the origin (`CATransform3DMakeScale`).
  ///
  /// Non-finite factors count as 1.
  ///
  /// - Parameters:
  ///   - scaleX: The factor along x.
  ///   - y: The factor along y.
  ///   - z: The factor along z.
  public init(scaleX: Double, y: Double, z: Double = 1) {
    self = .identity
    m11 = scaleX
    m22 = y
    m33 = z
    self = finite()
  }

  /// Creates a rotation about an axis through the origin (`CATransform3DMakeRotation`).
  ///
  /// The rotation is right-handed in Core Animation's coordinates: about z, a positive angle
  /// turns the x axis toward the y axis (`m12 = sin(angle)`), as `CGAffineTransform` does.
  ///
  /// ```swift
  /// let quarterTurn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
  /// quarterTurn.applying(to: CGPoint(x: 1, y: 0))  // ≈ (0, 1)
  /// ```
  ///
  /// - Parameters:
  ///   - angle: The angle in radians. A non-finite angle gives the identity.
  ///   - x: The axis's x component. The axis need not be normalized.
  ///   - y: The axis's y component.
  ///   - z: The axis's z component. A zero-length or non-finite axis gives the identity
  ///     (Core Animation leaves that case undefined).
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    // Dividing by the largest component first keeps tiny and huge axes from under- or
    // overflowing on the way to unit length.
    let largest = max(abs(x), abs(y), abs(z))
    guard angle.isFinite, x.isFinite, y.isFinite, z.isFinite, largest > 0 else {
      self = .identity
      return
    }
    let (ax, ay, az) = (x / largest, y / largest, z / largest)
    let length = (ax * ax + ay * ay + az * az).squareRoot()
    let (ux, uy, uz) = (ax / length, ay / length, az / length)
    let (s, c) = (sin(angle), cos(angle))
    let t = 1 - c
    self.init(
      m11: c + ux * ux * t, m12: ux * uy * t + uz * s, m13: ux * uz * t - uy * s, m14: 0,
      m21: ux * uy * t - uz * s, m22: c + uy * uy * t, m23: uy * uz * t + ux * s, m24: 0,
      m31: ux * uz * t + uy * s, m32: uy * uz * t - ux * s, m33: c + uz * uz * t, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// Creates a transform from the fields of a `CGAffineTransform`
  /// (`CATransform3DMakeAffineTransform`).
  ///
  /// The 2D matrix `[a b 0; c d 0; tx ty 1]` goes to `m11 m12`, `m21 m22`, `m41 m42`; the
  /// z axis and w are left as the identity's. Non-finite fields count as the identity's.
  ///
  /// - Parameters:
  ///   - a: The affine transform's `a` (x scale and rotation).
  ///   - b: Its `b`.
  ///   - c: Its `c`.
  ///   - d: Its `d` (y scale and rotation).
  ///   - tx: Its x translation.
  ///   - ty: Its y translation.
  public init(affine a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self = .identity
    m11 = a
    m12 = b
    m21 = c
    m22 = d
    m41 = tx
    m42 = ty
    self = finite()
  }

  /// Returns a perspective projection seen from `distance` points in front of the z = 0 plane:
  /// the identity with `m34 = -1 / distance`, as a flip or cube transition sets up.
  ///
  /// ```swift
  /// // Rotation first, then the projection: CATransform3DRotate(perspective, angle, 0, 1, 0)
  /// let flip = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
  ///   .concatenating(.perspective(distance: 500))
  /// ```
  ///
  /// - Parameter distance: The eye's distance from the z = 0 plane, in points. A distance
  ///   that is zero, negative or not finite gives no perspective (the identity), as CSS's
  ///   `perspective(none)` does.
  /// - Returns: The projection.
  public static func perspective(distance: Double) -> Transform3D {
    var result = Transform3D.identity
    if distance > 0, distance.isFinite {
      result.m34 = -1 / distance
    }
    return result
  }

  /// Returns this transform with a translation applied first (`CATransform3DTranslate`):
  /// `translation · self`.
  ///
  /// The offsets are in the transform's own (untransformed) coordinates.
  ///
  /// - Parameters:
  ///   - x: The offset along x.
  ///   - y: The offset along y.
  ///   - z: The offset along z.
  /// - Returns: The translated transform.
  public func translatedBy(x: Double, y: Double, z: Double = 0) -> Transform3D {
    Transform3D(translationX: x, y: y, z: z).concatenating(self)
  }

  /// Returns this transform with a scale applied first (`CATransform3DScale`):
  /// `scale · self`.
  ///
  /// - Parameters:
  ///   - x: The factor along x.
  ///   - y: The factor along y.
  ///   - z: The factor along z.
  /// - Returns: The scaled transform.
  public func scaledBy(x: Double, y: Double, z: Double = 1) -> Transform3D {
    Transform3D(scaleX: x, y: y, z: z).concatenating(self)
  }

  /// Returns this transform with a rotation applied first (`CATransform3DRotate`):
  /// `rotation · self`.
  ///
  /// - Parameters:
  ///   - angle: The angle in radians; see ``init(rotationAngle:x:y:z:)``.
  ///   - x: The axis's x component.
  ///   - y: The axis's y component.
  ///   - z: The axis's z component.
  /// - Returns: The rotated transform.
  public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// Returns the transform that applies this one, then `other`
  /// (`CATransform3DConcat(self, other)`, the matrix product `self · other`).
  ///
  /// ```swift
  /// let moveThenTurn = Transform3D(translationX: 10, y: 0)
  ///   .concatenating(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
  /// moveThenTurn.applying(to: CGPoint(x: 1, y: 0))  // ≈ (0, 11)
  /// ```
  ///
  /// - Parameter other: The transform applied second.
  /// - Returns: `self · other`.
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let a = finite()
    let b = other.finite()
    return Transform3D(
      m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
      m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
      m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
      m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
      m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
      m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
      m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
      m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
      m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
      m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
      m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
      m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
      m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
      m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
      m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
      m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44
    ).finite()
  }

  /// Whether every entry equals the identity's (`CATransform3DIsIdentity`).
  public var isIdentity: Bool { self == .identity }

  /// Whether the transform is exactly a 2D affine transform (`CATransform3DIsAffine`):
  /// nothing moves along or depends on z, and there is no perspective.
  ///
  /// That is, `m13 m14 m23 m24 m31 m32 m34 m43` are 0 and `m33`, `m44` are 1. Entries are
  /// compared as stored, so a NaN in one of those positions makes the transform not affine.
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
      && m34 == 0 && m43 == 0 && m44 == 1
  }

  /// The fields of the equivalent `CGAffineTransform`, or `nil` unless ``isAffine``
  /// (`CATransform3DGetAffineTransform`).
  ///
  /// Non-finite entries are read as the identity's.
  public var affineComponents: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)?
  {
    guard isAffine else { return nil }
    let t = finite()
    return (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42)
  }

  /// Returns the inverse transform (`CATransform3DInvert`), or `nil` when there is none.
  ///
  /// Unlike `CATransform3DInvert`, which returns its argument unchanged, a singular
  /// transform gives `nil`: one whose determinant is exactly zero, or whose inverse would
  /// overflow. Near-singular transforms invert to large but finite entries.
  ///
  /// - Returns: `M⁻¹` with `self.concatenating(M⁻¹) ≈ .identity`, or `nil`.
  public func inverted() -> Transform3D? {
    let m = finite()
    // 2 × 2 minors of the top two rows and of the bottom two rows (Laplace expansion).
    let s0 = m.m11 * m.m22 - m.m21 * m.m12
    let s1 = m.m11 * m.m23 - m.m21 * m.m13
    let s2 = m.m11 * m.m24 - m.m21 * m.m14
    let s3 = m.m12 * m.m23 - m.m22 * m.m13
    let s4 = m.m12 * m.m24 - m.m22 * m.m14
    let s5 = m.m13 * m.m24 - m.m23 * m.m14
    let c5 = m.m33 * m.m44 - m.m43 * m.m34
    let c4 = m.m32 * m.m44 - m.m42 * m.m34
    let c3 = m.m32 * m.m43 - m.m42 * m.m33
    let c2 = m.m31 * m.m44 - m.m41 * m.m34
    let c1 = m.m31 * m.m43 - m.m41 * m.m33
    let c0 = m.m31 * m.m42 - m.m41 * m.m32
    let determinant = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    guard determinant != 0, determinant.isFinite else { return nil }
    let k = 1 / determinant
    let inverse = Transform3D(
      m11: (m.m22 * c5 - m.m23 * c4 + m.m24 * c3) * k,
      m12: (-m.m12 * c5 + m.m13 * c4 - m.m14 * c3) * k,
      m13: (m.m42 * s5 - m.m43 * s4 + m.m44 * s3) * k,
      m14: (-m.m32 * s5 + m.m33 * s4 - m.m34 * s3) * k,
      m21: (-m.m21 * c5 + m.m23 * c2 - m.m24 * c1) * k,
      m22: (m.m11 * c5 - m.m13 * c2 + m.m14 * c1) * k,
      m23: (-m.m41 * s5 + m.m43 * s2 - m.m44 * s1) * k,
      m24: (m.m31 * s5 - m.m33 * s2 + m.m34 * s1) * k,
      m31: (m.m21 * c4 - m.m22 * c2 + m.m24 * c0) * k,
      m32: (-m.m11 * c4 + m.m12 * c2 - m.m14 * c0) * k,
      m33: (m.m41 * s4 - m.m42 * s2 + m.m44 * s0) * k,
      m34: (-m.m31 * s4 + m.m32 * s2 - m.m34 * s0) * k,
      m41: (-m.m21 * c3 + m.m22 * c1 - m.m23 * c0) * k,
      m42: (m.m11 * c3 - m.m12 * c1 + m.m13 * c0) * k,
      m43: (-m.m41 * s3 + m.m42 * s1 - m.m43 * s0) * k,
      m44: (m.m31 * s3 - m.m32 * s1 + m.m33 * s0) * k)
    return inverse.allFinite ? inverse : nil
  }

  /// Returns where the transform takes a point of the z = 0 plane, as it appears on screen.
  ///
  /// The point `(x, y, 0, 1)` is multiplied by the matrix and divided by the resulting
  /// homogeneous `w`, so a perspective shrinks what lies behind the plane and enlarges what
  /// comes toward the eye:
  ///
  /// ```swift
  /// let tilted = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
  ///   .concatenating(.perspective(distance: 500))
  /// tilted.applying(to: CGPoint(x: 100, y: 0))  // x = 50 / (1 + 86.6 / 500) ≈ 42.6
  /// ```
  ///
  /// - Parameter point: The point. A non-finite coordinate is read as 0.
  /// - Returns: The projected point. A point that lands on or behind the eye (`w ≤ 0`) has
  ///   no image; it is returned as the limit of a point approaching the eye plane from in
  ///   front: each coordinate is `±CGFloat.greatestFiniteMagnitude` in the direction it
  ///   points, or 0. Coordinates that overflow are clamped the same way.
  public func applying(to point: CGPoint) -> CGPoint {
    let m = finite()
    let x = point.x.isFinite ? Double(point.x) : 0
    let y = point.y.isFinite ? Double(point.y) : 0
    let px = x * m.m11 + y * m.m21 + m.m41
    let py = x * m.m12 + y * m.m22 + m.m42
    let w = x * m.m14 + y * m.m24 + m.m44
    guard w > 0 else {
      return CGPoint(x: Self.farAway(px), y: Self.farAway(py))
    }
    return CGPoint(x: Self.clamped(px / w), y: Self.clamped(py / w))
  }

  /// `±greatestFiniteMagnitude` in the direction of `value`, or 0 (NaN included).
  private static func farAway(_ value: Double) -> CGFloat {
    if value > 0 { return .greatestFiniteMagnitude }
    if value < 0 { return -.greatestFiniteMagnitude }
    return 0
  }

  /// `value`, with infinities clamped to `±greatestFiniteMagnitude` and NaN read as 0.
  private static func clamped(_ value: Double) -> CGFloat {
    value.isFinite ? CGFloat(value) : farAway(value)
  }
}

extension Transform3D {
  /// Whether every entry is finite.
  @inline(__always)
  var allFinite: Bool {
    // x - x is ±0 for finite x and NaN otherwise, and a NaN survives the sums: a short,
    // branch-free test that vectorizes, where integer tests on the exponent bits do not.
    let row1 = SIMD4(m11, m12, m13, m14)
    let row2 = SIMD4(m21, m22, m23, m24)
    let row3 = SIMD4(m31, m32, m33, m34)
    let row4 = SIMD4(m41, m42, m43, m44)
    return ((row1 - row1) + (row2 - row2)) + ((row3 - row3) + (row4 - row4)) == .zero
  }

  /// The transform with every non-finite entry replaced by the identity's entry.
  func finite() -> Transform3D {
    if allFinite { return self }
    func entry(_ value: Double, _ identity: Double) -> Double {
      value.isFinite ? value : identity
    }
    return Transform3D(
      m11: entry(m11, 1), m12: entry(m12, 0), m13: entry(m13, 0), m14: entry(m14, 0),
      m21: entry(m21, 0), m22: entry(m22, 1), m23: entry(m23, 0), m24: entry(m24, 0),
      m31: entry(m31, 0), m32: entry(m32, 0), m33: entry(m33, 1), m34: entry(m34, 0),
      m41: entry(m41, 0), m42: entry(m42, 0), m43: entry(m43, 0), m44: entry(m44, 1))
  }
}
