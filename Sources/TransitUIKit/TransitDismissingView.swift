#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  /// A view of a Transit presentation that VoiceOver can dismiss it from: the dimming,
  /// a "Dismiss" button when a tap on it dismisses, and the view around the presented
  /// screen's own (`presentedView`, as `UIPresentationController`'s documentation suggests
  /// for chrome around the content).
  ///
  /// VoiceOver's escape gesture asks the focused element, then its ancestors; the dimming
  /// is the presented view's sibling, so from inside the content only the wrapper hears it.
  /// VoiceOver calls in on the main thread, but the SDK leaves both methods nonisolated, and
  /// `MainActor.assumeIsolated`, the checked way back onto the main actor, needs iOS 17
  /// with this SDK: below it, escape is not handled here, and activation falls back to
  /// VoiceOver's tap at the `accessibilityActivationPoint`, which the presentation
  /// controller puts on the dimming that shows (docs/design.md#n7), so the tap dismisses.
  @MainActor
  final class TransitDismissingView: UIView {
    /// Asks for the dismissal (the presented screen's `dismissByUser(_:)`).
    var dismiss: (@MainActor (UserDismissal.Trigger) -> Bool)?

    /// Makes the view the dimming's "Dismiss" button for VoiceOver.
    func becomeDismissButton() {
      isAccessibilityElement = true
      accessibilityLabel = UserDismissal.controlLabel
      // UIAccessibilityTraitButton (1): the 17.0 SDK declares `.button` a mutable global,
      // which Swift 6 refuses to read.
      accessibilityTraits = UIAccessibilityTraits(rawValue: 1)
    }

    /// VoiceOver activated the dimming button: dismisses as a tap does (its middle, where
    /// VoiceOver would tap, is usually under the presented screen).
    override func accessibilityActivate() -> Bool {
      guard #available(iOS 17, *) else { return false }
      return MainActor.assumeIsolated {
        guard isAccessibilityElement, let dismiss else { return false }
        _ = dismiss(.dimmingTap)
        return true
      }
    }

    /// VoiceOver's escape gesture: dismisses. (VoiceOver calls in on the main thread, but
    /// the SDK leaves the method nonisolated.)
    override func accessibilityPerformEscape() -> Bool {
      guard #available(iOS 17, *) else { return false }
      return MainActor.assumeIsolated { dismiss?(.accessibilityEscape) ?? false }
    }
  }
#endif
