import Foundation
import TransitRender

extension SnapshotStore {
  /// Checks a frame against its reference `<name>.png` under a tolerance; on a difference
  /// writes `<name>.actual.png` and `<name>.diff.png` (see
  /// ``FrameComparison/differenceImage()``).
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - name: The snapshot's name.
  ///   - tolerance: How far the frame may stray from the reference.
  /// - Returns: What happened.
  public func verify(frame: Bitmap, named name: String, tolerance: FrameTolerance = .exact)
    -> SnapshotResult
  {
    let reference = file(name, ".png")
    let actual = file(name, ".actual.png")
    let difference = file(name, ".diff.png")
    let encoded: Data
    do {
      encoded = try PNGEncoder().encode(frame)
    } catch {
      return SnapshotResult(
        status: .failed, name: name, reference: reference,
        message: "cannot encode snapshot \"\(name)\": \(error)")
    }
    guard !isRecording, FileManager.default.fileExists(atPath: reference.path) else {
      return record(encoded, to: reference, name: name, clearing: [actual, difference])
    }
    let stored: Bitmap
    let candidate: Bitmap
    do {
      let decoded = try PNGDecoder.decode(Data(contentsOf: reference))
      stored = try Self.bitmap(width: decoded.width, height: decoded.height, rgba: decoded.rgba)
      // The frame takes the same way through straight RGBA as the reference did, so a
      // frame equals the reference it was recorded as, translucent pixels too.
      candidate = try Self.bitmap(
        width: frame.width, height: frame.height, rgba: frame.unpremultipliedRGBA())
    } catch {
      return SnapshotResult(
        status: .failed, name: name, reference: reference,
        message: "cannot read snapshot \"\(name)\" at \(reference.path): \(error)")
    }
    let comparison = FrameComparison(candidate, reference: stored, tolerance: tolerance)
    if comparison.matches {
      Self.remove([actual, difference])
      return SnapshotResult(status: .matched, name: name, reference: reference)
    }
    if let failure = write(encoded, to: actual, name: name, reference: reference) {
      return failure
    }
    let picture = try? PNGEncoder().encode(comparison.differenceImage())
    let wroteDifference =
      picture.map { write($0, to: difference, name: name, reference: reference) == nil }
      ?? false
    return SnapshotResult(
      status: .mismatched, name: name, reference: reference, actual: actual,
      difference: wroteDifference ? difference : nil,
      message: "snapshot \"\(name)\" differs from \(reference.path): "
        + Self.describe(comparison) + "; actual written to \(actual.path)"
        + (wroteDifference ? ", differences to \(difference.path)" : ""))
  }

  /// A comparison's failure in words.
  static func describe(_ comparison: FrameComparison) -> String {
    let (a, r) = (comparison.actual, comparison.reference)
    guard comparison.sizesMatch else {
      return "the frame is \(a.width)x\(a.height) pixels, the reference \(r.width)x\(r.height)"
    }
    let percent = { (fraction: Double) in String(format: "%.3g %%", fraction * 100) }
    return "\(comparison.differingPixelCount) of \(comparison.pixelCount) pixels "
      + "(\(percent(comparison.differingFraction))) differ by more than "
      + "\(comparison.tolerance.perChannel) levels (at most \(comparison.largestDifference)); "
      + "\(percent(comparison.tolerance.maximumDifferingFraction)) may"
  }

  /// A bitmap from straight RGBA bytes.
  static func bitmap(width: Int, height: Int, rgba: [UInt8]) throws
    -> Bitmap
  {
    var premultiplied = rgba
    var index = 0
    while index < premultiplied.count {
      let alpha = Int(premultiplied[index + 3])
      if alpha != 255 {
        for component in 0..<3 {
          premultiplied[index + component] = UInt8(
            (Int(premultiplied[index + component]) * alpha + 127) / 255)
        }
      }
      index += 4
    }
    guard let bitmap = Bitmap(width: width, height: height, premultipliedRGBA: premultiplied)
    else { throw PNGDecoder.Failure.unsupported("size \(width) × \(height)") }
    return bitmap
  }
}
