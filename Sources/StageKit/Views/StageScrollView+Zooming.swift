import Foundation
import Transit

// A scroll view zooming its content, as UIScrollView's "Zooming and panning" section
// describes: the delegate names the view to zoom (`viewForZooming(in:)`), the limits must
// differ, a pinch scales that view by its transform and the content size follows it
// (docs/uikit-behaviour.md#b23).

extension StageScrollView {
  /// How long an animated ``setZoomScale(_:animated:)`` takes: the stage's choice (UIKit
  /// does not publish it), a usual UIKit duration.
  static let zoomAnimationDuration = 0.3

  /// The scale the content is zoomed to, as `zoomScale`: 1 until zoomed. Setting it is
  /// ``setZoomScale(_:animated:)`` without animation.
  public var zoomScale: CGFloat {
    get { currentZoomScale }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Zooms the content to a scale, as `setZoomScale(_:animated:)`: the scale is kept within
  /// ``minimumZoomScale`` and ``maximumZoomScale``, the zooming view is scaled about the
  /// content's origin, and the content offset is kept inside the new content.
  ///
  /// - Parameters:
  ///   - scale: The scale; a non-finite one is ignored.
  ///   - animated: Whether the zooming view's change is animated (for
  ///     ``zoomAnimationDuration``, on the window's clock).
  public func setZoomScale(_ scale: CGFloat, animated: Bool) {
    guard scale.isFinite else { return }
    let bounded = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    let change = {
      self.applyZoom(bounded)
      self.contentOffset = self.offsetInsideContent(self.contentOffset)
    }
    if animated, window != nil {
      StageView.animate(withDuration: Self.zoomAnimationDuration, animations: change)
    } else {
      change()
    }
  }

  /// The view the delegate names to zoom, if any.
  var zoomingView: StageView? { delegate?.viewForZooming(in: self) }

  /// Adds the pinch when zooming becomes possible (the limits differ) and takes it away
  /// when it no longer is, as UIKit's `pinchGestureRecognizer` is `nil` while zooming is off.
  func zoomLimitsDidChange() {
    let zooms = maximumZoomScale > minimumZoomScale
    if zooms, pinchGestureRecognizer == nil {
      let pinch = StagePinchGestureRecognizer()
      pinch.delegate = self
      pinch.addTarget { [weak self] recognizer in
        guard let self, let pinch = recognizer as? StagePinchGestureRecognizer else { return }
        self.followZoom(pinch)
      }
      addGestureRecognizer(pinch)
      pinchGestureRecognizer = pinch
    } else if !zooms, let pinch = pinchGestureRecognizer {
      removeGestureRecognizer(pinch)
      pinchGestureRecognizer = nil
    }
  }

  /// One action of the pinch: the point of the zooming view under the fingers stays under
  /// them while the scale follows the pinch.
  func followZoom(_ pinch: StagePinchGestureRecognizer) {
    switch pinch.state {
    case .began:
      guard let view = zoomingView else { return }
      let finger = pinch.location(in: self)
      zoomPinch = (
        currentZoomScale,
        CGPoint(x: finger.x / currentZoomScale, y: finger.y / currentZoomScale)
      )
      isZooming = true
      delegate?.scrollViewWillBeginZooming(self, with: view)
      zoom(following: pinch)
    case .changed:
      zoom(following: pinch)
    case .ended, .cancelled, .failed:
      guard zoomPinch != nil else { return }
      zoomPinch = nil
      isZooming = false
      // Past a limit, the scale springs back to it (at once on the stage).
      let settled = min(max(currentZoomScale, minimumZoomScale), maximumZoomScale)
      if settled != currentZoomScale { applyZoom(settled) }
      contentOffset = offsetInsideContent(contentOffset)
      delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: settled)
    case .possible:
      break
    }
  }

  private func zoom(following pinch: StagePinchGestureRecognizer) {
    guard let start = zoomPinch else { return }
    let scale = bandedZoom(start.startScale * pinch.scale)
    applyZoom(scale)
    // Where the fingers are in the visible area, before the offset moves.
    let finger = pinch.location(in: self)
    let visible = CGPoint(x: finger.x - contentOffset.x, y: finger.y - contentOffset.y)
    contentOffset = offsetInsideContent(
      CGPoint(x: start.anchor.x * scale - visible.x, y: start.anchor.y * scale - visible.y))
  }

  /// The scale a pinch asking for one shows: inside the limits as asked; past them, with
  /// ``bouncesZoom``, the square root of the excess ratio (the stage's choice of a rubber
  /// band; UIKit does not publish its curve), without, the limit.
  func bandedZoom(_ wanted: CGFloat) -> CGFloat {
    guard wanted.isFinite, wanted > 0 else { return minimumZoomScale }
    let limit = wanted < minimumZoomScale ? minimumZoomScale : maximumZoomScale
    guard wanted < minimumZoomScale || wanted > maximumZoomScale else { return wanted }
    guard bouncesZoom, limit > 0 else { return limit }
    return limit * (wanted / limit).squareRoot()
  }

  /// Scales the zooming view about the content's origin and makes the content its size.
  func applyZoom(_ scale: CGFloat) {
    currentZoomScale = scale
    guard let view = zoomingView else { return }
    let size = view.bounds.size
    view.transform = CGAffineTransform(scaleX: scale, y: scale)
    // UIKit keeps the zoomed view's frame at the content's origin (which is why apps centre
    // a small photo themselves, with insets).
    view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
    contentSize = CGSize(width: size.width * scale, height: size.height * scale)
    delegate?.scrollViewDidZoom(self)
  }

  /// An offset moved inside the content's limits at rest.
  func offsetInsideContent(_ offset: CGPoint) -> CGPoint {
    let low = minimumContentOffset
    let high = maximumContentOffset
    return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
  }
}
