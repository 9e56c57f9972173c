import Testing

@testable import Transit

/// The presentation binding's decisions, as SwiftUI's `sheet(item:)` behaves.
@Suite struct PresentationBindingCoreTests {
  @Test func aValuePresentsAndNilDismisses() {
    var core = PresentationBindingCore<String>()
    #expect(core.reconcile(binding: "a", presented: nil, isTransitioning: false) == .present("a"))
    #expect(core.reconcile(binding: "a", presented: "a", isTransitioning: true) == .none)
    #expect(core.reconcile(binding: nil, presented: "a", isTransitioning: false) == .dismiss)
    #expect(core.reconcile(binding: nil, presented: nil, isTransitioning: false) == .none)
    #expect(core.agreed == nil)
  }

  @Test func anotherValueDismissesThenPresentsIt() {
    var core = PresentationBindingCore<String>()
    _ = core.reconcile(binding: "a", presented: nil, isTransitioning: false)
    #expect(core.reconcile(binding: "b", presented: "a", isTransitioning: false) == .dismiss)
    #expect(core.reconcile(binding: "b", presented: "a", isTransitioning: true) == .wait)
    #expect(core.reconcile(binding: "b", presented: nil, isTransitioning: false) == .present("b"))
  }

  @Test func aUsersDismissalIsWrittenBack() {
    var core = PresentationBindingCore<String>()
    _ = core.reconcile(binding: "a", presented: nil, isTransitioning: false)
    // The pull-down plays; it may still cancel.
    #expect(core.reconcile(binding: "a", presented: "a", isTransitioning: true) == .none)
    #expect(core.reconcile(binding: "a", presented: nil, isTransitioning: false) == .writeBack(nil))
    #expect(core.reconcile(binding: nil, presented: nil, isTransitioning: false) == .none)
  }

  /// A binding set to nil while the presentation plays: the sheet is dismissed once it ends.
  @Test func nilDuringThePresentationDismissesWhenItEnds() {
    var core = PresentationBindingCore<String>()
    _ = core.reconcile(binding: "a", presented: nil, isTransitioning: false)
    #expect(core.reconcile(binding: nil, presented: "a", isTransitioning: true) == .wait)
    #expect(core.reconcile(binding: nil, presented: "a", isTransitioning: false) == .dismiss)
  }

  /// A binding set to a new value while the user's dismissal plays: presented once it ends.
  @Test func aValueSetDuringADismissalIsPresentedAfterIt() {
    var core = PresentationBindingCore<String>()
    _ = core.reconcile(binding: "a", presented: nil, isTransitioning: false)
    #expect(core.reconcile(binding: "b", presented: "a", isTransitioning: true) == .wait)
    #expect(core.reconcile(binding: "b", presented: nil, isTransitioning: false) == .present("b"))
  }

  /// Set to nil and back in one turn: nothing to do.
  @Test func aValueSetAwayAndBackInOneTurnChangesNothing() {
    var core = PresentationBindingCore<String>()
    _ = core.reconcile(binding: "a", presented: nil, isTransitioning: false)
    _ = core.reconcile(binding: "a", presented: "a", isTransitioning: false)
    #expect(core.reconcile(binding: "a", presented: "a", isTransitioning: false) == .none)
  }
}

extension PresentationBindingCoreTests {
  /// A dismissal asked for that has not begun yet (UIKit refused it, or it starts on a
  /// later turn): the presentation still shows the value, and that is not the user's doing,
  /// so it is asked for again rather than written back into the binding.
  @Test func aDismissalNotYetBegunIsAskedAgainNotWrittenBack() {
    var core = PresentationBindingCore<String>()
    _ = core.reconcile(binding: "a", presented: nil, isTransitioning: false)
    #expect(core.reconcile(binding: nil, presented: "a", isTransitioning: false) == .dismiss)
    #expect(core.reconcile(binding: nil, presented: "a", isTransitioning: false) == .dismiss)
    #expect(core.reconcile(binding: nil, presented: "a", isTransitioning: true) == .wait)
    #expect(core.reconcile(binding: nil, presented: nil, isTransitioning: false) == .none)
  }

  /// The same while another value waits to be presented after the dismissal.
  @Test func aReplacementWaitsForTheDismissalItAskedFor() {
    var core = PresentationBindingCore<String>()
    _ = core.reconcile(binding: "a", presented: nil, isTransitioning: false)
    #expect(core.reconcile(binding: "b", presented: "a", isTransitioning: false) == .dismiss)
    #expect(core.reconcile(binding: "b", presented: "a", isTransitioning: false) == .dismiss)
    #expect(core.reconcile(binding: "b", presented: nil, isTransitioning: false) == .present("b"))
  }
}
