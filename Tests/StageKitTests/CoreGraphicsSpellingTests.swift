import Foundation
import Testing
import Transit

@testable import StageKit

/// Core Graphics as code ported from iOS spells it: a path built with `CGMutablePath`'s
/// calls reads back as the shape it outlines, and `CGColor(srgbRed:green:blue:alpha:)` is the
/// engine's colour.
@Suite struct CoreGraphicsSpellingTests {
  /// A path built from a shape's outline, element by element.
  static func built(_ elements: [Shape.OutlineElement]) -> StageMutablePath {
    let path = StageMutablePath()
    for element in elements {
      switch element {
      case .move(let point): path.move(to: point)
      case .line(let point): path.addLine(to: point)
      case .curve(let point, let control1, let control2):
        path.addCurve(to: point, control1: control1, control2: control2)
      case .close: path.closeSubpath()
      }
    }
    return path
  }

  static let shapes: [Shape] = [
    .rect(CGRect(x: 0, y: 0, width: 390, height: 844)),
    .rect(CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.7)),
    .roundedRect(CGRect(x: 16, y: 100, width: 358, height: 220), cornerRadius: 12),
    .roundedRect(CGRect(x: 10, y: 10, width: 40, height: 20), cornerRadius: 50),
    .ellipse(in: CGRect(x: -20, y: 30, width: 120, height: 60)),
    .circle(center: CGPoint(x: 187.5, y: 411.3), radius: 0),
    .circle(center: CGPoint(x: 187.5, y: 411.3), radius: 913.27),
    .rect(.zero),
  ]

  /// The builder reads back a shape that draws the same outline, element by element,
  /// within a billionth of its size, so the stage draws what the engine's shape draws.
  @Test(arguments: shapes) func aShapesOutlineRoundTrips(_ shape: Shape) throws {
    let path = Self.built(shape.outline)
    #expect(path.elements == shape.outline)
    let copy = try #require(path.copy())
    let scale = max(Double(shape.rect.width), Double(shape.rect.height), 1)
    for (read, original) in zip(copy.outline, shape.outline) {
      for (a, b) in zip(read.points, original.points) {
        #expect(abs(Double(a.x - b.x)) <= scale * 1e-9 && abs(Double(a.y - b.y)) <= scale * 1e-9)
      }
    }
    #expect(copy.outline.count == shape.outline.count)
    #expect(abs(Double(copy.effectiveCornerSize.width - shape.effectiveCornerSize.width)) < 1e-9)
    #expect(abs(Double(copy.effectiveCornerSize.height - shape.effectiveCornerSize.height)) < 1e-9)
  }

  /// A path that outlines no shape (a triangle, an outline cut short, a moved corner, an
  /// empty path) is none: the stage cannot draw it, and says so rather than draw another.
  @Test func aPathThatOutlinesNoShapeIsNone() {
    let triangle = StageMutablePath()
    triangle.move(to: .zero)
    triangle.addLine(to: CGPoint(x: 10, y: 0))
    triangle.addLine(to: CGPoint(x: 0, y: 10))
    triangle.closeSubpath()
    #expect(triangle.copy() == nil)
    #expect(StageMutablePath().copy() == nil)

    let outline = Shape.roundedRect(CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 8)
      .outline
    #expect(Self.built(Array(outline.dropLast())).copy() == nil)
    var moved = outline
    moved[3] = .line(to: CGPoint(x: 100, y: 30))
    #expect(Self.built(moved).copy() == nil)
  }

  /// `CGColor(srgbRed:green:blue:alpha:)` is the engine's colour with those components.
  @Test func anSRGBColorIsTheEnginesColor() {
    let color = Color(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
    #expect(color == Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
  }
}

extension Shape.OutlineElement {
  /// The element's points, in order.
  fileprivate var points: [CGPoint] {
    switch self {
    case .move(let point), .line(let point): [point]
    case .curve(let point, let control1, let control2): [point, control1, control2]
    case .close: []
    }
  }
}
