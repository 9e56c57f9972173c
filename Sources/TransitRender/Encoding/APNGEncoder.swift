import Foundation

/// Encodes frames as an animated PNG (APNG): a PNG whose default image is the first frame,
/// which viewers without APNG support show, followed by the other frames.
///
/// ```swift
/// let frames = images.map { APNGFrame($0, delayMilliseconds: 17) }
/// try APNGEncoder(loopCount: 0).write(frames, to: URL(fileURLWithPath: "push.png"))
/// ```
///
/// Each frame after the first stores only the rectangle that changed since the one
/// before (replacing those pixels, disposing nothing), which keeps files of transitions
/// small; decoders rebuild every full frame. Delays are stored exactly, as
/// `delay_num / delay_den` = milliseconds / 1000.
public struct APNGEncoder: Sendable, Hashable {
  /// How many times the animation plays; 0 means for ever.
  public var loopCount: Int
  /// zlib's compression level, 0…9.
  public var compressionLevel: Int
  /// How zlib looks for repeats; the default, `.standard`, is zlib's own.
  package var strategy: DeflateStrategy = .standard

  /// Creates an encoder.
  ///
  /// - Parameters:
  ///   - loopCount: How many times to play; 0 (the default) loops for ever. Clamped to
  ///     0…2³¹ − 1.
  ///   - compressionLevel: zlib's level, clamped to 0…9.
  public init(loopCount: Int = 0, compressionLevel: Int = 6) {
    self.loopCount = min(max(loopCount, 0), Int(Int32.max))
    self.compressionLevel = min(max(compressionLevel, 0), 9)
  }

  /// Creates an encoder that deflates with a chosen strategy.
  ///
  /// - Parameters:
  ///   - loopCount: How many times to play, as ``init(loopCount:compressionLevel:)``
  ///     takes it.
  ///   - compressionLevel: zlib's level, clamped to 0…9.
  ///   - strategy: How zlib looks for repeats.
  package init(loopCount: Int = 0, compressionLevel: Int = 6, strategy: DeflateStrategy) {
    self.init(loopCount: loopCount, compressionLevel: compressionLevel)
    self.strategy = strategy
  }

  /// Encodes frames.
  ///
  /// - Parameter frames: The frames, in order, all of one size of at least 1 × 1.
  /// - Returns: The APNG file's bytes.
  /// - Throws: ``RenderError/noFrames``, ``RenderError/emptyImage(width:height:)``,
  ///   ``RenderError/frameSizeMismatch(index:width:height:expectedWidth:expectedHeight:)``,
  ///   or ``RenderError/compressionFailed(code:)``.
  public func encode(_ frames: [APNGFrame]) throws -> Data {
    guard let first = frames.first?.image else { throw RenderError.noFrames }
    let (width, height) = (first.width, first.height)
    guard width > 0, height > 0 else {
      throw RenderError.emptyImage(width: width, height: height)
    }
    for (index, frame) in frames.enumerated()
    where frame.image.width != width || frame.image.height != height {
      throw RenderError.frameSizeMismatch(
        index: index, width: frame.image.width, height: frame.image.height,
        expectedWidth: width, expectedHeight: height)
    }
    let level = min(max(compressionLevel, 0), 9)
    var writer = PNGChunkWriter()
    writer.append("IHDR", PNGChunkWriter.header(width: width, height: height))
    writer.append(
      "acTL",
      PNGChunkWriter.bigEndian(UInt32(frames.count))
        + PNGChunkWriter.bigEndian(UInt32(min(max(loopCount, 0), Int(Int32.max)))))
    var sequence: UInt32 = 0
    for (index, frame) in frames.enumerated() {
      let full = PNGScanlines.Region(x: 0, y: 0, width: width, height: height)
      let region =
        index == 0 ? full : Self.changedRegion(from: frames[index - 1].image, to: frame.image)
      writer.append("fcTL", Self.frameControl(sequence: sequence, region: region, frame: frame))
      sequence += 1
      let compressed = try PNGScanlines.compressed(
        frame.image, region: region, level: level, strategy: strategy)
      if index == 0 {
        writer.append("IDAT", compressed)
      } else {
        writer.append("fdAT", PNGChunkWriter.bigEndian(sequence) + compressed)
        sequence += 1
      }
    }
    writer.append("IEND", [])
    return writer.data
  }

  /// Encodes frames and writes them to a file atomically (see ``AtomicFile``).
  ///
  /// - Parameters:
  ///   - frames: The frames.
  ///   - url: The file, in an existing directory.
  /// - Throws: What ``encode(_:)`` and ``AtomicFile/write(_:to:)`` throw.
  public func write(_ frames: [APNGFrame], to url: URL) throws {
    try AtomicFile.write(encode(frames), to: url)
  }

  /// An fcTL chunk's data: the region, the delay in thousandths of a second, dispose
  /// nothing (0), replace the region's pixels (0).
  static func frameControl(sequence: UInt32, region: PNGScanlines.Region, frame: APNGFrame)
    -> [UInt8]
  {
    let delay = UInt16(min(max(frame.delayMilliseconds, 0), Int(UInt16.max)))
    return PNGChunkWriter.bigEndian(sequence)
      + PNGChunkWriter.bigEndian(UInt32(region.width))
      + PNGChunkWriter.bigEndian(UInt32(region.height))
      + PNGChunkWriter.bigEndian(UInt32(region.x))
      + PNGChunkWriter.bigEndian(UInt32(region.y))
      + PNGChunkWriter.bigEndian(delay) + PNGChunkWriter.bigEndian(UInt16(1000)) + [0, 0]
  }

  /// The smallest rectangle holding every pixel that differs between two frames of one
  /// size; a single pixel at the origin when none does (a frame cannot be empty).
  static func changedRegion(from old: Bitmap, to new: Bitmap) -> PNGScanlines.Region {
    let width = new.width
    let rowBytes = width * 4
    var top = -1
    var bottom = -1
    var left = width
    var right = -1
    old.premultipliedRGBA.withUnsafeBytes { oldBytes in
      new.premultipliedRGBA.withUnsafeBytes { newBytes in
        guard let a = oldBytes.baseAddress, let b = newBytes.baseAddress else { return }
        for row in 0..<new.height {
          let start = row * rowBytes
          guard memcmp(a + start, b + start, rowBytes) != 0 else { continue }
          if top < 0 { top = row }
          bottom = row
          // Only columns outside the box found so far need looking at.
          var column = 0
          while column < left {
            if a.loadUnaligned(fromByteOffset: start + column * 4, as: UInt32.self)
              != b.loadUnaligned(fromByteOffset: start + column * 4, as: UInt32.self)
            {
              left = column
              break
            }
            column += 1
          }
          column = width - 1
          while column > right {
            if a.loadUnaligned(fromByteOffset: start + column * 4, as: UInt32.self)
              != b.loadUnaligned(fromByteOffset: start + column * 4, as: UInt32.self)
            {
              right = column
              break
            }
            column -= 1
          }
        }
      }
    }
    guard top >= 0, right >= left else {
      return PNGScanlines.Region(x: 0, y: 0, width: 1, height: 1)
    }
    return PNGScanlines.Region(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
  }
}
