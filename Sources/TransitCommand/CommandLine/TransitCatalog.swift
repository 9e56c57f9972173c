/// The names the `transit` command accepts: effects, operations and interactions.
///
/// The command validates names against a catalogue handed to it rather than a list of its
/// own, so that it always agrees with the effects the engine really has.
///
/// ```swift
/// let catalog = TransitCatalog(
///   effectNames: ["fade", "slide"],
///   operationNames: ScenarioOperation.allCases.map(\.rawValue),
///   interactionNames: ["edge-pan"])
/// ```
package struct TransitCatalog: Equatable, Sendable {
  /// The effects, by the names `transit render EFFECT` takes: `slide`, `fade`.
  package var effectNames: [String]
  /// The operations, by the names `--operation` takes: `push`, `tab-left`.
  package var operationNames: [String]
  /// The recorded gestures, by the names `--interaction` takes.
  package var interactionNames: [String]

  /// Creates a catalogue.
  ///
  /// - Parameters:
  ///   - effectNames: The names `transit render EFFECT` takes.
  ///   - operationNames: The names `--operation` takes.
  ///   - interactionNames: The names `--interaction` takes.
  package init(effectNames: [String], operationNames: [String], interactionNames: [String]) {
    self.effectNames = effectNames
    self.operationNames = operationNames
    self.interactionNames = interactionNames
  }
}
