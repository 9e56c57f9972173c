#if canImport(UIKit)
  import Transit
  import UIKit

  /// The dimming view of a Transit presentation: when a tap on it dismisses, it is a
  /// VoiceOver button, "Dismiss", whose activation and escape gesture dismiss too.
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

    /// VoiceOver activated the dimming: dismisses as a tap does.
    ///
    /// - Returns: Whether it was handled.
    public override func accessibilityActivate() -> Bool {
      // VoiceOver calls in on the main thread; the SDK leaves the method nonisolated.
      MainActor.assumeIsolated {
        guard let dismiss else { return false }
        _ = dismiss(.dimmingTap)
        return true
      }
    }

    /// VoiceOver's escape gesture on the dimming: dismisses.
    ///
    /// - Returns: Whether the dismissal started.
    public override func accessibilityPerformEscape() -> Bool {
      MainActor.assumeIsolated { dismiss?(.accessibilityEscape) ?? false }
    }
  }
#endif
