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
    isWritableDirectory: { path in FileManager.default.isWritableFile(atPath: path) }
  )
}
