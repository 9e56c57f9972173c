import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// A presentation driven by a binding, as `transitSheet(item:)` drives one for SwiftUI:
/// a value presents, `nil` dismisses, another value replaces, and the user's dismissals
/// come back into the binding. The decisions are `PresentationBindingCore`'s and
/// `PresenterChoice`'s; these tests hold the binder to them on the stage.
@MainActor
@Suite struct TransitPresentationBinderTests {
  let home = screen("Home")
  let window: StageWindow
  let binder: TransitPresentationBinder<String>
  let binding = ItemBinding()

  @MainActor final class ItemBinding {
    var item: String?
    var writes: [String?] = []
    var dismissals = 0
  }

  init() {
    window = StageWindow.phone(showing: home)
    let binding = binding
    binder = TransitPresentationBinder(
      anchor: home, makeScreen: { screen($0) },
      onItemChange: { item in
        binding.item = item
        binding.writes.append(item)
      })
    binder.transition = { _ in Transition.card(topInset: 40).interactive(.pullDownToDismiss) }
    binder.onDismiss = { binding.dismissals += 1 }
  }

  func set(_ item: String?) {
    binding.item = item
    binder.update(item: item)
  }

  /// The title of the screen the home screen presents, if any.
  var presented: String? { home.presentedViewController?.title }

  @Test func aValuePresentsAndNilDismisses() throws {
    set("a")
    window.advance(by: 0.05)
    let card = try #require(home.presentedViewController)
    #expect(TransitAnimator.inFlight(for: card) != nil, "Transit's card plays")
    #expect(window.runUntilIdle())
    #expect(presented == "a")
    #expect(home.presentedViewController?.presentationController is TransitPresentationController)
    set(nil)
    #expect(window.runUntilIdle())
    #expect(presented == nil)
    #expect(binding.writes.isEmpty, "the app's own changes are not written back")
    #expect(binding.dismissals == 1)
  }

  @Test func anotherValueReplacesThePresentedScreen() {
    set("a")
    #expect(window.runUntilIdle())
    set("b")
    #expect(window.runUntilIdle())
    #expect(presented == "b")
    #expect(binding.dismissals == 1)
  }

  enum UserDismissal: CaseIterable { case pullDown, dimmingTap, escape }

  @Test(arguments: UserDismissal.allCases)
  func aUsersDismissalWritesNilBack(_ dismissal: UserDismissal) throws {
    set("a")
    #expect(window.runUntilIdle())
    let controller = try #require(
      home.presentedViewController?.presentationController as? TransitPresentationController)
    switch dismissal {
    case .pullDown:
      window.send(.pan(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700), duration: 0.4))
    case .dimmingTap: window.tap(at: CGPoint(x: 195, y: 20))
    case .escape: window.performAccessibilityEscape(from: try #require(controller.dimmingView))
    }
    #expect(window.runUntilIdle())
    #expect(presented == nil)
    #expect(binding.writes == [nil])
    #expect(binding.dismissals == 1)
  }

  @Test func aCancelledPullDownWritesNothing() {
    set("a")
    #expect(window.runUntilIdle())
    window.send(.pan(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 240), duration: 0.4))
    #expect(window.runUntilIdle())
    #expect(presented == "a")
    #expect(binding.writes.isEmpty)
  }

  /// `interactiveDismissDisabled` as SwiftUI spells it is the screen's
  /// `isModalInPresentation`: the pull-down is refused and nothing is written back.
  @Test func aModalScreenKeepsItsBinding() {
    set("a")
    #expect(window.runUntilIdle())
    binder.isModalInPresentation = true
    window.send(.pan(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700), duration: 0.4))
    #expect(window.runUntilIdle())
    #expect(presented == "a")
    #expect(binding.writes.isEmpty)
  }

  /// Set to nil while the presentation plays: dismissed when it ends.
  @Test func nilDuringThePresentationDismissesAfterIt() {
    set("a")
    window.advance(by: 0.1)
    set(nil)
    #expect(window.runUntilIdle())
    #expect(presented == nil)
    #expect(window.eventLog.lines(of: [.warning]).isEmpty, "no dismissal during a presentation")
  }

  /// A value set while the user's dismissal plays: presented once it ends.
  @Test func aValueSetDuringTheUsersDismissalIsPresentedAfterIt() {
    set("a")
    #expect(window.runUntilIdle())
    window.clock.schedule(at: window.clock.now + 0.3) { [self] in set("b") }
    window.send(.pan(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700), duration: 0.4))
    #expect(window.runUntilIdle())
    #expect(presented == "b")
    #expect(window.eventLog.lines(of: [.warning]).isEmpty)
  }

  /// The anchor is covered by a sheet the app's UIKit code presented: the binder presents
  /// from the top of the chain, where UIKit accepts it.
  @Test func anAnchorUnderAnotherSheetPresentsFromTheTop() {
    let other = screen("Other")
    home.present(other, animated: true)
    #expect(window.runUntilIdle())
    set("a")
    #expect(window.runUntilIdle())
    #expect(other.presentedViewController?.title == "a")
    #expect(window.eventLog.lines(of: [.warning]).isEmpty, "nothing refused")
    // The app's code dismisses the whole chain from below: the binding hears it.
    home.dismiss(animated: true)
    #expect(window.runUntilIdle())
    binder.refresh()
    #expect(window.runUntilIdle())
    #expect(binding.writes == [nil])
  }

  /// The top of the chain is still being presented: the binder waits for it.
  @Test func aPresentationAskedDuringAnotherWaitsForIt() {
    let other = screen("Other")
    home.present(other, animated: true)
    window.advance(by: 0.05)
    guard case .wait = PresenterChoice.choose(for: home) else {
      Issue.record("the top of the chain is in a presentation: the choice is to wait")
      return
    }
    set("a")
    #expect(window.runUntilIdle())
    #expect(other.presentedViewController?.title == "a")
    #expect(window.eventLog.lines(of: [.warning]).isEmpty)
  }
}
