import Foundation
import Transit

// Gesture recognizers and hit testing on views, as UIKit's `UIView` has them.

extension StageView {
  /// The recognizers attached to the view, in the order added (`nil` when there are
  /// none, as in UIKit).
  public var gestureRecognizers: [StageGestureRecognizer]? {
    gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage
  }

  /// Attaches a recognizer; it leaves the view it was attached to, as in UIKit. Adding it
  /// again to the same view does nothing.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  public func addGestureRecognizer(_ gestureRecognizer: StageGestureRecognizer) {
    guard gestureRecognizer.view !== self else { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizerStorage.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches a recognizer; one not attached to this view is left alone.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  public func removeGestureRecognizer(_ gestureRecognizer: StageGestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.reset()
    gestureRecognizer.view = nil
  }

  /// Whether a point in the view's coordinates is inside it: inside its bounds, as UIKit's
  /// `point(inside:with:)`.
  ///
  /// - Parameter point: A point in the view's coordinates.
  /// - Returns: `true` when the bounds contain the point (edges on the minimum side
  ///   included, on the maximum side excluded).
  public func point(inside point: CGPoint) -> Bool {
    bounds.contains(point)
  }

  /// The deepest view under a point that takes touches, as UIKit's `hitTest(_:with:)`.
  ///
  /// A view takes part when it is visible (not hidden, alpha above 0.01), takes touches
  /// (``isUserInteractionEnabled``) and contains the point; its subviews are searched front
  /// to back first, through their frames and transforms (the model values, not what an
  /// animation shows, as in UIKit). A subview outside its superview's bounds is not found
  /// there, clipped or not; a view whose transform cannot be inverted (scaled to 0) is
  /// never hit. Masks do not limit hit testing, as in UIKit.
  ///
  /// - Parameter point: A point in the view's coordinates.
  /// - Returns: The view hit: a subview, the view itself, or `nil` when the point misses.
  public func hitTest(_ point: CGPoint) -> StageView? {
    guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point) else {
      return nil
    }
    for subview in subviews.reversed() {
      guard subview.layer.transform.inverted() != nil else { continue }
      let local = subview.layer.convertFromSuperlayer(point)
      if let hit = subview.hitTest(local) { return hit }
    }
    return self
  }
}
