/// What a `transit` command line asks for: a command to run, or help.
package enum Invocation: Equatable, Sendable {
  /// A command to run, with its values: `ListCommand()`, `RenderCommand(effect: …)`.
  case command(any TransitSubcommand)
  /// Help for the command with these words, such as `"transit render"`.
  case help(String)

  /// Whether two invocations ask for the same thing: the same command with the same
  /// values, or help for the same words.
  ///
  /// - Parameters:
  ///   - lhs: One invocation.
  ///   - rhs: The other.
  /// - Returns: `true` when they ask for the same thing.
  package static func == (lhs: Invocation, rhs: Invocation) -> Bool {
    switch (lhs, rhs) {
    case (.command(let left), .command(let right)): left.isEqual(to: right)
    case (.help(let left), .help(let right)): left == right
    default: false
    }
  }
}
