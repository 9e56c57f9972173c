import Foundation
import Transit

/// The twin of `CGMutablePath` for the outlines the stage draws: a path built one element at
/// a time with Core Graphics' own calls, read back with ``copy()`` as the engine's ``Shape``,
/// the stage's `CGPath`, which `StageShapeLayer.path` and path animations take.
///
/// The stage's paths are shapes, so a path is one only when its elements are a shape's
/// ``Shape/outline``: a move, then a line and a quarter-ellipse curve per corner, then a
/// close. Code ported from UIKit that builds a shape's outline reads the same shape back:
///
/// ```swift
/// let path = StageMutablePath()
/// for element in shape.outline {
///   switch element {
///   case .move(let point): path.move(to: point)
///   case .line(let point): path.addLine(to: point)
///   case .curve(let point, let c1, let c2): path.addCurve(to: point, control1: c1, control2: c2)
///   case .close: path.closeSubpath()
///   }
/// }
/// path.copy()  // the shape, drawing the same outline
/// ```
public final class StageMutablePath {
  /// The elements added so far, in order.
  public private(set) var elements: [Shape.OutlineElement] = []

  /// Creates an empty path (`CGMutablePath()`).
  public init() {}

  /// Starts a subpath at a point (`move(to:)`).
  ///
  /// - Parameter point: The point.
  public func move(to point: CGPoint) {
    elements.append(.move(to: point))
  }

  /// Adds a straight line from the current point (`addLine(to:)`).
  ///
  /// - Parameter point: Where the line ends.
  public func addLine(to point: CGPoint) {
    elements.append(.line(to: point))
  }

  /// Adds a cubic Bézier curve from the current point
  /// (`addCurve(to:control1:control2:)`).
  ///
  /// - Parameters:
  ///   - end: Where the curve ends.
  ///   - control1: The first control point.
  ///   - control2: The second control point.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes the current subpath (`closeSubpath()`).
  public func closeSubpath() {
    elements.append(.close)
  }

  /// The path as the stage's `CGPath` (Core Graphics' immutable `copy()`): the shape whose
  /// outline the elements are.
  ///
  /// - Returns: The shape, drawing the same outline (each point within a billionth of the
  ///   outline's size); `nil` when the elements outline no shape (another form, an empty
  ///   path), which the stage cannot draw.
  public func copy() -> Shape? {
    guard elements.count == 10, case .move(let start) = elements[0],
      case .curve(let firstCorner, _, _) = elements[2]
    else { return nil }
    let points = elements.compactMap(\.endPoint)
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
    else { return nil }
    let shape = Shape(
      rect: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY),
      cornerWidth: Double(start.x - minX), cornerHeight: Double(firstCorner.y - minY))
    let scale = max(Double(maxX - minX), Double(maxY - minY), 1)
    let matches = zip(shape.outline, elements).allSatisfy {
      $0.isClose(to: $1, within: scale * 1e-9)
    }
    return matches ? shape : nil
  }
}

extension Shape.OutlineElement {
  /// The point the element ends at; `nil` for a close.
  fileprivate var endPoint: CGPoint? {
    switch self {
    case .move(let point), .line(let point), .curve(let point, _, _): point
    case .close: nil
    }
  }

  /// The element's points, in order.
  private var points: [CGPoint] {
    switch self {
    case .move(let point), .line(let point): [point]
    case .curve(let point, let control1, let control2): [point, control1, control2]
    case .close: []
    }
  }

  /// Whether another element is of the same kind with every point within a tolerance.
  fileprivate func isClose(to other: Self, within tolerance: Double) -> Bool {
    switch (self, other) {
    case (.move, .move), (.line, .line), (.curve, .curve), (.close, .close):
      zip(points, other.points).allSatisfy {
        abs(Double($0.x - $1.x)) <= tolerance && abs(Double($0.y - $1.y)) <= tolerance
      }
    default: false
    }
  }
}
