import Foundation

/// An RGBA colour in the sRGB space, with components not premultiplied by alpha.
///
/// Core Animation interpolates colour animations component by component, and so does
/// ``interpolated(to:fraction:)``. Components may leave 0…1 (extended sRGB, or a spring
/// overshooting); whoever draws the colour clamps it.
///
/// ```swift
/// let dimming = Color.black.withAlpha(0.5)
/// ```
public struct Color: Sendable, Hashable {
  /// The red component.
  public var red: Double
  /// The green component.
  public var green: Double
  /// The blue component.
  public var blue: Double
  /// The opacity: 0 is transparent, 1 opaque.
  public var alpha: Double

  /// Creates a colour from its components.
  ///
  /// A NaN component becomes 0, and an infinite one is clamped to 0 or 1, so a colour is
  /// always drawable.
  ///
  /// - Parameters:
  ///   - red: The red component, normally in 0…1.
  ///   - green: The green component, normally in 0…1.
  ///   - blue: The blue component, normally in 0…1.
  ///   - alpha: The opacity, normally in 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Color.sanitized(red)
    self.green = Color.sanitized(green)
    self.blue = Color.sanitized(blue)
    self.alpha = Color.sanitized(alpha)
  }

  /// Creates a grey.
  ///
  /// - Parameters:
  ///   - white: The brightness: 0 is black, 1 white.
  ///   - alpha: The opacity.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Returns the colour with another opacity.
  ///
  /// - Parameter alpha: The new opacity.
  /// - Returns: The same red, green and blue with `alpha`.
  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Opaque black.
  public static let black = Color(white: 0)
  /// Opaque white.
  public static let white = Color(white: 1)
  /// Transparent black, the colour of an empty layer.
  public static let clear = Color(white: 0, alpha: 0)

  private static func sanitized(_ component: Double) -> Double {
    if component.isNaN { return 0 }
    if component.isInfinite { return component > 0 ? 1 : 0 }
    return component
  }
}

extension Color: Interpolatable {
  /// Transparent black with every component 0.
  public static var zero: Color { .clear }

  /// Returns the component-wise sum of this colour and another.
  ///
  /// - Parameter other: The colour to add.
  /// - Returns: The sum of each component.
  public func adding(_ other: Color) -> Color {
    Color(
      red: red + other.red, green: green + other.green, blue: blue + other.blue,
      alpha: alpha + other.alpha)
  }

  /// Returns the component-wise difference of this colour and another.
  ///
  /// - Parameter other: The colour to subtract.
  /// - Returns: The difference of each component.
  public func subtracting(_ other: Color) -> Color {
    Color(
      red: red - other.red, green: green - other.green, blue: blue - other.blue,
      alpha: alpha - other.alpha)
  }

  /// Returns this colour with every component multiplied by a factor.
  ///
  /// - Parameter factor: The multiplier.
  /// - Returns: The scaled colour.
  public func scaled(by factor: Double) -> Color {
    Color(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
  }

  /// The sum of the squared components.
  public var magnitudeSquared: Double {
    red * red + green * green + blue * blue + alpha * alpha
  }
}
