import Testing

@testable import Transit

@Suite struct ColorTests {
  @Test func interpolatesEachComponentOnItsOwn() {
    // Core Animation blends colours component by component, alpha included.
    let start = Color(red: 1, green: 0, blue: 0.5, alpha: 1)
    let end = Color(red: 0, green: 1, blue: 0.5, alpha: 0)
    let middle = start.interpolated(to: end, fraction: 0.25)
    #expect(middle == Color(red: 0.75, green: 0.25, blue: 0.5, alpha: 0.75))
  }

  @Test func dimmingIsBlackWithAlpha() {
    #expect(Color.black.withAlpha(0.5) == Color(red: 0, green: 0, blue: 0, alpha: 0.5))
    #expect(Color(white: 1) == .white)
  }

  @Test func nonFiniteComponentsAreClampedNotNaN() {
    let color = Color(red: .nan, green: .infinity, blue: -.infinity, alpha: .nan)
    #expect(color == Color(red: 0, green: 1, blue: 0, alpha: 0))
  }
}
