/// An option that takes a value: `--fps 30` or `--fps=30`.
package struct OptionSpec: Sendable {
  /// The name without dashes: `fps` for `--fps`.
  package var name: String
  /// The placeholder shown in usage: `<fps>`.
  package var valueName: String
  /// What the value must be.
  package var kind: ValueKind
  /// One sentence for the help page.
  package var help: String
  /// The text used when the option is absent, parsed like a typed one; `nil` with
  /// `isRequired` false leaves the option unset.
  package var defaultText: String?
  /// Whether the command refuses to run without it.
  package var isRequired: Bool

  /// Creates an option.
  ///
  /// - Parameters:
  ///   - name: The name without dashes.
  ///   - valueName: The placeholder shown in usage; the name when `nil`.
  ///   - kind: What the value must be.
  ///   - help: One sentence for the help page.
  ///   - defaultText: The text used when the option is absent.
  ///   - isRequired: Whether the command refuses to run without it.
  package init(
    _ name: String, valueName: String? = nil, kind: ValueKind, help: String,
    defaultText: String? = nil, isRequired: Bool = false
  ) {
    self.name = name
    self.valueName = valueName ?? name
    self.kind = kind
    self.help = help
    self.defaultText = defaultText
    self.isRequired = isRequired
  }
}
