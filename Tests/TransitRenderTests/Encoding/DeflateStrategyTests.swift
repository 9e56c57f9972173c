import Foundation
import Testing
import Transit
import TransitRender

@Suite struct DeflateStrategyTests {
  /// Frames of a 120 × 40 image (more bytes than one block of the checksum's sums) with
  /// stripes, a translucent square moving right and a gradient, so that every filter and
  /// both opaque and translucent pixels occur.
  private func frames(_ count: Int) -> [Bitmap] {
    (0..<count).map { index in
      var image = Bitmap(width: 120, height: 40, fill: .white)
      for stripe in 0..<12 {
        image.fill(
          x: stripe * 10, y: 0, width: 5, height: 40,
          color: Color(red: Double(stripe) / 12, green: 0.5, blue: 1 - Double(stripe) / 12))
      }
      image.fill(
        x: index * 3, y: 10, width: 20, height: 20,
        color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
      return image
    }
  }

  @Test func runLengthPNGsDecodeToTheSamePixels() throws {
    let image = frames(1)[0]
    let standard = try PNGEncoder().encode(image)
    // zlib checks the stream's checksum as it inflates: the one computed here must agree.
    let reader = try #require(PNGReader(standard))
    #expect(reader.image() == image.unpremultipliedRGBA())
    let strip = try SpriteStrip.png(of: frames(3), strategy: .runLength)
    #expect(
      try #require(PNGReader(strip)).image()
        == SpriteStrip.image(of: frames(3)).unpremultipliedRGBA())
  }

  @Test func runLengthAnimationsDecodeToTheSameFrames() throws {
    let images = frames(5)
    for encoder in [APNGEncoder(), APNGEncoder(compressionLevel: 1, strategy: .runLength)] {
      let data = try encoder.encode(images.map { APNGFrame($0, delayMilliseconds: 17) })
      let reader = try #require(PNGReader(data))
      #expect(reader.chunks.allSatisfy { $0.crcIsValid })
      #expect(try #require(reader.frames()) == images.map { $0.unpremultipliedRGBA() })
    }
  }
}
