/// An option without a value that switches something on: `--json`.
package struct FlagSpec: Sendable {
  /// The name without dashes: `json` for `--json`.
  package var name: String
  /// One sentence for the help page.
  package var help: String

  /// Creates a flag.
  ///
  /// - Parameters:
  ///   - name: The name without dashes.
  ///   - help: One sentence for the help page.
  package init(_ name: String, help: String) {
    self.name = name
    self.help = help
  }
}
