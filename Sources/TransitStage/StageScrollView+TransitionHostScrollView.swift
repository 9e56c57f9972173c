import StageKit
import Transit

// The stage's scroll views and recognizers are what the engine's gestures handle: their
// members are the protocols' own, as UIKit's are; the stage adds whether a scroll view
// zooms and a recognizer's phase.

extension StageScrollView: TransitionHostScrollView {
  /// Whether its pinch is enabled and its delegate names a view to zoom.
  public var transitZoomsContent: Bool {
    pinchGestureRecognizer?.isEnabled == true && delegate?.viewForZooming(in: self) != nil
  }
}

extension StageGestureRecognizer: TransitionHostGestureRecognizer {
  /// The engine's phase for the recognizer's state.
  public var transitPhase: GesturePhase {
    switch state {
    case .possible: .possible
    case .began: .began
    case .changed: .changed
    case .ended: .ended
    case .cancelled: .cancelled
    case .failed: .failed
    }
  }
}

extension StagePanGestureRecognizer: TransitionHostPanGestureRecognizer {}

extension StagePinchGestureRecognizer: TransitionHostPinchGestureRecognizer {}

extension StageEdgeInsets: TransitionHostEdgeInsets {}
