/// Reads a command line against a tree of `CommandSpec`s.
///
/// It accepts `--name value` and `--name=value` options, `--flag` flags, positionals, `--`
/// (everything after it is positional), `-h` / `--help` on every command and
/// `help [command]` on commands with subcommands. Each mistake becomes one `ArgumentError`,
/// with the closest valid names suggested for misspelt commands, options and choices.
///
/// ```swift
/// let parser = CommandParser(root: root)
/// switch try parser.parse(["render", "slide", "--operation", "push", "--out", "a.png"]) {
/// case .help(let path): print(path)
/// case .command(let command): print(command.values)
/// }
/// ```
package struct CommandParser: Sendable {
  /// What a command line asks for.
  package enum Outcome: Equatable, Sendable {
    /// Help for the command with these words from the root: `["transit", "render"]`.
    case help([String])
    /// A command to run, with its values.
    case command(ParsedCommand)
  }

  /// The command at the top, such as `transit`.
  package var root: CommandSpec
  /// Answers the questions output paths raise.
  package var fileSystem: FileSystemProbe

  /// Creates a parser.
  ///
  /// - Parameters:
  ///   - root: The command at the top.
  ///   - fileSystem: Answers the questions output paths raise.
  package init(root: CommandSpec, fileSystem: FileSystemProbe = .local) {
    self.root = root
    self.fileSystem = fileSystem
  }

  /// Reads a command line.
  ///
  /// - Parameter arguments: The arguments after the program's name.
  /// - Returns: Help to show, or a command to run.
  /// - Throws: `ArgumentError` for the first mistake found, reading left to right.
  package func parse(_ arguments: [String]) throws -> Outcome {
    var spec = root
    var path = [root.name]
    var rest = arguments[...]
    while !spec.subcommands.isEmpty {
      guard let word = rest.first else { return .help(path) }
      if Self.isHelp(word) { return .help(path) }
      if word == "help" { return try helpOutcome(for: rest.dropFirst(), from: spec, path: path) }
      guard let next = spec.subcommand(named: word) else {
        throw unknownCommand(word, in: spec, path: path)
      }
      spec = next
      path.append(word)
      rest = rest.dropFirst()
    }
    if rest.prefix(while: { $0 != "--" }).contains(where: Self.isHelp) {
      return .help(path)
    }
    return .command(try parseLeaf(rest, spec: spec, path: path))
  }

  /// Whether a word asks for help.
  ///
  /// - Parameter word: An argument.
  /// - Returns: `true` for `-h` and `--help`.
  private static func isHelp(_ word: String) -> Bool {
    word == "-h" || word == "--help"
  }

  /// `help`, `help render`: the words after `help` name the command to explain.
  ///
  /// - Parameters:
  ///   - words: The words after `help`.
  ///   - start: The command `help` was given to.
  ///   - startPath: That command's words from the root.
  /// - Returns: Help for the named command.
  /// - Throws: `ArgumentError` for a word that names no subcommand.
  private func helpOutcome(
    for words: ArraySlice<String>, from start: CommandSpec, path startPath: [String]
  ) throws -> Outcome {
    var spec = start
    var path = startPath
    for word in words {
      // `help --help`, `help render -h`: help for what is named so far.
      if Self.isHelp(word) { return .help(path) }
      guard let next = spec.subcommand(named: word) else {
        if spec.subcommands.isEmpty {
          throw ArgumentError(
            "unexpected argument \(quoted(word)); \(quoted(path.joined(separator: " "))) "
              + "has no subcommands")
        }
        throw unknownCommand(word, in: spec, path: path)
      }
      spec = next
      path.append(word)
    }
    return .help(path)
  }

  /// The error for a word that names no subcommand, with the closest names.
  ///
  /// - Parameters:
  ///   - word: The word as typed.
  ///   - spec: The command whose subcommands were expected.
  ///   - path: That command's words from the root.
  /// - Returns: The error.
  private func unknownCommand(_ word: String, in spec: CommandSpec, path: [String])
    -> ArgumentError
  {
    let names = spec.subcommands.map(\.name) + ["help"]
    let command = quoted(path.joined(separator: " "))
    if word.hasPrefix("-") {
      return ArgumentError(
        "\(command) needs a command before any option, not \(quoted(word)); choose one of "
          + names.joined(separator: ", "))
    }
    if let suggestion = EditDistance.didYouMean(word, among: names) {
      return ArgumentError("unknown command \(quoted(word))\(suggestion)")
    }
    return ArgumentError(
      "unknown command \(quoted(word)); choose one of " + names.joined(separator: ", "))
  }
}
