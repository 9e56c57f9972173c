/// How the `transit` command ends, as the shell sees it.
package enum ExitCode: Int32, Equatable, Sendable {
  /// The command did what it was asked.
  case success = 0
  /// The work failed: a file could not be written, an effect could not be played.
  case failure = 1
  /// The command line was wrong; nothing was done.
  case usageError = 2
}
