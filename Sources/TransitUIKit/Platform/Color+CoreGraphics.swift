#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: Core Graphics' own, or on the stage the twins TransitStage maps
  // them to (there `CGColor` is the engine's own type).
  #if !TRANSIT_STAGE
    import CoreGraphics
  #endif
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
