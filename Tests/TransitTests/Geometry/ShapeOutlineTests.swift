import Foundation
import Testing

@testable import Transit

/// A shape's outline as path elements: always the same ten, so Core Animation interpolates
/// any two mask paths point by point; corners follow their quarter ellipses closely.
@Suite struct ShapeOutlineTests {
  typealias Element = Shape.OutlineElement

  enum Kind: Equatable { case move, line, curve, close }

  static func kind(_ element: Element) -> Kind {
    switch element {
    case .move: .move
    case .line: .line
    case .curve: .curve
    case .close: .close
    }
  }

  /// The point on a cubic Bézier at a parameter.
  static func bezier(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ t: Double)
    -> CGPoint
  {
    let u = 1 - t
    func mix(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
      CGFloat(u * u * u) * a + CGFloat(3 * u * u * t) * b + CGFloat(3 * u * t * t) * c
        + CGFloat(t * t * t) * d
    }
    return CGPoint(x: mix(p0.x, c1.x, c2.x, p3.x), y: mix(p0.y, c1.y, c2.y, p3.y))
  }

  /// Every point the outline passes through or pulls towards, and the points sampled along
  /// its curves (21 per corner).
  static func points(_ outline: [Element]) -> (all: [CGPoint], onCurves: [CGPoint]) {
    var all: [CGPoint] = []
    var onCurves: [CGPoint] = []
    var current = CGPoint.zero
    for element in outline {
      switch element {
      case .move(let point), .line(let point):
        all.append(point)
        current = point
      case .curve(let point, let c1, let c2):
        all += [c1, c2, point]
        for step in 0...20 { onCurves.append(bezier(current, c1, c2, point, Double(step) / 20)) }
        current = point
      case .close:
        break
      }
    }
    return (all, onCurves)
  }

  static let shapes: [Shape] = [
    .rect(CGRect(x: 10, y: 20, width: 300, height: 200)),
    .roundedRect(CGRect(x: 0, y: 0, width: 390, height: 844), cornerRadius: 40),
    .circle(center: CGPoint(x: 195, y: 422), radius: 0),
    .circle(center: CGPoint(x: 195, y: 422), radius: 900),
    .ellipse(in: CGRect(x: 5, y: 5, width: 100, height: 40)),
    .roundedRect(CGRect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 1_000),
    Shape(rect: CGRect(x: 100, y: 100, width: -60, height: -30), cornerWidth: 10, cornerHeight: 4),
  ]

  @Test(arguments: shapes)
  func everyOutlineHasTheSameTenElements(shape: Shape) {
    #expect(
      shape.outline.map(Self.kind) == [
        .move, .line, .curve, .line, .curve, .line, .curve, .line, .curve, .close,
      ])
  }

  @Test(arguments: shapes)
  func theOutlineClosesWhereItStartsAndStaysInItsRectangle(shape: Shape) throws {
    let outline = shape.outline
    guard case .move(let start) = outline.first, case .curve(let end, _, _) = outline[8] else {
      Issue.record("unexpected outline \(outline)")
      return
    }
    #expect(start == end)
    let box = shape.rect.standardized
    for point in Self.points(outline).all {
      #expect(point.x >= box.minX - 1e-9 && point.x <= box.maxX + 1e-9)
      #expect(point.y >= box.minY - 1e-9 && point.y <= box.maxY + 1e-9)
    }
  }

  /// The four cubic arcs of a circle stay within 0.03 % of its radius (the classic
  /// 4/3·(√2 − 1) handle's error is 0.027 %).
  @Test(arguments: [1.0, 50, 900])
  func aCirclesCornersFollowTheCircle(radius: Double) {
    let centre = CGPoint(x: 195, y: 422)
    let samples = Self.points(Shape.circle(center: centre, radius: radius).outline).onCurves
    #expect(samples.count == 84)
    for point in samples {
      let distance = hypot(Double(point.x - centre.x), Double(point.y - centre.y))
      #expect(abs(distance - radius) / radius < 3e-4)
    }
  }

  @Test func squareCornersHaveCurvesOfNoLength() {
    let box = CGRect(x: 10, y: 20, width: 300, height: 200)
    for element in Shape.rect(box).outline {
      guard case .curve(let point, let c1, let c2) = element else { continue }
      #expect(c1 == point && c2 == point)
      #expect([box.minX, box.maxX].contains(point.x) && [box.minY, box.maxY].contains(point.y))
    }
  }

  @Test func nonFiniteRectanglesOutlineAnEmptyOneAtTheOrigin() {
    let shape = Shape(
      rect: CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: 10), cornerWidth: 5,
      cornerHeight: .infinity)
    for point in Self.points(shape.outline).all {
      #expect(point == .zero)
    }
  }
}
