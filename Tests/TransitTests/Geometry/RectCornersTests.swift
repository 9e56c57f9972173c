import Foundation
import Testing

@testable import Transit

/// docs/design.md#u22: a presented screen rounds the corners of its free edges, as UIKit's sheets
/// do.
@Suite struct RectCornersTests {
  let container = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test func theBitsAreCoreAnimations() {
    // CACornerMask: layerMinXMinYCorner 1, layerMaxXMinYCorner 2, layerMinXMaxYCorner 4,
    // layerMaxXMaxYCorner 8 (QuartzCore's CALayer.h).
    #expect(RectCorners.topLeft.rawValue == 1 && RectCorners.topRight.rawValue == 2)
    #expect(RectCorners.bottomLeft.rawValue == 4 && RectCorners.bottomRight.rawValue == 8)
  }

  @Test func aBottomSheetRoundsItsTopCorners() {
    let frame = Presentation.half.frame(in: container)
    #expect(RectCorners.onFreeEdges(of: frame, in: container) == [.topLeft, .topRight])
  }

  @Test func aSheetTheKeyboardLiftsRoundsAllFour() {
    let lifted = CGRect(x: 0, y: 122, width: 390, height: 422)
    #expect(RectCorners.onFreeEdges(of: lifted, in: container) == .all)
  }

  @Test func aSidePanelRoundsTheCornersOfItsInnerEdge() {
    let panel = CGRect(x: 0, y: 0, width: 300, height: 844)
    #expect(RectCorners.onFreeEdges(of: panel, in: container) == [.topRight, .bottomRight])
  }

  @Test func aCentredCardRoundsAllAndAFullScreenNone() {
    let card = CGRect(x: 20, y: 200, width: 350, height: 400)
    #expect(RectCorners.onFreeEdges(of: card, in: container) == .all)
    #expect(RectCorners.onFreeEdges(of: container, in: container).isEmpty)
  }
}
