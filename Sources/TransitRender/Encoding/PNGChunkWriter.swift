import CZlib
import Foundation

/// Builds a PNG file: the signature, then chunks of length, type, data and CRC.
struct PNGChunkWriter {
  private(set) var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Appends a chunk.
  ///
  /// - Parameters:
  ///   - type: The four-letter type, such as "IHDR".
  ///   - data: The chunk's data.
  mutating func append(_ type: StaticString, _ data: [UInt8]) {
    var chunk = Self.bigEndian(UInt32(data.count))
    let typeStart = chunk.count
    type.withUTF8Buffer { chunk.append(contentsOf: $0) }
    chunk.append(contentsOf: data)
    let crc = chunk[typeStart...].withUnsafeBufferPointer { buffer in
      crc32(0, buffer.baseAddress, uInt(buffer.count))
    }
    chunk.append(contentsOf: Self.bigEndian(UInt32(truncatingIfNeeded: crc)))
    bytes.append(contentsOf: chunk)
  }

  /// The IHDR chunk's data for 8-bit RGBA, not interlaced.
  static func header(width: Int, height: Int) -> [UInt8] {
    bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
  }

  /// Four bytes, most significant first.
  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  /// Two bytes, most significant first.
  static func bigEndian(_ value: UInt16) -> [UInt8] {
    [UInt8(value >> 8), UInt8(value & 0xFF)]
  }

  /// The file so far.
  var data: Data { Data(bytes) }
}
