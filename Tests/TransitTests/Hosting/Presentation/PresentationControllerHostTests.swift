import Foundation
import Testing

@testable import Transit

/// What a host's presentation controller does at each moment, decided once by
/// ``PresentationControllerHost``'s extension and checked here on a host that records
/// every primitive it is asked for.
@MainActor
@Suite struct PresentationControllerHostTests {
  /// A presentation controller that records what it is told to do.
  @MainActor final class RecordingHost: PresentationControllerHost {
    var state: PresentationControllerState
    var calls: [String] = []
    var presenterViewIsInContainer = false
    var isPresenterBeingDismissed = false
    var containerBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    var capturesStatusBar = false
    func letPresentedScreenControlStatusBar() { capturesStatusBar = true }
    /// The presenter's transform, as the layouts leave it.
    var presenterTransform = Transform3D.identity
    init(_ presentation: Presentation, transition: Transition? = nil) {
      state = PresentationControllerState(
        presentation, transition: transition, diagnostics: .silent)
      state.diagnostics = TransitDiagnostics { [weak self] in self?.calls.append("\($0.kind)") }
    }
    func beginPresenterAppearance(_ isAppearing: Bool) {
      calls.append(isAppearing ? "presenter will appear" : "presenter will disappear")
    }
    func endPresenterAppearance() { calls.append("presenter did") }
    func rememberPresenterRest() { calls.append("remember presenter") }
    func restorePresenterRest() { calls.append("restore presenter") }
    func layOutPresenterUnderItsTransform(_ transform: (Transform3D) -> Transform3D) {
      calls.append("lay out presenter")
      presenterTransform = transform(presenterTransform)
    }
    var presentedFrame: CGRect { presentation.frame(in: containerBounds) }
    func roundPresentedView(cornerRadius: Double, corners: RectCorners, curve: CornerCurve) {
      calls.append("round \(cornerRadius) \(corners.rawValue) \(curve)")
    }
    func rememberPresentedRounding() { calls.append("remember rounding") }
    func restorePresentedRounding() { calls.append("restore rounding") }
    func addDimming(_ color: Color, dismissesOnTap: Bool) {
      calls.append(dismissesOnTap ? "dim, tap dismisses" : "dim")
    }
    func restoreDimming() { calls.append("restore dimming") }
    func removeDimming() { calls.append("remove dimming") }
    func startFollowingKeyboard() { calls.append("follow keyboard") }
    func stopFollowingKeyboard() { calls.append("stop following keyboard") }
    func makeContainerModalForVoiceOver() { calls.append("modal container") }
  }

  @Test func aHalfSheetDimsRoundsAndBalancesThePresenterWhenAsked() {
    var half = Presentation.half
    half.balancesPresenterAppearance = true
    let host = RecordingHost(half)
    host.presentationWillBegin()
    #expect(
      host.calls == [
        "presenter will disappear", "remember presenter", "modal container",
        "remember rounding", "round 12.0 3 continuous",
        "dim, tap dismisses", "follow keyboard",
      ])
    host.calls.removeAll()
    host.presentationDidEnd(true)
    #expect(host.calls == ["presenter did"])
  }

  /// Round two, finding 3: a balanced presenter dismissed along with the screen it
  /// presented (a dismissal from lower in the chain) hears nothing of the dismissal; one
  /// that stays hears it reappear.
  @Test(arguments: [false, true])
  func aBalancedPresenterDismissedAlongHearsNothing(presenterLeaves: Bool) {
    var half = Presentation.half
    half.balancesPresenterAppearance = true
    let host = RecordingHost(half)
    host.presentationWillBegin()
    host.presentationDidEnd(true)
    host.calls.removeAll()
    host.isPresenterBeingDismissed = presenterLeaves
    host.dismissalWillBegin()
    host.dismissalDidEnd(true)
    let presenterCalls = host.calls.filter { $0.hasPrefix("presenter ") }
    #expect(presenterCalls == (presenterLeaves ? [] : ["presenter will appear", "presenter did"]))
  }

  /// docs/design.md#u22: the corners of the free edges only (3: `.topLeft` and `.topRight`), and
  /// again when the container lays out, so a sheet the keyboard lifts rounds all four (15).
  @Test func aSheetRoundsTheCornersOfItsFreeEdgesAsItsFrameChanges() {
    let host = RecordingHost(.half)
    host.containerWillLayOut()
    #expect(host.calls.prefix(2) == ["remember rounding", "round 12.0 3 continuous"])
  }

  @Test func onlyAScreenReachingTheContainersTopControlsTheStatusBar() throws {
    // docs/design.md#u23: UIKit hands the status bar to .fullScreen presentations only
    // (modalPresentationCapturesStatusBarAppearance).
    let full = RecordingHost(try #require(Transition.card(topInset: 0).presentation))
    full.presentationWillBegin()
    #expect(full.capturesStatusBar)
    let card = RecordingHost(try #require(Transition.card(topInset: 40).presentation))
    card.presentationWillBegin()
    #expect(!card.capturesStatusBar)
    let half = RecordingHost(.half)
    half.presentationWillBegin()
    #expect(!half.capturesStatusBar)
  }

  @Test func aDismissalRemovesTheDimmingAndPutsThePresenterBack() throws {
    var card = try #require(Transition.card().presentation)
    card.balancesPresenterAppearance = true
    let host = RecordingHost(card)
    host.dismissalWillBegin()
    host.dismissalDidEnd(true)
    #expect(
      host.calls == [
        "presenter will appear", "presenter did", "remove dimming", "stop following keyboard",
        "restore presenter", "restore rounding",
      ])
  }

  @Test func aDismissalGivenUpShowsTheDimmingAgainAndLeavesThePresenterMoved() throws {
    var card = try #require(Transition.card().presentation)
    card.balancesPresenterAppearance = true
    let host = RecordingHost(card)
    host.dismissalWillBegin()
    host.dismissalDidEnd(false)
    #expect(
      host.calls == [
        "presenter will appear", "presenter will disappear", "presenter did", "restore dimming",
      ])
  }

  @Test func aCancelledPresentationTakesTheDimmingAway() throws {
    let host = RecordingHost(try #require(Transition.card().presentation))
    host.presentationDidEnd(false)
    #expect(
      host.calls.suffix(3) == ["remove dimming", "stop following keyboard", "restore rounding"])
  }

  @Test func aPresentationWithoutDimmingOrCornersAsksForNeither() {
    var plain = Presentation(.full, dimming: nil)
    plain.balancesPresenterAppearance = false
    let host = RecordingHost(plain)
    host.presentationWillBegin()
    #expect(host.calls == ["remember presenter", "modal container", "follow keyboard"])
  }

  /// The articles' trap: a completed dismissal that leaves the presenter's view in the
  /// container though the presentation never removed it is reported; one that removed it is
  /// not (its view comes back by the host's rules).
  @Test func aPresenterViewLeftOffTheWindowByACustomDismissalIsReported() {
    let host = RecordingHost(.half)
    host.presenterViewIsInContainer = true
    host.dismissalDidEnd(true)
    #expect(host.calls.last == "presentingViewAddedInCustomDismissal")
    let full = RecordingHost(Presentation(.full, removesPresentersView: true))
    full.presenterViewIsInContainer = true
    full.dismissalDidEnd(true)
    let cancelled = RecordingHost(.half)
    cancelled.presenterViewIsInContainer = true
    cancelled.dismissalDidEnd(false)
    #expect(!(full.calls + cancelled.calls).contains("presentingViewAddedInCustomDismissal"))
  }
}

extension PresentationControllerHostTests {
  /// docs/design.md#u12: a rotation lays a presenter that stays out again under its transform; one
  /// whose view the presentation removed is UIKit's to lay out.
  @Test func aContainerLayoutLaysOutAPresenterThatStays() throws {
    let kept = RecordingHost(try #require(Transition.card().presentation))
    kept.containerWillLayOut()
    #expect(kept.calls == ["lay out presenter"])
    let removed = RecordingHost(Presentation(.full, removesPresentersView: true))
    removed.containerWillLayOut()
    #expect(removed.calls.isEmpty)
  }
}

extension PresentationControllerHostTests {
  /// A card scales its presenter by (height − 40) / height (its documentation): after a
  /// rotation the presenter takes the scale of the new height, so the gap above it stays
  /// 20 points; a transform that is not the card's end state (the app's own, or none after
  /// a Reduce Motion cross-fade) is left as it is.
  @Test func aRotationGivesACardsPresenterTheScaleOfItsNewHeight() throws {
    let card = Transition.card(topInset: 40)
    let portrait = Transform3D.scale((844 - 40) / 844.0)
    let landscape = Transform3D.scale((390 - 40) / 390.0)
    for (before, after) in [
      (portrait, landscape), (.identity, .identity),
      (
        Transform3D(rotationAngle: 0.1, x: 0, y: 0, z: 1),
        Transform3D(rotationAngle: 0.1, x: 0, y: 0, z: 1)
      ),
    ] {
      let host = RecordingHost(try #require(card.presentation), transition: card)
      host.presentationWillBegin()
      host.presenterTransform = before
      host.presentationDidEnd(true)
      host.containerBounds = CGRect(x: 0, y: 0, width: 844, height: 390)
      host.containerWillLayOut()
      #expect(host.presenterTransform.isClose(to: after), "\(before) → \(host.presenterTransform)")
      host.containerBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
      host.containerWillLayOut()
      #expect(host.presenterTransform.isClose(to: before), "and back")
    }
  }

  /// Without the transition (a presentation controller an app makes itself), the presenter
  /// keeps the transform it has.
  @Test func withoutATransitionThePresenterKeepsItsTransformThroughARotation() {
    let host = RecordingHost(.half)
    host.presentationWillBegin()
    host.presenterTransform = .scale(0.9)
    host.presentationDidEnd(true)
    host.containerBounds = CGRect(x: 0, y: 0, width: 844, height: 390)
    host.containerWillLayOut()
    #expect(host.presenterTransform == .scale(0.9))
  }
}

extension PresentationControllerHostTests {
  /// A resize while a transition plays leaves the presenter's transform to the transition
  /// (it is animating); when the transition ends with the screen presented (a presentation
  /// completed, a dismissal given up), the end state of the size it began at is refitted to
  /// the size now.
  @Test func aResizeDuringATransitionIsRefittedWhenItEnds() throws {
    let card = Transition.card(topInset: 40)
    let portrait = Transform3D.scale((844 - 40) / 844.0)
    let landscape = Transform3D.scale((390 - 40) / 390.0)
    let host = RecordingHost(try #require(card.presentation), transition: card)
    host.presentationWillBegin()
    host.presenterTransform = .scale(0.99)
    host.containerBounds = CGRect(x: 0, y: 0, width: 844, height: 390)
    host.containerWillLayOut()
    #expect(host.presenterTransform == .scale(0.99), "mid-presentation: the transition's")
    host.presenterTransform = portrait  // where the presentation's timeline ends
    host.presentationDidEnd(true)
    #expect(host.presenterTransform.isClose(to: landscape))

    host.dismissalWillBegin()
    host.containerBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    host.containerWillLayOut()
    #expect(host.presenterTransform.isClose(to: landscape), "mid-dismissal: the transition's")
    host.dismissalDidEnd(false)
    #expect(host.presenterTransform.isClose(to: portrait), "a dismissal given up: refitted")
  }
}
