/// How a view's corners are rounded: its layer's `cornerRadius`, `maskedCorners`,
/// `cornerCurve` and whether it clips to them (`clipsToBounds`).
///
/// A presentation rounds the screen it presents and keeps the screen's own rounding from
/// before, to put back once the screen leaves.
public struct CornerRounding: Sendable, Hashable {
  /// The corner radius, in points.
  public var radius: Double
  /// The corners the radius rounds.
  public var corners: RectCorners
  /// The curve the rounded corners follow.
  public var curve: CornerCurve
  /// Whether the view clips its content to its rounded bounds.
  public var clips: Bool

  /// Creates a rounding.
  ///
  /// - Parameters:
  ///   - radius: The corner radius, in points.
  ///   - corners: The corners the radius rounds; all four by default.
  ///   - curve: The curve the rounded corners follow; circular by default.
  ///   - clips: Whether the view clips its content to its rounded bounds.
  public init(
    radius: Double, corners: RectCorners = .all, curve: CornerCurve = .circular, clips: Bool
  ) {
    self.radius = radius
    self.corners = corners
    self.curve = curve
    self.clips = clips
  }
}
