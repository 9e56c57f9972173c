import CZlib
import Foundation

/// A small PNG reader for the tests, written from the PNG and APNG specifications and
/// independent of the encoder: its own CRC-32, zlib's `uncompress`, all five filters.
struct PNGReader {
  struct Chunk {
    let type: String
    let data: [UInt8]
    let crcIsValid: Bool
  }

  /// One APNG frame control (fcTL).
  struct FrameControl: Equatable {
    let sequence: UInt32
    let width: Int
    let height: Int
    let x: Int
    let y: Int
    let delayNumerator: Int
    let delayDenominator: Int
    let disposeOp: UInt8
    let blendOp: UInt8
  }

  let chunks: [Chunk]

  /// Splits a file into chunks; `nil` without the PNG signature or with a truncated chunk.
  init?(_ data: Data) {
    let bytes = [UInt8](data)
    guard bytes.count >= 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    else { return nil }
    var chunks: [Chunk] = []
    var offset = 8
    while offset < bytes.count {
      guard offset + 12 <= bytes.count else { return nil }
      let length = Int(Self.uint32(bytes, offset))
      guard offset + 12 + length <= bytes.count else { return nil }
      let typeAndData = Array(bytes[(offset + 4)..<(offset + 8 + length)])
      let stored = Self.uint32(bytes, offset + 8 + length)
      chunks.append(
        Chunk(
          type: String(decoding: typeAndData[0..<4], as: UTF8.self),
          data: Array(typeAndData[4...]), crcIsValid: Self.crc32(typeAndData) == stored))
      offset += 12 + length
    }
    self.chunks = chunks
  }

  var types: [String] { chunks.map(\.type) }

  /// Width and height from IHDR, with bit depth and colour type.
  var header: (width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, interlace: UInt8)? {
    guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else { return nil }
    return (
      Int(Self.uint32(ihdr.data, 0)), Int(Self.uint32(ihdr.data, 4)), ihdr.data[8], ihdr.data[9],
      ihdr.data[12]
    )
  }

  /// The acTL chunk: frame count and play count.
  var animationControl: (frames: Int, plays: Int)? {
    guard let chunk = chunks.first(where: { $0.type == "acTL" }) else { return nil }
    return (Int(Self.uint32(chunk.data, 0)), Int(Self.uint32(chunk.data, 4)))
  }

  var frameControls: [FrameControl] {
    chunks.filter { $0.type == "fcTL" }.map { chunk in
      let d = chunk.data
      return FrameControl(
        sequence: Self.uint32(d, 0), width: Int(Self.uint32(d, 4)), height: Int(Self.uint32(d, 8)),
        x: Int(Self.uint32(d, 12)), y: Int(Self.uint32(d, 16)),
        delayNumerator: Int(d[20]) << 8 | Int(d[21]),
        delayDenominator: Int(d[22]) << 8 | Int(d[23]),
        disposeOp: d[24], blendOp: d[25])
    }
  }

  /// The default image's straight RGBA bytes.
  func image() -> [UInt8]? {
    guard let header else { return nil }
    let data = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
    return Self.decode(data, width: header.width, height: header.height)
  }

  /// The filter type at the start of each row of the default image.
  func rowFilters() -> [UInt8]? {
    guard let header else { return nil }
    let data = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
    let rowBytes = header.width * 4
    var size = uLongf((rowBytes + 1) * header.height)
    var raw = [UInt8](repeating: 0, count: Int(size))
    let status = raw.withUnsafeMutableBufferPointer { out in
      data.withUnsafeBufferPointer { source in
        uncompress(out.baseAddress, &size, source.baseAddress, uLong(source.count))
      }
    }
    guard status == Z_OK else { return nil }
    return (0..<header.height).map { raw[$0 * (rowBytes + 1)] }
  }

  /// Every frame of an animation as full straight RGBA images, composed as a viewer does
  /// (dispose none, blend source: each frame's region replaces those pixels).
  func frames() -> [[UInt8]]? {
    guard let header else { return nil }
    var canvas = [UInt8](repeating: 0, count: header.width * header.height * 4)
    var result: [[UInt8]] = []
    var control: FrameControl?
    var pending: [UInt8] = []
    func flush() -> Bool {
      guard let control else { return true }
      guard let pixels = Self.decode(pending, width: control.width, height: control.height)
      else { return false }
      for row in 0..<control.height {
        for byte in 0..<(control.width * 4) {
          canvas[((control.y + row) * header.width + control.x) * 4 + byte] =
            pixels[row * control.width * 4 + byte]
        }
      }
      result.append(canvas)
      pending = []
      return true
    }
    let controls = frameControls
    var next = 0
    for chunk in chunks {
      switch chunk.type {
      case "fcTL":
        guard flush() else { return nil }
        control = controls[next]
        next += 1
      case "IDAT" where control != nil: pending += chunk.data
      case "fdAT": pending += chunk.data[4...]
      default: break
      }
    }
    guard flush() else { return nil }
    return result
  }

  /// Inflates a zlib stream and undoes the filters of 8-bit RGBA rows.
  static func decode(_ compressed: [UInt8], width: Int, height: Int) -> [UInt8]? {
    let rowBytes = width * 4
    var size = uLongf((rowBytes + 1) * height)
    var raw = [UInt8](repeating: 0, count: Int(size))
    let status = raw.withUnsafeMutableBufferPointer { out in
      compressed.withUnsafeBufferPointer { source in
        uncompress(out.baseAddress, &size, source.baseAddress, uLong(source.count))
      }
    }
    guard status == Z_OK, Int(size) == (rowBytes + 1) * height else { return nil }
    var pixels = [UInt8](repeating: 0, count: rowBytes * height)
    for row in 0..<height {
      let filter = raw[row * (rowBytes + 1)]
      for i in 0..<rowBytes {
        let x = Int(raw[row * (rowBytes + 1) + 1 + i])
        let a = i >= 4 ? Int(pixels[row * rowBytes + i - 4]) : 0
        let b = row > 0 ? Int(pixels[(row - 1) * rowBytes + i]) : 0
        let c = row > 0 && i >= 4 ? Int(pixels[(row - 1) * rowBytes + i - 4]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        case 4:
          let p = a + b - c
          let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
          predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        default: return nil
        }
        pixels[row * rowBytes + i] = UInt8((x + predictor) & 0xFF)
      }
    }
    return pixels
  }

  static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }

  /// CRC-32 (ISO 3309, reflected polynomial 0xEDB88320), bit by bit.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
