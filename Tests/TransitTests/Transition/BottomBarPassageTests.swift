import Testing

@testable import Transit

/// The engine's decision about the tab bar in a push or pop (docs/design.md#u14;
/// docs/uikit-behaviour.md#b16): UIKit's rule for when the bar is
/// hidden, and which screen carries it.
@Suite struct BottomBarPassageTests {
  @Test func aScreenAtOrBelowTheTopThatAsksHidesTheBar() {
    #expect(!BottomBarPassage.hidesBar(requests: []))
    #expect(!BottomBarPassage.hidesBar(requests: [false, false]))
    #expect(BottomBarPassage.hidesBar(requests: [false, true]))
    #expect(BottomBarPassage.hidesBar(requests: [false, true, false]), "no request to show")
    #expect(BottomBarPassage.hidesBar(requests: [true]), "the root counts (UNCERTAIN)")
  }

  @Test func pushingAScreenThatHidesTheBarSendsItAwayWithTheOutgoingScreen() throws {
    let passage = try #require(
      BottomBarPassage(outgoingRequests: [false], incomingRequests: [false, true]))
    #expect(passage.carrier == .from)
    #expect(passage.isHiddenAfter)
  }

  @Test func poppingBackToAScreenWithTheBarBringsItWithTheIncomingScreen() throws {
    let passage = try #require(
      BottomBarPassage(outgoingRequests: [false, true], incomingRequests: [false]))
    #expect(passage.carrier == .to)
    #expect(!passage.isHiddenAfter)
  }

  @Test func aBarThatStaysShownOrHiddenIsLeftAlone() {
    #expect(BottomBarPassage(outgoingRequests: [false], incomingRequests: [false, false]) == nil)
    #expect(
      BottomBarPassage(outgoingRequests: [false, true], incomingRequests: [false, true, false])
        == nil)
    #expect(BottomBarPassage(outgoingRequests: [], incomingRequests: []) == nil)
  }
}
