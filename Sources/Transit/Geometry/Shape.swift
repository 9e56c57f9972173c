import Foundation

/// A mask outline: a rectangle with optional elliptical corners, which covers the plain
/// rectangle, the rounded rectangle, the ellipse and the circle.
///
/// Every case shares one form, so any two shapes interpolate smoothly: a circle of radius 0
/// grows into a circle that covers the screen (the ripple reveal), and a card's rounded
/// rectangle can turn into a circle. An ellipse is the rounded rectangle whose corner size
/// is half its size. On iOS the outline is
/// `CGPath(roundedRect: rect, cornerWidth: effectiveCornerSize.width, cornerHeight: …)`.
///
/// ```swift
/// let start = Shape.circle(center: tap, radius: 0)
/// let end = Shape.circle(center: tap, radius: hypot(width, height))
/// ```
public struct Shape: Sendable, Hashable {
  /// The rectangle the outline fills.
  public var rect: CGRect
  /// The horizontal radius of each corner, before clamping to half the width.
  public var cornerWidth: Double
  /// The vertical radius of each corner, before clamping to half the height.
  public var cornerHeight: Double

  /// Creates a rectangle with elliptical corners.
  ///
  /// - Parameters:
  ///   - rect: The rectangle the outline fills.
  ///   - cornerWidth: The horizontal corner radius; negative or NaN means 0.
  ///   - cornerHeight: The vertical corner radius; negative or NaN means 0.
  public init(rect: CGRect, cornerWidth: Double, cornerHeight: Double) {
    self.rect = rect
    self.cornerWidth = cornerWidth.isNaN ? 0 : max(0, cornerWidth)
    self.cornerHeight = cornerHeight.isNaN ? 0 : max(0, cornerHeight)
  }

  /// A rectangle with square corners.
  ///
  /// - Parameter rect: The rectangle.
  /// - Returns: The shape.
  public static func rect(_ rect: CGRect) -> Shape {
    Shape(rect: rect, cornerWidth: 0, cornerHeight: 0)
  }

  /// A rectangle with circular corners.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadius: The radius of each corner, clamped to half the shorter side when drawn.
  /// - Returns: The shape.
  public static func roundedRect(_ rect: CGRect, cornerRadius: Double) -> Shape {
    Shape(rect: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
  }

  /// The ellipse inscribed in a rectangle.
  ///
  /// - Parameter rect: The bounding rectangle.
  /// - Returns: The shape.
  public static func ellipse(in rect: CGRect) -> Shape {
    Shape(rect: rect, cornerWidth: abs(rect.width) / 2, cornerHeight: abs(rect.height) / 2)
  }

  /// A circle.
  ///
  /// - Parameters:
  ///   - center: The centre.
  ///   - radius: The radius; a negative radius is taken as its absolute value.
  /// - Returns: The shape; radius 0 is a point, from which a ripple grows.
  public static func circle(center: CGPoint, radius: Double) -> Shape {
    let radius = radius.isNaN ? 0 : abs(radius)
    let side = CGFloat(2 * radius)
    return .ellipse(
      in: CGRect(
        x: center.x - CGFloat(radius), y: center.y - CGFloat(radius), width: side, height: side))
  }

  /// The corner size actually drawn: each radius clamped to half the matching side, which is
  /// what `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)` requires.
  public var effectiveCornerSize: CGSize {
    let standard = rect.standardized
    return CGSize(
      width: min(cornerWidth, Double(standard.width) / 2),
      height: min(cornerHeight, Double(standard.height) / 2))
  }

  /// Returns whether a point lies inside the outline.
  ///
  /// - Parameter point: A point in the shape's coordinate space.
  /// - Returns: `true` inside or on the edge.
  public func contains(_ point: CGPoint) -> Bool {
    let box = rect.standardized
    guard box.width > 0, box.height > 0,
      point.x >= box.minX, point.x <= box.maxX, point.y >= box.minY, point.y <= box.maxY
    else { return false }
    let corner = effectiveCornerSize
    guard corner.width > 0, corner.height > 0 else { return true }
    // Only the four corner squares can exclude a point; test it against the corner ellipse.
    let innerX = min(
      max(Double(point.x), Double(box.minX) + corner.width), Double(box.maxX) - corner.width)
    let innerY = min(
      max(Double(point.y), Double(box.minY) + corner.height), Double(box.maxY) - corner.height)
    let dx = (Double(point.x) - innerX) / corner.width
    let dy = (Double(point.y) - innerY) / corner.height
    return dx * dx + dy * dy <= 1
  }
}

extension Shape {
  /// Hashes the rectangle and the corner sizes.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rect: rect)
    hasher.combine(cornerWidth)
    hasher.combine(cornerHeight)
  }
}

extension Shape: Interpolatable {
  /// The empty rectangle at the origin with square corners.
  public static var zero: Shape { .rect(.zero) }

  /// Returns the component-wise sum of two outlines.
  ///
  /// - Parameter other: The shape to add.
  /// - Returns: The sum of rectangles and of corner sizes.
  public func adding(_ other: Shape) -> Shape {
    Shape(
      rect: rect.adding(other.rect), cornerWidth: cornerWidth + other.cornerWidth,
      cornerHeight: cornerHeight + other.cornerHeight)
  }

  /// Returns the component-wise difference of two outlines.
  ///
  /// Corner sizes may go negative here, as a difference must; the initializer's clamping
  /// applies again when the result is scaled and added back.
  ///
  /// - Parameter other: The shape to subtract.
  /// - Returns: The difference of rectangles and of corner sizes.
  public func subtracting(_ other: Shape) -> Shape {
    var difference = Shape.rect(rect.subtracting(other.rect))
    difference.cornerWidth = cornerWidth - other.cornerWidth
    difference.cornerHeight = cornerHeight - other.cornerHeight
    return difference
  }

  /// Returns this outline with every component multiplied by a factor.
  ///
  /// - Parameter factor: The multiplier.
  /// - Returns: The scaled shape.
  public func scaled(by factor: Double) -> Shape {
    var scaled = Shape.rect(rect.scaled(by: factor))
    scaled.cornerWidth = cornerWidth * factor
    scaled.cornerHeight = cornerHeight * factor
    return scaled
  }

  /// The sum of the squared components.
  public var magnitudeSquared: Double {
    rect.magnitudeSquared + cornerWidth * cornerWidth + cornerHeight * cornerHeight
  }

  /// Returns the outline a fraction of the way to another, component by component.
  ///
  /// - Parameters:
  ///   - end: The shape at fraction 1.
  ///   - fraction: How far to go; values outside 0…1 extrapolate.
  /// - Returns: The interpolated shape, with corner sizes clamped at 0.
  public func interpolated(to end: Shape, fraction: Double) -> Shape {
    Shape(
      rect: rect.interpolated(to: end.rect, fraction: fraction),
      cornerWidth: cornerWidth + (end.cornerWidth - cornerWidth) * fraction,
      cornerHeight: cornerHeight + (end.cornerHeight - cornerHeight) * fraction)
  }
}
