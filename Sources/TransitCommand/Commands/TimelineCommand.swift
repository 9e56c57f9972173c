import Foundation
import Transit
import TransitArguments
import TransitRender
import TransitScenarios

/// `transit timeline`: print the timeline the stage compiles for one effect and operation,
/// as a text table (``Timeline/table(at:)``) or, with `--json`, as JSON (see
/// `TimelineDocument`).
package struct TimelineCommand: TransitSubcommand {
  /// The effect, one of the catalogue's `effectNames`.
  package var effect: String
  /// The operation, one of the catalogue's `operationNames`.
  package var operation: String
  /// The modal presentation style; `nil` leaves it to the effect.
  package var style: ScenarioModalStyle?
  /// The screen's size in points, which the timeline's frames and positions depend on.
  package var size: CGSize
  /// Whether to print JSON rather than text for people.
  package var json: Bool

  /// Compiles the timeline and prints it.
  ///
  /// - Parameters:
  ///   - executor: The effects.
  ///   - streams: Where to write.
  /// - Throws: ``ScenarioError`` if the transition cannot be played.
  @MainActor
  package func run(with executor: TransitExecutor, streams: CommandStreams) throws {
    let scenario = try executor.scenario(of: effect, operation: operation, style: style, size: size)
    let timeline = try scenario.timeline()
    if json {
      let document = TimelineDocument(
        timeline: timeline, effect: effect, operation: operation,
        style: scenario.operation.isModal ? style?.rawValue : nil,
        size: scenario.screenSize)
      streams.writeOutput(document.json)
    } else {
      streams.writeOutput(timeline.table())
    }
  }

  /// The `transit timeline` command.
  ///
  /// - Parameter catalog: The names the command accepts.
  /// - Returns: The command's shape.
  package static func spec(_ catalog: TransitCatalog) -> CommandSpec {
    CommandSpec(
      "timeline",
      abstract: "Print the timeline one effect compiles for one operation.",
      positionals: [.effect(catalog, help: "The effect to describe.")],
      options: [.operation(catalog), .style, .size],
      flags: [FlagSpec("json", help: "Print JSON instead of text for people.")],
      examples: ["transit timeline slide --operation pop --json"])
  }

  /// Reads a parsed `transit timeline` command line.
  ///
  /// - Parameter parsed: The validated values.
  /// - Throws: `ArgumentError` if a required value is missing.
  package init(_ parsed: ParsedCommand) throws {
    self.init(
      effect: try parsed.required("effect", \.name),
      operation: try parsed.required("operation", \.name),
      style: parsed.style,
      size: try parsed.required("size", \.size),
      json: parsed.isSet("json"))
  }

  /// Creates the command.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - operation: The operation.
  ///   - style: The modal presentation style, or `nil` for the effect's own.
  ///   - size: The screen's size in points.
  ///   - json: Whether to print JSON.
  package init(
    effect: String, operation: String, style: ScenarioModalStyle? = nil,
    size: CGSize = CGSize(width: 393, height: 852), json: Bool = false
  ) {
    self.effect = effect
    self.operation = operation
    self.style = style
    self.size = size
    self.json = json
  }
}
