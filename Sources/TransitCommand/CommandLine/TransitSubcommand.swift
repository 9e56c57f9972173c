import TransitArguments

/// One `transit` subcommand: its shape on the command line, its values read from a parsed
/// command line, and its work.
///
/// A command is a value, as in swift-argument-parser: parsing makes one, running it does
/// the work. Each lives in one file of `Commands/`, and ``TransitCommandLine/commands``
/// lists them; adding a command is a new type and a line in that list. A command's file
/// reads in this order: what it holds, what it does (`run`), how it is spelt (`spec`), how
/// it is read (`init(_:)`), and last the initializer for building one in code.
///
/// ```swift
/// struct EchoCommand: TransitSubcommand {
///   var text: String
///   static func spec(_ catalog: TransitCatalog) -> CommandSpec {
///     CommandSpec(
///       "echo", abstract: "Print a word.",
///       positionals: [PositionalSpec("text", kind: .choice(["hi"], noun: "word"), help: "")])
///   }
///   init(_ parsed: ParsedCommand) throws { text = try parsed.required("text", \.name) }
///   func run(with executor: TransitExecutor, streams: CommandStreams) {
///     streams.writeOutput(text + "\n")
///   }
/// }
/// ```
package protocol TransitSubcommand: Equatable, Sendable {
  /// The command's shape: its name, abstract, arguments and examples, which the parser
  /// reads and the help page shows.
  ///
  /// - Parameter catalog: The names the command accepts.
  /// - Returns: The command's shape.
  static func spec(_ catalog: TransitCatalog) -> CommandSpec

  /// Reads a parsed command line of this command.
  ///
  /// - Parameter parsed: The validated values, defaults filled in.
  /// - Throws: `ArgumentError` if a required value is missing.
  init(_ parsed: ParsedCommand) throws

  /// Does the command's work.
  ///
  /// - Parameters:
  ///   - executor: The effects and the clock the command runs against.
  ///   - streams: Where to write results and progress.
  /// - Throws: `ArgumentError` for a mistake in the command line found only now (the
  ///   command exits with status 2), any other error when the work fails (status 1).
  @MainActor
  func run(with executor: TransitExecutor, streams: CommandStreams) throws
}

extension TransitSubcommand {
  /// Whether another command is this one with the same values, for comparing
  /// ``Invocation``s.
  ///
  /// - Parameter other: Any command.
  /// - Returns: `true` when `other` is of this type and equal to it.
  func isEqual(to other: any TransitSubcommand) -> Bool {
    (other as? Self) == self
  }
}
