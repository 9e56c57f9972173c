import Foundation

// Its own import besides the target's CoreGraphicsImport.swift: Swift requires one in a file
// whose public declarations use CoreGraphics' conformances or constants.
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension Double: Interpolatable {
  /// Returns the sum of this value and another.
  ///
  /// - Parameter other: The value to add.
  /// - Returns: `self + other`.
  public func adding(_ other: Double) -> Double { self + other }

  /// Returns the difference of this value and another.
  ///
  /// - Parameter other: The value to subtract.
  /// - Returns: `self - other`.
  public func subtracting(_ other: Double) -> Double { self - other }

  /// Returns this value multiplied by a factor.
  ///
  /// - Parameter factor: The multiplier.
  /// - Returns: `self * factor`.
  public func scaled(by factor: Double) -> Double { self * factor }

  /// The square of the value.
  public var magnitudeSquared: Double { self * self }
}

extension CGFloat: Interpolatable {
  /// Returns the sum of this value and another.
  ///
  /// - Parameter other: The value to add.
  /// - Returns: `self + other`.
  public func adding(_ other: CGFloat) -> CGFloat { self + other }

  /// Returns the difference of this value and another.
  ///
  /// - Parameter other: The value to subtract.
  /// - Returns: `self - other`.
  public func subtracting(_ other: CGFloat) -> CGFloat { self - other }

  /// Returns this value multiplied by a factor.
  ///
  /// - Parameter factor: The multiplier.
  /// - Returns: `self * factor`.
  public func scaled(by factor: Double) -> CGFloat { self * CGFloat(factor) }

  /// The square of the value.
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGPoint: Interpolatable {
  /// Returns the component-wise sum of this point and another.
  ///
  /// - Parameter other: The point to add.
  /// - Returns: `(x + other.x, y + other.y)`.
  public func adding(_ other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }

  /// Returns the component-wise difference of this point and another.
  ///
  /// - Parameter other: The point to subtract.
  /// - Returns: `(x - other.x, y - other.y)`.
  public func subtracting(_ other: CGPoint) -> CGPoint {
    CGPoint(x: x - other.x, y: y - other.y)
  }

  /// Returns this point with both coordinates multiplied by a factor.
  ///
  /// - Parameter factor: The multiplier.
  /// - Returns: `(x * factor, y * factor)`.
  public func scaled(by factor: Double) -> CGPoint {
    CGPoint(x: x * CGFloat(factor), y: y * CGFloat(factor))
  }

  /// `x² + y²`.
  public var magnitudeSquared: Double { Double(x * x + y * y) }
}

extension CGSize: Interpolatable {
  /// Returns the component-wise sum of this size and another.
  ///
  /// - Parameter other: The size to add.
  /// - Returns: `(width + other.width, height + other.height)`.
  public func adding(_ other: CGSize) -> CGSize {
    CGSize(width: width + other.width, height: height + other.height)
  }

  /// Returns the component-wise difference of this size and another.
  ///
  /// - Parameter other: The size to subtract.
  /// - Returns: `(width - other.width, height - other.height)`.
  public func subtracting(_ other: CGSize) -> CGSize {
    CGSize(width: width - other.width, height: height - other.height)
  }

  /// Returns this size with both dimensions multiplied by a factor.
  ///
  /// - Parameter factor: The multiplier.
  /// - Returns: `(width * factor, height * factor)`.
  public func scaled(by factor: Double) -> CGSize {
    CGSize(width: width * CGFloat(factor), height: height * CGFloat(factor))
  }

  /// `width² + height²`.
  public var magnitudeSquared: Double { Double(width * width + height * height) }
}

extension CGRect: Interpolatable {
  /// Returns the rectangle whose origin and size are the component-wise sums.
  ///
  /// The rectangles are taken as stored, not standardized, so that a rectangle animated
  /// through a negative width keeps its edges where the keyframes put them.
  ///
  /// - Parameter other: The rectangle to add.
  /// - Returns: The sum of origins and of sizes.
  public func adding(_ other: CGRect) -> CGRect {
    CGRect(origin: origin.adding(other.origin), size: size.adding(other.size))
  }

  /// Returns the rectangle whose origin and size are the component-wise differences.
  ///
  /// - Parameter other: The rectangle to subtract.
  /// - Returns: The difference of origins and of sizes.
  public func subtracting(_ other: CGRect) -> CGRect {
    CGRect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
  }

  /// Returns this rectangle with origin and size multiplied by a factor.
  ///
  /// - Parameter factor: The multiplier.
  /// - Returns: The scaled rectangle.
  public func scaled(by factor: Double) -> CGRect {
    CGRect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
  }

  /// The sum of the squared magnitudes of origin and size.
  public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}
