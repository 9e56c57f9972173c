import Foundation

/// A dismissal the user asks for — by a gesture (a pull down, a pinch, a drag), a tap on
/// the dimming, or VoiceOver's escape — and the one rule all of them follow: UIKit's rule
/// for its own sheets.
///
/// While a transition is in flight (the presentation still coming, a dismissal already
/// going) it is ignored: UIKit refuses a dismissal then ("Attempt to dismiss … while a
/// presentation or dismiss is in progress"), so nobody is asked or told of one that will
/// not happen. The presented controller's `isModalInPresentation` refuses it without asking
/// anyone; otherwise the presentation controller's delegate is asked
/// (`presentationControllerShouldDismiss`, yes when it does not answer). Refused, the
/// delegate hears `presentationControllerDidAttemptToDismiss` and nothing starts (no
/// appearance callback, no transition); allowed, it hears
/// `presentationControllerWillDismiss`, the dismissal starts, and
/// `presentationControllerDidDismiss` follows once it completed (not when a gesture gives
/// it up). A programmatic `dismiss` is not the user's and asks nobody.
public enum UserDismissal: Sendable, Hashable {
  /// What asks for the dismissal.
  public enum Trigger: Sendable, Hashable {
    /// A gesture the transition declares (pull down, pinch, drag, edge pan).
    case gesture
    /// A tap on the dimming view, or VoiceOver activating it.
    case dimmingTap
    /// VoiceOver's escape gesture.
    case accessibilityEscape
  }

  /// One message to the presentation controller's delegate
  /// (`UIAdaptivePresentationControllerDelegate`).
  public enum DelegateMessage: Sendable, Hashable {
    /// `presentationControllerShouldDismiss(_:)`: its answer counts.
    case shouldDismiss
    /// `presentationControllerDidAttemptToDismiss(_:)`.
    case didAttemptToDismiss
    /// `presentationControllerWillDismiss(_:)`.
    case willDismiss
    /// `presentationControllerDidDismiss(_:)`.
    case didDismiss
  }

  /// Sends one message to a presentation controller's delegate and returns its answer.
  public typealias Messenger = @MainActor (DelegateMessage) -> Bool

  /// What VoiceOver reads for a dimming view a tap on which dismisses.
  public static let controlLabel = "Dismiss"

  /// Where VoiceOver should tap the dimming's "Dismiss" button when it does not handle the
  /// activation itself (docs/design.md#n7): the middle of the largest strip of the dimming
  /// the presented screen leaves visible, not the middle of the dimming, which the screen
  /// usually covers.
  ///
  /// ```swift
  /// UserDismissal.activationPoint(in: CGRect(x: 0, y: 0, width: 390, height: 844),
  ///   around: CGRect(x: 0, y: 40, width: 390, height: 804))  // (195, 20)
  /// ```
  ///
  /// - Parameters:
  ///   - bounds: The dimming's frame.
  ///   - presented: The presented screen's frame, in the same coordinates.
  /// - Returns: The point; the middle of `bounds` when the screen leaves none of it visible.
  public static func activationPoint(in bounds: CGRect, around presented: CGRect) -> CGPoint {
    let cover = presented.intersection(bounds)
    guard !cover.isNull, !cover.isEmpty else { return CGPoint(x: bounds.midX, y: bounds.midY) }
    let strips = [
      CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: cover.minY - bounds.minY),
      CGRect(x: bounds.minX, y: cover.maxY, width: bounds.width, height: bounds.maxY - cover.maxY),
      CGRect(
        x: bounds.minX, y: bounds.minY, width: cover.minX - bounds.minX, height: bounds.height),
      CGRect(x: cover.maxX, y: bounds.minY, width: bounds.maxX - cover.maxX, height: bounds.height),
    ]
    guard let largest = strips.max(by: { $0.width * $0.height < $1.width * $1.height }),
      largest.width > 0, largest.height > 0
    else { return CGPoint(x: bounds.midX, y: bounds.midY) }
    return CGPoint(x: largest.midX, y: largest.midY)
  }

  /// The dismissal goes ahead.
  case allowed
  /// The dismissal is refused.
  case refused
  /// A transition is in flight: nothing happens and nobody hears of it.
  case ignored

  /// Decides a dismissal the user asked for.
  ///
  /// - Parameters:
  ///   - isTransitioning: Whether the presented controller is in a transition now.
  ///   - isModalInPresentation: The presented controller's `isModalInPresentation`.
  ///   - delegateAllows: Asks the delegate's `presentationControllerShouldDismiss` (called
  ///     only when neither of the others decides).
  /// - Returns: `.allowed`, `.refused` or `.ignored`.
  public static func decide(
    isTransitioning: Bool, isModalInPresentation: Bool, delegateAllows: () -> Bool
  ) -> UserDismissal {
    guard !isTransitioning else { return .ignored }
    guard !isModalInPresentation else { return .refused }
    return delegateAllows() ? .allowed : .refused
  }
}
