import CZlib
import Foundation
import Testing
import Transit
import TransitRender

@testable import TransitTesting

@Suite struct PNGDecoderTests {
  /// A PNG file built by hand from raw, already filtered rows: IHDR, one IDAT, IEND.
  func png(width: Int, height: Int, colorType: UInt8, rows: [UInt8], bitDepth: UInt8 = 8) -> Data {
    func be(_ value: Int) -> [UInt8] {
      [
        UInt8(value >> 24 & 255), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255),
        UInt8(value & 255),
      ]
    }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let typed = Array(type.utf8) + body
      let crc = typed.withUnsafeBufferPointer { Int(crc32(0, $0.baseAddress, uInt($0.count))) }
      return be(body.count) + typed + be(crc)
    }
    var size = compressBound(uLong(rows.count))
    var compressed = [UInt8](repeating: 0, count: Int(size))
    _ = compressed.withUnsafeMutableBufferPointer { out in
      rows.withUnsafeBufferPointer {
        compress(out.baseAddress, &size, $0.baseAddress, uLong($0.count))
      }
    }
    let header = be(width) + be(height) + [bitDepth, colorType, 0, 0, 0]
    return Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
        + chunk("IDAT", Array(compressed.prefix(Int(size)))) + chunk("IEND", []))
  }

  @Test func readsWhatTheEncoderWrites() throws {
    var image = Bitmap(width: 7, height: 5, fill: Color(red: 0.2, green: 0.4, blue: 0.6))
    image.fill(
      x: 2, y: 1, width: 3, height: 2, color: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
    let decoded = try PNGDecoder.decode(PNGEncoder().encode(image))
    #expect(decoded.width == 7 && decoded.height == 5)
    #expect(decoded.rgba == image.unpremultipliedRGBA())
  }

  @Test func undoesEveryFilter() throws {
    // Two greyscale rows of three pixels: 10 20 30, then 40 50 60, the second row written
    // with each filter in turn; the first row is Sub-filtered (10, +10, +10).
    let first: [UInt8] = [1, 10, 10, 10]
    let seconds: [[UInt8]] = [
      [0, 40, 50, 60],  // None
      [1, 40, 10, 10],  // Sub: minus the pixel to the left
      [2, 30, 30, 30],  // Up: minus the pixel above
      [3, 35, 20, 20],  // Average: minus (left + above) / 2: 40−5, 50−(40+20)/2, 60−(50+30)/2
      [4, 30, 10, 10],  // Paeth: above for the first, then left (closest to left+up−upper left)
    ]
    for second in seconds {
      let decoded = try PNGDecoder.decode(
        png(width: 3, height: 2, colorType: 0, rows: first + second))
      let greys = stride(from: 0, to: decoded.rgba.count, by: 4).map { decoded.rgba[$0] }
      #expect(greys == [10, 20, 30, 40, 50, 60], "filter \(second[0])")
      #expect(stride(from: 3, to: decoded.rgba.count, by: 4).allSatisfy { decoded.rgba[$0] == 255 })
    }
  }

  @Test func readsRGBAndGreyWithAlpha() throws {
    let rgb = try PNGDecoder.decode(png(width: 1, height: 1, colorType: 2, rows: [0, 1, 2, 3]))
    #expect(rgb.rgba == [1, 2, 3, 255])
    let greyAlpha = try PNGDecoder.decode(
      png(width: 1, height: 1, colorType: 4, rows: [0, 9, 128]))
    #expect(greyAlpha.rgba == [9, 9, 9, 128])
  }

  @Test func badFilesAreErrorsNotCrashes() {
    #expect(throws: PNGDecoder.Failure.notPNG) { try PNGDecoder.decode(Data("hello".utf8)) }
    let good = png(width: 1, height: 1, colorType: 2, rows: [0, 1, 2, 3])
    #expect(throws: PNGDecoder.Failure.truncated) { try PNGDecoder.decode(good.prefix(30)) }
    var damaged = good
    damaged[20] ^= 0xFF
    #expect(throws: PNGDecoder.Failure.badChecksum("IHDR")) { try PNGDecoder.decode(damaged) }
    #expect(throws: PNGDecoder.Failure.unsupported("bit depth 16")) {
      try PNGDecoder.decode(
        png(width: 1, height: 1, colorType: 2, rows: [0, 1, 2, 3], bitDepth: 16))
    }
    #expect(throws: PNGDecoder.Failure.corrupt) {
      try PNGDecoder.decode(png(width: 2, height: 1, colorType: 2, rows: [0, 1, 2, 3]))
    }
    #expect(throws: PNGDecoder.Failure.unsupported("row filter 9")) {
      try PNGDecoder.decode(png(width: 1, height: 1, colorType: 2, rows: [9, 1, 2, 3]))
    }
  }
}
