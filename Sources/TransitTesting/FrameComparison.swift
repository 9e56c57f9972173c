import Transit
import TransitRender

/// Two frames compared pixel by pixel under a ``FrameTolerance``: how many pixels differ,
/// by how much at most, and a picture of where.
///
/// ```swift
/// let comparison = FrameComparison(actual, reference: reference, tolerance: .exact)
/// if !comparison.matches { try PNGEncoder().write(comparison.differenceImage(), to: url) }
/// ```
///
/// Pixels are compared as PNG stores them (straight, not premultiplied, RGBA), so a frame
/// and the same frame read back from its PNG file compare equal.
public struct FrameComparison: Sendable {
  /// The frame being checked.
  public let actual: Bitmap
  /// The frame it is checked against.
  public let reference: Bitmap
  /// The tolerance applied.
  public let tolerance: FrameTolerance
  /// Whether both frames have the same size; frames of different sizes never match.
  public let sizesMatch: Bool
  /// How many pixels differ by more than the tolerance's per-channel levels.
  public let differingPixelCount: Int
  /// The largest difference of any component of any pixel, in levels, 0…255.
  public let largestDifference: Int

  /// Compares two frames.
  ///
  /// - Parameters:
  ///   - actual: The frame being checked.
  ///   - reference: The frame it is checked against.
  ///   - tolerance: How far it may stray.
  public init(_ actual: Bitmap, reference: Bitmap, tolerance: FrameTolerance) {
    self.actual = actual
    self.reference = reference
    self.tolerance = tolerance
    sizesMatch = actual.width == reference.width && actual.height == reference.height
    guard sizesMatch else {
      differingPixelCount = max(actual.width * actual.height, reference.width * reference.height)
      largestDifference = 255
      return
    }
    let a = actual.unpremultipliedRGBA()
    let b = reference.unpremultipliedRGBA()
    var count = 0
    var largest = 0
    var index = 0
    while index < a.count {
      var worst = 0
      for component in 0..<4 {
        worst = max(worst, abs(Int(a[index + component]) - Int(b[index + component])))
      }
      if worst > tolerance.perChannel { count += 1 }
      largest = max(largest, worst)
      index += 4
    }
    differingPixelCount = count
    largestDifference = largest
  }

  /// The number of pixels compared: the larger frame's.
  public var pixelCount: Int {
    max(actual.width * actual.height, reference.width * reference.height)
  }

  /// The fraction of pixels that differ, 0…1.
  public var differingFraction: Double {
    pixelCount == 0 ? 0 : Double(differingPixelCount) / Double(pixelCount)
  }

  /// Whether the frames match under the tolerance.
  public var matches: Bool {
    sizesMatch && differingFraction <= tolerance.maximumDifferingFraction
  }

  /// A picture of the differences, the size of the larger frame: the reference faded to
  /// grey, with differing pixels in red (brighter for larger differences) and pixels that
  /// differ within the tolerance in orange.
  ///
  /// - Returns: The picture.
  public func differenceImage() -> Bitmap {
    let width = max(actual.width, reference.width)
    let height = max(actual.height, reference.height)
    // Opaque colours only, so straight and premultiplied bytes are the same.
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    func level(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
    for y in 0..<height {
      for x in 0..<width {
        let colour: (Double, Double, Double)
        if x >= actual.width || y >= actual.height || x >= reference.width
          || y >= reference.height
        {
          colour = (1, 0, 1)
        } else {
          let a = actual.pixel(x: x, y: y)
          let b = reference.pixel(x: x, y: y)
          let worst = max(
            abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue),
            abs(a.alpha - b.alpha))
          let levels = Int((worst * 255).rounded())
          if levels > tolerance.perChannel {
            colour = (0.55 + 0.45 * worst, 0, 0)
          } else if levels > 0 {
            colour = (1, 0.6, 0.1)
          } else {
            let grey = 0.75 + 0.25 * (b.red * 0.3 + b.green * 0.59 + b.blue * 0.11) * b.alpha
            colour = (grey, grey, grey)
          }
        }
        let index = (y * width + x) * 4
        bytes[index] = level(colour.0)
        bytes[index + 1] = level(colour.1)
        bytes[index + 2] = level(colour.2)
      }
    }
    return Bitmap(width: width, height: height, premultipliedRGBA: bytes)
      ?? Bitmap(width: width, height: height, fill: .white)
  }
}
