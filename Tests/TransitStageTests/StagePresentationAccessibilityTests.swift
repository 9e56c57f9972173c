import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// docs/design.md#u17: a custom presentation as VoiceOver meets it — the presenter behind it cannot
/// be reached, the dimming is a "Dismiss" button, escape dismisses — and Prefer Cross-Fade
/// Transitions honoured as Reduce Motion.
@MainActor
@Suite struct StagePresentationAccessibilityTests {
  let window = StageWindow.phone()
  let home = screen("Home")

  init() {
    window.rootViewController = home
    window.makeKeyAndVisible()
    home.view.addSubview(Self.element("Buy", frame: CGRect(x: 20, y: 700, width: 100, height: 44)))
  }

  static func element(_ label: String, frame: CGRect) -> StageView {
    let view = StageView(frame: frame)
    view.isAccessibilityElement = true
    view.accessibilityLabel = label
    return view
  }

  private var readable: [String] { window.voiceOverElements.compactMap(\.accessibilityLabel) }

  @Test func thePresenterBehindACardCannotBeReachedButTheDismissButtonCan() throws {
    #expect(readable == ["Buy"])
    let card = screen("Card")
    card.view.addSubview(Self.element("Title", frame: CGRect(x: 20, y: 20, width: 200, height: 44)))
    home.transit.present(card, using: .card(topInset: 40))
    #expect(window.runUntilIdle())
    #expect(readable == ["Dismiss", "Title"])
    let dimming = try #require(
      window.voiceOverElements.first { $0.accessibilityLabel == "Dismiss" })
    #expect(dimming.accessibilityTraits.contains(.button))
    window.performAccessibilityEscape(from: dimming)
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController == nil, "escape dismissed the card")
    #expect(readable == ["Buy"])
  }

  /// VoiceOver asks the focused element and then its superviews; the dimming is beside the
  /// presented screen, not above it, so escape from inside the content reaches Transit's
  /// presented view around the screen.
  @Test func escapeFromInsideThePresentedScreenDismissesIt() {
    let card = screen("Card")
    let title = Self.element("Title", frame: CGRect(x: 20, y: 20, width: 200, height: 44))
    card.view.addSubview(title)
    home.transit.present(card, using: .card(topInset: 40))
    #expect(window.runUntilIdle())
    #expect(window.performAccessibilityEscape(from: title), "someone answered the escape")
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController == nil, "escape dismissed the card")
  }

  @Test func escapeFromInsideAModalScreenDismissesNothing() {
    let card = screen("Card")
    card.isModalInPresentation = true
    let title = Self.element("Title", frame: CGRect(x: 20, y: 20, width: 200, height: 44))
    card.view.addSubview(title)
    home.transit.present(card, using: .card(topInset: 40))
    #expect(window.runUntilIdle())
    window.performAccessibilityEscape(from: title)
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController === card, "isModalInPresentation refuses it")
  }

  /// A presented screen that answers the escape itself (to ask before discarding an edit)
  /// gets it before Transit dismisses: the walk passes through its controller first.
  @Test func aPresentedScreenThatAnswersTheEscapeItselfKeepsIt() {
    final class Editor: StageViewController {
      var escapes = 0
      override func accessibilityPerformEscape() -> Bool {
        escapes += 1
        return true
      }
    }
    let editor = Editor()
    editor.title = "Editor"
    let title = Self.element("Title", frame: CGRect(x: 20, y: 20, width: 200, height: 44))
    editor.view.addSubview(title)
    home.transit.present(editor, using: .card(topInset: 40))
    #expect(window.runUntilIdle())
    #expect(window.performAccessibilityEscape(from: title))
    #expect(window.runUntilIdle())
    #expect(editor.escapes == 1, "the screen heard the escape")
    #expect(home.presentedViewController === editor, "and Transit left it presented")
  }

  @Test func aDimmingThatDoesNotDismissIsNotAButton() {
    let sheet = screen("Sheet")
    var presentation = Presentation.half
    presentation.dismissesOnTapOutside = false
    home.transit.present(sheet, using: Transition.cover().presentation(presentation))
    #expect(window.runUntilIdle())
    #expect(readable.isEmpty, "the presenter is hidden, the dimming is no element")
  }

  @Test func preferCrossFadeTransitionsCrossFadesInsteadOfMoving() throws {
    window.prefersCrossFadeTransitions = true
    let navigation = StageNavigationController(rootViewController: screen("List"))
    window.rootViewController = navigation
    let detail = screen("Detail")
    navigation.transit.push(detail, using: .cube())
    window.advance(by: 0.125)
    let layer = try #require(detail.view.layer.presentation())
    #expect(layer.transform.isIdentity, "nothing turns")
    #expect(layer.opacity > 0.2 && layer.opacity < 0.8, "it fades")
    #expect(window.runUntilIdle())
  }

  @Test func voiceOversTapOnDismissLandsOnTheDimmingNotTheCard() throws {
    // docs/design.md#n7: where "Dismiss" does not handle its activation itself, VoiceOver
    // taps its activation point, by default the middle of the full-screen dimming, which a
    // card covers: the tap pressed the card's content. The point is in the visible dimming.
    let card = screen("Card")
    home.transit.present(card, using: .card(topInset: 40))
    #expect(window.runUntilIdle())
    let dimming = try #require(
      window.voiceOverElements.first { $0.accessibilityLabel == "Dismiss" })
    let point = dimming.accessibilityActivationPoint
    #expect(point.y < 40 && window.bounds.contains(point), "\(point)")
    window.tap(at: point)
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController == nil, "a tap there dismisses")
  }
}
