import Foundation

extension RectCorners {
  /// The corners of a presented screen that its corner radius rounds: those on a free
  /// edge, one that does not lie on the container's edge (docs/design.md#u22).
  ///
  /// A sheet rising from the bottom rounds its top corners only, as UIKit's own sheets do;
  /// its bottom corners stay square against the screen's edge, where a rounded corner
  /// would show the presenter through a notch. Once the keyboard lifts it, its bottom edge
  /// is free too and all four round. A screen that touches no edge (a centred card) rounds
  /// all four; one filling the container rounds none.
  ///
  /// ```swift
  /// let container = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// RectCorners.onFreeEdges(of: Presentation.half.frame(in: container), in: container)
  /// // [.topLeft, .topRight]
  /// ```
  ///
  /// - Parameters:
  ///   - frame: The presented screen's frame, in the container's coordinates.
  ///   - container: The container's bounds.
  /// - Returns: The corners to round.
  public static func onFreeEdges(of frame: CGRect, in container: CGRect) -> RectCorners {
    let bounds = TransitionScene.sanitized(container)
    let frame = TransitionScene.sanitized(frame)
    // Half a point: a frame computed from fractions may miss the edge by a rounding error.
    let top = abs(frame.minY - bounds.minY) < 0.5
    let left = abs(frame.minX - bounds.minX) < 0.5
    let bottom = abs(frame.maxY - bounds.maxY) < 0.5
    let right = abs(frame.maxX - bounds.maxX) < 0.5
    var corners: RectCorners = []
    if !top || !left { corners.insert(.topLeft) }
    if !top || !right { corners.insert(.topRight) }
    if !bottom || !left { corners.insert(.bottomLeft) }
    if !bottom || !right { corners.insert(.bottomRight) }
    return corners
  }
}
