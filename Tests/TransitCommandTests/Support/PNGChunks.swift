import Foundation

/// The chunks of a PNG file, read without decoding pixels: enough to tell a still PNG from
/// an animated one and to read sizes and frame counts.
struct PNGChunks {
  /// The chunks' types and data, in file order.
  var chunks: [(type: String, data: [UInt8])] = []

  /// Reads a file; `nil` when it is not a PNG.
  init?(_ data: Data) {
    let bytes = [UInt8](data)
    guard bytes.count >= 8, bytes[0..<8] == [137, 80, 78, 71, 13, 10, 26, 10] else { return nil }
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = Self.uint32(bytes, offset)
      guard offset + 12 + length <= bytes.count else { return nil }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      chunks.append((type, Array(bytes[(offset + 8)..<(offset + 8 + length)])))
      offset += 12 + length
    }
  }

  /// Reads a file on disk; `nil` when it is missing or not a PNG.
  init?(contentsOf url: URL) {
    guard let data = try? Data(contentsOf: url) else { return nil }
    self.init(data)
  }

  /// The image's width and height, from IHDR.
  var size: (width: Int, height: Int)? {
    guard let header = chunks.first(where: { $0.type == "IHDR" })?.data, header.count >= 8
    else { return nil }
    return (Self.uint32(header, 0), Self.uint32(header, 4))
  }

  /// The number of frames acTL announces; `nil` for a still PNG.
  var animationFrameCount: Int? {
    guard let control = chunks.first(where: { $0.type == "acTL" })?.data, control.count >= 4
    else { return nil }
    return Self.uint32(control, 0)
  }

  /// Each frame's delay in milliseconds, from the fcTL chunks.
  var delaysMilliseconds: [Double] {
    chunks.filter { $0.type == "fcTL" }.map { chunk in
      let numerator = Double(Int(chunk.data[20]) << 8 | Int(chunk.data[21]))
      let denominator = Double(Int(chunk.data[22]) << 8 | Int(chunk.data[23]))
      return numerator / (denominator == 0 ? 100 : denominator) * 1000
    }
  }

  private static func uint32(_ bytes: [UInt8], _ offset: Int) -> Int {
    Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
      | Int(bytes[offset + 3])
  }
}

/// A new empty directory under the system's temporary directory.
func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("transit-command-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
