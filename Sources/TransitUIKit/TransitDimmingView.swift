#if canImport(UIKit)
  import Transit
  import UIKit

  /// The dimming view of a Transit presentation: when a tap on it dismisses, it is a
  /// VoiceOver button, "Dismiss", whose activation and escape gesture dismiss too (iOS 17
  /// and later: before, no checked way back onto the main actor exists).
  @MainActor
  public final class TransitDimmingView: UIView {
    /// Asks for the dismissal (the presented screen's `dismissByUser(_:)`); `nil` when the
    /// dimming does not dismiss.
    public var dismiss: (@MainActor (UserDismissal.Trigger) -> Bool)? {
      didSet {
        isAccessibilityElement = dismiss != nil
        accessibilityLabel = dismiss != nil ? UserDismissal.controlLabel : nil
        // UIAccessibilityTraitButton (1): the 17.0 SDK declares `.button` a mutable global,
        // which Swift 6 refuses to read.
        accessibilityTraits = dismiss != nil ? UIAccessibilityTraits(rawValue: 1) : []
      }
    }

    /// VoiceOver activated the dimming: dismisses as a tap does (its middle, where VoiceOver
    /// would tap, is usually under the presented screen).
    ///
    /// - Returns: Whether it was handled.
    public override func accessibilityActivate() -> Bool {
      guard #available(iOS 17, *) else { return false }
      return MainActor.assumeIsolated {
        guard let dismiss else { return false }
        _ = dismiss(.dimmingTap)
        return true
      }
    }

    /// VoiceOver's escape gesture on the dimming: dismisses.
    ///
    /// - Returns: Whether the dismissal started.
    public override func accessibilityPerformEscape() -> Bool {
      // VoiceOver calls in on the main thread, but the SDK leaves the method nonisolated;
      // before iOS 17 there is no checked way back onto the main actor.
      guard #available(iOS 17, *) else { return false }
      return MainActor.assumeIsolated { dismiss?(.accessibilityEscape) ?? false }
    }
  }
#endif
