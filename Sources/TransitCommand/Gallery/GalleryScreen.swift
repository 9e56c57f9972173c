/// The screen the gallery's transitions play on, as `manifest.json` publishes it under
/// `"screen"`: its size in points and the pixels per point of the frames.
///
/// ```json
/// {"width": 393, "height": 852, "scale": 0.5}
/// ```
public struct GalleryScreen: Codable, Equatable, Sendable {
  /// The screen's width in points.
  public var width: Double
  /// The screen's height in points.
  public var height: Double
  /// Pixels per point of the frames.
  public var scale: Double

  /// Creates a screen description.
  ///
  /// - Parameters:
  ///   - width: The width in points.
  ///   - height: The height in points.
  ///   - scale: Pixels per point.
  public init(width: Double, height: Double, scale: Double) {
    self.width = width
    self.height = height
    self.scale = scale
  }
}
