/// A mistake in the command line, told in one line: what is wrong and what would be right.
///
/// The `transit` command prints it as `error: <message>` on standard error and exits with
/// status 2, for example:
///
/// ```
/// error: --fps must be a whole number from 1 to 120, not "abc"
/// error: unknown effect "slid"; did you mean "slide"?
/// ```
package struct ArgumentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong and what would be right, without the `error: ` prefix, on one line.
  package var message: String

  /// Creates an error with the given message.
  ///
  /// - Parameter message: What is wrong and what would be right; line breaks become spaces
  ///   so that the error always stays on one line.
  package init(_ message: String) {
    self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// The line the command prints: `error: ` followed by the message.
  package var description: String { "error: \(message)" }
}
