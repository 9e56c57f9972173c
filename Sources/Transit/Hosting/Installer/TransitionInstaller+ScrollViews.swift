import Foundation

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

  /// What the engine's mappers need from a recognizer: a pinch's scale and its speed, a
  /// pan's translation and velocity and whether the content under it is at its top, and
  /// the zoom of a zooming scroll view that would take its touches.
  ///
  /// - Parameters:
  ///   - recognizer: The recognizer.
  ///   - view: The view its touches are measured in.
  /// - Returns: The sample.
  public static func sample(of recognizer: Recognizer, in view: Context.View) -> GestureSample {
    let zoom = scrollZoom(under: recognizer)
    if let pinch = recognizer as? ScrollView.PinchRecognizer {
      return GestureSample(
        scale: Double(pinch.scale), scaleVelocity: Double(pinch.velocity), zoom: zoom)
    }
    guard let pan = recognizer as? ScrollView.PanRecognizer,
      let measured = view as? ScrollView.PanRecognizer.View
    else { return GestureSample() }
    return GestureSample(
      translation: pan.translation(in: measured), velocity: pan.velocity(in: measured),
      isContentAtTop: isContentAtTop(in: view), zoom: zoom,
      horizontalScroll: horizontalScrollRoom(under: recognizer))
  }

  /// Whether one of Transit's recognizers may begin: the engine's core decides from its
  /// sample and its view's geometry.
  ///
  /// - Parameter recognizer: The recognizer about to begin.
  /// - Returns: Whether it may.
  public func shouldBegin(_ recognizer: Recognizer) -> Bool {
    let view = recognizer.view
    return core.shouldBegin(
      recognizer, sample: view.map { Self.sample(of: recognizer, in: $0) },
      geometry: view.map { Self.geometry(of: $0) })
  }

  /// Whether one of Transit's recognizers recognizes alongside another: a pull with a
  /// scroll view's pan, a pinch-to-close with a scroll view's zooming pinch.
  ///
  /// - Parameters:
  ///   - recognizer: Transit's recognizer.
  ///   - other: The other recognizer.
  /// - Returns: Whether both may recognize at once.
  public func recognizesSimultaneously(_ recognizer: Recognizer, with other: Recognizer) -> Bool {
    let scroll = other.view as? ScrollView
    return core.recognizesSimultaneously(
      recognizer, withScrollView: scroll != nil,
      otherIsPinch: scroll.map { $0.pinchGestureRecognizer === other } ?? false)
  }

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

  /// How far the deepest scroll view under a recognizer's touch that scrolls sideways (its
  /// content, insets included, wider than it) can still scroll each way.
  ///
  /// - Parameter recognizer: The recognizer.
  /// - Returns: The room, or `nil` when no scroll view there scrolls sideways.
  public static func horizontalScrollRoom(under recognizer: Recognizer) -> HorizontalScrollRoom? {
    guard let view = recognizer.view else { return nil }
    var deepest: (room: HorizontalScrollRoom, depth: Int)?
    for scroll in scrollViews(in: view) where !scroll.isHidden {
      guard scroll.panGestureRecognizer.isEnabled, let scrollView = scroll as? Context.View,
        scroll.bounds.contains(recognizer.location(in: scrollView))
      else { continue }
      let insets = scroll.adjustedContentInset
      let least = -Double(insets.left)
      let most = Double(scroll.contentSize.width + insets.right - scroll.bounds.width)
      guard most - least > HorizontalScrollRoom.least else { continue }
      var depth = 0
      var ancestor = scrollView.superview
      while let next = ancestor {
        depth += 1
        ancestor = next.superview
      }
      guard depth > deepest?.depth ?? -1 else { continue }
      let offset = Double(scroll.contentOffset.x)
      deepest = (HorizontalScrollRoom(left: offset - least, right: most - offset), depth)
    }
    return deepest?.room
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
