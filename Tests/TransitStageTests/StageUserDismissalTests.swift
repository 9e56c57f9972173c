import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// Records what a presentation controller's delegate hears, and answers
/// `presentationControllerShouldDismiss` as told.
@MainActor
final class PresentationDelegateLog: StageAdaptivePresentationControllerDelegate {
  var allows = true
  var heard: [String] = []
  func presentationControllerShouldDismiss(_ presentationController: StagePresentationController)
    -> Bool
  {
    heard.append("shouldDismiss")
    return allows
  }
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: StagePresentationController
  ) { heard.append("didAttemptToDismiss") }
  func presentationControllerWillDismiss(_ presentationController: StagePresentationController) {
    heard.append("willDismiss")
  }
  func presentationControllerDidDismiss(_ presentationController: StagePresentationController) {
    heard.append("didDismiss")
  }
}

/// docs/design.md#u16/docs/design.md#u4: `isModalInPresentation` and the presentation delegate,
/// honoured the same way by
/// the pull down, the tap on the dimming and VoiceOver's escape (docs/uikit-behaviour.md#b1-2-r13).
@MainActor
@Suite struct StageUserDismissalTests {
  let window = StageWindow.phone()
  let home = screen("Home")
  let card = screen("Card")
  let log = PresentationDelegateLog()

  init() throws {
    window.rootViewController = home
    window.makeKeyAndVisible()
    home.transit.present(card, using: Transition.card(topInset: 40).interactive(.pullDownToDismiss))
    _ = window.runUntilIdle()
    card.presentationController?.delegate = log
    window.eventLog.removeAll()
  }

  enum Attempt: CaseIterable { case pull, dimmingTap, escape, activation }

  private func attempt(_ attempt: Attempt) throws {
    let controller = try #require(
      card.presentationController as? TransitPresentationController)
    let dimming = try #require(controller.dimmingView)
    switch attempt {
    case .pull:
      window.send(.pan(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700), duration: 0.4))
    case .dimmingTap: window.tap(at: CGPoint(x: 195, y: 20))
    case .escape: window.performAccessibilityEscape(from: dimming)
    case .activation: window.performAccessibilityActivate(on: dimming)
    }
  }

  @Test(arguments: Attempt.allCases)
  func aModalScreenRefusesEveryUserDismissal(_ attempt: Attempt) throws {
    card.isModalInPresentation = true
    try self.attempt(attempt)
    #expect(window.transitionsInFlight.isEmpty)
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController === card)
    #expect(window.eventLog.lines(of: [.appearance]).isEmpty, "nothing started")
    // Modal in presentation: the delegate is not asked, only told of the attempt.
    #expect(log.heard == ["didAttemptToDismiss"])
    card.dismiss(animated: true)
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController == nil, "a programmatic dismiss still works")
    #expect(log.heard == ["didAttemptToDismiss"], "and tells the delegate nothing")
  }

  @Test(arguments: Attempt.allCases)
  func theDelegateCanRefuse(_ attempt: Attempt) throws {
    log.allows = false
    try self.attempt(attempt)
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController === card)
    #expect(log.heard == ["shouldDismiss", "didAttemptToDismiss"])
    #expect(window.eventLog.lines(of: [.appearance]).isEmpty)
  }

  @Test(arguments: Attempt.allCases)
  func anAllowedDismissalIsAnnouncedBeforeAndAfter(_ attempt: Attempt) throws {
    try self.attempt(attempt)
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController == nil)
    #expect(log.heard == ["shouldDismiss", "willDismiss", "didDismiss"])
  }

  /// A tap on the dimming (or VoiceOver's escape or activation) while the card is still
  /// coming up or already going down: UIKit refuses a dismissal in a transition ("Attempt
  /// to dismiss … while a presentation or dismiss is in progress"), so nothing is asked of
  /// the delegate and nothing is announced that will not happen.
  @Test(arguments: [true, false], [Attempt.dimmingTap, .escape, .activation])
  func aUserDismissalDuringATransitionIsIgnoredQuietly(whilePresenting: Bool, attempt: Attempt)
    throws
  {
    if whilePresenting {
      card.dismiss(animated: false)
      #expect(window.runUntilIdle())
      home.transit.present(card, using: .card(topInset: 40))
      card.presentationController?.delegate = log
    } else {
      card.dismiss(animated: true)
    }
    window.advance(by: 0.1)
    #expect(!window.transitionsInFlight.isEmpty)
    window.eventLog.removeAll()
    try self.attempt(attempt)
    #expect(window.runUntilIdle())
    #expect(log.heard.isEmpty, "\(log.heard)")
    #expect(window.eventLog.warnings.isEmpty, "\(window.eventLog.warnings)")
    #expect((home.presentedViewController === card) == whilePresenting)
  }

  @Test func aPullGivenUpIsNotADismissal() {
    window.send(
      .pan(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 260), duration: 0.4)
        .holding(for: 0.2))
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController === card)
    #expect(log.heard == ["shouldDismiss", "willDismiss"])
  }
}
