import CZlib
import Foundation

/// The image data of a PNG: rows of straight (un-premultiplied) RGBA, each filtered and
/// prefixed with its filter type, deflated as one zlib stream.
enum PNGScanlines {
  /// A rectangle of pixels: the whole image, or the part of an animation frame that
  /// changed.
  struct Region: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
  }

  /// The filtered rows of a region of a bitmap, un-premultiplied.
  ///
  /// Every row uses the Up filter (type 2, the difference from the row above): screens
  /// of flat colour repeat row after row, so most rows become zeros that deflate to almost
  /// nothing, and it costs one subtraction per byte, done eight bytes at a time.
  static func filtered(_ bitmap: Bitmap, region: Region) -> [UInt8] {
    let rowBytes = region.width * 4
    let total = (rowBytes + 1) * region.height
    let previous = UnsafeMutableRawPointer.allocate(byteCount: rowBytes + 8, alignment: 8)
    let current = UnsafeMutableRawPointer.allocate(byteCount: rowBytes + 8, alignment: 8)
    defer {
      previous.deallocate()
      current.deallocate()
    }
    memset(previous, 0, rowBytes)
    let high: UInt64 = 0x8080_8080_8080_8080
    return [UInt8](unsafeUninitializedCapacity: total) { output, initialized in
      guard let out = output.baseAddress.map(UnsafeMutableRawPointer.init) else { return }
      bitmap.premultipliedRGBA.withUnsafeBytes { source in
        guard let pixels = source.baseAddress else { return }
        var above = previous
        var row = current
        for index in 0..<region.height {
          let start = ((region.y + index) * bitmap.width + region.x) * 4
          memcpy(row, pixels + start, rowBytes)
          PixelMemory.unpremultiply(
            row.bindMemory(to: UInt8.self, capacity: rowBytes), pixelCount: region.width)
          let line = out + index * (rowBytes + 1)
          line.storeBytes(of: 2, as: UInt8.self)
          var offset = 0
          while offset + 8 <= rowBytes {
            let a = row.load(fromByteOffset: offset, as: UInt64.self)
            let b = above.load(fromByteOffset: offset, as: UInt64.self)
            // Byte-wise a − b without borrows crossing bytes.
            let difference = ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high)
            line.storeBytes(of: difference, toByteOffset: offset + 1, as: UInt64.self)
            offset += 8
          }
          while offset < rowBytes {
            let a = row.load(fromByteOffset: offset, as: UInt8.self)
            let b = above.load(fromByteOffset: offset, as: UInt8.self)
            line.storeBytes(of: a &- b, toByteOffset: offset + 1, as: UInt8.self)
            offset += 1
          }
          swap(&above, &row)
        }
      }
      initialized = total
    }
  }

  /// Deflates bytes into a zlib stream.
  ///
  /// - Throws: ``RenderError/compressionFailed(code:)`` when zlib fails.
  static func deflate(_ bytes: [UInt8], level: Int) throws -> [UInt8] {
    var capacity = compressBound(uLong(bytes.count))
    var status: Int32 = Z_OK
    let output = [UInt8](unsafeUninitializedCapacity: Int(capacity)) { buffer, initialized in
      bytes.withUnsafeBufferPointer { source in
        status = compress2(
          buffer.baseAddress, &capacity, source.baseAddress, uLong(source.count), Int32(level))
      }
      initialized = status == Z_OK ? Int(capacity) : 0
    }
    guard status == Z_OK else { throw RenderError.compressionFailed(code: Int(status)) }
    return output
  }
}
