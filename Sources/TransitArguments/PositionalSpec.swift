/// A required argument given by position, such as the effect in `transit render slide`.
package struct PositionalSpec: Sendable {
  /// The name shown in usage as `<name>` and used to read the value back.
  package var name: String
  /// What the text must be.
  package var kind: ValueKind
  /// One sentence for the help page.
  package var help: String

  /// Creates a positional argument.
  ///
  /// - Parameters:
  ///   - name: The name shown in usage as `<name>`.
  ///   - kind: What the text must be.
  ///   - help: One sentence for the help page.
  package init(_ name: String, kind: ValueKind, help: String) {
    self.name = name
    self.kind = kind
    self.help = help
  }
}
