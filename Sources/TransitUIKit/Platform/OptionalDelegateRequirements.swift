// Calls to delegate methods an app may leave out. UIKit's are optional Objective-C
// requirements, called with `?` and answered by default when absent; the stage's twins are
// Swift requirements with default implementations, called directly.
#if TRANSIT_STAGE
  import Transit

  // `interruptibleAnimator(using:)` is optional in UIKit, found by `responds(to:)`; the stage
  // finds it by this conformance.
  extension TransitAnimator: StageInterruptibleAnimatedTransitioning {}

  extension UIScrollView {
    /// The view the delegate zooms, if it names one.
    var transitDelegateZoomedView: UIView? { delegate?.viewForZooming(in: self) }
  }

  extension UIPresentationController: TransitionHostAdaptivePresentationController {
    /// Sends a message to the presentation controller's `delegate`.
    ///
    /// - Parameter message: The message.
    /// - Returns: The delegate's answer to `.shouldDismiss` (`true` without a delegate);
    ///   `true` for the other messages.
    public func transitSendToDelegate(_ message: UserDismissal.DelegateMessage) -> Bool {
      guard let delegate else { return true }
      switch message {
      case .shouldDismiss: return delegate.presentationControllerShouldDismiss(self)
      case .didAttemptToDismiss: delegate.presentationControllerDidAttemptToDismiss(self)
      case .willDismiss: delegate.presentationControllerWillDismiss(self)
      case .didDismiss: delegate.presentationControllerDidDismiss(self)
      }
      return true
    }
  }
#elseif canImport(UIKit)
  import Transit
  import UIKit

  extension UIScrollView {
    /// The view the delegate zooms, if it answers `viewForZooming(in:)` with one.
    var transitDelegateZoomedView: UIView? { delegate?.viewForZooming?(in: self) }
  }

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
