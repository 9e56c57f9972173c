import Testing
import Transit
import TransitRender

@Suite struct BitmapTests {
  @Test func aFilledBitmapStoresPremultipliedColour() {
    let image = Bitmap(width: 3, height: 2, fill: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
    #expect(image.width == 3 && image.height == 2)
    #expect(image.premultipliedRGBA.count == 24)
    // alpha 0.5 → 128 (rounded); red 1 × 128, green 0.5 × 128.
    #expect(Array(image.premultipliedRGBA[0..<4]) == [128, 64, 0, 128])
    #expect(Array(image.premultipliedRGBA[20..<24]) == [128, 64, 0, 128])
  }

  @Test func pixelsComeBackUnpremultiplied() {
    let image = Bitmap(
      width: 1, height: 1, fill: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
    let color = image.pixel(x: 0, y: 0)
    #expect(abs(color.red - 0.2) < 1 / 128 && abs(color.green - 0.4) < 1 / 128)
    #expect(abs(color.blue - 0.6) < 1 / 128 && abs(color.alpha - 128.0 / 255) < 1e-12)
    // Stored as alpha 128 and 0.2 × 128 = 25.6 → 26, …; back: 26 × 255 / 128 = 51.8 → 52.
    #expect(Array(image.premultipliedRGBA) == [26, 51, 77, 128])
    #expect(image.unpremultipliedRGBA() == [52, 102, 153, 128])
  }

  @Test func pixelsOutsideAreClear() {
    let image = Bitmap(width: 2, height: 2, fill: .white)
    #expect(image.pixel(x: -1, y: 0) == .clear)
    #expect(image.pixel(x: 2, y: 0) == .clear)
    #expect(image.pixel(x: 0, y: 5) == .clear)
    #expect(Bitmap(width: 2, height: 2).pixel(x: 1, y: 1) == .clear)
  }

  @Test func sizesAreClamped() {
    let negative = Bitmap(width: -5, height: 3)
    #expect(negative.width == 0 && negative.height == 3 && negative.premultipliedRGBA.isEmpty)
    let wide = Bitmap(width: Int.max, height: 1)
    #expect(wide.width == Bitmap.maximumSide)
  }

  @Test func bytesAreCheckedAndMadeValid() {
    #expect(Bitmap(width: 2, height: 1, premultipliedRGBA: [0, 0, 0, 0]) == nil)
    #expect(Bitmap(width: -1, height: 1, premultipliedRGBA: []) == nil)
    let fixed = Bitmap(width: 1, height: 1, premultipliedRGBA: [200, 10, 0, 100])
    #expect(fixed?.premultipliedRGBA == [100, 10, 0, 100])
  }
}
