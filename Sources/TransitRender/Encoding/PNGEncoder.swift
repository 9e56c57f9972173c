import Foundation

/// Encodes a ``Bitmap`` as a PNG file: 8-bit RGBA, straight (un-premultiplied) alpha.
///
/// ```swift
/// let png = try PNGEncoder().encode(frame)
/// try PNGEncoder().write(frame, to: URL(fileURLWithPath: "frame.png"))
/// ```
public struct PNGEncoder: Sendable, Hashable {
  /// zlib's compression level, 0 (store) … 9 (smallest).
  public var compressionLevel: Int

  /// Creates an encoder.
  ///
  /// - Parameter compressionLevel: zlib's level, clamped to 0…9. The default, 6, is
  ///   zlib's; flat-coloured frames deflate well and fast at any level.
  public init(compressionLevel: Int = 6) {
    self.compressionLevel = min(max(compressionLevel, 0), 9)
  }

  /// Encodes an image.
  ///
  /// - Parameter image: The image, at least 1 × 1.
  /// - Returns: The PNG file's bytes.
  /// - Throws: ``RenderError/emptyImage(width:height:)`` for an image without pixels;
  ///   ``RenderError/compressionFailed(code:)`` if zlib fails.
  public func encode(_ image: Bitmap) throws -> Data {
    guard image.width > 0, image.height > 0 else {
      throw RenderError.emptyImage(width: image.width, height: image.height)
    }
    var writer = PNGChunkWriter()
    writer.append("IHDR", PNGChunkWriter.header(width: image.width, height: image.height))
    let region = PNGScanlines.Region(x: 0, y: 0, width: image.width, height: image.height)
    writer.append(
      "IDAT",
      try PNGScanlines.compressed(image, region: region, level: min(max(compressionLevel, 0), 9)))
    writer.append("IEND", [])
    return writer.data
  }

  /// Encodes an image and writes it to a file atomically (see ``AtomicFile``).
  ///
  /// - Parameters:
  ///   - image: The image, at least 1 × 1.
  ///   - url: The file, in an existing directory.
  /// - Throws: What ``encode(_:)`` and ``AtomicFile/write(_:to:)`` throw.
  public func write(_ image: Bitmap, to url: URL) throws {
    try AtomicFile.write(encode(image), to: url)
  }
}
