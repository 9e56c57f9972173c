import Foundation

// The safe area in a scroll view's insets, as UIKit's (iOS 11): `adjustedContentInset` is
// `contentInset` plus the safe-area insets on the edges `contentInsetAdjustmentBehavior`
// picks (Apple's UIScrollView.ContentInsetAdjustmentBehavior pages; notes in
// docs/uikit-behaviour.md#b19).

extension StageScrollView {
  /// How the safe area adds to a scroll view's content insets, as
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Sendable, Hashable {
    /// Vertically always when the scroll view is the view of a controller shown by a
    /// navigation or tab bar controller; otherwise as ``scrollableAxes``.
    case automatic
    /// Top and bottom when the content is taller than the scroll view (or
    /// `alwaysBounceVertical`), left and right when it is wider.
    case scrollableAxes
    /// Never.
    case never
    /// Always, on every edge.
    case always
  }

  /// The safe-area part of ``adjustedContentInset``.
  var safeAreaAdjustment: StageEdgeInsets {
    let safe = safeAreaInsets
    let tall = contentSize.height > bounds.height || alwaysBounceVertical
    let wide = contentSize.width > bounds.width
    let (vertical, horizontal): (Bool, Bool)
    switch contentInsetAdjustmentBehavior {
    case .never: return .zero
    case .always: (vertical, horizontal) = (true, true)
    case .scrollableAxes: (vertical, horizontal) = (tall, wide)
    case .automatic: (vertical, horizontal) = (tall || isContentViewOfABarController, wide)
    }
    return StageEdgeInsets(
      top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
      bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
  }

  /// Whether this scroll view is the view of a controller that a navigation or tab bar
  /// controller shows.
  private var isContentViewOfABarController: Bool {
    guard let controller = viewDelegate else { return false }
    return controller.navigationController != nil || controller.tabBarController != nil
  }

  /// Keeps an offset at the top (or leading edge) of the content there when the adjusted
  /// insets change, as UIKit keeps a list under a bar that appears; otherwise the offset
  /// stays.
  func insetsMayHaveChanged() {
    let adjustment = safeAreaAdjustment
    let placed = placedSafeAreaAdjustment
    guard adjustment != placed else { return }
    placedSafeAreaAdjustment = adjustment
    var offset = contentOffset
    if abs(offset.y + contentInset.top + placed.top) < 0.5 {
      offset.y = -(contentInset.top + adjustment.top)
    }
    if abs(offset.x + contentInset.left + placed.left) < 0.5 {
      offset.x = -(contentInset.left + adjustment.left)
    }
    if offset != contentOffset { contentOffset = offset }
    adjustedContentInsetDidChange()
  }
}
