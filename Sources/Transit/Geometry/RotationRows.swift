/// The rotation matrix of a quaternion, by rows in Core Animation's layout: the transpose of
/// the quaternion's usual column-vector matrix.
struct RotationRows: Sendable {
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
