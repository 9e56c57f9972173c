import Foundation

/// A value that can be animated: a vector space whose members can be added, subtracted,
/// scaled and measured, in the manner of SwiftUI's `VectorArithmetic`.
///
/// The arithmetic is spelled with methods rather than operators so that importing Transit
/// never adds `+` or `-` to Foundation's geometry types.
///
/// ```swift
/// let midpoint = CGPoint(x: 0, y: 0).interpolated(to: CGPoint(x: 10, y: 20), fraction: 0.5)
/// // (5, 10)
/// ```
public protocol Interpolatable: Sendable, Equatable {
  /// The additive identity.
  static var zero: Self { get }

  /// Returns the component-wise sum of this value and another.
  ///
  /// - Parameter other: The value to add.
  /// - Returns: `self + other`.
  func adding(_ other: Self) -> Self

  /// Returns the component-wise difference of this value and another.
  ///
  /// - Parameter other: The value to subtract.
  /// - Returns: `self - other`.
  func subtracting(_ other: Self) -> Self

  /// Returns this value with every component multiplied by a factor.
  ///
  /// - Parameter factor: The multiplier.
  /// - Returns: `self * factor`.
  func scaled(by factor: Double) -> Self

  /// The dot product of the value with itself: the square of its length.
  var magnitudeSquared: Double { get }

  /// Returns the value a fraction of the way from this value to another.
  ///
  /// The default is the straight line `self + (end - self) * fraction`. Types whose
  /// components must not be blended one by one (a 3D transform, which is decomposed and
  /// rotated through a quaternion) provide their own.
  ///
  /// - Parameters:
  ///   - end: The value at fraction 1.
  ///   - fraction: How far to go; 0 gives `self`, 1 gives `end`. Values outside 0…1
  ///     extrapolate, which is what an overshooting spring or curve needs.
  /// - Returns: The interpolated value.
  func interpolated(to end: Self, fraction: Double) -> Self
}

extension Interpolatable {
  /// The length of the value: the square root of ``magnitudeSquared``.
  public var magnitude: Double { magnitudeSquared.squareRoot() }

  /// Returns the value a fraction of the way from this value to another, on a straight line.
  ///
  /// - Parameters:
  ///   - end: The value at fraction 1.
  ///   - fraction: How far to go; values outside 0…1 extrapolate.
  /// - Returns: `self + (end - self) * fraction`.
  public func interpolated(to end: Self, fraction: Double) -> Self {
    adding(end.subtracting(self).scaled(by: fraction))
  }
}
