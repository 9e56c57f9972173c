/// What a view's layer looked like before a transition moved it, to put back after: its
/// transform and opacity.
public struct LayerRest: Sendable, Hashable {
  /// The layer's transform.
  public var transform: Transform3D
  /// The layer's opacity.
  public var opacity: Float

  /// Creates a rest.
  ///
  /// - Parameters:
  ///   - transform: The layer's transform.
  ///   - opacity: The layer's opacity.
  public init(transform: Transform3D, opacity: Float) {
    self.transform = transform
    self.opacity = opacity
  }
}
