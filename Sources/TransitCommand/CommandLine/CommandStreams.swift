import Foundation

/// Where a command writes: its standard output and standard error.
///
/// Tests capture both into strings; the `transit` executable uses `standard`.
public struct CommandStreams: Sendable {
  /// Writes text to standard output (results, help).
  public var writeOutput: @Sendable (String) -> Void
  /// Writes text to standard error (errors, progress).
  public var writeError: @Sendable (String) -> Void
  /// Whether standard error is a terminal, where progress can redraw one line.
  public var errorIsTerminal: Bool

  /// Creates streams from two writers.
  ///
  /// - Parameters:
  ///   - writeOutput: Writes text to standard output.
  ///   - writeError: Writes text to standard error.
  ///   - errorIsTerminal: Whether standard error is a terminal.
  public init(
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    errorIsTerminal: Bool = false
  ) {
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.errorIsTerminal = errorIsTerminal
  }

  /// The process's standard output and standard error.
  public static var standard: CommandStreams {
    CommandStreams(
      writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) },
      errorIsTerminal: isatty(FileHandle.standardError.fileDescriptor) != 0)
  }
}
