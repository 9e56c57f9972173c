import Foundation
import Testing
import Transit
import TransitRender

@Suite struct PNGEncoderTests {
  /// A 5 × 3 image with an opaque gradient, a half-transparent pixel and a clear one.
  private func sample() -> Bitmap {
    var image = Bitmap(width: 5, height: 3, fill: .white)
    for x in 0..<5 {
      image.fill(
        x: x, y: 0, width: 1, height: 1, color: Color(red: Double(x) / 4, green: 0.5, blue: 1))
    }
    image.fill(x: 0, y: 1, width: 5, height: 1, color: .clear)
    image =
      Bitmap(
        width: 5, height: 3,
        premultipliedRGBA: image.premultipliedRGBA.enumerated().map { index, byte in
          // Row 1: transparent except a half-transparent red in column 2.
          (20...39).contains(index) ? 0 : byte
        }) ?? image
    image.fill(x: 2, y: 1, width: 1, height: 1, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    return image
  }

  @Test func theFileHasTheSignatureAndWellFormedChunks() throws {
    let png = try PNGEncoder().encode(sample())
    let reader = try #require(PNGReader(png))
    #expect(reader.types.first == "IHDR" && reader.types.last == "IEND")
    #expect(reader.types.contains("IDAT"))
    #expect(reader.chunks.allSatisfy { $0.crcIsValid })
    let header = try #require(reader.header)
    #expect(header.width == 5 && header.height == 3)
    #expect(header.bitDepth == 8 && header.colorType == 6 && header.interlace == 0)
  }

  @Test func pixelsRoundTripUnpremultiplied() throws {
    let image = sample()
    let reader = try #require(PNGReader(try PNGEncoder().encode(image)))
    let pixels = try #require(reader.image())
    #expect(pixels == image.unpremultipliedRGBA())
    // Spot checks worked out by hand: column 4 of row 0 is (1, 0.5, 1) → 255, 128, 255.
    #expect(Array(pixels[16..<20]) == [255, 128, 255, 255])
    // The half-transparent red: alpha 128, red back to 255.
    #expect(Array(pixels[(5 + 2) * 4..<(5 + 2) * 4 + 4]) == [255, 0, 0, 128])
    #expect(Array(pixels[20..<24]) == [0, 0, 0, 0])
  }

  @Test func everyLevelDecodesTheSame() throws {
    let image = sample()
    for level in [-3, 0, 1, 9, 42] {
      let reader = try #require(PNGReader(try PNGEncoder(compressionLevel: level).encode(image)))
      #expect(reader.image() == image.unpremultipliedRGBA())
    }
    #expect(PNGEncoder(compressionLevel: -3).compressionLevel == 0)
    #expect(PNGEncoder(compressionLevel: 42).compressionLevel == 9)
  }

  /// Each row takes the filter whose residuals, read as signed bytes, sum smallest (None,
  /// Up, Sub, Paeth tried in that order, ties to the first), as libpng advises and Pillow
  /// does; the sums here are worked out by hand.
  @Test func eachRowTakesTheFilterWithTheSmallestResiduals() throws {
    var bytes: [UInt8] = []
    // Row 0: a grey ramp 0, 16, 32, … across: None sums 0+16+…, Sub leaves 16s (smallest).
    for x in 0..<8 { bytes += [UInt8(x * 16), UInt8(x * 16), UInt8(x * 16), 255] }
    // Row 1: the same again: Up leaves zeros.
    bytes += bytes
    // Row 2: transparent: None leaves zeros and is tried first.
    bytes += [UInt8](repeating: 0, count: 32)
    // Row 3: transparent again, equal to the row above: still None, tried before Up.
    bytes += [UInt8](repeating: 0, count: 32)
    // Row 4: opaque white: Up leaves 255s and alphas of 255 (-1 each), Sub zeros after the
    // first pixel.
    bytes += [UInt8](repeating: 255, count: 32)
    let image = try #require(Bitmap(width: 8, height: 5, premultipliedRGBA: bytes))
    let reader = try #require(PNGReader(try PNGEncoder().encode(image)))
    #expect(reader.rowFilters() == [1, 2, 0, 0, 1])
    #expect(reader.image() == image.unpremultipliedRGBA())
  }

  @Test func anEmptyImageIsAnError() {
    #expect(throws: RenderError.emptyImage(width: 0, height: 4)) {
      try PNGEncoder().encode(Bitmap(width: 0, height: 4))
    }
  }

  @Test func writingCreatesTheFile() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("png-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("image.png")
    try PNGEncoder().write(sample(), to: url)
    let reader = try #require(PNGReader(try Data(contentsOf: url)))
    #expect(reader.image() == sample().unpremultipliedRGBA())
  }
}
