import Testing
import Transit
import TransitRender

@Suite struct SpriteStripTests {
  @Test func framesSitSideBySide() throws {
    let colors = [
      Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0),
      Color(red: 0, green: 0, blue: 1),
    ]
    let frames = colors.map { Bitmap(width: 4, height: 3, fill: $0) }
    let strip = try SpriteStrip.image(of: frames)
    #expect(strip.width == 12 && strip.height == 3)
    for (index, color) in colors.enumerated() {
      #expect(strip.pixel(x: index * 4, y: 0) == color)
      #expect(strip.pixel(x: index * 4 + 3, y: 2) == color)
    }
  }

  @Test func theStripsPNGIsTheStripImageEncoded() throws {
    var frames: [Bitmap] = []
    for index in 0..<3 {
      var frame = Bitmap(width: 5, height: 4, fill: .white)
      frame.fill(
        x: index, y: 1, width: 2, height: 2, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
      frames.append(frame)
    }
    for level in [1, 6] {
      #expect(
        try SpriteStrip.png(of: frames, compressionLevel: level)
          == PNGEncoder(compressionLevel: level).encode(SpriteStrip.image(of: frames)))
    }
    #expect(throws: RenderError.noFrames) { try SpriteStrip.png(of: []) }
  }

  @Test func badFramesAreErrors() {
    #expect(throws: RenderError.noFrames) { try SpriteStrip.image(of: []) }
    #expect(
      throws: RenderError.frameSizeMismatch(
        index: 1, width: 2, height: 3, expectedWidth: 2, expectedHeight: 2)
    ) {
      try SpriteStrip.image(of: [Bitmap(width: 2, height: 2), Bitmap(width: 2, height: 3)])
    }
    let wide = Bitmap(width: 40_000, height: 1)
    #expect(throws: RenderError.imageTooLarge(width: 80_000, height: 1)) {
      try SpriteStrip.image(of: [wide, wide])
    }
  }
}
