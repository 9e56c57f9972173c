/// The shape of one command: what it is called, what it does, what it accepts.
///
/// A command either runs (it has positionals, options or flags) or groups subcommands, like
/// `transit` itself. Every command also accepts `-h` and `--help`, and a command with
/// subcommands accepts `help [subcommand]`.
///
/// ```swift
/// let list = CommandSpec("list", abstract: "List the effects and operations.")
/// let root = CommandSpec("transit", abstract: "Render transitions.", subcommands: [list])
/// ```
package struct CommandSpec: Sendable {
  /// The word that selects the command: `render`.
  package var name: String
  /// One sentence saying what the command does.
  package var abstract: String
  /// The arguments given by position, all required, in order.
  package var positionals: [PositionalSpec]
  /// The options that take a value.
  package var options: [OptionSpec]
  /// The options without a value.
  package var flags: [FlagSpec]
  /// The commands under this one.
  package var subcommands: [CommandSpec]
  /// Complete command lines shown at the end of the help page.
  package var examples: [String]

  /// Creates a command.
  ///
  /// - Parameters:
  ///   - name: The word that selects the command.
  ///   - abstract: One sentence saying what the command does.
  ///   - positionals: The arguments given by position.
  ///   - options: The options that take a value.
  ///   - flags: The options without a value.
  ///   - subcommands: The commands under this one.
  ///   - examples: Complete command lines for the help page.
  package init(
    _ name: String, abstract: String, positionals: [PositionalSpec] = [],
    options: [OptionSpec] = [], flags: [FlagSpec] = [], subcommands: [CommandSpec] = [],
    examples: [String] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.positionals = positionals
    self.options = options
    self.flags = flags
    self.subcommands = subcommands
    self.examples = examples
  }

  /// The subcommand called `name`, if there is one.
  ///
  /// - Parameter name: The word that selects it.
  /// - Returns: The subcommand, or `nil`.
  package func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// Every spelling of an option or flag this command accepts, with dashes, for
  /// suggestions.
  var optionSpellings: [String] {
    options.map { "--\($0.name)" } + flags.map { "--\($0.name)" } + ["--help"]
  }
}
