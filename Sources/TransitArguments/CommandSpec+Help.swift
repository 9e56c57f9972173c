extension CommandSpec {
  /// The help page for this command: overview, usage, arguments, options, subcommands and
  /// examples, wrapped to 80 columns.
  ///
  /// - Parameter path: The command's words from the root, such as `["transit", "render"]`.
  /// - Returns: The page, ending with a line break.
  package func helpText(path: [String]) -> String {
    let command = path.joined(separator: " ")
    var page = "OVERVIEW: \(abstract)\n\n"
    page += HelpLayout.hanging("USAGE: \(command) ", usageWords, indent: "USAGE: \(command) ".count)

    if !positionals.isEmpty {
      page += "\nARGUMENTS:\n"
      for positional in positionals {
        page += HelpLayout.entry(
          "<\(positional.name)>", Self.describe(positional.help, kind: positional.kind))
      }
    }

    if !subcommands.isEmpty {
      page += "\nCOMMANDS:\n"
      for subcommand in subcommands {
        page += HelpLayout.entry(subcommand.name, subcommand.abstract)
      }
      page += HelpLayout.entry("help", "Show help for a command.")
    }

    page += "\nOPTIONS:\n"
    for option in options {
      var text = Self.describe(option.help, kind: option.kind)
      if let defaultText = option.defaultText {
        text += " Default: \(defaultText)."
      }
      page += HelpLayout.entry("--\(option.name) <\(option.valueName)>", text)
    }
    for flag in flags {
      page += HelpLayout.entry("--\(flag.name)", flag.help)
    }
    page += HelpLayout.entry("-h, --help", "Show this help.")

    if !subcommands.isEmpty {
      page += "\nSee \"\(path.prefix(1).joined()) help <command>\" for a command's options.\n"
    }
    if !examples.isEmpty {
      page += "\nEXAMPLES:\n"
      for example in examples {
        page += "  \(example)\n"
      }
    }
    return page
  }

  /// The words of the usage line: required parts bare, optional ones in brackets.
  private var usageWords: [String] {
    if !subcommands.isEmpty { return ["<command>", "[<options>]"] }
    var words = positionals.map { "<\($0.name)>" }
    for option in options {
      let word = "--\(option.name) <\(option.valueName)>"
      words.append(option.isRequired && option.defaultText == nil ? word : "[\(word)]")
    }
    words += flags.map { "[--\($0.name)]" }
    return words
  }

  /// A help sentence followed by what the kind accepts.
  ///
  /// - Parameters:
  ///   - help: The argument's help sentence.
  ///   - kind: What the value must be.
  /// - Returns: The text of the help entry.
  private static func describe(_ help: String, kind: ValueKind) -> String {
    switch kind {
    case .integer(let range):
      return help + " A whole number from \(range.lowerBound) to \(range.upperBound)."
    case .number(let range):
      return help + " From \(ValueKind.format(range.lowerBound)) to "
        + "\(ValueKind.format(range.upperBound))."
    case .size(let range):
      return help + " WIDTHxHEIGHT in points, each from \(range.lowerBound) to "
        + "\(range.upperBound)."
    case .outputFile, .outputDirectory, .text:
      return help
    case .choice(let names, _):
      if names.isEmpty { return help + " None is available yet." }
      if names.count <= 10 { return help + " One of: " + names.joined(separator: ", ") + "." }
      return help + " Run \"transit list\" to see them."
    }
  }
}
