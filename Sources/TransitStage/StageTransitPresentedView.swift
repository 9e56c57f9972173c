import StageKit
import Transit

/// The view a Transit presentation controller gives the animators on the stage: the
/// presented screen's view inside one of Transit's own, as `UIPresentationController`'s
/// documentation suggests for chrome around the content.
///
/// VoiceOver's escape gesture asks the focused element, then each of its superviews; the
/// dimming view is the presented view's sibling, so from inside the content only this view
/// hears it, and it dismisses as the dimming would (`UserDismissal`).
@MainActor
public final class StageTransitPresentedView: StageView {
  /// Asks for the dismissal (the presented screen's `dismissByUser(_:)`).
  var dismiss: (@MainActor (UserDismissal.Trigger) -> Bool)?

  /// VoiceOver's escape gesture inside the presented screen: dismisses.
  ///
  /// - Returns: Whether the dismissal started.
  public override func accessibilityPerformEscape() -> Bool {
    dismiss?(.accessibilityEscape) ?? false
  }
}
