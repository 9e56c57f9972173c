import Foundation

/// A scroll view as the engine's gestures handle it: the members `UIScrollView` and the
/// stage's `StageScrollView` already have, under UIKit's names, and whether it zooms.
///
/// With it, what Transit's gestures do to the scroll views of a screen (hold them at their
/// top under a pull, keep them at their minimum zoom under a pinch-to-close, yield to a
/// zooming one) is decided once, by the engine.
@MainActor
public protocol TransitionHostScrollView: TransitionHostView {
  /// The host's edge insets (`UIEdgeInsets`, `StageEdgeInsets`).
  associatedtype Insets: TransitionHostEdgeInsets
  /// The host's pan recognizer class.
  associatedtype PanRecognizer: TransitionHostPanGestureRecognizer
  /// The host's pinch recognizer class.
  associatedtype PinchRecognizer: TransitionHostPinchGestureRecognizer

  /// Where the content's origin is, in the scroll view's coordinates.
  var contentOffset: CGPoint { get set }
  /// The content's size.
  var contentSize: CGSize { get }
  /// The content insets, safe area included.
  var adjustedContentInset: Insets { get }
  /// Whether the user's finger is on the content.
  var isTracking: Bool { get }
  /// The content's scale.
  var zoomScale: CGFloat { get }
  /// The smallest scale the content zooms to.
  var minimumZoomScale: CGFloat { get }
  /// The largest scale the content zooms to.
  var maximumZoomScale: CGFloat { get }
  /// The recognizer that scrolls.
  var panGestureRecognizer: PanRecognizer { get }
  /// The recognizer that zooms, if the scroll view zooms at all.
  var pinchGestureRecognizer: PinchRecognizer? { get }

  /// Sets the content's scale.
  ///
  /// - Parameters:
  ///   - scale: The scale.
  ///   - animated: Whether it animates.
  func setZoomScale(_ scale: CGFloat, animated: Bool)

  /// Whether the scroll view zooms: its pinch is enabled and its delegate names a view to
  /// zoom (`viewForZooming(in:)`), which only the host can ask.
  var transitZoomsContent: Bool { get }
}

/// A gesture recognizer as the engine's gestures handle it: the members
/// `UIGestureRecognizer` and the stage's `StageGestureRecognizer` already have, and its
/// state as the engine's phase.
@MainActor
public protocol TransitionHostGestureRecognizer: AnyObject {
  /// The host's view class.
  associatedtype View: AnyObject

  /// Whether it recognizes; turning it off and on cancels a gesture in progress.
  var isEnabled: Bool { get set }
  /// The view it is attached to.
  var view: View? { get }

  /// Where the gesture is, in a view's coordinates.
  ///
  /// - Parameter view: The view, or `nil` for the window's.
  /// - Returns: The point.
  func location(in view: View?) -> CGPoint

  /// Its state, as the engine's phase.
  var transitPhase: GesturePhase { get }
}

/// A pan recognizer as the engine's gestures measure it, as `UIPanGestureRecognizer` and
/// the stage's `StagePanGestureRecognizer` spell it.
@MainActor
public protocol TransitionHostPanGestureRecognizer: TransitionHostGestureRecognizer {
  /// How far the finger has moved since the gesture began, in a view's coordinates.
  ///
  /// - Parameter view: The view.
  /// - Returns: The translation.
  func translation(in view: View?) -> CGPoint

  /// How fast the finger moves, in points per second in a view's coordinates.
  ///
  /// - Parameter view: The view.
  /// - Returns: The velocity.
  func velocity(in view: View?) -> CGPoint
}

/// A pinch recognizer as the engine's gestures measure it, as `UIPinchGestureRecognizer`
/// and the stage's `StagePinchGestureRecognizer` spell it.
@MainActor
public protocol TransitionHostPinchGestureRecognizer: TransitionHostGestureRecognizer {
  /// The distance between the fingers relative to where they began.
  var scale: CGFloat { get }
  /// How fast the scale changes, per second.
  var velocity: CGFloat { get }
}

/// Edge insets, as `UIEdgeInsets` and the stage's `StageEdgeInsets` spell them.
public protocol TransitionHostEdgeInsets {
  /// The top inset.
  var top: CGFloat { get }
  /// The bottom inset.
  var bottom: CGFloat { get }
  /// The left inset.
  var left: CGFloat { get }
  /// The right inset.
  var right: CGFloat { get }
}
