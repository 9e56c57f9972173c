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
