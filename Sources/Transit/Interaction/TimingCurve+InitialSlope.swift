import Foundation

extension TimingCurve {
  /// Returns this curve with its start bent so that it leaves (0, 0) at a given slope.
  ///
  /// A cubic Bézier's slope at its start is `y1 / x1`, the direction of its first control
  /// point, so the first control point is moved onto the line `y = slope × x`: at this curve's
  /// own `x1` (or at 1/3 if that is 0, as for `.easeOut`), and slid back along the line to
  /// `y1 = 1` if it would rise above 1, so that the curve never passes its end value on the
  /// way. The second control point, which shapes the arrival, is kept.
  ///
  /// A curve's x never runs backwards, so a negative slope cannot be had: it is clamped to 0,
  /// and the curve starts at rest.
  ///
  /// ```swift
  /// let bent = TimingCurve.easeInOut.startingWithSlope(2)
  /// bent.controlPoint1   // (0.42, 0.84)
  /// bent.velocity(at: 0) // 2
  /// ```
  ///
  /// - Parameter slope: The slope dy/dx at the start. NaN and negative values count as 0;
  ///   values above 1e6 count as 1e6.
  /// - Returns: The bent curve.
  public func startingWithSlope(_ slope: Double) -> TimingCurve {
    let slope = slope > 0 ? min(slope, Self.steepestStart) : 0
    let ownHandle = Double(controlPoint1.x)
    let handle = ownHandle > 0 ? ownHandle : 1.0 / 3
    var point = CGPoint(x: handle, y: slope * handle)
    if slope * handle > 1 { point = CGPoint(x: 1 / slope, y: 1) }
    return TimingCurve(controlPoint1: point, controlPoint2: controlPoint2)
  }

  /// The steepest start ``startingWithSlope(_:)`` makes: the first control point at x = 1e-6.
  private static let steepestStart = 1e6
}
