import Foundation

/// The twin of `UIScrollViewDelegate`'s scrolling and zooming methods: what a scroll view
/// tells as it is dragged, slows down and zooms, and which view it zooms. Every method is
/// optional (the extension does nothing, and names no view to zoom).
@MainActor
public protocol StageScrollViewDelegate: AnyObject {
  /// The content offset changed, by a drag, a deceleration or a program.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidScroll(_ scrollView: StageScrollView)

  /// A drag is about to move the content.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewWillBeginDragging(_ scrollView: StageScrollView)

  /// The finger lifted after a drag.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - decelerate: Whether the content goes on moving (slowing down, or bouncing back
  ///     inside its edges).
  func scrollViewDidEndDragging(_ scrollView: StageScrollView, willDecelerate decelerate: Bool)

  /// The content stopped moving after a drag.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidEndDecelerating(_ scrollView: StageScrollView)

  /// The view the scroll view scales when it zooms, as `viewForZooming(in:)`; `nil` (the
  /// default) and the scroll view does not zoom.
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: A subview of the scroll view, or `nil`.
  func viewForZooming(in scrollView: StageScrollView) -> StageView?

  /// A pinch is about to zoom the content.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - view: The view it zooms.
  func scrollViewWillBeginZooming(_ scrollView: StageScrollView, with view: StageView?)

  /// The zoom scale changed, by a pinch or a program.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidZoom(_ scrollView: StageScrollView)

  /// A pinch's zoom ended (after springing back inside the limits).
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - view: The view it zoomed.
  ///   - scale: The zoom scale it ended at.
  func scrollViewDidEndZooming(
    _ scrollView: StageScrollView, with view: StageView?, atScale scale: CGFloat)
}

extension StageScrollViewDelegate {
  /// Does nothing.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidScroll(_ scrollView: StageScrollView) {}

  /// Does nothing.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewWillBeginDragging(_ scrollView: StageScrollView) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - decelerate: Whether the content goes on moving.
  public func scrollViewDidEndDragging(
    _ scrollView: StageScrollView, willDecelerate decelerate: Bool
  ) {}

  /// Does nothing.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidEndDecelerating(_ scrollView: StageScrollView) {}

  /// Names no view: the scroll view does not zoom.
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: `nil`.
  public func viewForZooming(in scrollView: StageScrollView) -> StageView? { nil }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - view: The view it zooms.
  public func scrollViewWillBeginZooming(_ scrollView: StageScrollView, with view: StageView?) {}

  /// Does nothing.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidZoom(_ scrollView: StageScrollView) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - view: The view it zoomed.
  ///   - scale: The zoom scale it ended at.
  public func scrollViewDidEndZooming(
    _ scrollView: StageScrollView, with view: StageView?, atScale scale: CGFloat
  ) {}
}
