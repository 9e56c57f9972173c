import Foundation

/// Lays frames side by side in one image, left to right with no gaps, so frame `i` is the
/// rectangle at `x = i × frameWidth`.
///
/// ```swift
/// let strip = try SpriteStrip.image(of: frames)
/// try PNGEncoder().write(strip, to: URL(fileURLWithPath: "push-strip.png"))
/// ```
public enum SpriteStrip {
  /// The strip of a sequence of frames.
  ///
  /// - Parameter frames: The frames, all of one size.
  /// - Returns: An image as tall as a frame and `frames.count` frames wide.
  /// - Throws: ``RenderError/noFrames``,
  ///   ``RenderError/frameSizeMismatch(index:width:height:expectedWidth:expectedHeight:)``,
  ///   or ``RenderError/imageTooLarge(width:height:)`` beyond ``Bitmap``'s limits.
  public static func image(of frames: [Bitmap]) throws -> Bitmap {
    let first = try check(frames)
    var strip = Bitmap(width: first.width * frames.count, height: first.height)
    for (index, frame) in frames.enumerated() {
      strip.draw(frame, x: index * first.width, y: 0)
    }
    return strip
  }

  /// The strip of a sequence of frames as a PNG file, the same bytes as
  /// `PNGEncoder(compressionLevel:).encode(image(of: frames))`, made row by row from the
  /// frames without the strip ever being in memory.
  ///
  /// - Parameters:
  ///   - frames: The frames, all of one size.
  ///   - compressionLevel: zlib's level, clamped to 0…9.
  /// - Returns: The PNG file's bytes.
  /// - Throws: What ``image(of:)`` throws, or ``RenderError/compressionFailed(code:)``.
  public static func png(of frames: [Bitmap], compressionLevel: Int = 6) throws -> Data {
    try png(of: frames, compressionLevel: compressionLevel, strategy: .standard)
  }

  /// The strip of a sequence of frames as a PNG file, deflated with a chosen strategy.
  ///
  /// - Parameters:
  ///   - frames: The frames, all of one size.
  ///   - compressionLevel: zlib's level, clamped to 0…9.
  ///   - strategy: How zlib looks for repeats.
  /// - Returns: The PNG file's bytes.
  /// - Throws: What ``png(of:compressionLevel:)`` throws.
  package static func png(
    of frames: [Bitmap], compressionLevel: Int = 6, strategy: DeflateStrategy
  ) throws -> Data {
    let first = try check(frames)
    let frameBytes = first.width * 4
    var writer = PNGChunkWriter()
    writer.append(
      "IHDR", PNGChunkWriter.header(width: first.width * frames.count, height: first.height))
    writer.append(
      "IDAT",
      try PNGScanlines.compressed(
        width: first.width * frames.count, height: first.height,
        level: min(max(compressionLevel, 0), 9), strategy: strategy
      ) { index, row in
        for (column, frame) in frames.enumerated() {
          frame.premultipliedRGBA.withUnsafeBytes { source in
            if let pixels = source.baseAddress {
              PixelMemory.unpremultiply(
                pixels + index * frameBytes, into: row + column * frameBytes,
                pixelCount: first.width)
            }
          }
        }
      })
    writer.append("IEND", [])
    return writer.data
  }

  /// The first frame, once the frames are known to make a strip within the limits.
  private static func check(_ frames: [Bitmap]) throws -> Bitmap {
    guard let first = frames.first else { throw RenderError.noFrames }
    for (index, frame) in frames.enumerated()
    where frame.width != first.width || frame.height != first.height {
      throw RenderError.frameSizeMismatch(
        index: index, width: frame.width, height: frame.height, expectedWidth: first.width,
        expectedHeight: first.height)
    }
    let (width, overflow) = first.width.multipliedReportingOverflow(by: frames.count)
    guard !overflow, Bitmap.clampedSize(width: width, height: first.height) == (width, first.height)
    else {
      throw RenderError.imageTooLarge(width: overflow ? Int.max : width, height: first.height)
    }
    return first
  }
}
