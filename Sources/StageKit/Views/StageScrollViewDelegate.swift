/// The twin of `UIScrollViewDelegate`'s scrolling methods: what a scroll view tells as it
/// is dragged and slows down. Every method is optional (the extension does nothing).
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
}
