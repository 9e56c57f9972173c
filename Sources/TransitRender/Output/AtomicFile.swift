import Foundation

/// Writes files all at once: the data goes to a temporary file in the same directory,
/// which is then renamed over the destination, so a reader (or a crash) never sees a
/// half-written file; at worst a hidden `.name.…tmp` file is left behind.
///
/// ```swift
/// try AtomicFile.write(png, to: URL(fileURLWithPath: "out/push.png"))
/// ```
public enum AtomicFile {
  /// Writes data to a file, replacing it if it exists.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - url: A file URL in an existing directory.
  /// - Throws: ``RenderError/directoryNotFound(path:)`` when the directory does not
  ///   exist; ``RenderError/cannotWrite(path:reason:)`` when the file cannot be written or
  ///   renamed into place (the temporary file is removed then).
  public static func write(_ data: Data, to url: URL) throws {
    let destination = url.standardizedFileURL
    let directory = destination.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw RenderError.directoryNotFound(path: directory.path)
    }
    if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw RenderError.cannotWrite(path: destination.path, reason: "it is a directory")
    }
    let temporary = directory.appendingPathComponent(
      ".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw RenderError.cannotWrite(path: destination.path, reason: Self.reason(error))
    }
    // rename(2) replaces the destination in one step, where FileManager's move refuses to.
    guard rename(temporary.path, destination.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw RenderError.cannotWrite(path: destination.path, reason: reason)
    }
  }

  /// The most useful words of a Foundation error: the underlying POSIX error's, if any.
  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return nsError.localizedDescription
  }
}
