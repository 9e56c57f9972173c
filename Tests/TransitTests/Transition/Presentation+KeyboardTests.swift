import Foundation
import Testing

@testable import Transit

/// docs/design.md#u16: a presentation moves out of the keyboard's way. The expected frames are
/// worked out
/// in each test from the layout's definition: a 390 × 844 container with a 47 pt top safe
/// area and a 300 pt keyboard, whose top is at 844 − 300 = 544.
@Suite struct PresentationKeyboardTests {
  let container = CGRect(x: 0, y: 0, width: 390, height: 844)
  let keyboard = CGRect(x: 0, y: 544, width: 390, height: 300)

  @Test func aBottomSheetRisesToSitOnTheKeyboard() {
    // The bottom half (422 pt tall) rises until its bottom is the keyboard's top.
    let frame = Presentation.half.frame(in: container, keyboardFrame: keyboard, topSafeInset: 47)
    #expect(frame == CGRect(x: 0, y: 544 - 422, width: 390, height: 422))
  }

  @Test func aCardTooTallForTheSpaceKeepsItsTopAndGetsShorter() throws {
    // The card starts 40 pt down, above the 47 pt safe area: it keeps that top, and its
    // bottom meets the keyboard.
    let card = try #require(Transition.card(topInset: 40).presentation)
    let frame = card.frame(in: container, keyboardFrame: keyboard, topSafeInset: 47)
    #expect(frame == CGRect(x: 0, y: 40, width: 390, height: 544 - 40))
  }

  @Test func aSheetThatWouldRiseUnderTheStatusBarStopsAtTheSafeArea() {
    // Two thirds of 844 is 562.67 tall: above the keyboard it would start at −18.67; it
    // stops at the 47 pt safe area and is 544 − 47 tall.
    let frame = Presentation.twoThirds.frame(
      in: container, keyboardFrame: keyboard, topSafeInset: 47)
    #expect(frame == CGRect(x: 0, y: 47, width: 390, height: 544 - 47))
  }

  @Test func aCentredBoxIsCentredInTheSpaceAboveTheKeyboard() {
    // The overlay box is 562.67 tall (2/3): taller than the 497 pt between the safe area
    // and the keyboard, it fills them; a 30 % box (253.2) is centred in them.
    let overlay = Presentation(.centered(widthFraction: 2 / 3, heightFraction: 2 / 3))
    let big = overlay.frame(in: container, keyboardFrame: keyboard, topSafeInset: 47)
    #expect(big.minY == 47 && big.maxY == 544 && big.width == 260)
    let small = Presentation(.centered(widthFraction: 0.5, heightFraction: 0.3))
    let frame = small.frame(in: container, keyboardFrame: keyboard, topSafeInset: 47)
    #expect(abs(frame.minY - (47 + (497 - 253.2) / 2)) < 1e-9)
    #expect(abs(frame.height - 253.2) < 1e-9)
  }

  @Test func whatTheKeyboardDoesNotCoverStaysWhereItIs() {
    // A floating keyboard beside the sheet (an iPad's) covers none of it.
    let beside = CGRect(x: 400, y: 600, width: 320, height: 200)
    #expect(
      Presentation.third.frame(in: container, keyboardFrame: beside, topSafeInset: 47)
        == Presentation.third.frame(in: container))
    let top = Presentation(.fraction(0.3, edge: .top))
    #expect(
      top.frame(in: container, keyboardFrame: keyboard, topSafeInset: 47)
        == top.frame(in: container))
    // The whole container is a full-screen presentation's own to inset.
    #expect(
      Presentation.full.frame(in: container, keyboardFrame: keyboard, topSafeInset: 47)
        == container)
  }

  @Test(arguments: [
    CGRect.zero, CGRect(x: 0, y: 544, width: 390, height: 0),
    CGRect(x: CGFloat.nan, y: 544, width: 390, height: 300),
    CGRect(x: 0, y: -CGFloat.infinity, width: 390, height: CGFloat.infinity),
  ])
  func noKeyboardOrANonsenseOneChangesNothing(keyboard: CGRect) {
    let frame = Presentation.half.frame(in: container, keyboardFrame: keyboard, topSafeInset: .nan)
    #expect(frame == Presentation.half.frame(in: container))
  }

  @Test func aKeyboardAsTallAsTheScreenLeavesNoHeightButNoNegativeOne() {
    let frame = Presentation.half.frame(
      in: container, keyboardFrame: CGRect(x: 0, y: 0, width: 390, height: 844), topSafeInset: 47)
    #expect(frame.height == 0 && frame.minY == 47)
  }

  /// UIKit's keyboard layout guide is the keyboard while it is up, and the strip below the
  /// safe area (here 34 pt) while it is hidden: only the first is a keyboard.
  @Test func aKeyboardLayoutGuideIsAKeyboardOnlyAboveTheSafeAreasBottom() {
    let up = CGRect(x: 0, y: 544, width: 390, height: 300)
    #expect(Presentation.keyboardFrame(inLayoutGuide: up, of: container, bottomSafeInset: 34) == up)
    for hidden in [
      CGRect(x: 0, y: 810, width: 390, height: 34), CGRect(x: 0, y: 844, width: 390, height: 0),
      .zero, CGRect(x: 0, y: CGFloat.nan, width: 390, height: 300),
    ] {
      #expect(
        Presentation.keyboardFrame(inLayoutGuide: hidden, of: container, bottomSafeInset: 34)
          == .zero, "\(hidden)")
    }
    // Without a bottom safe area (a home button), the hidden guide is empty at the bottom.
    #expect(
      Presentation.keyboardFrame(
        inLayoutGuide: CGRect(x: 0, y: 844, width: 390, height: 0), of: container,
        bottomSafeInset: .nan) == .zero)
  }
}
