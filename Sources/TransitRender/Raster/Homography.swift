import Transit

/// A projective map of the plane: a 3 × 3 matrix acting on row vectors `(x, y, 1)`, as
/// `Transform3D` acts on `(x, y, z, 1)`.
///
/// Core Animation flattens every layer into its superlayer's plane, so what reaches the
/// screen from a layer's plane is a chain of such maps: each level's 4 × 4 transform with
/// z = 0 coming in and z dropped going out (rows and columns 1, 2 and 4).
struct Homography {
  var m11: Double
  var m12: Double
  var m13: Double
  var m21: Double
  var m22: Double
  var m23: Double
  var m31: Double
  var m32: Double
  var m33: Double

  static let identity = Homography(
    m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

  /// The map of the z = 0 plane a 4 × 4 transform makes, with z dropped afterwards.
  init(flattening t: Transform3D) {
    self.init(
      m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24,
      m31: t.m41, m32: t.m42, m33: t.m44)
  }

  init(
    m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
    m31: Double, m32: Double, m33: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
  }

  /// A scale about the origin followed by a translation.
  init(scale: Double, translationX: Double, y: Double) {
    self.init(
      m11: scale, m12: 0, m13: 0, m21: 0, m22: scale, m23: 0, m31: translationX, m32: y, m33: 1)
  }

  /// The map that applies this one, then `other`.
  func concatenating(_ o: Homography) -> Homography {
    Homography(
      m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
      m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
      m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
      m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
      m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
      m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
      m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
      m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
      m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
  }

  /// Whether the map has no perspective (its last column is `(0, 0, 1)`).
  var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// Whether every entry is finite.
  var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite
      && m23.isFinite && m31.isFinite && m32.isFinite && m33.isFinite
  }

  /// The same map scaled so the last entry is ±1, with near-zero perspective terms
  /// cleared, so maps without perspective test as affine. The scale is positive: the sign
  /// of w says which side of the eye a point is on.
  func normalized() -> Homography {
    guard m33 != 0 else { return self }
    let k = 1 / abs(m33)
    var result = Homography(
      m11: m11 * k, m12: m12 * k, m13: m13 * k, m21: m21 * k, m22: m22 * k, m23: m23 * k,
      m31: m31 * k, m32: m32 * k, m33: m33 * k)
    if abs(result.m13) < 1e-15 { result.m13 = 0 }
    if abs(result.m23) < 1e-15 { result.m23 = 0 }
    return result
  }

  /// The inverse map, or `nil` for a map that squashes the plane to a line (a layer seen
  /// edge-on) or whose inverse is not finite.
  func inverted() -> Homography? {
    let c11 = m22 * m33 - m23 * m32
    let c12 = m23 * m31 - m21 * m33
    let c13 = m21 * m32 - m22 * m31
    let determinant = m11 * c11 + m12 * c12 + m13 * c13
    let size = abs(m11) + abs(m12) + abs(m21) + abs(m22)
    guard determinant.isFinite, abs(determinant) > 1e-12 * size * size * abs(m33 == 0 ? 1 : m33)
    else { return nil }
    let k = 1 / determinant
    let inverse = Homography(
      m11: c11 * k, m12: (m13 * m32 - m12 * m33) * k, m13: (m12 * m23 - m13 * m22) * k,
      m21: c12 * k, m22: (m11 * m33 - m13 * m31) * k, m23: (m13 * m21 - m11 * m23) * k,
      m31: c13 * k, m32: (m12 * m31 - m11 * m32) * k, m33: (m11 * m22 - m12 * m21) * k
    ).normalized()
    return inverse.isFinite ? inverse : nil
  }
}
