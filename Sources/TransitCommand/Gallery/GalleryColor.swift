/// A named colour of the gallery's screens, as `manifest.json` publishes it under
/// `"palette"`, so that a checker can compute what a pixel should show without asking the
/// renderer.
///
/// ```json
/// {"name": "grid", "red": 0.13, "green": 0.15, "blue": 0.21, "alpha": 1}
/// ```
package struct GalleryColor: Codable, Equatable, Sendable {
  /// What the colour is: `grid`, `detail`, `container`, `backdrop`, `dimming`.
  package var name: String
  /// The red component, 0 to 1.
  package var red: Double
  /// The green component, 0 to 1.
  package var green: Double
  /// The blue component, 0 to 1.
  package var blue: Double
  /// The opacity, 0 to 1.
  package var alpha: Double

  /// Creates a named colour.
  ///
  /// - Parameters:
  ///   - name: What the colour is.
  ///   - red: The red component, 0 to 1.
  ///   - green: The green component, 0 to 1.
  ///   - blue: The blue component, 0 to 1.
  ///   - alpha: The opacity, 0 to 1.
  package init(name: String, red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.name = name
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}
