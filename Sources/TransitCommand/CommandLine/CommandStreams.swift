import Foundation

/// Where a command writes: its standard output and standard error.
///
/// Tests capture both into strings; the `transit` executable uses `standard`.
package struct CommandStreams: Sendable {
  /// Writes text to standard output (results, help).
  package var writeOutput: @Sendable (String) -> Void
  /// Writes text to standard error (errors, progress).
  package var writeError: @Sendable (String) -> Void
  /// Whether standard error is a terminal, where progress can redraw one line.
  package var errorIsTerminal: Bool

  /// Creates streams from two writers.
  ///
  /// - Parameters:
  ///   - writeOutput: Writes text to standard output.
  ///   - writeError: Writes text to standard error.
  ///   - errorIsTerminal: Whether standard error is a terminal.
  package init(
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    errorIsTerminal: Bool = false
  ) {
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.errorIsTerminal = errorIsTerminal
  }

  /// The process's standard output and standard error.
  package static var standard: CommandStreams {
    CommandStreams(
      writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) },
      errorIsTerminal: isatty(FileHandle.standardError.fileDescriptor) != 0)
  }
}
