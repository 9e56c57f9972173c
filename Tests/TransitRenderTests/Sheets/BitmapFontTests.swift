import Testing
import Transit
import TransitRender

@Suite struct BitmapFontTests {
  private let font = BitmapFont.standard

  @Test func textIsSixPixelsAGlyphLessTheLastGap() {
    #expect(font.size(of: "0.25 s") == (35, 7))
    #expect(font.size(of: "50%", scale: 2) == (34, 14))
    #expect(font.size(of: "") == (0, 7))
    #expect(font.size(of: "1", scale: -3) == (5, 7), "scale clamped to 1")
  }

  @Test func drawingSetsTheGlyphsPixels() {
    var image = Bitmap(width: 12, height: 9, fill: .white)
    font.draw("1.", into: &image, x: 1, y: 1, color: .black)
    // "1": rows 00100 01100 00100 … 01110; its stem is column 2 of the glyph.
    #expect(image.pixel(x: 3, y: 1) == .black && image.pixel(x: 2, y: 2) == .black)
    #expect(image.pixel(x: 1, y: 1) == .white && image.pixel(x: 5, y: 1) == .white)
    #expect(image.pixel(x: 2, y: 7) == .black && image.pixel(x: 4, y: 7) == .black)
    // ".": a 2 × 2 dot in rows 5–6, columns 1–2 of the next glyph (x = 7).
    #expect(image.pixel(x: 8, y: 6) == .black && image.pixel(x: 9, y: 7) == .black)
    #expect(image.pixel(x: 8, y: 4) == .white)
  }

  @Test func scaleMakesEachFontPixelASquare() {
    var image = Bitmap(width: 20, height: 20, fill: .white)
    font.draw("-", into: &image, x: 0, y: 0, color: .black, scale: 2)
    // "-" is row 3, all five columns: pixels 6…7 tall and 0…9 wide.
    #expect(image.pixel(x: 0, y: 6) == .black && image.pixel(x: 9, y: 7) == .black)
    #expect(image.pixel(x: 10, y: 6) == .white && image.pixel(x: 0, y: 5) == .white)
  }

  @Test func uppercaseUsesLowercaseAndUnknownIsABox() {
    #expect(font.glyph(for: "S") == font.glyph(for: "s"))
    #expect(
      font.glyph(for: "é") == [0b11111, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11111])
    let digits = "0123456789".map { font.glyph(for: $0) }
    #expect(Set(digits.map { $0.description }).count == 10, "every digit is distinct")
  }
}
