/// The names the `transit` command accepts: effects, operations and interactions.
///
/// The command validates names against a catalogue handed to it rather than a list of its
/// own, so that it always agrees with the effects the engine really has.
///
/// ```swift
/// let catalog = TransitCatalog(
///   effectNames: ["fade", "slide"],
///   operationNames: TransitCatalog.standardOperationNames,
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

  /// The operations every host performs, in the order `transit list` shows them: navigation
  /// push and pop, tab switches to the left and right, modal present and dismiss, and a
  /// custom container's switch.
  package static let standardOperationNames = [
    "push", "pop", "tab-left", "tab-right", "present", "dismiss", "switch",
  ]
}
