import Testing
import Transit
import TransitRender
import TransitTesting

@Suite struct FrameComparisonTests {
  /// A 10 × 10 grey frame with `changed` pixels (from the top left, row by row) raised by
  /// `by` levels in red.
  func frame(changed: Int = 0, by levels: Int = 0) -> Bitmap {
    var bytes = [UInt8](repeating: 100, count: 400)
    for index in 0..<100 { bytes[index * 4 + 3] = 255 }
    for index in 0..<changed { bytes[index * 4] = UInt8(100 + levels) }
    return Bitmap(width: 10, height: 10, premultipliedRGBA: bytes) ?? Bitmap(width: 0, height: 0)
  }

  @Test func identicalFramesMatchExactly() {
    let comparison = FrameComparison(frame(), reference: frame(), tolerance: .exact)
    #expect(comparison.matches)
    #expect(comparison.differingPixelCount == 0 && comparison.largestDifference == 0)
  }

  @Test func thePerChannelToleranceIsHonoured() {
    let slightly = frame(changed: 100, by: 3)
    #expect(!FrameComparison(slightly, reference: frame(), tolerance: .exact).matches)
    #expect(!FrameComparison(slightly, reference: frame(), tolerance: .init(perChannel: 2)).matches)
    let within = FrameComparison(slightly, reference: frame(), tolerance: .init(perChannel: 3))
    #expect(within.matches && within.largestDifference == 3)
  }

  @Test func theDifferingFractionIsHonoured() {
    // 5 of 100 pixels differ by 50 levels.
    let spotted = frame(changed: 5, by: 50)
    let strict = FrameComparison(
      spotted, reference: frame(), tolerance: .init(maximumDifferingFraction: 0.04))
    #expect(!strict.matches)
    #expect(strict.differingPixelCount == 5 && strict.differingFraction == 0.05)
    let lenient = FrameComparison(
      spotted, reference: frame(), tolerance: .init(maximumDifferingFraction: 0.05))
    #expect(lenient.matches)
  }

  @Test func framesOfDifferentSizesNeverMatch() {
    let small = Bitmap(width: 5, height: 10, fill: .black)
    let comparison = FrameComparison(
      small, reference: frame(), tolerance: .init(perChannel: 255, maximumDifferingFraction: 1))
    #expect(!comparison.sizesMatch && !comparison.matches)
    let picture = comparison.differenceImage()
    #expect(picture.width == 10 && picture.height == 10)
    // Where only the reference has pixels: magenta.
    #expect(picture.pixel(x: 7, y: 3) == Color(red: 1, green: 0, blue: 1))
  }

  @Test func theDifferencePictureMarksDifferingPixelsInRed() {
    let comparison = FrameComparison(
      frame(changed: 1, by: 100), reference: frame(), tolerance: .exact)
    let picture = comparison.differenceImage()
    let marked = picture.pixel(x: 0, y: 0)
    #expect(marked.red > 0.5 && marked.green == 0 && marked.blue == 0)
    let plain = picture.pixel(x: 5, y: 5)
    #expect(plain.red == plain.green && plain.green == plain.blue && plain.red > 0.7)
  }

  @Test func badTolerancesAreClamped() {
    #expect(FrameTolerance(perChannel: -4).perChannel == 0)
    #expect(FrameTolerance(perChannel: 999).perChannel == 255)
    #expect(FrameTolerance(maximumDifferingFraction: .nan).maximumDifferingFraction == 0)
    #expect(FrameTolerance(maximumDifferingFraction: 3).maximumDifferingFraction == 1)
    #expect(FrameTolerance(maximumDifferingFraction: -1).maximumDifferingFraction == 0)
  }
}
