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
    var strip = Bitmap(width: width, height: first.height)
    for (index, frame) in frames.enumerated() {
      strip.draw(frame, x: index * first.width, y: 0)
    }
    return strip
  }
}
