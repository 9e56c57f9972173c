import CZlib
import Foundation

/// Reads the PNG files snapshots are stored in: 8-bit greyscale, grey with alpha, RGB or
/// RGBA, not interlaced, any of the five row filters. An animated PNG gives its default
/// image. That covers what ``SnapshotStore`` writes and what image editors save.
enum PNGDecoder {
  /// Why a file could not be read as a PNG.
  enum Failure: Error, Equatable, CustomStringConvertible {
    /// The file does not start with the PNG signature.
    case notPNG
    /// A chunk runs past the end of the file, or a required chunk is missing.
    case truncated
    /// A chunk's checksum does not match its contents.
    case badChecksum(String)
    /// A kind of PNG this reader does not handle.
    case unsupported(String)
    /// The image data does not inflate to the size the header gives.
    case corrupt

    var description: String {
      switch self {
      case .notPNG: "not a PNG file"
      case .truncated: "the PNG file is cut short"
      case .badChecksum(let chunk): "the PNG file's \(chunk) chunk is damaged"
      case .unsupported(let what): "unsupported PNG: \(what)"
      case .corrupt: "the PNG file's image data is damaged"
      }
    }
  }

  /// The image in a PNG file.
  ///
  /// - Parameter data: The file's bytes.
  /// - Returns: The size and the straight (not premultiplied) RGBA bytes, rows top to
  ///   bottom.
  /// - Throws: ``Failure``.
  static func decode(_ data: Data) throws -> (width: Int, height: Int, rgba: [UInt8]) {
    let bytes = [UInt8](data)
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw Failure.notPNG }
    var header: [UInt8]?
    var compressed: [UInt8] = []
    var offset = 8
    var ended = false
    while offset < bytes.count, !ended {
      guard offset + 12 <= bytes.count else { throw Failure.truncated }
      let length = Int(uint32(bytes, offset))
      guard length <= bytes.count - offset - 12 else { throw Failure.truncated }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
      let stored = uint32(bytes, offset + 8 + length)
      let computed = bytes[(offset + 4)..<(offset + 8 + length)].withContiguousStorageIfAvailable {
        UInt32(crc32(0, $0.baseAddress, uInt($0.count)))
      }
      guard computed == stored else { throw Failure.badChecksum(type) }
      switch type {
      case "IHDR": header = body
      case "IDAT": compressed += body
      case "IEND": ended = true
      default: break
      }
      offset += 12 + length
    }
    guard let header, header.count == 13, !compressed.isEmpty else { throw Failure.truncated }
    let width = Int(uint32(header, 0))
    let height = Int(uint32(header, 4))
    let (depth, colorType, interlace) = (header[8], header[9], header[12])
    guard depth == 8 else { throw Failure.unsupported("bit depth \(depth)") }
    guard interlace == 0 else { throw Failure.unsupported("interlaced") }
    let channels: Int
    switch colorType {
    case 0: channels = 1
    case 2: channels = 3
    case 4: channels = 2
    case 6: channels = 4
    default: throw Failure.unsupported("colour type \(colorType)")
    }
    // A snapshot larger than this is surely not one (and would exhaust memory).
    guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else {
      throw Failure.unsupported("size \(width) × \(height)")
    }
    let rowBytes = width * channels
    let raw = try inflate(compressed, size: (rowBytes + 1) * height)
    let rows = try unfilter(raw, rowBytes: rowBytes, height: height, pixelBytes: channels)
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for pixel in 0..<(width * height) {
      let source = pixel * channels
      let target = pixel * 4
      switch channels {
      case 1:
        (rgba[target], rgba[target + 1], rgba[target + 2]) = (
          rows[source], rows[source], rows[source]
        )
      case 2:
        (rgba[target], rgba[target + 1], rgba[target + 2]) = (
          rows[source], rows[source], rows[source]
        )
        rgba[target + 3] = rows[source + 1]
      case 3:
        (rgba[target], rgba[target + 1], rgba[target + 2]) =
          (rows[source], rows[source + 1], rows[source + 2])
      default:
        for component in 0..<4 { rgba[target + component] = rows[source + component] }
      }
    }
    return (width, height, rgba)
  }

  /// Inflates a zlib stream that must give exactly `size` bytes.
  private static func inflate(_ compressed: [UInt8], size: Int) throws -> [UInt8] {
    var length = uLongf(size)
    var output = [UInt8](repeating: 0, count: size)
    let status = output.withUnsafeMutableBufferPointer { out in
      compressed.withUnsafeBufferPointer { source in
        uncompress(out.baseAddress, &length, source.baseAddress, uLong(source.count))
      }
    }
    guard status == Z_OK, Int(length) == size else { throw Failure.corrupt }
    return output
  }

  /// Undoes PNG's row filters: None, Sub, Up, Average and Paeth.
  private static func unfilter(_ raw: [UInt8], rowBytes: Int, height: Int, pixelBytes: Int)
    throws -> [UInt8]
  {
    var rows = [UInt8](repeating: 0, count: rowBytes * height)
    for row in 0..<height {
      let filter = raw[row * (rowBytes + 1)]
      let input = row * (rowBytes + 1) + 1
      let output = row * rowBytes
      for index in 0..<rowBytes {
        let x = raw[input + index]
        let left = index >= pixelBytes ? rows[output + index - pixelBytes] : 0
        let up = row > 0 ? rows[output - rowBytes + index] : 0
        let upLeft =
          row > 0 && index >= pixelBytes ? rows[output - rowBytes + index - pixelBytes] : 0
        let predictor: UInt8
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = UInt8((Int(left) + Int(up)) / 2)
        case 4: predictor = paeth(left, up, upLeft)
        default: throw Failure.unsupported("row filter \(filter)")
        }
        rows[output + index] = x &+ predictor
      }
    }
    return rows
  }

  /// The Paeth predictor: whichever neighbour is closest to left + up − upper left.
  private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let estimate = Int(a) + Int(b) - Int(c)
    let (da, db, dc) = (abs(estimate - Int(a)), abs(estimate - Int(b)), abs(estimate - Int(c)))
    if da <= db && da <= dc { return a }
    return db <= dc ? b : c
  }

  private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
      | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
  }
}
