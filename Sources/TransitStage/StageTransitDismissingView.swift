import StageKit
import Transit

/// A view of a Transit presentation on the stage that VoiceOver can dismiss it from: the
/// dimming, a "Dismiss" button when a tap on it dismisses, and the view around the
/// presented screen's own (`presentedView`, as `UIPresentationController`'s documentation
/// suggests for chrome around the content).
///
/// VoiceOver's escape gesture asks the focused element, then its ancestors; the dimming is
/// the presented view's sibling, so from inside the content only the wrapper hears it.
@MainActor
final class StageTransitDismissingView: StageView {
  /// Asks for the dismissal (the presented screen's `dismissByUser(_:)`).
  var dismiss: (@MainActor (UserDismissal.Trigger) -> Bool)?

  /// Makes the view the dimming's "Dismiss" button for VoiceOver.
  func becomeDismissButton() {
    isAccessibilityElement = true
    accessibilityLabel = UserDismissal.controlLabel
    accessibilityTraits = .button
  }

  /// VoiceOver activated the dimming button: dismisses as a tap does.
  override func accessibilityActivate() -> Bool {
    guard isAccessibilityElement, let dismiss else { return false }
    _ = dismiss(.dimmingTap)
    return true
  }

  /// VoiceOver's escape gesture: dismisses.
  override func accessibilityPerformEscape() -> Bool {
    dismiss?(.accessibilityEscape) ?? false
  }
}
