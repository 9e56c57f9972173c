#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  // UIKit's scroll views and recognizers are what the engine's gestures handle: their
  // members are the protocols' own; UIKit's host adds whether a scroll view zooms and a
  // recognizer's phase.

  extension UIScrollView: TransitionHostScrollView {
    /// Whether its pinch is enabled and its delegate names a view to zoom.
    public var transitZoomsContent: Bool {
      pinchGestureRecognizer?.isEnabled == true && transitDelegateZoomedView != nil
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
      case .possible: .possible
      @unknown default: .possible
      }
    }
  }

  extension UIPanGestureRecognizer: TransitionHostPanGestureRecognizer {}

  extension UIPinchGestureRecognizer: TransitionHostPinchGestureRecognizer {}

  extension UIEdgeInsets: TransitionHostEdgeInsets {}
#endif
