import Foundation

/// The two questions the parser asks the file system about an output path.
///
/// Paths given to `--out` are checked while parsing, so that a typo in a directory fails at
/// once rather than after minutes of rendering. The questions are closures so that tests can
/// answer them without touching the disk (and can show the refusal a root user never sees).
package struct FileSystemProbe: Sendable {
  /// What is at a path.
  package enum Entry: Sendable, Equatable {
    /// Nothing: the path can still be created.
    case missing
    /// A file (or anything else that is not a directory).
    case file
    /// A directory.
    case directory
  }

  /// Tells what is at a path, relative paths counting from the current directory.
  package var entry: @Sendable (String) -> Entry
  /// Tells whether new files can be created in an existing directory.
  package var isWritableDirectory: @Sendable (String) -> Bool

  /// Creates a probe from its two answers.
  ///
  /// - Parameters:
  ///   - entry: Tells what is at a path.
  ///   - isWritableDirectory: Tells whether new files can be created in an existing
  ///     directory.
  package init(
    entry: @escaping @Sendable (String) -> Entry,
    isWritableDirectory: @escaping @Sendable (String) -> Bool
  ) {
    self.entry = entry
    self.isWritableDirectory = isWritableDirectory
  }

  /// The real file system, through `FileManager`.
  package static let local = FileSystemProbe(
    entry: { path in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        return .missing
      }
      return isDirectory.boolValue ? .directory : .file
    },
    isWritableDirectory: { path in canCreateFile(in: path) }
  )

  /// Whether a file can really be created in a directory: one is made and removed.
  /// Permission bits are not enough: they say yes to root, and to pseudo and read-only
  /// file systems (`/proc`), where writing later fails after the work is done.
  private static func canCreateFile(in directory: String) -> Bool {
    let probe = URL(fileURLWithPath: directory, isDirectory: true)
      .appendingPathComponent(".transit-write-check-\(ProcessInfo.processInfo.processIdentifier)")
    guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else {
      return false
    }
    try? FileManager.default.removeItem(at: probe)
    return true
  }
}
