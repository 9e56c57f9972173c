/// The Adler-32 checksum that ends a zlib stream, computed here rather than by zlib: zlib's
/// own takes a byte at a time, and a gallery's frames pass through it by the gigabyte.
///
/// ```swift
/// var checksum = Adler32()
/// checksum.update(bytes, count: count)
/// let trailer = checksum.value   // big-endian after the deflated data
/// ```
struct Adler32 {
  /// The running sums, each modulo 65,521: of the bytes (plus 1), and of those sums.
  private var low: UInt32 = 1
  private var high: UInt32 = 0

  /// The checksum of the bytes so far.
  var value: UInt32 { high << 16 | low }

  /// The largest prime below 2¹⁶.
  private static let modulus: UInt32 = 65_521
  /// The most bytes between reductions that cannot overflow 32 bits (zlib's `NMAX`),
  /// rounded down to whole 16-byte steps.
  private static let block = 5_552 / 16 * 16

  /// Adds bytes to the checksum.
  ///
  /// - Parameters:
  ///   - bytes: The bytes.
  ///   - count: How many.
  mutating func update(_ bytes: UnsafePointer<UInt8>, count: Int) {
    var index = 0
    #if !DEBUG
      // Sixteen bytes at a time: per lane j, `sums` gathers the lane's bytes and
      // `prefixes` the lane's sums before each step; then, for n steps of one block,
      // high gains 16 n × low, 16 × Σ prefixes and Σ (16 − j) × sums_j, and low Σ sums.
      // Unoptimized builds, where vector types are generic calls, go byte by byte.
      let raw = UnsafeRawPointer(bytes)
      let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
      while count &- index >= 16 {
        let steps = min(count &- index, Self.block) / 16
        var sums = SIMD16<UInt32>()
        var prefixes = SIMD16<UInt32>()
        for _ in 0..<steps {
          prefixes &+= sums
          sums &+= SIMD16<UInt32>(
            truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self))
          index &+= 16
        }
        var gained = UInt64(high) + 16 * UInt64(steps) * UInt64(low)
        gained += 16 * UInt64(prefixes.wrappedSum()) + UInt64((sums &* weights).wrappedSum())
        high = UInt32(gained % UInt64(Self.modulus))
        low = UInt32((UInt64(low) + UInt64(sums.wrappedSum())) % UInt64(Self.modulus))
      }
    #endif
    while index < count {
      let end = min(count, index + Self.block)
      while index < end {
        low &+= UInt32(bytes[index])
        high &+= low
        index &+= 1
      }
      low %= Self.modulus
      high %= Self.modulus
    }
  }
}
