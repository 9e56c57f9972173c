import Foundation
import TransitCommand

/// Standard output and standard error captured into strings.
final class CapturedStreams: @unchecked Sendable {
  private let lock = NSLock()
  private var outputText = ""
  private var errorText = ""

  /// The streams to hand to a command.
  func streams(errorIsTerminal: Bool = false) -> CommandStreams {
    CommandStreams(
      writeOutput: { text in self.lock.withLock { self.outputText += text } },
      writeError: { text in self.lock.withLock { self.errorText += text } },
      errorIsTerminal: errorIsTerminal)
  }

  /// Everything written to standard output.
  var output: String { lock.withLock { outputText } }
  /// Everything written to standard error.
  var error: String { lock.withLock { errorText } }
}
