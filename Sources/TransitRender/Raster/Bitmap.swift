import Foundation
import Transit

/// An image in memory: `width × height` pixels of 8-bit RGBA, premultiplied by alpha, rows
/// top to bottom.
///
/// Premultiplied storage is what compositing wants (source-over is one multiply-add per
/// channel); ``pixel(x:y:)`` and the PNG encoders give the colours back un-premultiplied.
///
/// ```swift
/// let image = Bitmap(width: 4, height: 2, fill: Color(red: 1, green: 0, blue: 0))
/// image.pixel(x: 3, y: 1)  // red
/// ```
///
/// Sizes are clamped: a negative or non-representable side counts as 0, and each side is
/// at most ``maximumSide`` pixels with at most ``maximumPixelCount`` pixels in all (the
/// height gives way first).
public struct Bitmap: Sendable, Hashable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The pixels, row by row, four bytes each: red, green, blue, alpha, with the colour
  /// components premultiplied by alpha.
  public internal(set) var premultipliedRGBA: [UInt8]

  /// The largest width or height a bitmap has.
  public static let maximumSide = 65_536
  /// The most pixels a bitmap holds (256 MB of storage).
  public static let maximumPixelCount = 1 << 26

  /// Creates a bitmap filled with one colour.
  ///
  /// - Parameters:
  ///   - width: The width in pixels; clamped as the type describes.
  ///   - height: The height in pixels; clamped as the type describes.
  ///   - fill: The colour of every pixel; transparent by default. Components are clamped
  ///     to 0…1.
  public init(width: Int, height: Int, fill: Color = .clear) {
    let size = Bitmap.clampedSize(width: width, height: height)
    self.width = size.width
    self.height = size.height
    let count = size.width * size.height
    let pattern = PremultipliedColor(fill)
    if pattern.alpha == 0 {
      premultipliedRGBA = [UInt8](repeating: 0, count: count * 4)
    } else {
      premultipliedRGBA = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
        if let base = buffer.baseAddress {
          PixelMemory.fill(UnsafeMutableRawPointer(base), with: pattern.packed, count: count)
        }
        initialized = count * 4
      }
    }
  }

  /// Creates a bitmap from premultiplied RGBA bytes, or `nil` when the byte count does not
  /// match or a side is negative or over the limits.
  ///
  /// - Parameters:
  ///   - width: The width in pixels.
  ///   - height: The height in pixels.
  ///   - premultipliedRGBA: `width × height × 4` bytes, rows top to bottom; a colour
  ///     component larger than its alpha is lowered to it, so the pixels are valid.
  public init?(width: Int, height: Int, premultipliedRGBA: [UInt8]) {
    let size = Bitmap.clampedSize(width: width, height: height)
    guard size.width == width, size.height == height,
      premultipliedRGBA.count == width * height * 4
    else { return nil }
    self.width = width
    self.height = height
    var bytes = premultipliedRGBA
    var index = 0
    while index < bytes.count {
      let alpha = bytes[index + 3]
      if alpha != 255 {
        if bytes[index] > alpha { bytes[index] = alpha }
        if bytes[index + 1] > alpha { bytes[index + 1] = alpha }
        if bytes[index + 2] > alpha { bytes[index + 2] = alpha }
      }
      index += 4
    }
    self.premultipliedRGBA = bytes
  }

  /// A bitmap of bytes known to be valid and of a size within the limits.
  init(uncheckedWidth width: Int, height: Int, premultipliedRGBA: [UInt8]) {
    self.width = width
    self.height = height
    self.premultipliedRGBA = premultipliedRGBA
  }

  /// The colour of a pixel, un-premultiplied.
  ///
  /// - Parameters:
  ///   - x: The column, 0 at the left.
  ///   - y: The row, 0 at the top.
  /// - Returns: The colour, with components in 0…1 (a fully transparent pixel is
  ///   ``Color/clear``); ``Color/clear`` for a pixel outside the bitmap.
  public func pixel(x: Int, y: Int) -> Color {
    guard x >= 0, y >= 0, x < width, y < height else { return .clear }
    let index = (y * width + x) * 4
    let alpha = Double(premultipliedRGBA[index + 3])
    guard alpha > 0 else { return .clear }
    return Color(
      red: Double(premultipliedRGBA[index]) / alpha,
      green: Double(premultipliedRGBA[index + 1]) / alpha,
      blue: Double(premultipliedRGBA[index + 2]) / alpha,
      alpha: alpha / 255)
  }

  /// The pixels un-premultiplied, as PNG stores them: four bytes a pixel, rows top to
  /// bottom.
  ///
  /// - Returns: `width × height × 4` bytes.
  public func unpremultipliedRGBA() -> [UInt8] {
    var bytes = premultipliedRGBA
    bytes.withUnsafeMutableBufferPointer { buffer in
      if let base = buffer.baseAddress {
        PixelMemory.unpremultiply(base, pixelCount: width * height)
      }
    }
    return bytes
  }

  /// The size a requested size is clamped to.
  static func clampedSize(width: Int, height: Int) -> (width: Int, height: Int) {
    let clampedWidth = width < 0 ? 0 : (width > maximumSide ? maximumSide : width)
    var clampedHeight = height < 0 ? 0 : (height > maximumSide ? maximumSide : height)
    if clampedWidth > 0, clampedWidth * clampedHeight > maximumPixelCount {
      clampedHeight = maximumPixelCount / clampedWidth
    }
    return (clampedWidth, clampedHeight)
  }
}

extension Bitmap {
  /// A bitmap holding a copy of `width × height` premultiplied pixels from memory.
  init(width: Int, height: Int, copying pixels: UnsafeRawPointer) {
    let byteCount = width * height * 4
    self.init(
      uncheckedWidth: width, height: height,
      premultipliedRGBA: [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
        if let base = buffer.baseAddress { memcpy(base, pixels, byteCount) }
        initialized = byteCount
      })
  }
}
