// The engine's colour as Core Graphics takes it. On the stage `CGColor` is the engine's
// own type.
#if TRANSIT_STAGE
  import Transit

  extension Color {
    /// The colour, components clamped into 0…1: the stage's `CGColor` is the engine's type.
    var cgColor: CGColor {
      func unit(_ value: Double) -> Double { min(max(value, 0), 1) }
      return Color(red: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha))
    }
  }
#elseif canImport(UIKit)
  import CoreGraphics
  import Transit

  extension Color {
    /// The colour in the sRGB space, components clamped into 0…1.
    var cgColor: CGColor {
      func unit(_ value: Double) -> CGFloat { CGFloat(min(max(value, 0), 1)) }
      return CGColor(
        srgbRed: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha))
    }
  }
#endif
