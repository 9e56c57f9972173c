/// A command line after parsing: which command, and its validated values.
package struct ParsedCommand: Equatable, Sendable {
  /// The command's words from the root: `["transit", "render"]`.
  package var path: [String]
  /// Positionals and options by name, with defaults filled in.
  package var values: [String: ArgumentValue]
  /// The flags that were given, by name.
  package var flags: Set<String>

  /// Creates a parsed command.
  ///
  /// - Parameters:
  ///   - path: The command's words from the root.
  ///   - values: Positionals and options by name.
  ///   - flags: The flags that were given.
  package init(path: [String], values: [String: ArgumentValue] = [:], flags: Set<String> = []) {
    self.path = path
    self.values = values
    self.flags = flags
  }

  /// The value of a positional or option, or `nil` when it was not given and has no
  /// default.
  ///
  /// - Parameter name: The positional's or option's name.
  /// - Returns: The value.
  package func value(_ name: String) -> ArgumentValue? {
    values[name]
  }

  /// Whether a flag was given.
  ///
  /// - Parameter name: The flag's name without dashes.
  /// - Returns: `true` when the flag is on.
  package func isSet(_ name: String) -> Bool {
    flags.contains(name)
  }

  /// The value of a positional or option the command cannot do without.
  ///
  /// The parser already refuses command lines that lack one; this keeps code that reads
  /// values free of force-unwraps all the same.
  ///
  /// - Parameters:
  ///   - name: The positional's or option's name.
  ///   - read: Reads the value as the kind the command expects: `\.integer`, `\.path`.
  /// - Returns: The value.
  /// - Throws: `ArgumentError` when the value is missing or of another kind.
  package func required<Value>(_ name: String, _ read: (ArgumentValue) -> Value?) throws
    -> Value
  {
    guard let value = values[name].flatMap(read) else {
      throw ArgumentError(
        "\(quoted(path.joined(separator: " "))) needs a value for \(name)")
    }
    return value
  }
}
