import Foundation

extension Shape {
  /// One step of a shape's outline, as a path builder (`CGMutablePath`) takes it.
  public enum OutlineElement: Sendable, Equatable {
    /// Starts the outline at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A cubic Bézier curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the outline.
    case close
  }

  /// How far along a quarter ellipse's radius a cubic Bézier's control points sit to
  /// follow it closely: 4/3 · (√2 − 1), which keeps the curve within 0.03 % of the radius.
  static let quarterEllipseHandle = 4.0 / 3.0 * (2.0.squareRoot() - 1)

  /// The outline as a path: clockwise (in a y-down space) from the top edge, one straight
  /// edge and one quarter-ellipse corner at a time.
  ///
  /// Every shape gives the same ten elements — a move, then a line and a cubic curve per
  /// corner, then a close — even with square corners (whose curves have no length), so
  /// Core Animation can interpolate between any two outlines point by point: a point-sized
  /// circle grows into one that covers the screen, a rounded card into a circle. The
  /// corners are ``effectiveCornerSize``; a rectangle with non-finite parts outlines an
  /// empty one at the origin.
  ///
  /// ```swift
  /// let path = CGMutablePath()
  /// for element in shape.outline {
  ///   switch element {
  ///   case .move(let point): path.move(to: point)
  ///   case .line(let point): path.addLine(to: point)
  ///   case .curve(let point, let c1, let c2): path.addCurve(to: point, control1: c1, control2: c2)
  ///   case .close: path.closeSubpath()
  ///   }
  /// }
  /// ```
  public var outline: [OutlineElement] {
    var shape = self
    shape.rect = TransitionScene.sanitized(rect)
    let box = shape.rect
    let corner = shape.effectiveCornerSize
    let (w, h) = (Double(corner.width), Double(corner.height))
    let (minX, minY) = (Double(box.minX), Double(box.minY))
    let (maxX, maxY) = (Double(box.maxX), Double(box.maxY))
    let k = Self.quarterEllipseHandle
    func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
    return [
      .move(to: point(minX + w, minY)),
      .line(to: point(maxX - w, minY)),
      .curve(
        to: point(maxX, minY + h), control1: point(maxX - w + k * w, minY),
        control2: point(maxX, minY + h - k * h)),
      .line(to: point(maxX, maxY - h)),
      .curve(
        to: point(maxX - w, maxY), control1: point(maxX, maxY - h + k * h),
        control2: point(maxX - w + k * w, maxY)),
      .line(to: point(minX + w, maxY)),
      .curve(
        to: point(minX, maxY - h), control1: point(minX + w - k * w, maxY),
        control2: point(minX, maxY - h + k * h)),
      .line(to: point(minX, minY + h)),
      .curve(
        to: point(minX + w, minY), control1: point(minX, minY + h - k * h),
        control2: point(minX + w - k * w, minY)),
      .close,
    ]
  }
}
