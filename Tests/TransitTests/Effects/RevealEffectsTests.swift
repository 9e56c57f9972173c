import Foundation
import Testing

@testable import Transit

/// The ripple, as the articles build it by hand, on a 390 × 844 screen.
@Suite struct RevealEffectsTests {
  typealias F = EffectFixture

  @Test func theRippleGrowsFromTheCentreToTheDiagonal() {
    let scene = F.forwardScene(.present, style: .fullScreen, elements: [])
    let timeline = Transition.ripple().timeline(for: scene)
    #expect(timeline.nodes.map(\.id) == ["from", "to"])
    let diagonal = (390.0 * 390 + 844 * 844).squareRoot()
    let start = F.frame(timeline, progress: 0).value(.maskPath, of: .to)
    let middle = F.frame(timeline, progress: 0.5).value(.maskPath, of: .to)
    let end = F.frame(timeline, progress: 1).value(.maskPath, of: .to)
    #expect(
      start
        == Shape(rect: CGRect(x: 195, y: 422, width: 0, height: 0), cornerWidth: 0, cornerHeight: 0)
    )
    let half = diagonal / 2
    #expect(circle(middle, centre: CGPoint(x: 195, y: 422), radius: half, tolerance: 1e-3))
    #expect(circle(end, centre: CGPoint(x: 195, y: 422), radius: diagonal))
  }

  @Test func theRippleReverseShrinksToThePoint() {
    let forward = F.forwardScene(.present, style: .fullScreen, elements: [])
    let timeline = Transition.ripple(from: CGPoint(x: 40, y: 800)).timeline(
      for: F.backScene(undoing: forward))
    let diagonal = (390.0 * 390 + 844 * 844).squareRoot()
    let start = F.frame(timeline, progress: 0).value(.maskPath, of: .from)
    let end = F.frame(timeline, progress: 1).value(.maskPath, of: .from)
    #expect(circle(start, centre: CGPoint(x: 40, y: 800), radius: diagonal))
    #expect(circle(end, centre: CGPoint(x: 40, y: 800), radius: 0))
  }

  @Test func theRippleCentreIsInTheIncomingViewsOwnCoordinates() {
    // A presented frame at y = 244: the tap at (100, 500) is (100, 256) in it.
    let scene = F.forwardScene(.present, style: .custom, elements: [])
    let timeline = Transition.ripple(from: CGPoint(x: 100, y: 500)).timeline(for: scene)
    let start = F.frame(timeline, progress: 0).value(.maskPath, of: .to)
    #expect(circle(start, centre: CGPoint(x: 100, y: 256), radius: 0))
  }

  @Test func aRippleFromANonFinitePointStartsAtTheCentre() {
    let scene = F.forwardScene(elements: [])
    let timeline = Transition.ripple(from: CGPoint(x: CGFloat.nan, y: 3)).timeline(for: scene)
    let start = F.frame(timeline, progress: 0).value(.maskPath, of: .to)
    #expect(circle(start, centre: CGPoint(x: 195, y: 422), radius: 0))
  }

  @Test func rippleNames() {
    #expect(Transition.ripple().name == "ripple")
    #expect(Transition.ripple(from: CGPoint(x: 10, y: 20.5)).name == "ripple(from: 10, 20.5)")
  }

  /// Whether a mask is the circle of a centre and radius (the square around it with
  /// corners of the radius).
  func circle(
    _ shape: Shape?, centre: CGPoint, radius: Double, tolerance: Double = 1e-9
  ) -> Bool {
    guard let shape else { return false }
    let parts = [
      Double(shape.rect.midX - centre.x), Double(shape.rect.midY - centre.y),
      Double(shape.rect.width) - 2 * radius, Double(shape.rect.height) - 2 * radius,
      shape.cornerWidth - radius, shape.cornerHeight - radius,
    ]
    return parts.allSatisfy { abs($0) <= tolerance }
  }
}
