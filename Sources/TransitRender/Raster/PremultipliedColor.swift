import Transit

/// A colour as the rasterizer paints it: 8-bit components premultiplied by alpha, also
/// packed into the four bytes of a pixel.
struct PremultipliedColor: Hashable {
  /// The red component, premultiplied.
  var red: UInt8
  /// The green component, premultiplied.
  var green: UInt8
  /// The blue component, premultiplied.
  var blue: UInt8
  /// The opacity.
  var alpha: UInt8

  /// The colour clamped to 0…1, with its opacity multiplied by `opacity`, premultiplied
  /// and rounded.
  init(_ color: Color, opacity: Double = 1) {
    let alpha = Self.unit(color.alpha) * Self.unit(opacity)
    let alphaByte = (alpha * 255).rounded()
    self.alpha = UInt8(alphaByte)
    // Rounding each premultiplied component from the rounded alpha keeps it ≤ alpha.
    red = UInt8((Self.unit(color.red) * alphaByte).rounded())
    green = UInt8((Self.unit(color.green) * alphaByte).rounded())
    blue = UInt8((Self.unit(color.blue) * alphaByte).rounded())
  }

  /// The pixel's four bytes in memory order (red first), read as one word; the same on
  /// either byte order, since every use treats the four lanes alike.
  var packed: UInt32 {
    var word: UInt32 = 0
    withUnsafeMutableBytes(of: &word) { bytes in
      bytes[0] = red
      bytes[1] = green
      bytes[2] = blue
      bytes[3] = alpha
    }
    return word
  }

  /// A value clamped to 0…1, NaN read as 0.
  static func unit(_ value: Double) -> Double {
    value > 0 ? (value < 1 ? value : 1) : 0
  }
}
