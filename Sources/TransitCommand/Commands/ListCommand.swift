import TransitArguments
import TransitRender
import TransitScenarios

/// `transit list`: the effects with their summaries, the operations and the gestures.
///
/// ```text
/// Effects:
///   slide      both screens slide
///   …
/// Operations:
///   push, pop, tab-left, tab-right, present, dismiss, switch
///   (present and dismiss take --style full-screen or custom)
/// Interactions (render --interaction NAME; each drives its operation):
///   edge-pan-cancel       pop: back swipe let go at 30 %: cancelled
///   …
/// ```
package struct ListCommand: TransitSubcommand {
  /// Creates the command, which takes no arguments.
  package init() {}

  /// Reads a parsed `transit list` command line, which holds nothing to read.
  ///
  /// - Parameter parsed: The validated values.
  package init(_ parsed: ParsedCommand) {}

  /// The `transit list` command.
  ///
  /// - Parameter catalog: The names the command accepts; the list takes none.
  /// - Returns: The command's shape.
  package static func spec(_ catalog: TransitCatalog) -> CommandSpec {
    CommandSpec("list", abstract: "List the effects, operations and interactions.")
  }

  /// Writes the list.
  ///
  /// - Parameters:
  ///   - executor: The effects.
  ///   - streams: Where to write.
  @MainActor
  package func run(with executor: TransitExecutor, streams: CommandStreams) {
    let entries = executor.entries
    let width = entries.map(\.name.count).max() ?? 0
    var lines = ["Effects:"]
    for entry in entries {
      let padding = String(repeating: " ", count: width - entry.name.count)
      lines.append("  \(entry.name)\(padding)  \(entry.summary)")
    }
    lines.append("Operations:")
    lines.append("  " + executor.catalog.operationNames.joined(separator: ", "))
    lines.append("  (present and dismiss take --style full-screen or custom)")
    lines.append("Interactions (render --interaction NAME; each drives its operation):")
    let gestureWidth = ScenarioGesture.allCases.map(\.rawValue.count).max() ?? 0
    for gesture in ScenarioGesture.allCases {
      let padding = String(repeating: " ", count: gestureWidth - gesture.rawValue.count)
      lines.append(
        "  \(gesture.rawValue)\(padding)  \(gesture.operation.rawValue): \(gesture.summary)")
    }
    streams.writeOutput(lines.joined(separator: "\n") + "\n")
  }
}
