import Foundation
import Testing

@testable import Transit

@Suite struct NodeIDTransitionTests {
  @Test func agreedNames() {
    #expect(NodeID.from.rawValue == "from")
    #expect(NodeID.to.rawValue == "to")
    #expect(NodeID.dimming.rawValue == "dimming")
    #expect(NodeID.element("photo", on: .to).rawValue == "to:photo")
    #expect(NodeID.decoration("flight", "photo").rawValue == "flight:photo")
  }

  @Test func roles() {
    #expect(NodeID.from.role == .screen(.from))
    #expect(NodeID.to.role == .screen(.to))
    #expect(NodeID("from:photo").role == .element("photo", .from))
    #expect(NodeID("to:a:b").role == .element("a:b", .to))
    #expect(NodeID.dimming.role == .decoration)
    #expect(NodeID("flight:photo").role == .decoration)
    #expect(NodeID("fromage").role == .decoration)
    #expect(NodeID("tomato").role == .decoration)
  }

  @Test func swappingSides() {
    #expect(NodeID.from.swappingSides == .to)
    #expect(NodeID.to.swappingSides == .from)
    #expect(NodeID("from:photo").swappingSides == "to:photo")
    #expect(NodeID("to:photo").swappingSides == "from:photo")
    #expect(NodeID("flight:photo").swappingSides == "flight:photo")
    #expect(NodeID.dimming.swappingSides == .dimming)
  }
}
