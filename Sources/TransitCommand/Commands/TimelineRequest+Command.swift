import TransitArguments

extension TimelineRequest {
  /// The `transit timeline` command.
  ///
  /// - Parameter catalog: The names the command accepts.
  /// - Returns: The command's shape.
  static func command(_ catalog: TransitCatalog) -> CommandSpec {
    CommandSpec(
      "timeline",
      abstract: "Print the timeline one effect compiles for one operation.",
      positionals: [
        PositionalSpec(
          "effect", kind: .choice(catalog.effectNames, noun: "effect"),
          help: "The effect to describe.")
      ],
      options: [.operation(catalog), .style, .size],
      flags: [FlagSpec("json", help: "Print JSON instead of text for people.")],
      examples: ["transit timeline slide --operation pop --json"])
  }

  /// Reads a parsed `transit timeline` command line.
  ///
  /// - Parameter parsed: The validated values.
  /// - Throws: `ArgumentError` if a required value is missing.
  init(_ parsed: ParsedCommand) throws {
    self.init(
      effect: try parsed.required("effect", \.name),
      operation: try parsed.required("operation", \.name),
      style: parsed.style,
      size: try parsed.required("size", \.size),
      json: parsed.isSet("json"))
  }
}
