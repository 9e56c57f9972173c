import Foundation

/// The zoom of a scroll view that zooms (a photo in a `UIScrollView` with a zooming view and
/// different limits), as a host reads it under a gesture: what ``ZoomYield`` decides from.
///
/// ```swift
/// let zoom = ScrollZoom(scale: 2, minimumScale: 1, maximumScale: 4)
/// zoom.isAtMinimum   // false: a pinch zooms it, a drag pans it
/// ```
public struct ScrollZoom: Sendable, Hashable {
  /// The scroll view's `zoomScale`.
  public var scale: Double
  /// Its `minimumZoomScale`.
  public var minimumScale: Double
  /// Its `maximumZoomScale`.
  public var maximumScale: Double

  /// Creates a zoom.
  ///
  /// - Parameters:
  ///   - scale: The scroll view's zoom scale.
  ///   - minimumScale: Its minimum zoom scale.
  ///   - maximumScale: Its maximum zoom scale.
  public init(scale: Double, minimumScale: Double, maximumScale: Double) {
    self.scale = scale
    self.minimumScale = minimumScale
    self.maximumScale = maximumScale
  }

  /// Whether the content is zoomed out as far as it goes (within a thousandth, the float
  /// noise of a pinch that came back), or further, bouncing: there is nothing to pan and
  /// nothing to zoom out.
  public var isAtMinimum: Bool {
    guard scale.isFinite, minimumScale.isFinite else { return true }
    return scale <= minimumScale * 1.001
  }
}
