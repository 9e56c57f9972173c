import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// What Transit's gestures do with the scroll views of a screen, decided once for every
// host whose scroll views and recognizers are the host twins: hold them under a pull
// (``ScrollHandOver``), keep them at their minimum zoom under a pinch-to-close and yield to
// a zooming one (``ZoomYield``).

extension TransitionInstaller
where
  Recognizer: TransitionHostGestureRecognizer, Recognizer.View == Context.View
{
  /// The engine's phase for a recognizer's state.
  ///
  /// - Parameter recognizer: The recognizer.
  /// - Returns: Its phase.
  public static func phase(of recognizer: Recognizer) -> GesturePhase { recognizer.transitPhase }

  /// Keeps the scroll views under the finger at their top and stops their drag (turning
  /// their pan off and on cancels it, as in UIKit), so they stay still while a pull moves
  /// the screen.
  ///
  /// - Parameter screen: The screen's view.
  public static func holdScrollViews(in screen: Context.View) {
    for scroll in scrollViews(in: screen) where scroll.isTracking {
      scroll.contentOffset.y = -scroll.adjustedContentInset.top
      scroll.panGestureRecognizer.isEnabled = false
      scroll.panGestureRecognizer.isEnabled = true
    }
  }

  /// Keeps the zooming scroll views in a screen at their minimum zoom: each one's pinch in
  /// progress is cancelled (turning it off and on) and its zoom scale set back to its
  /// minimum, so the photo stays as it was while a pinch closes the screen.
  ///
  /// - Parameter screen: The screen's view.
  public static func holdZoom(in screen: Context.View) {
    for scroll in scrollViews(in: screen) {
      guard let pinch = scroll.pinchGestureRecognizer else { continue }
      let phase = pinch.transitPhase
      if phase == .began || phase == .changed {
        pinch.isEnabled = false
        pinch.isEnabled = true
      }
      if scroll.zoomScale < scroll.minimumZoomScale {
        scroll.setZoomScale(scroll.minimumZoomScale, animated: false)
      }
    }
  }

  /// Whether no scroll view under a view is being dragged away from the top of its content:
  /// a pull may then move the screen (``GestureSample/isContentAtTop``).
  ///
  /// - Parameter view: The view the gesture is measured in.
  /// - Returns: Whether the content is at its top.
  public static func isContentAtTop(in view: Context.View) -> Bool {
    !scrollViews(in: view).contains {
      $0.isTracking && $0.contentOffset.y > -$0.adjustedContentInset.top + 0.5
    }
  }

  /// The zoom of the scroll view that zooms and would take a recognizer's touches: the
  /// nearest one around the recognizer's view (a matched-view drag is on the photo inside
  /// it), else the first one inside it under the gesture's location.
  ///
  /// - Parameter recognizer: The recognizer.
  /// - Returns: The zoom, or `nil` when no zooming scroll view takes the touches.
  public static func scrollZoom(under recognizer: Recognizer) -> ScrollZoom? {
    guard let view = recognizer.view else { return nil }
    var ancestor: Context.View? = view
    var zooming: ScrollView?
    while let next = ancestor, zooming == nil {
      zooming = (next as? ScrollView).flatMap { $0.transitZoomsContent ? $0 : nil }
      ancestor = next.superview
    }
    zooming =
      zooming
      ?? scrollViews(in: view).first { scroll in
        guard scroll.transitZoomsContent, let view = scroll as? Context.View else { return false }
        return scroll.bounds.contains(recognizer.location(in: view))
      }
    return zooming.map {
      ScrollZoom(
        scale: Double($0.zoomScale), minimumScale: Double($0.minimumZoomScale),
        maximumScale: Double($0.maximumZoomScale))
    }
  }

  /// The scroll views in a view's tree, the view included.
  private static func scrollViews(in view: Context.View) -> [ScrollView] {
    var found: [ScrollView] = []
    var pending = [view]
    while let next = pending.popLast() {
      if let scroll = next as? ScrollView { found.append(scroll) }
      pending += next.subviews
    }
    return found
  }
}
