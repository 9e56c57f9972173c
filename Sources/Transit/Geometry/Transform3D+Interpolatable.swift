import Foundation

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

extension Transform3D {
  /// The transform with `transform` applied to every entry.
  func map(_ transform: (Double) -> Double) -> Transform3D {
    Transform3D(
      m11: transform(m11), m12: transform(m12), m13: transform(m13), m14: transform(m14),
      m21: transform(m21), m22: transform(m22), m23: transform(m23), m24: transform(m24),
      m31: transform(m31), m32: transform(m32), m33: transform(m33), m34: transform(m34),
      m41: transform(m41), m42: transform(m42), m43: transform(m43), m44: transform(m44))
  }

  /// The transform whose entries combine this one's and another's, position by position.
  func combined(
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

  /// Whether every entry is within 1e-9 of another transform's, relative to the larger
  /// entries' size: the same transform, but for rounding.
  func isClose(to other: Transform3D) -> Bool {
    let size = max(1, magnitudeSquared.squareRoot(), other.magnitudeSquared.squareRoot())
    return subtracting(other).magnitudeSquared.squareRoot() <= 1e-9 * size
  }

  /// The largest difference between this transform's entries and another's.
  func largestEntryDifference(to other: Transform3D) -> Double {
    max(
      abs(m11 - other.m11), abs(m12 - other.m12), abs(m13 - other.m13), abs(m14 - other.m14),
      abs(m21 - other.m21), abs(m22 - other.m22), abs(m23 - other.m23), abs(m24 - other.m24),
      abs(m31 - other.m31), abs(m32 - other.m32), abs(m33 - other.m33), abs(m34 - other.m34),
      abs(m41 - other.m41), abs(m42 - other.m42), abs(m43 - other.m43), abs(m44 - other.m44))
  }

  /// Entry-by-entry interpolation, for transforms that cannot be decomposed.
  @inline(never)
  func linearlyInterpolated(to end: Transform3D, fraction: Double) -> Transform3D {
    let a = finite()
    return a.combined(with: end.finite()) { $0 + ($1 - $0) * fraction }.finite()
  }
}

/// The value, or 0 when it is NaN or infinite.
private func zeroIfNotFinite(_ value: Double) -> Double {
  value.isFinite ? value : 0
}
