/// One frame of an animated PNG: an image and how long it shows.
public struct APNGFrame: Sendable, Hashable {
  /// The image.
  public var image: Bitmap
  /// How long the frame shows, in milliseconds, 0…65,535.
  public var delayMilliseconds: Int

  /// Creates a frame.
  ///
  /// - Parameters:
  ///   - image: The image; every frame of an animation has the first one's size.
  ///   - delayMilliseconds: How long it shows; clamped to 0…65,535 (APNG stores the delay
  ///     as a 16-bit fraction of a second, here in thousandths).
  public init(_ image: Bitmap, delayMilliseconds: Int) {
    self.image = image
    self.delayMilliseconds = min(max(delayMilliseconds, 0), Int(UInt16.max))
  }
}
