import Foundation
import Testing
import Transit
import TransitRender

@Suite struct APNGEncoderTests {
  /// Frames of a 6 × 4 white image with a red 2 × 2 square moving right one pixel a frame.
  private func frames(_ count: Int) -> [Bitmap] {
    (0..<count).map { index in
      var image = Bitmap(width: 6, height: 4, fill: .white)
      image.fill(x: index, y: 1, width: 2, height: 2, color: Color(red: 1, green: 0, blue: 0))
      return image
    }
  }

  @Test func theAnimationControlCountsFramesAndPlays() throws {
    let images = frames(4)
    let data = try APNGEncoder(loopCount: 3).encode(
      images.map { APNGFrame($0, delayMilliseconds: 40) })
    let reader = try #require(PNGReader(data))
    #expect(reader.chunks.allSatisfy { $0.crcIsValid })
    #expect(reader.animationControl?.frames == 4)
    #expect(reader.animationControl?.plays == 3)
    // acTL comes before the first IDAT; the first frame's fcTL too.
    let types = reader.types
    #expect(types.firstIndex(of: "acTL").map { $0 < (types.firstIndex(of: "IDAT") ?? 0) } == true)
    #expect(types.firstIndex(of: "fcTL").map { $0 < (types.firstIndex(of: "IDAT") ?? 0) } == true)
    #expect(types.filter { $0 == "fcTL" }.count == 4)
    #expect(types.filter { $0 == "fdAT" }.count == 3)
  }

  @Test func delaysAreStoredInThousandthsOfASecond() throws {
    let images = frames(3)
    let delays = [0, 16, 65_535]
    let data = try APNGEncoder().encode(
      zip(images, delays).map { APNGFrame($0, delayMilliseconds: $1) })
    let controls = try #require(PNGReader(data)).frameControls
    #expect(controls.map(\.delayNumerator) == delays)
    #expect(controls.allSatisfy { $0.delayDenominator == 1000 })
    #expect(controls.allSatisfy { $0.disposeOp == 0 && $0.blendOp == 0 })
  }

  @Test func sequenceNumbersRunThroughFrameChunks() throws {
    let data = try APNGEncoder().encode(frames(3).map { APNGFrame($0, delayMilliseconds: 10) })
    let reader = try #require(PNGReader(data))
    var sequence: [UInt32] = []
    for chunk in reader.chunks where chunk.type == "fcTL" || chunk.type == "fdAT" {
      sequence.append(PNGReader.uint32(chunk.data, 0))
    }
    #expect(sequence == [0, 1, 2, 3, 4])
  }

  @Test func framesDecodeToTheImagesGiven() throws {
    let images = frames(5) + [frames(5)[4]]
    let data = try APNGEncoder().encode(images.map { APNGFrame($0, delayMilliseconds: 20) })
    let reader = try #require(PNGReader(data))
    let decoded = try #require(reader.frames())
    #expect(decoded == images.map { $0.unpremultipliedRGBA() })
    // Later frames store only what changed: the square's old and new columns.
    let second = reader.frameControls[1]
    #expect(second.x == 0 && second.width == 3 && second.y == 1 && second.height == 2)
    #expect(reader.frameControls[5].width == 1 && reader.frameControls[5].height == 1)
  }

  @Test func badFramesAreErrors() {
    #expect(throws: RenderError.noFrames) { try APNGEncoder().encode([]) }
    let mixed = [
      APNGFrame(Bitmap(width: 2, height: 2), delayMilliseconds: 1),
      APNGFrame(Bitmap(width: 3, height: 2), delayMilliseconds: 1),
    ]
    #expect(
      throws: RenderError.frameSizeMismatch(
        index: 1, width: 3, height: 2, expectedWidth: 2, expectedHeight: 2)
    ) { try APNGEncoder().encode(mixed) }
    #expect(throws: RenderError.emptyImage(width: 0, height: 0)) {
      try APNGEncoder().encode([APNGFrame(Bitmap(width: 0, height: 0), delayMilliseconds: 1)])
    }
  }

  @Test func delaysAndLoopCountsAreClamped() {
    #expect(APNGFrame(Bitmap(width: 1, height: 1), delayMilliseconds: -5).delayMilliseconds == 0)
    #expect(
      APNGFrame(Bitmap(width: 1, height: 1), delayMilliseconds: 100_000).delayMilliseconds
        == 65_535)
    #expect(APNGEncoder(loopCount: -1).loopCount == 0)
    #expect(APNGEncoder(loopCount: .max).loopCount == Int(Int32.max))
  }
}
