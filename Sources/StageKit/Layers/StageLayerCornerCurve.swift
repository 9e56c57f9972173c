/// The twin of `CALayerCornerCurve`: the curve a layer's rounded corners follow, with
/// Core Animation's names and raw values.
///
/// ``circular`` is a quarter circle of the corner radius, meeting the straight edges with a
/// jump in curvature; ``continuous`` (iOS 13) starts bending further along the edges, about
/// 1.53 radii from the corner, so the curvature grows from zero and the corner has no
/// visible "hump" where it meets them, the shape of app icons since iOS 7.
public struct StageLayerCornerCurve: RawRepresentable, Sendable, Hashable {
  /// The curve's name, `kCACornerCurveCircular`'s or `kCACornerCurveContinuous`'s string.
  public let rawValue: String

  /// Creates a curve from its name.
  ///
  /// - Parameter rawValue: The name (`"circular"`, `"continuous"`).
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Quarter circles of the corner radius: the default.
  public static let circular = StageLayerCornerCurve(rawValue: "circular")
  /// Continuous curvature, reaching about 1.53 corner radii along each edge.
  public static let continuous = StageLayerCornerCurve(rawValue: "continuous")
}
