import Foundation
import TransitRender

extension AtomicFile {
  /// Writes a file atomically (``AtomicFile/write(_:to:)``), making its directory first:
  /// `transit gallery --out new/folder` creates the folder.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - url: Where to write.
  /// - Throws: The file system's error when the directory cannot be made, or
  ///   ``RenderError`` when the file cannot be written.
  static func writeMakingDirectory(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try write(data, to: url)
  }
}
