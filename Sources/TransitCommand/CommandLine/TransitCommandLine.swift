import TransitArguments

/// The `transit` command line: its commands, their parsing into an `Invocation`, and their
/// help pages.
///
/// ```swift
/// let commandLine = TransitCommandLine(catalog: catalog)
/// let invocation = try commandLine.parse(["render", "slide", "--operation", "push",
///                                         "--out", "slide.png"])
/// // .command(RenderCommand(effect: "slide", operation: "push", output: …))
/// ```
package struct TransitCommandLine: Sendable {
  /// The names the commands accept.
  package var catalog: TransitCatalog
  /// Answers the questions output paths raise.
  package var fileSystem: FileSystemProbe

  /// Creates the command line for a catalogue.
  ///
  /// - Parameters:
  ///   - catalog: The names the commands accept.
  ///   - fileSystem: Answers the questions output paths raise; the real file system unless
  ///     a test says otherwise.
  package init(catalog: TransitCatalog, fileSystem: FileSystemProbe = .local) {
    self.catalog = catalog
    self.fileSystem = fileSystem
  }

  /// The subcommands, in the order help lists them: the one list a new command joins.
  package static let commands: [any TransitSubcommand.Type] = [
    ListCommand.self, RenderCommand.self, TimelineCommand.self, GalleryCommand.self,
  ]

  /// The `transit` command and its subcommands, those of ``commands``.
  package var root: CommandSpec {
    CommandSpec(
      "transit",
      abstract: "Render and inspect Transit's view-controller transitions.",
      subcommands: Self.commands.map { $0.spec(catalog) })
  }

  /// Reads a command line.
  ///
  /// - Parameter arguments: The arguments after the program's name.
  /// - Returns: What the command line asks for.
  /// - Throws: `ArgumentError` for the first mistake, in one line.
  package func parse(_ arguments: [String]) throws -> Invocation {
    let root = root
    let outcome = try CommandParser(root: root, fileSystem: fileSystem).parse(arguments)
    switch outcome {
    case .help(let path):
      return .help(path.joined(separator: " "))
    case .command(let parsed):
      // `root.subcommands` holds the specs of `commands`, in the same order.
      let name = parsed.path.dropFirst().first
      guard
        let command = zip(Self.commands, root.subcommands).first(where: { $1.name == name })?.0
      else {
        return .help(parsed.path.joined(separator: " "))
      }
      return .command(try command.init(parsed))
    }
  }

  /// The help page of a command.
  ///
  /// - Parameter command: The command's words, such as `"transit render"`; unknown words
  ///   fall back to the closest known command above them.
  /// - Returns: The page, ending with a line break.
  package func helpText(for command: String) -> String {
    let words = command.split(separator: " ").map(String.init)
    var spec = root
    var path = [root.name]
    for word in words.dropFirst() {
      guard let next = spec.subcommand(named: word) else { break }
      spec = next
      path.append(word)
    }
    return spec.helpText(path: path)
  }
}
