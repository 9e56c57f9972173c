import Foundation
import Testing

@testable import Transit

@Suite struct SceneElementTests {
  @Test func anElementKnowsItsNode() {
    let element = SceneElement(
      id: "photo-3", side: .from, frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(element.node == "from:photo-3")
    #expect(element.cornerRadius == 0)
    #expect(!element.isHidden)
    #expect(element.modifiers.isEmpty)
    #expect(SceneElement(id: "x", side: .to, frame: .zero).node == "to:x")
  }

  @Test func sidesAreOpposites() {
    #expect(SceneElement.Side.from.opposite == .to)
    #expect(SceneElement.Side.to.opposite == .from)
    #expect(SceneElement.Side.allCases.map(\.rawValue) == ["from", "to"])
  }

  @Test func badNumbersAreClamped() {
    let element = SceneElement(
      id: "a", side: .to, frame: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10),
      cornerRadius: -4)
    #expect(element.frame == .zero)
    #expect(element.cornerRadius == 0)
    #expect(SceneElement(id: "a", side: .to, frame: .zero, cornerRadius: .nan).cornerRadius == 0)
    #expect(
      SceneElement(id: "a", side: .to, frame: .zero, cornerRadius: .infinity).cornerRadius == 0)
    let flipped = SceneElement(
      id: "a", side: .to, frame: CGRect(x: 10, y: 10, width: -10, height: -5))
    #expect(flipped.frame == CGRect(x: 0, y: 5, width: 10, height: 5))
  }
}

/// docs/design.md#u21: a view with a transform of its own is measured by its bounds, centre and
/// transform, not by the box around it. The boxes here are made by turning the four corners of the
/// bounds one by one (not by the formula under test) and taking their extremes.
@Suite struct SceneElementMeasurementTests {
  /// The box around `size` turned by `angle` about its centre, scaled by `scale`, centred
  /// at `center`.
  private func box(
    _ size: CGSize, turnedBy angle: Double, scale: Double = 1, center: CGPoint
  ) -> CGRect {
    let corners = [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { sx, sy in
      let (x, y) = (sx * Double(size.width) / 2, sy * Double(size.height) / 2)
      return CGPoint(
        x: Double(center.x) + scale * (x * cos(angle) - y * sin(angle)),
        y: Double(center.y) + scale * (x * sin(angle) + y * cos(angle)))
    }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height]
      .allSatisfy { abs($0) < 1e-9 }
  }

  @Test(arguments: [Double.pi / 6, .pi / 2, 2.5, -0.7])
  func aTurnedViewIsItsBoundsAtItsCentre(angle: Double) {
    let size = CGSize(width: 100, height: 60)
    let center = CGPoint(x: 120, y: 300)
    let frame = SceneElement.untransformedFrame(
      boundingBox: box(size, turnedBy: angle, center: center), boundsSize: size,
      transform: Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1))
    #expect(close(frame, CGRect(x: 70, y: 270, width: 100, height: 60)), "\(frame)")
  }

  @Test func anAncestorsScaleIsKept() {
    let size = CGSize(width: 100, height: 60)
    let frame = SceneElement.untransformedFrame(
      boundingBox: box(size, turnedBy: .pi / 6, scale: 0.5, center: CGPoint(x: 50, y: 50)),
      boundsSize: size, transform: Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1))
    #expect(close(frame, CGRect(x: 25, y: 35, width: 50, height: 30)), "\(frame)")
  }

  @Test func aViewThatIsOnlyMovedIsItsFrame() {
    let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    let moved = SceneElement.untransformedFrame(
      boundingBox: frame, boundsSize: frame.size,
      transform: Transform3D(translationX: 5, y: 7))
    #expect(moved == frame)
    let element = SceneElement(
      id: "a", side: .from, frame: frame, transform: Transform3D(translationX: 5, y: 7))
    #expect(element.shape == .identity, "what is left to apply about the centre")
  }
}
