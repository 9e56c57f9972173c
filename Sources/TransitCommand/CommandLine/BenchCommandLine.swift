import TransitArguments

/// The `transit-bench` command line: its modes and their options, read by the parser the
/// `transit` command uses, so a mistake is one line and exit status 2 in both.
///
/// Without a mode it runs `timeline`, the sampling benchmark.
///
/// ```swift
/// let commandLine = BenchCommandLine(
///   scenes: ["slide", "ripple"], stageTransitions: ["matched", "push"],
///   startTransitions: ["explode", "matched", "push"])
/// let outcome = try commandLine.parse(["stage", "--views", "1000", "--rounds", "1"])
/// // .command(ParsedCommand(path: ["transit-bench", "stage"], values: [...]))
/// ```
package struct BenchCommandLine: Sendable {
  /// The scenes `render --scene` and `profile --scene` can choose.
  package var scenes: [String]
  /// The transitions `stage --transition` can choose.
  package var stageTransitions: [String]
  /// The transitions `start --transition` can choose.
  package var startTransitions: [String]

  /// The mode that runs when none is given.
  package static let defaultMode = "timeline"

  /// Creates the command line for the benchmark's scenes and transitions.
  ///
  /// - Parameters:
  ///   - scenes: The scenes `render` and `profile` can choose, by name.
  ///   - stageTransitions: The transitions `stage` can choose, by name.
  ///   - startTransitions: The transitions `start` can choose, by name.
  package init(scenes: [String], stageTransitions: [String], startTransitions: [String]) {
    self.scenes = scenes
    self.stageTransitions = stageTransitions
    self.startTransitions = startTransitions
  }

  /// The `transit-bench` command and its modes.
  package var root: CommandSpec {
    let rounds = OptionSpec(
      "rounds", valueName: "n", kind: .integer(1...100_000),
      help: "How many times each measurement runs; the median is reported.")
    let script = OptionSpec(
      "script", valueName: "path", kind: .text, help: "The Python script of the other side.")
    let python = OptionSpec(
      "python", valueName: "program", kind: .text, help: "The Python that runs the script.")
    let threads = OptionSpec(
      "threads", valueName: "n", kind: .integer(1...1_024), help: "Rendering threads.")
    let views = OptionSpec(
      "views", valueName: "n", kind: .integer(1...100_000),
      help: "Only this number of tagged views on each screen.")
    return CommandSpec(
      "transit-bench",
      abstract: "Measure Transit: sampling, rendering, encoding, the stage and the host.",
      subcommands: [
        CommandSpec(
          Self.defaultMode,
          abstract: "Sample cascades of nodes and compile matched scenes (the default mode)."),
        CommandSpec(
          "render", abstract: "The renderer against cairo, alternating (Scripts/bench-compare).",
          options: [
            rounds, threads,
            OptionSpec(
              "scene", valueName: "name", kind: .choice(scenes, noun: "scene"),
              help: "Only this scene."),
            script, python,
          ]),
        CommandSpec(
          "encode",
          abstract: "The PNG encoders against Pillow, alternating (Scripts/bench-compare).",
          options: [rounds, script, python]),
        CommandSpec(
          "gallery",
          abstract: "One gallery configuration's time and memory (Scripts/gallery-scaling).",
          options: [
            OptionSpec(
              "effects", valueName: "n", kind: .integer(1...10_000),
              help: "How many effects of the catalogue, from the first."),
            OptionSpec(
              "fps", valueName: "n", kind: .integer(1...120), help: "Frames per second."),
            OptionSpec(
              "scale", valueName: "factor", kind: .number(0.05...8), help: "Pixels per point."),
          ]),
        CommandSpec("scaling", abstract: "Rendering cost from 1× to 3×."),
        CommandSpec(
          "stage", abstract: "A push on the stage between screens of 10 to 1,000 tagged views.",
          options: [
            rounds,
            OptionSpec(
              "transition", valueName: "name",
              kind: .choice(stageTransitions, noun: "transition"), help: "Only this transition."),
            views,
          ],
          examples: ["transit-bench stage --transition push --views 1000 --rounds 1"]),
        CommandSpec("host", abstract: "A host's own work per frame while a gesture drives."),
        CommandSpec(
          "start", abstract: "Main-thread time from a push to its animations added.",
          options: [
            rounds,
            OptionSpec(
              "transition", valueName: "name",
              kind: .choice(startTransitions, noun: "transition"), help: "Only this transition."),
            views,
          ]),
        CommandSpec(
          "profile", abstract: "One scene drawn over and over, nothing else: for perf or valgrind.",
          options: [
            OptionSpec(
              "scene", valueName: "name", kind: .choice(scenes, noun: "scene"),
              help: "The scene drawn.", defaultText: scenes.first),
            OptionSpec(
              "frames", valueName: "n", kind: .integer(1...1_000_000),
              help: "How many times it is drawn.", defaultText: "100"),
            OptionSpec(
              "threads", valueName: "n", kind: .integer(1...1_024), help: "Rendering threads.",
              defaultText: "1"),
          ]),
      ])
  }

  /// Reads a command line; no words at all run ``defaultMode``.
  ///
  /// - Parameter arguments: The arguments after the program's name.
  /// - Returns: Help to show, or a mode to run with its values.
  /// - Throws: `ArgumentError` for the first mistake, in one line.
  package func parse(_ arguments: [String]) throws -> CommandParser.Outcome {
    try CommandParser(root: root).parse(arguments.isEmpty ? [Self.defaultMode] : arguments)
  }

  /// The help page of `transit-bench` or one of its modes.
  ///
  /// - Parameter path: The command's words from the root, as ``parse(_:)`` gives them.
  /// - Returns: The page, ending with a line break.
  package func helpText(for path: [String]) -> String {
    var spec = root
    var known = [spec.name]
    for word in path.dropFirst() {
      guard let next = spec.subcommand(named: word) else { break }
      spec = next
      known.append(word)
    }
    return spec.helpText(path: known)
  }
}
