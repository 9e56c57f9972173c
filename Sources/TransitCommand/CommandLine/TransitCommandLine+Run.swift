import Foundation
import TransitArguments

extension TransitCommandLine {
  /// Runs a command line: parses it, prints help or errors, or hands the work to the
  /// executor.
  ///
  /// Help goes to standard output; a mistake in the command line prints one line,
  /// `error: …`, on standard error and returns `.usageError`; an error thrown by the
  /// executor prints one line the same way and returns `.failure`.
  ///
  /// ```swift
  /// let status = commandLine.run(
  ///   Array(CommandLine.arguments.dropFirst()), streams: .standard, executor: executor)
  /// exit(status.rawValue)
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program's name.
  ///   - streams: Where to write.
  ///   - executor: The work behind each command.
  /// - Returns: How the command ends.
  @MainActor
  package func run(_ arguments: [String], streams: CommandStreams, executor: CommandExecutor)
    -> ExitCode
  {
    let invocation: Invocation
    do {
      invocation = try parse(arguments)
    } catch {
      // Parsing throws only `ArgumentError`s: one line, and the usage status.
      streams.writeError("\(error)\n")
      return .usageError
    }
    do {
      switch invocation {
      case .help(let command): streams.writeOutput(helpText(for: command))
      case .command(let command): try executor.perform(command, streams)
      }
      return .success
    } catch let error as ArgumentError {
      streams.writeError(error.description + "\n")
      return .usageError
    } catch {
      streams.writeError("error: " + Self.oneLine(error) + "\n")
      return .failure
    }
  }

  /// An error's message on one line.
  ///
  /// - Parameter error: What the executor threw.
  /// - Returns: Its `LocalizedError` description, else its description, line breaks
  ///   turned into spaces.
  static func oneLine(_ error: any Error) -> String {
    let text = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
    return text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
