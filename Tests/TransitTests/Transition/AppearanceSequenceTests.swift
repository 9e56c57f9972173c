import Testing

@testable import Transit

/// The appearance calls of a container switch, decided once for the stage's navigation,
/// tab bar and custom container controllers and for TransitUIKit's container
/// (docs/uikit-behaviour.md#b1-2 rows 1, 2, 5 and 14).
@Suite struct AppearanceSequenceTests {
  @Test(arguments: [TransitionOperation.Kind.tab, .container])
  func aSwitchBetweenChildrenCallsTheIncomingChildFirst(kind: TransitionOperation.Kind) {
    let sequence = AppearanceSequence(switchingIn: kind, animated: true)
    #expect(
      sequence.calls(at: .willBegin) == [
        .begin(.incoming, isAppearing: true), .begin(.outgoing, isAppearing: false),
      ], "row 5: B willAppear, then A willDisappear")
    #expect(sequence.calls(at: .didEnd(completed: true)) == [.end(.outgoing), .end(.incoming)])
  }

  @Test func aPushOrPopCallsTheOutgoingScreenFirst() {
    let sequence = AppearanceSequence(switchingIn: .navigation, animated: false)
    #expect(
      sequence.calls(at: .willBegin) == [
        .begin(.outgoing, isAppearing: false), .begin(.incoming, isAppearing: true),
      ], "rows 1–2")
    #expect(!sequence.isAnimated)
  }

  @Test(arguments: [TransitionOperation.Kind.navigation, .tab, .container])
  func aCancelledSwitchTurnsRound(kind: TransitionOperation.Kind) {
    // Row 14: the child that was appearing disappears again, then the other reappears;
    // neither "will" is left without its "did".
    let calls = AppearanceSequence(switchingIn: kind, animated: true)
      .calls(at: .didEnd(completed: false))
    #expect(
      calls == [
        .begin(.incoming, isAppearing: false), .end(.incoming),
        .begin(.outgoing, isAppearing: true), .end(.outgoing),
      ])
  }
}
