/// The screen the gallery's transitions play on, as `manifest.json` publishes it under
/// `"screen"`: its size in points and the pixels per point of the frames.
///
/// ```json
/// {"width": 393, "height": 852, "scale": 0.5}
/// ```
package struct GalleryScreen: Codable, Equatable, Sendable {
  /// The screen's width in points.
  package var width: Double
  /// The screen's height in points.
  package var height: Double
  /// Pixels per point of the frames.
  package var scale: Double

  /// Creates a screen description.
  ///
  /// - Parameters:
  ///   - width: The width in points.
  ///   - height: The height in points.
  ///   - scale: Pixels per point.
  package init(width: Double, height: Double, scale: Double) {
    self.width = width
    self.height = height
    self.scale = scale
  }
}
