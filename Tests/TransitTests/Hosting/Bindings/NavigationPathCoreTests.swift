import Testing

@testable import Transit

/// The navigation binding's decisions: which side changed, what the other does, and that
/// nothing moves while a transition plays.
@Suite struct NavigationPathCoreTests {
  @Test func theAppsPathIsPushedAndThenAgreed() {
    var core = NavigationPathCore<Int>()
    #expect(core.reconcile(binding: [1], stack: [], isTransitioning: false) == .apply(.push(1)))
    // The push plays: the stack already lists it, as UIKit's does.
    #expect(core.reconcile(binding: [1], stack: [1], isTransitioning: true) == .none)
    #expect(core.reconcile(binding: [1], stack: [1], isTransitioning: false) == .none)
    #expect(core.agreed == [1])
  }

  @Test func aUsersPopIsWrittenBackOnceItEnds() {
    var core = NavigationPathCore<Int>(agreed: [1, 2])
    // An interactive pop shows the shorter stack from its start, and may still cancel.
    #expect(core.reconcile(binding: [1, 2], stack: [1], isTransitioning: true) == .wait)
    #expect(core.reconcile(binding: [1, 2], stack: [1], isTransitioning: false) == .writeBack([1]))
    #expect(core.agreed == [1])
    #expect(core.reconcile(binding: [1], stack: [1], isTransitioning: false) == .none)
  }

  @Test func aCancelledPopChangesNothing() {
    var core = NavigationPathCore<Int>(agreed: [1, 2])
    #expect(core.reconcile(binding: [1, 2], stack: [1], isTransitioning: true) == .wait)
    #expect(core.reconcile(binding: [1, 2], stack: [1, 2], isTransitioning: false) == .none)
    #expect(core.agreed == [1, 2])
  }

  /// A binding set twice while a push plays: nothing happens until it ends, then the last
  /// value is shown in one step.
  @Test func aBindingSetDuringATransitionWaitsAndTheLastValueWins() {
    var core = NavigationPathCore<Int>()
    #expect(core.reconcile(binding: [1], stack: [], isTransitioning: false) == .apply(.push(1)))
    #expect(core.reconcile(binding: [1, 2], stack: [1], isTransitioning: true) == .wait)
    #expect(core.reconcile(binding: [1, 2, 3], stack: [1], isTransitioning: true) == .wait)
    #expect(
      core.reconcile(binding: [1, 2, 3], stack: [1], isTransitioning: false)
        == .apply(.replace(keeping: 1, adding: [2, 3])))
  }

  /// The app set a path while the user's pop played: the app's is the later request.
  @Test func theAppsPathWinsOverAPopMadeMeanwhile() {
    var core = NavigationPathCore<Int>(agreed: [1, 2])
    #expect(core.reconcile(binding: [1, 2, 3], stack: [1], isTransitioning: true) == .wait)
    #expect(
      core.reconcile(binding: [1, 2, 3], stack: [1], isTransitioning: false)
        == .apply(.replace(keeping: 1, adding: [2, 3])))
    #expect(core.agreed == [1, 2, 3])
  }

  /// The app asked for what the user already did: nothing to do, nothing to write back.
  @Test func bothSidesChangingToTheSamePathAgree() {
    var core = NavigationPathCore<Int>(agreed: [1, 2])
    #expect(core.reconcile(binding: [1], stack: [1], isTransitioning: false) == .none)
    #expect(core.agreed == [1])
  }

  @Test func popToRootIsAPopToDepthZero() {
    var core = NavigationPathCore<Int>(agreed: [1, 2, 3])
    #expect(
      core.reconcile(binding: [], stack: [1, 2, 3], isTransitioning: false)
        == .apply(.pop(toDepth: 0)))
  }

  /// Screens the app's UIKit code pushed above the path's: a longer path replaces them, in
  /// one change, rather than pushing above them (the path could not describe the result).
  @Test func aLongerPathReplacesScreensPushedAboveThePath() {
    var core = NavigationPathCore<Int>(agreed: [1])
    #expect(
      core.reconcile(binding: [1, 2], stack: [1], isTransitioning: false, screensAbove: 1)
        == .apply(.replace(keeping: 1, adding: [2])))
    var plain = NavigationPathCore<Int>(agreed: [1])
    #expect(
      plain.reconcile(binding: [1, 2], stack: [1], isTransitioning: false) == .apply(.push(2)))
  }
}
