import Foundation

/// A view as the engine's ``TransitionPlayer`` handles it: the members `UIView` and the
/// stage's `StageView` already have, under their UIKit names.
///
/// A host's view class conforms with an empty extension, so conforming adds nothing to its
/// API; whatever a view class cannot do by itself (snapshot pieces, masks, layer
/// animations) a ``TransitionHostContext`` does for it.
///
/// ```swift
/// extension UIView: TransitionHostView {}
/// ```
@MainActor
public protocol TransitionHostView: AnyObject {
  /// The host's view class, which superviews, subviews and snapshots are (`UIView`,
  /// `StageView`).
  associatedtype HostView: TransitionHostView
  /// The host's window class (`UIWindow`, `StageWindow`).
  associatedtype Window: AnyObject

  /// The frame in the superview's coordinates.
  var frame: CGRect { get set }
  /// The view's own coordinate space.
  var bounds: CGRect { get }
  /// The centre in the superview's coordinates.
  var center: CGPoint { get }
  /// Whether the view is hidden.
  var isHidden: Bool { get set }
  /// Whether subviews are clipped to the bounds.
  var clipsToBounds: Bool { get set }
  /// The view this one is a subview of.
  var superview: HostView? { get }
  /// The subviews, back to front.
  var subviews: [HostView] { get }
  /// The window the view is in, if any.
  var window: Window? { get }

  /// Converts a rectangle from this view's coordinates to another's.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in this view's coordinates.
  ///   - view: The destination view.
  /// - Returns: The rectangle in `view`'s coordinates.
  func convert(_ rect: CGRect, to view: HostView?) -> CGRect

  /// Adds a view on top of the subviews, taking it from its current superview.
  ///
  /// - Parameter view: The view to add.
  func addSubview(_ view: HostView)

  /// Inserts a view among the subviews at an index (0 is the back).
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: Its index among the subviews.
  func insertSubview(_ view: HostView, at index: Int)

  /// Takes the view out of its superview.
  func removeFromSuperview()

  /// Marks the view for layout (`UIView.setNeedsLayout()`).
  func setNeedsLayout()

  /// Lays out now whatever is marked, the view's own `layoutSubviews` included, as
  /// `UIView.layoutIfNeeded()`: the player calls it on the incoming screen, in the
  /// container at its final frame, before measuring anything on it.
  func layoutIfNeeded()

  /// Returns a view showing a frozen image of this one, with its bounds size and no
  /// transform.
  ///
  /// - Parameter afterScreenUpdates: Whether to capture pending changes.
  /// - Returns: The snapshot, or `nil` if the host cannot make one.
  func snapshotView(afterScreenUpdates: Bool) -> HostView?
}

extension TransitionHostView where HostView == Self {
  /// The first view under this one, depth first in subview order, that passes a test:
  /// what a matched-view drag takes hold of, or a scroll view that is not at its top.
  ///
  /// - Parameter predicate: The test.
  /// - Returns: The view, or `nil`; never this view itself.
  public func firstDescendant(where predicate: (Self) -> Bool) -> Self? {
    var stack = Array(subviews.reversed())
    while let view = stack.popLast() {
      if predicate(view) { return view }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return nil
  }
}
