import TransitArguments

extension RenderRequest {
  /// The `transit render` command.
  ///
  /// - Parameter catalog: The names the command accepts.
  /// - Returns: The command's shape.
  static func command(_ catalog: TransitCatalog) -> CommandSpec {
    CommandSpec(
      "render",
      abstract: "Render one transition to an animated PNG (or a contact sheet).",
      positionals: [
        PositionalSpec(
          "effect", kind: .choice(catalog.effectNames, noun: "effect"),
          help: "The effect to play.")
      ],
      options: [
        .operation(catalog),
        .style,
        OptionSpec(
          "interaction", valueName: "trace",
          kind: .choice(catalog.interactionNames, noun: "interaction"),
          help: "A recorded gesture that drives the transition instead of the clock."),
        .framesPerSecond(help: "Frames per second."),
        .scale(default: "2"),
        .size,
        OptionSpec(
          "out", valueName: "file", kind: .outputFile, help: "Where to write the picture.",
          isRequired: true),
      ],
      flags: [
        FlagSpec("sheet", help: "Write every frame into one still contact sheet instead.")
      ],
      examples: [
        "transit render slide --operation push --out slide-push.png",
        "transit render fade --operation present --style custom --sheet --out f.png",
      ])
  }

  /// Reads a parsed `transit render` command line.
  ///
  /// - Parameter parsed: The validated values.
  /// - Throws: `ArgumentError` if a required value is missing.
  init(_ parsed: ParsedCommand) throws {
    self.init(
      effect: try parsed.required("effect", \.name),
      operation: try parsed.required("operation", \.name),
      style: parsed.style,
      interaction: parsed.value("interaction")?.name,
      framesPerSecond: try parsed.required("fps", \.integer),
      scale: try parsed.required("scale", \.number),
      size: try parsed.required("size", \.size),
      sheet: parsed.isSet("sheet"),
      output: try parsed.fileURL("out"))
  }
}
