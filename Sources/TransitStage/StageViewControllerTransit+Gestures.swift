import Foundation
import StageKit
import Transit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// The stage's side of the gestures Transit installs (the engine's
// `TransitionInstaller+Gestures` decides which, where and when): it builds the stage's
// recognizers and reports their phases and touches.

extension StageViewControllerTransit {
  /// Builds a stage recognizer of a kind on a view, with this installer as its delegate.
  ///
  /// - Parameters:
  ///   - kind: The kind of recognizer.
  ///   - view: The view it goes on.
  ///   - action: What its actions do.
  /// - Returns: The recognizer.
  public func addRecognizer(
    _ kind: TransitionGesturePlan.Recognizer, to view: StageView,
    action: @escaping @MainActor (StageGestureRecognizer) -> Void
  ) -> StageGestureRecognizer {
    let recognizer: StageGestureRecognizer
    switch kind {
    case .leadingEdgePan:
      let edge = StageScreenEdgePanGestureRecognizer()
      edge.edges = Self.geometry(of: view).layoutDirection == .rightToLeft ? .right : .left
      recognizer = edge
    case .pan: recognizer = StagePanGestureRecognizer()
    case .pinch: recognizer = StagePinchGestureRecognizer()
    }
    recognizer.addTarget(action)
    recognizer.delegate = self
    view.addGestureRecognizer(recognizer)
    return recognizer
  }

  /// Takes a recognizer off its view.
  ///
  /// - Parameter recognizer: The recognizer.
  public func removeRecognizer(_ recognizer: StageGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
  }

  /// The engine's phase for a stage recognizer's state.
  ///
  /// - Parameter recognizer: The recognizer.
  /// - Returns: Its phase.
  public static func phase(of recognizer: StageGestureRecognizer) -> GesturePhase {
    switch recognizer.state {
    case .possible: .possible
    case .began: .began
    case .changed: .changed
    case .ended: .ended
    case .cancelled: .cancelled
    case .failed: .failed
    }
  }

  /// What the engine's mappers need from a recognizer.
  ///
  /// - Parameters:
  ///   - recognizer: The recognizer.
  ///   - view: The view its touches are measured in.
  /// - Returns: The sample.
  public static func sample(of recognizer: StageGestureRecognizer, in view: StageView)
    -> GestureSample
  {
    let zoom = zoomingScrollView(under: recognizer).map {
      ScrollZoom(
        scale: Double($0.zoomScale), minimumScale: Double($0.minimumZoomScale),
        maximumScale: Double($0.maximumZoomScale))
    }
    if let pinch = recognizer as? StagePinchGestureRecognizer {
      return GestureSample(
        scale: Double(pinch.scale), scaleVelocity: Double(pinch.velocity), zoom: zoom)
    }
    guard let pan = recognizer as? StagePanGestureRecognizer else { return GestureSample() }
    return GestureSample(
      translation: pan.translation(in: view), velocity: pan.velocity(in: view),
      isContentAtTop: !scrollViews(in: view).contains { $0.isTracking && isScrolledDown($0) },
      zoom: zoom)
  }

  /// The scroll view that zooms (it has a pinch and its delegate names a view to zoom) and
  /// would take a recognizer's touches: the nearest one around the recognizer's view (a
  /// matched-view drag is on the photo inside it), else the first one inside it under the
  /// gesture's location.
  static func zoomingScrollView(under recognizer: StageGestureRecognizer) -> StageScrollView? {
    guard let view = recognizer.view else { return nil }
    func zooms(_ scroll: StageScrollView) -> Bool {
      scroll.pinchGestureRecognizer?.isEnabled == true
        && scroll.delegate?.viewForZooming(in: scroll) != nil
    }
    var ancestor: StageView? = view
    while let next = ancestor {
      if let scroll = next as? StageScrollView, zooms(scroll) { return scroll }
      ancestor = next.superview
    }
    return scrollViews(in: view).first {
      zooms($0) && $0.bounds.contains(recognizer.location(in: $0))
    }
  }

  /// The size and layout direction a gesture on a view measures in.
  ///
  /// - Parameter view: The view.
  /// - Returns: Its geometry.
  public static func geometry(of view: StageView) -> GestureGeometry {
    GestureGeometry(
      size: view.bounds.size, layoutDirection: view.window?.layoutDirection ?? .leftToRight)
  }

  /// Whether a scroll view does not show the top of its content.
  static func isScrolledDown(_ scroll: StageScrollView) -> Bool {
    scroll.contentOffset.y > -scroll.adjustedContentInset.top + 0.5
  }

  /// The scroll views in a view's tree, the view included.
  static func scrollViews(in view: StageView) -> [StageScrollView] {
    var found: [StageScrollView] = []
    var pending = [view]
    while let next = pending.popLast() {
      if let scroll = next as? StageScrollView { found.append(scroll) }
      pending += next.subviews
    }
    return found
  }

  /// Keeps the scroll views under the finger at their top and stops their drag (turning
  /// their pan off and on cancels it, as in UIKit), so they stay still while a pull moves
  /// the screen.
  ///
  /// - Parameter screen: The screen's view.
  public static func holdScrollViews(in screen: StageView) {
    for scroll in scrollViews(in: screen) where scroll.isTracking {
      scroll.contentOffset.y = -scroll.adjustedContentInset.top
      scroll.panGestureRecognizer.isEnabled = false
      scroll.panGestureRecognizer.isEnabled = true
    }
  }

  /// Keeps the zooming scroll views in a screen at their minimum zoom: each one's pinch in
  /// progress is cancelled (turning it off and on, as in UIKit) and its zoom scale set back
  /// to its minimum, so the photo stays as it was while a pinch closes the screen.
  ///
  /// - Parameter screen: The screen's view.
  public static func holdZoom(in screen: StageView) {
    for scroll in scrollViews(in: screen) {
      guard let pinch = scroll.pinchGestureRecognizer else { continue }
      if pinch.state == .began || pinch.state == .changed {
        pinch.isEnabled = false
        pinch.isEnabled = true
      }
      if scroll.zoomScale < scroll.minimumZoomScale {
        scroll.setZoomScale(scroll.minimumZoomScale, animated: false)
      }
    }
  }

  /// The first tagged view under a screen.
  ///
  /// - Parameter screen: The screen's view.
  /// - Returns: The view, or `nil`.
  public static func matchedView(in screen: StageView) -> StageView? {
    screen.firstDescendant { $0.transitAttributes.id != nil }
  }

  /// The selected index and the number of children of a tab bar controller or container.
  public var childSelection: (selected: Int?, count: Int) {
    switch viewController {
    case let tabs as StageTabBarController: (tabs.selectedIndex, tabs.viewControllers?.count ?? 0)
    case let container as StageContainerViewController:
      (container.selectedIndex, container.viewControllers.count)
    default: (nil, 0)
    }
  }

  /// Selects a child of a tab bar controller (as a tap on its item would) or container.
  ///
  /// - Parameter index: The child's index.
  /// - Returns: Whether it was selected.
  public func selectChild(at index: Int) -> Bool {
    switch viewController {
    case let tabs as StageTabBarController:
      // As UIKit's host: a selection in code, which tells no delegate; the engine tells the
      // app's once the swipe's switch has finished.
      tabs.selectedIndex = index
      return true
    case let container as StageContainerViewController:
      container.setSelectedIndex(index, animated: true)
      return true
    default: return false
    }
  }
}

extension StageViewControllerTransit {
  /// Tells ``tabBarDelegate`` that a swipe selected the tab shown.
  public func didSelectChildBySwipe() {
    guard let tabs = viewController as? StageTabBarController,
      let selected = tabs.selectedViewController
    else { return }
    tabBarDelegate?.tabBarController(tabs, didSelect: selected)
  }
}

extension StageViewControllerTransit: StageGestureRecognizerDelegate {
  /// The engine decides: the grabbing pan only while a Transit transition is in flight, a
  /// gesture that starts one only when none is in flight or asked for, the swipe between
  /// children only on horizontal movement, a pinch-to-close or matched-view drag only when
  /// no zooming scroll view takes it (the engine's `ZoomYield`).
  ///
  /// - Parameter gestureRecognizer: The recognizer about to begin.
  /// - Returns: Whether it may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: StageGestureRecognizer) -> Bool {
    let view = gestureRecognizer.view
    return core.shouldBegin(
      gestureRecognizer, sample: view.map { Self.sample(of: gestureRecognizer, in: $0) },
      geometry: view.map(Self.geometry(of:)))
  }

  /// A pull down recognizes alongside a scroll view inside the screen, so it can take
  /// over once the content is at its top; a pinch-to-close alongside a scroll view's
  /// zooming pinch, so that pinching in at the minimum zoom closes.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: Transit's recognizer.
  ///   - otherGestureRecognizer: Another recognizer.
  /// - Returns: Whether both may recognize at once.
  public func gestureRecognizer(
    _ gestureRecognizer: StageGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: StageGestureRecognizer
  ) -> Bool {
    let scroll = otherGestureRecognizer.view as? StageScrollView
    return core.recognizesSimultaneously(
      gestureRecognizer, withScrollView: scroll != nil,
      otherIsPinch: scroll.map { $0.pinchGestureRecognizer === otherGestureRecognizer } ?? false)
  }
}
