#if canImport(UIKit)
  import Transit
  import UIKit

  /// The view a Transit presentation controller gives the animators: the presented
  /// screen's view inside one of Transit's own, as `UIPresentationController`'s
  /// `presentedView` documentation suggests for chrome around the content.
  ///
  /// VoiceOver's escape gesture asks the focused element, then its ancestors; the dimming
  /// view is the presented view's sibling, so from inside the content only this view hears
  /// it, and it dismisses as the dimming would (`UserDismissal`).
  @MainActor
  public final class TransitPresentedView: UIView {
    /// Asks for the dismissal (the presented screen's `dismissByUser(_:)`).
    var dismiss: (@MainActor (UserDismissal.Trigger) -> Bool)?

    /// VoiceOver's escape gesture inside the presented screen: dismisses (iOS 17 and
    /// later, as the dimming's).
    ///
    /// - Returns: Whether the dismissal started.
    public override func accessibilityPerformEscape() -> Bool {
      guard #available(iOS 17, *) else { return false }
      return MainActor.assumeIsolated { dismiss?(.accessibilityEscape) ?? false }
    }
  }
#endif
