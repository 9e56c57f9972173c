import TestSupport
import Testing
import Transit
import TransitRender

@Suite struct BitmapDrawingTests {
  @Test func fillingARectangleBlendsInsideTheBitmapOnly() {
    var image = Bitmap(width: 4, height: 4, fill: .white)
    image.fill(x: 2, y: -1, width: 10, height: 2, color: Color(red: 1, green: 0, blue: 0))
    #expect(image.pixel(x: 2, y: 0) == Color(red: 1, green: 0, blue: 0))
    #expect(image.pixel(x: 3, y: 0) == Color(red: 1, green: 0, blue: 0))
    #expect(image.pixel(x: 1, y: 0) == .white && image.pixel(x: 2, y: 1) == .white)
    image.fill(x: 0, y: 3, width: 1, height: 1, color: Color(white: 0, alpha: 0.5))
    #expect(isClose(image.pixel(x: 0, y: 3), Color(white: 0.5)))
    image.fill(x: Int.max - 1, y: 0, width: Int.max, height: 1, color: .black)
    #expect(image.pixel(x: 3, y: 0) == Color(red: 1, green: 0, blue: 0))
  }

  @Test func drawingABitmapComposesItSourceOver() throws {
    var image = Bitmap(width: 4, height: 4, fill: .white)
    // Blue but for its bottom right pixel, which is transparent.
    let stamp = try #require(
      Bitmap(
        width: 2, height: 2,
        premultipliedRGBA: [0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 0, 0]))
    let clearStamp = Bitmap(width: 2, height: 2)
    image.draw(stamp, x: 3, y: 3)
    image.draw(clearStamp, x: 0, y: 0)
    #expect(image.pixel(x: 3, y: 3) == Color(red: 0, green: 0, blue: 1))
    #expect(image.pixel(x: 0, y: 0) == .white)
    image.draw(stamp, x: -1, y: -1)
    #expect(image.pixel(x: 0, y: 0) == .white, "the stamp's transparent pixel")
    #expect(image.pixel(x: 1, y: 0) == .white)
  }
}
