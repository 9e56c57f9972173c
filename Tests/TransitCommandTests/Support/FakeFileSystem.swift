import TransitArguments
import TransitCommand

/// A file system made of a table, so that tests of output paths touch no disk and can show
/// the refusals a root user never meets.
enum FakeFileSystem {
  /// `/`, `.`, `/work`, `/work/renders` and `/readonly` are directories; `/work/notes.txt`
  /// is a file; only `/readonly` refuses new files.
  static let probe = FileSystemProbe(
    entry: { path in
      switch path {
      case "/", ".", "/work", "/work/renders", "/readonly": .directory
      case "/work/notes.txt": .file
      default: .missing
      }
    },
    isWritableDirectory: { $0 != "/readonly" })
}
