import Testing

@testable import Transit

/// Transitions flying one view at once share its hiding: it shows again, as it was before
/// the first, when the last ends, in whichever order they end.
@Suite struct TransitionHidingTests {
  @Test(arguments: [false, true])
  func theViewIsAsItWasOnlyOnceTheLastTransitionEnds(wasHidden: Bool) {
    var hiding = TransitionHiding()
    hiding.begin(wasHidden: wasHidden)
    hiding.begin(wasHidden: true)  // the second finds it hidden by the first
    #expect(hiding.end() == nil, "one transition still flies it")
    #expect(hiding.end() == wasHidden)
    #expect(hiding.count == 0)
  }

  @Test func anEndWithoutABeginningChangesNothing() {
    var hiding = TransitionHiding()
    #expect(hiding.end() == nil)
    #expect(hiding == TransitionHiding())
  }
}
