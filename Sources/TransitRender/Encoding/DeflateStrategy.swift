/// How zlib looks for repeated bytes when it deflates a PNG's filtered rows.
///
/// ```swift
/// let encoder = APNGEncoder(compressionLevel: 1, strategy: .runLength)
/// ```
package enum DeflateStrategy: Sendable, Hashable {
  /// zlib's default: matches anywhere in its 32 KB window, searched as hard as the
  /// compression level says.
  case standard
  /// Only runs of one byte (zlib's `Z_RLE`), whatever the level: as fast as level 1, and
  /// on filtered screens, whose rows are mostly runs of zeros, about as small as level 6
  /// (the gallery's animations a third smaller than at level 1, its strips 6 % larger
  /// than at level 6).
  case runLength
}
