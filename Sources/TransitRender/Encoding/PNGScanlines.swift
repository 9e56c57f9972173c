import CZlib
import Foundation

/// The image data of a PNG: rows of straight (un-premultiplied) RGBA, each filtered and
/// prefixed with its filter type, deflated as one zlib stream.
///
/// Each row takes the filter that leaves the smallest sum of absolute differences (bytes
/// read as signed), trying None, Up, Sub and Paeth in that order and switching only for a
/// strictly smaller sum: the heuristic libpng recommends, in the order Pillow tries it
/// (Pillow tries Average only when asked to optimize), so flat screens become rows of
/// zeros and gradients their steps. Rows are filtered into a small buffer and deflated as
/// they go (a 32 KB window, memory level 9 as Pillow has it, zlib's default strategy,
/// which on screens deflates a little smaller and faster than Pillow's filtered-data
/// one, unless ``DeflateStrategy/runLength`` is asked for): no copy of the whole image is
/// made. zlib deflates the raw stream; its two-byte header and its Adler-32 checksum are
/// written here, the same bytes zlib would write. In optimized builds the filters and the
/// checksum take 16 bytes at a time.
enum PNGScanlines {
  /// A rectangle of pixels: the whole image, or the part of an animation frame that
  /// changed.
  struct Region: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
  }

  /// The filter type of each row, as PNG numbers them.
  enum Filter: UInt8, CaseIterable {
    case none = 0
    case sub = 1
    case up = 2
    case average = 3
    case paeth = 4
  }

  /// The deflated, filtered rows of a region of a bitmap, un-premultiplied: an IDAT's
  /// (or fdAT's) data.
  ///
  /// - Throws: ``RenderError/compressionFailed(code:)`` when zlib fails.
  static func compressed(
    _ bitmap: Bitmap, region: Region, level: Int, strategy: DeflateStrategy = .standard
  ) throws -> [UInt8] {
    try bitmap.premultipliedRGBA.withUnsafeBytes { source in
      try compressed(
        width: region.width, height: region.height, level: level, strategy: strategy
      ) { index, row in
        guard let pixels = source.baseAddress else { return }
        PixelMemory.unpremultiply(
          pixels + ((region.y + index) * bitmap.width + region.x) * 4, into: row,
          pixelCount: region.width)
      }
    }
  }

  /// The deflated, filtered rows of an image given row by row, un-premultiplied.
  ///
  /// - Parameters:
  ///   - width: Pixels a row.
  ///   - height: Rows.
  ///   - level: zlib's level.
  ///   - strategy: How zlib looks for repeats.
  ///   - row: Writes row `index`'s straight (un-premultiplied) RGBA bytes into the buffer
  ///     given (``PixelMemory/unpremultiply(_:into:pixelCount:)`` copies and converts in
  ///     one pass).
  /// - Returns: The zlib stream.
  /// - Throws: ``RenderError/compressionFailed(code:)`` when zlib fails.
  static func compressed(
    width: Int, height: Int, level: Int, strategy: DeflateStrategy = .standard,
    row: (Int, UnsafeMutablePointer<UInt8>) -> Void
  ) throws -> [UInt8] {
    let region = Region(x: 0, y: 0, width: width, height: height)
    let rowBytes = region.width * 4
    var stream = z_stream()
    // A raw deflate stream inside a zlib header and checksum written here, the same
    // bytes zlib writes: its checksum is the slower part of a fast level.
    var status = deflateInit2_(
      &stream, Int32(level), Z_DEFLATED, -15, 9,
      strategy == .runLength ? Z_RLE : Z_DEFAULT_STRATEGY, ZLIB_VERSION,
      Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else { throw RenderError.compressionFailed(code: Int(status)) }
    defer { deflateEnd(&stream) }

    // Rows go to zlib a batch at a time, about 64 KB.
    let batchRows = max(1, 65_536 / (rowBytes + 1))
    let batch = UnsafeMutablePointer<UInt8>.allocate(capacity: batchRows * (rowBytes + 1))
    let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes)
    defer {
      batch.deallocate()
      rows.deallocate()
    }
    var above = rows
    var current = rows + rowBytes
    memset(above, 0, rowBytes)
    // Screens deflate to a few percent of their bytes: start at a sixteenth (the bound,
    // for a strip of many frames, would be hundreds of megabytes) and double as needed.
    let raw = region.height * (rowBytes + 1)
    var output = [UInt8](
      repeating: 0,
      count: min(Int(deflateBound(&stream, uLong(raw))) + 64, max(65_536, raw / 16)))
    let header = Self.zlibHeader(level: level, strategy: strategy)
    output[0] = UInt8(header >> 8)
    output[1] = UInt8(header & 0xFF)
    var written = 2
    var checksum = Adler32()

    func deflateBatch(_ count: Int, finish: Bool) throws {
      checksum.update(batch, count: count)
      stream.next_in = batch
      stream.avail_in = uInt(count)
      repeat {
        if written == output.count {
          output.append(contentsOf: repeatElement(0, count: output.count))
        }
        output.withUnsafeMutableBufferPointer { buffer in
          stream.next_out = buffer.baseAddress.map { $0 + written }
          stream.avail_out = uInt(buffer.count - written)
          status = deflate(&stream, finish ? Z_FINISH : Z_NO_FLUSH)
          written = buffer.count - Int(stream.avail_out)
        }
        guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
          throw RenderError.compressionFailed(code: Int(status))
        }
      } while stream.avail_out == 0 || (finish && status != Z_STREAM_END)
    }

    do {
      var filled = 0
      for index in 0..<region.height {
        row(index, current)
        let line = batch + filled * (rowBytes + 1)
        line[0] = filter(current, above: above, count: rowBytes, into: line + 1).rawValue
        swap(&above, &current)
        filled += 1
        if filled == batchRows {
          try deflateBatch(filled * (rowBytes + 1), finish: false)
          filled = 0
        }
      }
      try deflateBatch(filled * (rowBytes + 1), finish: true)
    }
    output.removeSubrange(written...)
    let value = checksum.value
    output += [
      UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
    ]
    return output
  }

  /// The two bytes that open a zlib stream, as zlib writes them: deflate with a 32 KB
  /// window, the level's class (0 for the fastest levels and the run-length and
  /// Huffman-only strategies), no dictionary, and the check bits.
  static func zlibHeader(level: Int, strategy: DeflateStrategy) -> UInt16 {
    var header: UInt16 = (8 + (7 << 4)) << 8
    let levelClass: UInt16 =
      strategy == .runLength || level < 2 ? 0 : (level < 6 ? 1 : (level == 6 ? 2 : 3))
    header |= levelClass << 6
    return header + 31 - header % 31
  }

  /// Filters one row of RGBA bytes with the filter that leaves the smallest sum of
  /// absolute (signed) differences, ties going to the first tried.
  ///
  /// - Parameters:
  ///   - row: The row's bytes.
  ///   - above: The row above (zeros for the first).
  ///   - count: Bytes in a row.
  ///   - output: Where the filtered bytes go.
  /// - Returns: The filter used.
  static func filter(
    _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int,
    into output: UnsafeMutablePointer<UInt8>
  ) -> Filter {
    // A row the same as the one above: Up leaves zeros, which only None can match (on a
    // row of zeros, and None is tried first).
    if memcmp(row, above, count) == 0 {
      memset(output, 0, count)
      return row[0] == 0 && memcmp(row, row + 1, count - 1) == 0 ? .none : .up
    }
    let sums = residualSums(row, above: above, count: count)
    var best = Filter.none
    var smallest = sums.none
    // Up first, as a row equal to the one above is common; the first smallest wins.
    if sums.up < smallest {
      best = .up
      smallest = sums.up
    }
    if sums.sub < smallest {
      best = .sub
      smallest = sums.sub
    }
    if sums.paeth < smallest { best = .paeth }
    apply(best, row, above: above, count: count, into: output)
    return best
  }

  /// The sum of absolute (signed) residuals each filter tried leaves on a row, in one pass.
  static func residualSums(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int)
    -> (none: Int, sub: Int, up: Int, paeth: Int)
  {
    var none: Int32 = 0
    var sub: Int32 = 0
    var up: Int32 = 0
    var paeth: Int32 = 0
    // The first pixel has nothing on its left.
    var index = 0
    while index < min(4, count) {
      let x = Int32(row[index])
      let b = Int32(above[index])
      none &+= distance(x)
      sub &+= distance(x)
      up &+= distance(x &- b)
      paeth &+= distance(x &- b)
      index &+= 1
    }
    #if !DEBUG
      // Sixteen bytes at a time in vector lanes, the same sums; unoptimized builds, where
      // vector types are generic calls, take the loop below for every byte.
      var lanes = (
        none: SIMD16<UInt16>(), sub: SIMD16<UInt16>(), up: SIMD16<UInt16>(),
        paeth: SIMD16<UInt16>()
      )
      var pending = 0
      func flush() {
        none &+= Int32(
          truncatingIfNeeded: SIMD16<UInt32>(truncatingIfNeeded: lanes.none).wrappedSum())
        sub &+= Int32(
          truncatingIfNeeded: SIMD16<UInt32>(truncatingIfNeeded: lanes.sub).wrappedSum())
        up &+= Int32(truncatingIfNeeded: SIMD16<UInt32>(truncatingIfNeeded: lanes.up).wrappedSum())
        paeth &+= Int32(
          truncatingIfNeeded: SIMD16<UInt32>(truncatingIfNeeded: lanes.paeth).wrappedSum())
        lanes = (.init(), .init(), .init(), .init())
        pending = 0
      }
      let current = UnsafeRawPointer(row)
      let previous = UnsafeRawPointer(above)
      while index &+ 16 <= count {
        let x = current.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        let a = current.loadUnaligned(fromByteOffset: index &- 4, as: SIMD16<UInt8>.self)
        let b = previous.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        let c = previous.loadUnaligned(fromByteOffset: index &- 4, as: SIMD16<UInt8>.self)
        lanes.none &+= SIMD16<UInt16>(truncatingIfNeeded: distances(x))
        lanes.sub &+= SIMD16<UInt16>(truncatingIfNeeded: distances(x &- a))
        lanes.up &+= SIMD16<UInt16>(truncatingIfNeeded: distances(x &- b))
        lanes.paeth &+= SIMD16<UInt16>(truncatingIfNeeded: distances(x &- predictors(a, b, c)))
        index &+= 16
        // Each lane gains at most 128 a step: flushed before 65,535 could overflow.
        pending &+= 1
        if pending == 511 { flush() }
      }
      flush()
    #endif
    // Sums of a 65,536-pixel row stay within Int32, in lanes the compiler can vectorize.
    // The distance and the predictor are written out here, not called: unoptimized
    // builds (the gallery's, in CI) pay for every call.
    while index < count {
      let x = Int32(row[index])
      let b = Int32(above[index])
      let a = Int32(row[index &- 4])
      let c = Int32(above[index &- 4])
      var d = x & 0xFF
      none &+= d < 128 ? d : 256 &- d
      d = (x &- a) & 0xFF
      sub &+= d < 128 ? d : 256 &- d
      d = (x &- b) & 0xFF
      up &+= d < 128 ? d : 256 &- d
      // Paeth: the nearest of left, up and upper-left to left + up - upper-left.
      let pa = b &- c < 0 ? c &- b : b &- c
      let pb = a &- c < 0 ? c &- a : a &- c
      let pc = a &+ b &- c &- c < 0 ? c &+ c &- a &- b : a &+ b &- c &- c
      let predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
      d = (x &- predicted) & 0xFF
      paeth &+= d < 128 ? d : 256 &- d
      index &+= 1
    }
    return (Int(none), Int(sub), Int(up), Int(paeth))
  }

  #if !DEBUG
    /// Each byte's distance from zero read as a signed byte, as ``distance(_:)`` gives it.
    @inline(__always)
    private static func distances(_ bytes: SIMD16<UInt8>) -> SIMD16<UInt8> {
      // |v| of each byte read as signed (−128 gives 128), with shifts and masks only:
      // comparisons and selects on vectors compile to calls, not instructions.
      let signed = unsafeBitCast(bytes, to: SIMD16<Int8>.self)
      let sign = signed &>> 7
      return unsafeBitCast((signed ^ sign) &- sign, to: SIMD16<UInt8>.self)
    }

    /// Absolute values, with shifts and masks only.
    @inline(__always)
    private static func magnitudes(_ values: SIMD16<Int16>) -> SIMD16<Int16> {
      let sign = values &>> 15
      return (values ^ sign) &- sign
    }

    /// The Paeth predictor of sixteen bytes, as ``predictor(_:_:_:)`` chooses it.
    @inline(__always)
    static func predictors(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>)
      -> SIMD16<UInt8>
    {
      let left = SIMD16<Int16>(truncatingIfNeeded: a)
      let up = SIMD16<Int16>(truncatingIfNeeded: b)
      let corner = SIMD16<Int16>(truncatingIfNeeded: c)
      // p − a = b − c, p − b = a − c, p − c = a + b − 2c.
      let pa = magnitudes(up &- corner)
      let pb = magnitudes(left &- corner)
      let pc = magnitudes(left &+ up &- corner &- corner)
      // x ≤ y where y − x has no sign bit (every value is within ±1,020): masks of all
      // ones or zeros, then selects by and / or.
      let takesLeft = ~(((pb &- pa) | (pc &- pa)) &>> 15)
      let takesUp = ~((pc &- pb) &>> 15)
      let chosen =
        (left & takesLeft) | (~takesLeft & ((up & takesUp) | (corner & ~takesUp)))
      return SIMD16<UInt8>(truncatingIfNeeded: chosen)
    }
  #endif

  /// A residual's distance from zero read as a signed byte: `v` below 128, else `256 − v`.
  @inline(__always)
  private static func distance(_ difference: Int32) -> Int32 {
    let byte = difference & 0xFF
    return byte < 128 ? byte : 256 &- byte
  }

  /// The Paeth predictor: whichever of left, up and upper-left is nearest to
  /// `left + up − upper-left`, in that order on ties.
  @inline(__always)
  static func predictor(_ a: Int32, _ b: Int32, _ c: Int32) -> Int32 {
    let p = a &+ b &- c
    let pa = abs(p &- a)
    let pb = abs(p &- b)
    let pc = abs(p &- c)
    return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
  }

  /// Writes a row filtered by one filter.
  static func apply(
    _ filter: Filter, _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int,
    into output: UnsafeMutablePointer<UInt8>
  ) {
    var index = 0
    #if !DEBUG
      // Sixteen bytes at a time where the filter has a vector form (the first pixel, with
      // nothing on its left, and the tail go byte by byte below).
      let current = UnsafeRawPointer(row)
      let previous = UnsafeRawPointer(above)
      let target = UnsafeMutableRawPointer(output)
      switch filter {
      case .up:
        while index &+ 16 <= count {
          target.storeBytes(
            of: current.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
              &- previous.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self),
            toByteOffset: index, as: SIMD16<UInt8>.self)
          index &+= 16
        }
      case .sub, .paeth:
        while index < min(4, count) {
          output[index] = row[index] &- (filter == .paeth ? above[index] : 0)
          index &+= 1
        }
        while index &+ 16 <= count {
          let x = current.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
          let a = current.loadUnaligned(fromByteOffset: index &- 4, as: SIMD16<UInt8>.self)
          let residual: SIMD16<UInt8>
          if filter == .sub {
            residual = x &- a
          } else {
            residual =
              x
              &- predictors(
                a, previous.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self),
                previous.loadUnaligned(fromByteOffset: index &- 4, as: SIMD16<UInt8>.self))
          }
          target.storeBytes(of: residual, toByteOffset: index, as: SIMD16<UInt8>.self)
          index &+= 16
        }
      case .none, .average:
        break
      }
    #endif
    switch filter {
    case .none:
      memcpy(output, row, count)
    case .up:
      while index < count {
        output[index] = row[index] &- above[index]
        index &+= 1
      }
    case .sub:
      while index < count {
        output[index] = row[index] &- (index >= 4 ? row[index - 4] : 0)
        index &+= 1
      }
    case .average:
      while index < count {
        let a = index >= 4 ? Int32(row[index - 4]) : 0
        output[index] = row[index] &- UInt8(truncatingIfNeeded: (a &+ Int32(above[index])) >> 1)
        index &+= 1
      }
    case .paeth:
      while index < count {
        let a = index >= 4 ? Int32(row[index - 4]) : 0
        let c = index >= 4 ? Int32(above[index - 4]) : 0
        output[index] =
          row[index] &- UInt8(truncatingIfNeeded: predictor(a, Int32(above[index]), c))
        index &+= 1
      }
    }
  }
}
