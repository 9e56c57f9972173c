import Foundation
import Transit
import TransitArguments
import TransitRender
import TransitScenarios
import TransitStage

/// What the `transit` commands run against: the effects of ``TransitionCatalog``, the
/// clock, and the look-ups they share to play an effect on a ``TransitionScenario``.
///
/// Each command's own work is its ``TransitSubcommand/run(with:streams:)``.
///
/// ```swift
/// let executor = TransitExecutor()
/// let status = TransitCommandLine(catalog: executor.catalog).run(
///   Array(CommandLine.arguments.dropFirst()), streams: .standard, executor: executor.commands)
/// exit(status.rawValue)
/// ```
package struct TransitExecutor: Sendable {
  /// The effects the commands know, in the order `transit list` and the gallery show them.
  package var entries: [TransitionCatalog.Entry]
  /// The clock progress reports and timings read, in seconds; only differences matter.
  package var now: @Sendable () -> Double

  /// How long an animation holds its last frame before it loops, in seconds.
  package static let finalHold = 0.6

  /// Creates an executor.
  ///
  /// - Parameters:
  ///   - entries: The effects; the whole catalogue by default.
  ///   - now: The clock, in seconds; the monotonic clock by default.
  package init(
    entries: [TransitionCatalog.Entry] = TransitionCatalog.entries,
    now: @escaping @Sendable () -> Double = ProgressReporter.monotonicClock()
  ) {
    self.entries = entries
    self.now = now
  }

  /// The names the command line accepts: the entries' names, the seven operations and the
  /// gestures of ``interactionNames``.
  package var catalog: TransitCatalog {
    TransitCatalog(
      effectNames: entries.map(\.name),
      operationNames: ScenarioOperation.allCases.map(\.rawValue),
      interactionNames: Self.interactionNames)
  }

  /// The scripted gestures `--interaction` names (`edge-pan-cancel`, `flick`, `regrab`, …).
  package static var interactionNames: [String] {
    ScenarioGesture.allCases.map(\.rawValue)
  }

  /// Runs each parsed command against this executor, for
  /// ``TransitCommandLine/run(_:streams:executor:)``.
  package var commands: CommandExecutor {
    CommandExecutor { command, streams in try command.run(with: self, streams: streams) }
  }

  // MARK: - Looking things up

  /// The entry of an effect name.
  ///
  /// - Parameter name: The name.
  /// - Returns: The entry.
  /// - Throws: `ArgumentError` for a name the catalogue lacks.
  func entry(named name: String) throws -> TransitionCatalog.Entry {
    guard let entry = entries.first(where: { $0.name == name }) else {
      throw ArgumentError("unknown effect \"\(name)\"; see transit list")
    }
    return entry
  }

  /// The scenario a command's effect, operation, style and size name.
  ///
  /// - Parameters:
  ///   - effect: The effect's name.
  ///   - operation: The operation's name.
  ///   - style: The modal presentation style, or `nil` for the effect's own.
  ///   - size: The screen's size in points.
  /// - Returns: The scenario.
  /// - Throws: `ArgumentError` for a name the catalogue lacks.
  func scenario(
    of effect: String, operation: String, style: ScenarioModalStyle?, size: CGSize
  ) throws -> TransitionScenario {
    let entry = try entry(named: effect)
    guard let operation = ScenarioOperation(rawValue: operation) else {
      throw ArgumentError("unknown operation \"\(operation)\"; see transit list")
    }
    return TransitionScenario(entry.transition, operation: operation, style: style, size: size)
  }

  /// Seconds with up to three decimals, as the commands report durations: `0.35`.
  ///
  /// - Parameter value: A duration in seconds.
  /// - Returns: Its text, without a trailing `.0`.
  static func seconds(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
  }
}
