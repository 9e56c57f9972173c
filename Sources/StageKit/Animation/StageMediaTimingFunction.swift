import Foundation
import Transit

/// The twin of `CAMediaTimingFunction`: a cubic Bézier timing curve with Core Animation's
/// named presets.
///
/// ```swift
/// animation.timingFunction = StageMediaTimingFunction(name: .easeInEaseOut)
/// ```
public struct StageMediaTimingFunction: Sendable, Hashable {
  /// The curve itself.
  public let curve: TimingCurve

  /// Core Animation's named timing functions.
  public enum Name: Sendable, Hashable, CaseIterable {
    /// Linear pacing.
    case linear
    /// Slow start.
    case easeIn
    /// Slow end.
    case easeOut
    /// Slow start and end.
    case easeInEaseOut
    /// The curve Core Animation uses when none is given to a transaction.
    case `default`
  }

  /// A named timing function.
  ///
  /// - Parameter name: The preset.
  public init(name: Name) {
    switch name {
    case .linear: curve = .linear
    case .easeIn: curve = .easeIn
    case .easeOut: curve = .easeOut
    case .easeInEaseOut: curve = .easeInOut
    case .default: curve = .default
    }
  }

  /// A timing function with explicit control points (the curve runs from (0, 0) to (1, 1)).
  ///
  /// - Parameters:
  ///   - c1x: The first control point's x, clamped into 0…1.
  ///   - c1y: The first control point's y.
  ///   - c2x: The second control point's x, clamped into 0…1.
  ///   - c2y: The second control point's y.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    curve = TimingCurve(
      controlPoint1: CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)),
      controlPoint2: CGPoint(x: CGFloat(c2x), y: CGFloat(c2y)))
  }

  /// A timing function for an engine curve.
  ///
  /// - Parameter curve: The curve.
  public init(curve: TimingCurve) {
    self.curve = curve
  }
}
