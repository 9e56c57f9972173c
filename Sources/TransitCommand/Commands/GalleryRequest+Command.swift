import TransitArguments

extension GalleryRequest {
  /// The `transit gallery` command.
  ///
  /// The defaults are smaller than `render`'s (scale 0.5, not 2; 20 frames per second, not
  /// 30): the page shows every transition small, each scrubbing strip holds all of its
  /// frames side by side, and the whole gallery renders in a few minutes even in a debug
  /// build.
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
        .framesPerSecond(help: "Frames per second.", default: "20"),
        .scale(default: "0.5"),
      ],
      examples: ["transit gallery --out /tmp/gallery --fps 30 --scale 1"])
  }

  /// Reads a parsed `transit gallery` command line.
  ///
  /// - Parameter parsed: The validated values.
  /// - Throws: `ArgumentError` if a required value is missing.
  init(_ parsed: ParsedCommand) throws {
    self.init(
      outputDirectory: try parsed.directoryURL("out"),
      framesPerSecond: try parsed.required("fps", \.integer),
      scale: try parsed.required("scale", \.number))
  }
}
