import Foundation
import Transit

/// The twin of `UIColor`: an sRGB colour, with `cgColor` giving the engine's ``Color``
/// that layers hold.
///
/// ```swift
/// view.backgroundColor = .systemBlue
/// dimming.backgroundColor = StageColor.black.withAlphaComponent(0.5)
/// ```
public final class StageColor: Sendable, Hashable {
  /// The colour as layers hold it (`UIColor.cgColor`'s twin).
  public let cgColor: Color

  /// A colour from components in 0…1.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    cgColor = Color(
      red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }

  /// A grey.
  ///
  /// - Parameters:
  ///   - white: The brightness.
  ///   - alpha: The opacity.
  public init(white: CGFloat, alpha: CGFloat) {
    cgColor = Color(white: Double(white), alpha: Double(alpha))
  }

  /// The colour of an engine colour value.
  ///
  /// - Parameter color: The colour.
  public init(_ color: Color) {
    cgColor = color
  }

  /// The colour of a Core Graphics colour (UIKit's `init(cgColor:)`); the stage's
  /// `CGColor` is the engine's colour.
  ///
  /// - Parameter color: The colour.
  public convenience init(cgColor color: Color) {
    self.init(color)
  }

  /// Returns the colour with another opacity.
  ///
  /// - Parameter alpha: The opacity.
  /// - Returns: The colour.
  public func withAlphaComponent(_ alpha: CGFloat) -> StageColor {
    StageColor(cgColor.withAlpha(Double(alpha)))
  }

  /// Whether two colours have the same components, as `UIColor.isEqual(_:)` compares them.
  ///
  /// - Parameters:
  ///   - a: A colour.
  ///   - b: Another.
  /// - Returns: Whether they are equal.
  public static func == (a: StageColor, b: StageColor) -> Bool { a.cgColor == b.cgColor }

  /// Hashes the components.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(cgColor) }

  /// Black.
  public static let black = StageColor(white: 0, alpha: 1)
  /// White.
  public static let white = StageColor(white: 1, alpha: 1)
  /// Transparent.
  public static let clear = StageColor(white: 0, alpha: 0)
  /// A mid grey.
  public static let gray = StageColor(white: 0.5, alpha: 1)
  /// Red.
  public static let red = StageColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green.
  public static let green = StageColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue.
  public static let blue = StageColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// iOS's light-mode system blue (0, 122, 255).
  public static let systemBlue = StageColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
  /// iOS's light-mode system background: white.
  public static let systemBackground = StageColor.white
  /// iOS's light-mode grouped background (242, 242, 247).
  public static let systemGroupedBackground = StageColor(
    red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
}
