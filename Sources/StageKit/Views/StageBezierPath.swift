import Foundation
import Transit

/// The twin of `UIBezierPath` for the outlines transitions use as masks: rectangles,
/// rounded rectangles, ovals and full circles. `cgPath` gives the engine's ``Shape``, which
/// `StageShapeLayer.path` and path animations take.
///
/// ```swift
/// let start = StageBezierPath(ovalIn: CGRect(x: tap.x, y: tap.y, width: 0, height: 0))
/// let end = StageBezierPath(arcCenter: tap, radius: diagonal, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
/// mask.path = end.cgPath
/// ```
public struct StageBezierPath: Sendable, Hashable {
  /// The outline (`UIBezierPath.cgPath`'s twin).
  public let cgPath: Shape

  /// A rectangle.
  ///
  /// - Parameter rect: The rectangle.
  public init(rect: CGRect) {
    cgPath = .rect(rect)
  }

  /// A rectangle with rounded corners.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadius: The corner radius, clamped to half the shorter side.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    cgPath = .roundedRect(rect, cornerRadius: Double(cornerRadius))
  }

  /// The oval inscribed in a rectangle.
  ///
  /// - Parameter rect: The bounding rectangle.
  public init(ovalIn rect: CGRect) {
    cgPath = .ellipse(in: rect)
  }

  /// A circle drawn as an arc. The stage keeps masks to closed outlines, so any arc is
  /// taken as the full circle it belongs to (what the ripple transition draws).
  ///
  /// - Parameters:
  ///   - center: The centre.
  ///   - radius: The radius.
  ///   - startAngle: The start angle (ignored: the circle is whole).
  ///   - endAngle: The end angle (ignored).
  ///   - clockwise: The direction (ignored).
  public init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    cgPath = .circle(center: center, radius: Double(radius))
  }

  /// The path of an engine outline.
  ///
  /// - Parameter shape: The outline.
  public init(_ shape: Shape) {
    cgPath = shape
  }

  /// The smallest rectangle holding the path.
  public var bounds: CGRect { cgPath.rect.standardized }
}
