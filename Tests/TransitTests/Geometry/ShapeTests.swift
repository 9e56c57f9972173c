import Foundation
import Testing

@testable import Transit

@Suite struct ShapeTests {
  @Test func rippleCircleGrowsFromAPoint() {
    // The ripple reveal: a circle of radius 0 at the tap grows to the screen diagonal.
    let tap = CGPoint(x: 100, y: 600)
    let diagonal = (390.0 * 390 + 844 * 844).squareRoot()
    let start = Shape.circle(center: tap, radius: 0)
    let end = Shape.circle(center: tap, radius: diagonal)
    #expect(start.rect == CGRect(x: 100, y: 600, width: 0, height: 0))
    #expect(!start.contains(CGPoint(x: 101, y: 600)))

    let half = start.interpolated(to: end, fraction: 0.5)
    #expect(half == .circle(center: tap, radius: diagonal / 2))
    #expect(half.contains(CGPoint(x: 100 + diagonal / 2 - 1, y: 600)))
    #expect(!half.contains(CGPoint(x: 100 + diagonal / 2 + 1, y: 600)))
    // At the end every corner of the screen is inside.
    for corner in [CGPoint(x: 0, y: 0), CGPoint(x: 390, y: 0), CGPoint(x: 390, y: 844)] {
      #expect(end.contains(corner))
    }
  }

  @Test func ellipseIsTheRoundedRectWithHalfSizedCorners() {
    let ellipse = Shape.ellipse(in: CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(ellipse.effectiveCornerSize == CGSize(width: 100, height: 50))
    #expect(ellipse.contains(CGPoint(x: 100, y: 50)))
    #expect(ellipse.contains(CGPoint(x: 199, y: 50)))
    // (170, 90) is inside the bounding box but outside the ellipse: 0.49 + 0.64 > 1.
    #expect(!ellipse.contains(CGPoint(x: 170, y: 90)))
  }

  @Test func cornerRadiusIsClampedToHalfTheShorterSide() {
    let shape = Shape.roundedRect(CGRect(x: 0, y: 0, width: 40, height: 100), cornerRadius: 30)
    #expect(shape.effectiveCornerSize == CGSize(width: 20, height: 30))
  }

  @Test func cardTurnsIntoACircle() {
    let card = Shape.roundedRect(CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10)
    let circle = Shape.circle(center: CGPoint(x: 50, y: 50), radius: 50)
    let middle = card.interpolated(to: circle, fraction: 0.5)
    #expect(middle.rect == card.rect)
    #expect(middle.cornerWidth == 30)
    #expect(middle.cornerHeight == 30)
  }

  @Test func badInputHasAClampedMeaning() {
    #expect(Shape(rect: .zero, cornerWidth: -3, cornerHeight: .nan).cornerWidth == 0)
    #expect(Shape(rect: .zero, cornerWidth: -3, cornerHeight: .nan).cornerHeight == 0)
    #expect(Shape.circle(center: .zero, radius: -5) == .circle(center: .zero, radius: 5))
    #expect(Shape.circle(center: .zero, radius: .nan).rect == .zero)
    // An overshooting spring cannot make corners negative.
    let a = Shape.roundedRect(CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 5)
    let b = Shape.rect(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(a.interpolated(to: b, fraction: 1.3).cornerWidth == 0)
  }
}
