/// The work behind the commands: the seam between parsing and the engine.
///
/// `TransitCommandLine.run(_:streams:executor:)` parses, then hands the command to this.
/// The real one runs it (``TransitExecutor/commands``); a test's records it instead. A
/// closure that throws makes the command print `error: …` and exit with status 1 (status 2
/// when it throws an `ArgumentError`, a mistake in the command line found late).
///
/// ```swift
/// let executor = CommandExecutor { command, streams in
///   try command.run(with: TransitExecutor(), streams: streams)
/// }
/// ```
package struct CommandExecutor: Sendable {
  /// Does the work of a parsed command.
  package var perform: @MainActor (any TransitSubcommand, CommandStreams) throws -> Void

  /// Creates an executor from the work it does.
  ///
  /// - Parameter perform: Does the work of a parsed command, writing to the streams.
  package init(
    _ perform: @escaping @MainActor (any TransitSubcommand, CommandStreams) throws -> Void
  ) {
    self.perform = perform
  }
}
