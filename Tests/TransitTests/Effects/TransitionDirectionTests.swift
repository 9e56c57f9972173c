import Foundation
import Testing

@testable import Transit

@Suite struct TransitionDirectionTests {
  @Test func leadingAndTrailingFollowTheLayoutDirection() {
    #expect(TransitionDirection.leading.resolved(for: .leftToRight) == .left)
    #expect(TransitionDirection.trailing.resolved(for: .leftToRight) == .right)
    #expect(TransitionDirection.leading.resolved(for: .rightToLeft) == .right)
    #expect(TransitionDirection.trailing.resolved(for: .rightToLeft) == .left)
    for direction in [TransitionDirection.left, .right, .up, .down] {
      for layout in LayoutDirection.allCases {
        #expect(direction.resolved(for: layout) == direction)
      }
    }
  }

  @Test func opposites() {
    #expect(TransitionDirection.left.opposite == .right)
    #expect(TransitionDirection.right.opposite == .left)
    #expect(TransitionDirection.up.opposite == .down)
    #expect(TransitionDirection.down.opposite == .up)
    #expect(TransitionDirection.leading.opposite == .trailing)
    #expect(TransitionDirection.trailing.opposite == .leading)
    for direction in TransitionDirection.allCases {
      #expect(direction.opposite.opposite == direction)
    }
  }

  @Test func naturalDirections() {
    #expect(TransitionDirection.natural(for: .push) == .leading)
    #expect(TransitionDirection.natural(for: .pop) == .leading)
    #expect(TransitionDirection.natural(for: .tabSwitch(from: 0, to: 1)) == .leading)
    #expect(TransitionDirection.natural(for: .containerSwitch(from: 0, to: 1)) == .leading)
    #expect(TransitionDirection.natural(for: .present) == .up)
    #expect(TransitionDirection.natural(for: .dismiss) == .up)
  }

  @Test func vectorsOnScreenWithYDown() {
    let ltr = LayoutDirection.leftToRight
    #expect(TransitionDirection.left.vector(for: ltr) == CGPoint(x: -1, y: 0))
    #expect(TransitionDirection.right.vector(for: ltr) == CGPoint(x: 1, y: 0))
    #expect(TransitionDirection.up.vector(for: ltr) == CGPoint(x: 0, y: -1))
    #expect(TransitionDirection.down.vector(for: ltr) == CGPoint(x: 0, y: 1))
    #expect(TransitionDirection.leading.vector(for: ltr) == CGPoint(x: -1, y: 0))
    #expect(TransitionDirection.leading.vector(for: .rightToLeft) == CGPoint(x: 1, y: 0))
    #expect(TransitionDirection.trailing.vector(for: .rightToLeft) == CGPoint(x: -1, y: 0))
  }

  @Test func rawValuesNameEffects() {
    #expect(
      TransitionDirection.allCases.map(\.rawValue) == [
        "left", "right", "up", "down", "leading", "trailing",
      ])
  }
}
