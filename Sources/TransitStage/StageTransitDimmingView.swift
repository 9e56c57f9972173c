import StageKit
import Transit

/// The dimming view of a Transit presentation on the stage: when a tap on it dismisses,
/// it is a VoiceOver button, "Dismiss", whose activation and escape gesture dismiss too.
@MainActor
public final class StageTransitDimmingView: StageView {
  /// Asks for the dismissal (the presented screen's `dismissByUser(_:)`); `nil` when the
  /// dimming does not dismiss.
  public var dismiss: (@MainActor (UserDismissal.Trigger) -> Bool)? {
    didSet {
      isAccessibilityElement = dismiss != nil
      accessibilityLabel = dismiss != nil ? UserDismissal.controlLabel : nil
      accessibilityTraits = dismiss != nil ? .button : []
    }
  }

  /// VoiceOver activated the dimming: dismisses as a tap does.
  ///
  /// - Returns: Whether it was handled (a refused dismissal still is).
  public override func accessibilityActivate() -> Bool {
    guard let dismiss else { return false }
    _ = dismiss(.dimmingTap)
    return true
  }

  /// VoiceOver's escape gesture on the dimming: dismisses.
  ///
  /// - Returns: Whether the dismissal started.
  public override func accessibilityPerformEscape() -> Bool {
    dismiss?(.accessibilityEscape) ?? false
  }
}
