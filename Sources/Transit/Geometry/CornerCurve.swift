/// The curve a rounded corner follows, as Core Animation's `cornerCurve`
/// (`CALayerCornerCurve`, iOS 13) names it.
///
/// A transition keeps a view's curve: a matched view with continuous corners flies with
/// them. Transit's presentations round a presented screen with ``continuous`` corners.
public enum CornerCurve: String, Sendable, Hashable, CaseIterable {
  /// A quarter circle of the corner radius, Core Animation's default.
  case circular
  /// Continuous curvature: the corner starts bending about 1.53 radii from its vertex, so
  /// it meets the straight edges without a jump in curvature.
  case continuous
}
