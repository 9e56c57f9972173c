#if canImport(UIKit) && !TRANSIT_STAGE
  import Transit
  import UIKit

  extension UIPresentationController: TransitionHostAdaptivePresentationController {
    /// Sends a message to the presentation controller's `delegate`, if it answers it.
    ///
    /// - Parameter message: The message.
    /// - Returns: The delegate's answer to `.shouldDismiss` (`true` without a delegate or an
    ///   answer); `true` for the other messages.
    public func transitSendToDelegate(_ message: UserDismissal.DelegateMessage) -> Bool {
      guard let delegate else { return true }
      switch message {
      case .shouldDismiss: return delegate.presentationControllerShouldDismiss?(self) ?? true
      case .didAttemptToDismiss: delegate.presentationControllerDidAttemptToDismiss?(self)
      case .willDismiss: delegate.presentationControllerWillDismiss?(self)
      case .didDismiss: delegate.presentationControllerDidDismiss?(self)
      }
      return true
    }
  }
#endif
