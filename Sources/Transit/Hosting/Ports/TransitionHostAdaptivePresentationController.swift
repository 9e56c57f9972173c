/// A host's presentation controller as the engine's user dismissal tells its delegate
/// (UIKit's `UIAdaptivePresentationControllerDelegate`): the one message send a host maps
/// onto its delegate protocol.
///
/// ```swift
/// extension UIPresentationController: TransitionHostAdaptivePresentationController {
///   public func transitSendToDelegate(_ message: UserDismissal.DelegateMessage) -> Bool {
///     …  // delegate?.presentationControllerShouldDismiss?(self) ?? true, …
///   }
/// }
/// ```
@MainActor
public protocol TransitionHostAdaptivePresentationController: AnyObject {
  /// Sends a message to the presentation controller's delegate.
  ///
  /// - Parameter message: The message.
  /// - Returns: The delegate's answer to ``UserDismissal/DelegateMessage/shouldDismiss``
  ///   (`true` without a delegate or an answer); `true` for the other messages.
  func transitSendToDelegate(_ message: UserDismissal.DelegateMessage) -> Bool
}
