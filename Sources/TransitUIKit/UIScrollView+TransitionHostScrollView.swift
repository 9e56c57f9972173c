#if canImport(UIKit) && !TRANSIT_STAGE
  import Transit
  import UIKit

  // UIKit's scroll views and recognizers are what the engine's gestures handle: their
  // members are the protocols' own; UIKit's host adds whether a scroll view zooms and a
  // recognizer's phase.

  extension UIScrollView: TransitionHostScrollView {
    /// Whether its pinch is enabled and its delegate names a view to zoom.
    public var transitZoomsContent: Bool {
      pinchGestureRecognizer?.isEnabled == true
        && delegate?.viewForZooming?(in: self) != nil
    }
  }

  extension UIGestureRecognizer: TransitionHostGestureRecognizer {
    /// The engine's phase for the recognizer's state.
    public var transitPhase: GesturePhase {
      switch state {
      case .began: .began
      case .changed: .changed
      case .ended: .ended
      case .cancelled: .cancelled
      case .failed: .failed
      default: .possible
      }
    }
  }

  extension UIPanGestureRecognizer: TransitionHostPanGestureRecognizer {}

  extension UIPinchGestureRecognizer: TransitionHostPinchGestureRecognizer {}

  extension UIEdgeInsets: TransitionHostEdgeInsets {}
#endif
