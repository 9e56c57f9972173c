import Foundation
import Testing

@testable import Transit

@Suite struct InterpolatableTests {
  @Test func pointInterpolatesOnAStraightLine() {
    let start = CGPoint(x: 10, y: -20)
    let end = CGPoint(x: 30, y: 40)
    #expect(start.interpolated(to: end, fraction: 0.25) == CGPoint(x: 15, y: -5))
    #expect(start.interpolated(to: end, fraction: 0) == start)
    #expect(start.interpolated(to: end, fraction: 1) == end)
  }

  @Test func overshootExtrapolates() {
    // A spring that overshoots asks for fractions above 1.
    #expect(abs(Double(0).interpolated(to: 100, fraction: 1.1) - 110) < 1e-12)
    #expect(
      CGSize(width: 0, height: 10).interpolated(to: CGSize(width: 10, height: 20), fraction: -0.5)
        == CGSize(width: -5, height: 5))
  }

  @Test func rectInterpolatesOriginAndSize() {
    let start = CGRect(x: 0, y: 0, width: 100, height: 200)
    let end = CGRect(x: 100, y: 50, width: 300, height: 400)
    #expect(
      start.interpolated(to: end, fraction: 0.5) == CGRect(x: 50, y: 25, width: 200, height: 300))
  }

  @Test func magnitudes() {
    #expect(CGPoint(x: 3, y: 4).magnitude == 5)
    #expect(CGRect(x: 1, y: 2, width: 3, height: 4).magnitudeSquared == 30)
    #expect(CGFloat(-2).magnitudeSquared == 4)
  }
}
