import Foundation

/// What `transit gallery` was asked to do: render every effect for every operation it
/// supports and write a page that shows them.
public struct GalleryRequest: Equatable, Sendable {
  /// The directory to write `index.html`, `manifest.json` and the pictures into.
  public var outputDirectory: URL
  /// Frames per second, 1 to 120.
  public var framesPerSecond: Int
  /// Pixels per point, 0.25 to 4.
  public var scale: Double

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - outputDirectory: The directory to write into.
  ///   - framesPerSecond: Frames per second; 20 by default.
  ///   - scale: Pixels per point; 0.5 by default (196 × 426 pixels for the default screen).
  public init(outputDirectory: URL, framesPerSecond: Int = 20, scale: Double = 0.5) {
    self.outputDirectory = outputDirectory
    self.framesPerSecond = framesPerSecond
    self.scale = scale
  }
}
