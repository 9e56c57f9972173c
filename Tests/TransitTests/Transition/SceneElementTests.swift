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
