/// An option without a value that switches something on: `--json`.
public struct FlagSpec: Sendable {
  /// The name without dashes: `json` for `--json`.
  public var name: String
  /// One sentence for the help page.
  public var help: String

  /// Creates a flag.
  ///
  /// - Parameters:
  ///   - name: The name without dashes.
  ///   - help: One sentence for the help page.
  public init(_ name: String, help: String) {
    self.name = name
    self.help = help
  }
}
