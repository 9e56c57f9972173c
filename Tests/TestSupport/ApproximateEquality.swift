import Foundation

// Whether two computed values agree within a tolerance, for the suites that check geometry
// and times the stage computes in floating point (an exact `==` would fail on the last
// bit). The default, 1e-9, is far below anything on screen and far above rounding.

/// Whether two numbers agree within a tolerance.
///
/// - Parameters:
///   - a: A number.
///   - b: Another.
///   - tolerance: The largest difference allowed.
/// - Returns: Whether `|a − b| ≤ tolerance`.
public func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two numbers agree within a tolerance.
///
/// - Parameters:
///   - a: A number.
///   - b: Another.
///   - tolerance: The largest difference allowed.
/// - Returns: Whether `|a − b| ≤ tolerance`.
public func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two points agree within a tolerance on each coordinate.
///
/// - Parameters:
///   - a: A point.
///   - b: Another.
///   - tolerance: The largest difference allowed on `x` and on `y`.
/// - Returns: Whether both coordinates agree.
public func isClose(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
  isClose(a.x, b.x, within: tolerance) && isClose(a.y, b.y, within: tolerance)
}

/// Whether two rectangles agree within a tolerance on their origin and size.
///
/// - Parameters:
///   - a: A rectangle.
///   - b: Another.
///   - tolerance: The largest difference allowed on each of `x`, `y`, width and height.
/// - Returns: Whether all four agree.
public func isClose(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
  isClose(a.origin, b.origin, within: tolerance)
    && isClose(a.width, b.width, within: tolerance)
    && isClose(a.height, b.height, within: tolerance)
}
