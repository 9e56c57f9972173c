extension CommandParser {
  /// Reads the arguments of a command that runs: positionals, options and flags.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the command's words.
  ///   - spec: The command.
  ///   - path: The command's words from the root.
  /// - Returns: The validated values, with defaults filled in.
  /// - Throws: `ArgumentError` for the first mistake, reading left to right, then for the
  ///   first missing positional or required option.
  func parseLeaf(_ arguments: ArraySlice<String>, spec: CommandSpec, path: [String])
    throws -> ParsedCommand
  {
    let command = quoted(path.joined(separator: " "))
    var parsed = ParsedCommand(path: path)
    var positionalCount = 0
    var onlyPositionals = false
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let word = arguments[index]
      index += 1
      if !onlyPositionals, word == "--" {
        onlyPositionals = true
        continue
      }
      // A lone "-" is a positional by custom (it often means standard input or output).
      guard onlyPositionals || !word.hasPrefix("-") || word == "-" else {
        let (name, inline) = Self.split(word)
        if let option = spec.options.first(where: { "--\($0.name)" == name }) {
          let text: String
          if let inline {
            text = inline
          } else if index < arguments.endIndex, !arguments[index].hasPrefix("--") {
            text = arguments[index]
            index += 1
          } else {
            throw ArgumentError("\(name) needs a value: \(name) <\(option.valueName)>")
          }
          guard parsed.values[option.name] == nil else {
            throw ArgumentError("\(name) is given twice; give it once")
          }
          parsed.values[option.name] = try option.kind.parse(
            text, label: name, fileSystem: fileSystem)
        } else if let flag = spec.flags.first(where: { "--\($0.name)" == name }) {
          guard inline == nil else {
            throw ArgumentError("\(name) takes no value; write just \(name)")
          }
          parsed.flags.insert(flag.name)
        } else {
          let helpCommand = (path.prefix(1) + ["help"] + path.dropFirst()).joined(separator: " ")
          let hint =
            EditDistance.didYouMean(name, among: spec.optionSpellings)
            ?? "; see \(quoted(helpCommand))"
          throw ArgumentError("unknown option \(quoted(name)) for \(command)\(hint)")
        }
        continue
      }
      guard positionalCount < spec.positionals.count else {
        throw ArgumentError("unexpected argument \(quoted(word)); " + takes(spec, command))
      }
      let positional = spec.positionals[positionalCount]
      parsed.values[positional.name] = try positional.kind.parse(
        word, label: "<\(positional.name)>", fileSystem: fileSystem)
      positionalCount += 1
    }

    if positionalCount < spec.positionals.count {
      let positional = spec.positionals[positionalCount]
      throw ArgumentError(
        "\(command) needs <\(positional.name)>" + Self.hint(positional.kind, help: positional.help))
    }
    for option in spec.options where parsed.values[option.name] == nil {
      if let text = option.defaultText {
        parsed.values[option.name] = try option.kind.parse(
          text, label: "--\(option.name)", fileSystem: fileSystem)
      } else if option.isRequired {
        throw ArgumentError(
          "\(command) needs --\(option.name) <\(option.valueName)>"
            + Self.hint(option.kind, help: option.help))
      }
    }
    return parsed
  }

  /// Splits an option at its first equals sign.
  ///
  /// - Parameter word: The option as typed: `--fps=30` or `--fps`.
  /// - Returns: `("--fps", "30")` or `("--fps", nil)`.
  private static func split(_ word: String) -> (name: String, inline: String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  /// What a missing value should be: the valid names, or the argument's help sentence in
  /// parentheses.
  ///
  /// - Parameters:
  ///   - kind: What the value must be.
  ///   - help: The argument's help sentence.
  /// - Returns: The tail of the error message.
  private static func hint(_ kind: ValueKind, help: String) -> String {
    if case .choice(let names, let noun) = kind {
      if names.isEmpty { return "; no \(noun) is available" }
      if names.count <= 10 { return "; choose one of " + names.joined(separator: ", ") }
      return "; run \"transit list\" to see them"
    }
    var sentence = help.prefix(1).lowercased() + help.dropFirst()
    while sentence.hasSuffix(".") { sentence.removeLast() }
    return sentence.isEmpty ? "" : " (\(sentence))"
  }

  /// How many positionals a command takes, for "unexpected argument".
  ///
  /// - Parameters:
  ///   - spec: The command.
  ///   - command: The command's words in quotes.
  /// - Returns: The tail of the error message.
  private func takes(_ spec: CommandSpec, _ command: String) -> String {
    let names = spec.positionals.map { "<\($0.name)>" }
    switch names.count {
    case 0: return "\(command) takes no arguments"
    case 1: return "\(command) takes one argument, \(names[0])"
    default: return "\(command) takes \(names.count) arguments, " + names.joined(separator: " ")
    }
  }
}
