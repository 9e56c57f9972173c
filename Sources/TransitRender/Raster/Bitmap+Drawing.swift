import Foundation
import Transit

extension Bitmap {
  /// Paints a rectangle of pixels in a colour, source-over.
  ///
  /// - Parameters:
  ///   - x: The left column.
  ///   - y: The top row.
  ///   - width: The width in pixels.
  ///   - height: The height in pixels.
  ///   - color: The colour; its alpha blends it with what is there.
  ///
  /// The part outside the bitmap is ignored.
  public mutating func fill(x: Int, y: Int, width: Int, height: Int, color: Color) {
    let paint = PremultipliedColor(color)
    guard paint.alpha > 0 else { return }
    let left = max(x, 0)
    let top = max(y, 0)
    let right = min(x.addingReportingOverflow(width).overflow ? Int.max : x + width, self.width)
    let bottom = min(y.addingReportingOverflow(height).overflow ? Int.max : y + height, self.height)
    guard left < right, top < bottom else { return }
    let rowBytes = self.width * 4
    premultipliedRGBA.withUnsafeMutableBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      for row in top..<bottom {
        PixelMemory.paintSpan(
          base + row * rowBytes + left * 4, count: right - left, pixel: paint.packed,
          alpha: UInt32(paint.alpha))
      }
    }
  }

  /// Draws another bitmap over this one, source-over, with its top left corner at a pixel.
  ///
  /// - Parameters:
  ///   - image: The bitmap to draw.
  ///   - x: The column its left edge goes to.
  ///   - y: The row its top edge goes to.
  ///
  /// The part outside this bitmap is ignored.
  public mutating func draw(_ image: Bitmap, x: Int, y: Int) {
    let left = max(x, 0)
    let top = max(y, 0)
    let right = min(
      x.addingReportingOverflow(image.width).overflow ? Int.max : x + image.width, width)
    let bottom = min(
      y.addingReportingOverflow(image.height).overflow ? Int.max : y + image.height, height)
    guard left < right, top < bottom else { return }
    let rowBytes = width * 4
    let sourceRowBytes = image.width * 4
    premultipliedRGBA.withUnsafeMutableBytes { bytes in
      image.premultipliedRGBA.withUnsafeBytes { source in
        guard let base = bytes.baseAddress, let sourceBase = source.baseAddress else { return }
        for row in top..<bottom {
          PixelMemory.composite(
            sourceBase + (row - y) * sourceRowBytes + (left - x) * 4,
            onto: base + row * rowBytes + left * 4, count: right - left, opacity: 255)
        }
      }
    }
  }
}
