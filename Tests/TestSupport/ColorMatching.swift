import Transit

/// Whether two colours agree within a tolerance on every component (8-bit rounding
/// leaves up to half a level, and un-premultiplying a partly transparent pixel more).
///
/// - Parameters:
///   - a: A colour.
///   - b: Another.
///   - tolerance: The largest difference allowed on a component.
/// - Returns: Whether they agree.
public func isClose(_ a: Color, _ b: Color, tolerance: Double = 1.5 / 255) -> Bool {
  abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
    && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
}

/// `a` over `b`, both opaque results of blending a colour at an opacity: the reference
/// for a pixel where a layer of colour `top` at `alpha` lies over `bottom`.
///
/// - Parameters:
///   - top: The upper colour.
///   - alpha: Its opacity.
///   - bottom: The colour beneath.
/// - Returns: The blend.
public func blend(_ top: Color, alpha: Double, over bottom: Color) -> Color {
  Color(
    red: top.red * alpha + bottom.red * (1 - alpha),
    green: top.green * alpha + bottom.green * (1 - alpha),
    blue: top.blue * alpha + bottom.blue * (1 - alpha))
}
