extension GalleryRequest {
  /// The `transit gallery` command.
  ///
  /// The default scale is 1, not 2 as for `render`: the page shows every transition small,
  /// and each scrubbing strip holds all of its frames side by side.
  ///
  /// - Returns: The command's shape.
  static func command() -> CommandSpec {
    CommandSpec(
      "gallery",
      abstract: "Render every transition and write a page that plays and scrubs them.",
      options: [
        OptionSpec(
          "out", valueName: "dir", kind: .outputDirectory,
          help: "The directory for index.html, manifest.json and the pictures.",
          defaultText: "gallery"),
        .framesPerSecond(help: "Frames per second."),
        .scale(default: "1"),
      ],
      examples: ["transit gallery --out /tmp/gallery --fps 30 --scale 1"])
  }

  /// Reads a parsed `transit gallery` command line.
  ///
  /// - Parameter parsed: The validated values.
  /// - Throws: `ArgumentError` if a required value is missing.
  init(_ parsed: ParsedCommand) throws(ArgumentError) {
    self.init(
      outputDirectory: try parsed.directoryURL("out"),
      framesPerSecond: try parsed.required("fps", \.integer),
      scale: try parsed.required("scale", \.number))
  }
}
