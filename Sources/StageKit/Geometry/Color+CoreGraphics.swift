import Foundation
import Transit

extension Color {
  /// A colour in the sRGB space, as Core Graphics spells it
  /// (`CGColor(srgbRed:green:blue:alpha:)`): the stage's `CGColor` is the engine's colour.
  ///
  /// - Parameters:
  ///   - red: The red component, 0…1.
  ///   - green: The green component, 0…1.
  ///   - blue: The blue component, 0…1.
  ///   - alpha: The opacity, 0…1.
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
}
