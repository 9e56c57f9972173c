import Foundation

/// Writes files whole or not at all: to a temporary name beside the target, then renamed
/// over it, so a reader never sees half a file and an interrupted run leaves the old one.
enum AtomicFile {
  /// Why a file could not be written.
  struct WriteError: Error, LocalizedError, Equatable {
    /// The file that was to be written.
    var path: String
    /// What the system said.
    var reason: String

    var errorDescription: String? { "cannot write \"\(path)\": \(reason)" }
  }

  /// Writes `data` to `url`, creating the directory if needed.
  ///
  /// - Parameters:
  ///   - data: The file's contents.
  ///   - url: Where to write.
  /// - Throws: `WriteError` when the directory cannot be made or the file cannot be written
  ///   or renamed.
  static func write(_ data: Data, to url: URL) throws(WriteError) {
    let directory = url.deletingLastPathComponent()
    // A hidden name in the same directory keeps the rename on one file system.
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try data.write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw WriteError(path: url.path, reason: Self.reason(error))
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw WriteError(path: url.path, reason: reason)
    }
  }

  /// The system's reason inside a Foundation error, when it has one.
  ///
  /// - Parameter error: What Foundation threw.
  /// - Returns: The reason, such as "Permission denied".
  private static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    return (error as NSError).localizedDescription
  }
}
