import Foundation

/// A block of premultiplied RGBA pixels the rasterizer paints into: the frame, or a
/// scratch surface where a group with opacity is drawn before it is composited.
///
/// It remembers the box it was painted in, so clearing and compositing touch only that.
final class PixelSurface {
  let width: Int
  let height: Int
  /// `width × height` pixels, four bytes each.
  let pixels: UnsafeMutableRawPointer
  /// The painted box, inclusive; empty when `dirtyMinY > dirtyMaxY`.
  private(set) var dirtyMinX = Int.max
  private(set) var dirtyMaxX = -1
  private(set) var dirtyMinY = Int.max
  private(set) var dirtyMaxY = -1

  /// A transparent surface.
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    let byteCount = max(1, width * height * 4)
    pixels = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 16)
    memset(pixels, 0, byteCount)
  }

  deinit {
    pixels.deallocate()
  }

  /// Notes that a row was painted from column `first` to `last`.
  @inline(__always)
  func markPainted(row: Int, first: Int, last: Int) {
    if first < dirtyMinX { dirtyMinX = first }
    if last > dirtyMaxX { dirtyMaxX = last }
    if row < dirtyMinY { dirtyMinY = row }
    if row > dirtyMaxY { dirtyMaxY = row }
  }

  /// Makes the surface transparent again.
  func clear() {
    guard dirtyMinY <= dirtyMaxY else { return }
    let start = pixels + dirtyMinY * width * 4
    memset(start, 0, (dirtyMaxY - dirtyMinY + 1) * width * 4)
    dirtyMinX = .max
    dirtyMaxX = -1
    dirtyMinY = .max
    dirtyMaxY = -1
  }

  /// Fills every pixel with one colour.
  func fill(_ color: PremultipliedColor) {
    PixelMemory.fill(pixels, with: color.packed, count: width * height)
    markPainted(row: 0, first: 0, last: width - 1)
    markPainted(row: height - 1, first: 0, last: width - 1)
  }

  /// Composites the painted part of this surface over another of the same size.
  ///
  /// - Parameters:
  ///   - destination: The surface below.
  ///   - opacity: The opacity of this surface as a whole, 0…255.
  func composite(onto destination: PixelSurface, opacity: UInt32) {
    guard dirtyMinY <= dirtyMaxY, opacity > 0 else { return }
    let count = dirtyMaxX - dirtyMinX + 1
    for row in dirtyMinY...dirtyMaxY {
      let offset = (row * width + dirtyMinX) * 4
      PixelMemory.composite(
        pixels + offset, onto: destination.pixels + offset, count: count, opacity: opacity)
      destination.markPainted(row: row, first: dirtyMinX, last: dirtyMaxX)
    }
  }
}
