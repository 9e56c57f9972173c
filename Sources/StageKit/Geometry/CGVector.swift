#if !canImport(CoreGraphics)
  import Foundation

  /// CoreGraphics' vector, for platforms whose Foundation lacks it (Linux): a spring's
  /// initial velocity (`UISpringTimingParameters(dampingRatio:initialVelocity:)`) is one.
  /// On Apple platforms the real type is used instead.
  public struct CGVector: Sendable, Hashable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// Creates a vector.
    ///
    /// - Parameters:
    ///   - dx: The horizontal component.
    ///   - dy: The vertical component.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
  }

  /// Core Foundation's time interval in seconds, for platforms whose Foundation lacks it
  /// (Linux), as `CACurrentMediaTime()` returns it.
  public typealias CFTimeInterval = Double
#endif
