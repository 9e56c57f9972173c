import Foundation
import Testing

@testable import Transit

/// docs/design.md#n7: where VoiceOver taps the dimming's "Dismiss" button, worked out by
/// hand for each layout (the visible strips are plain rectangle differences).
@Suite struct UserDismissalActivationPointTests {
  let phone = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test func aCardLeavesTheStripAboveIt() {
    let card = CGRect(x: 0, y: 40, width: 390, height: 804)
    #expect(UserDismissal.activationPoint(in: phone, around: card) == CGPoint(x: 195, y: 20))
  }

  @Test func aHalfSheetLeavesTheTopHalf() {
    let sheet = CGRect(x: 0, y: 422, width: 390, height: 422)
    #expect(UserDismissal.activationPoint(in: phone, around: sheet) == CGPoint(x: 195, y: 211))
  }

  @Test func aCentredBoxLeavesTheLargerBandAboveOrBelow() {
    // Above: 390 × 300; below: 390 × 244; beside: 20 × 844 each. The band above wins.
    let box = CGRect(x: 20, y: 300, width: 350, height: 300)
    #expect(UserDismissal.activationPoint(in: phone, around: box) == CGPoint(x: 195, y: 150))
  }

  @Test func aSideMenuLeavesTheStripBesideIt() {
    let menu = CGRect(x: 0, y: 0, width: 300, height: 844)
    #expect(UserDismissal.activationPoint(in: phone, around: menu) == CGPoint(x: 345, y: 422))
  }

  @Test func aScreenThatCoversEverythingOrNothingGivesTheMiddle() {
    let middle = CGPoint(x: 195, y: 422)
    #expect(UserDismissal.activationPoint(in: phone, around: phone) == middle)
    #expect(UserDismissal.activationPoint(in: phone, around: .zero) == middle)
    #expect(
      UserDismissal.activationPoint(in: phone, around: CGRect(x: 500, y: 0, width: 10, height: 10))
        == middle)
  }
}
