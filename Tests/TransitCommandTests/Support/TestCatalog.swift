import TransitCommand
import TransitRender
import TransitScenarios

/// TEMPORARY, FOR TESTS ONLY: a stand-in for the real effect catalogue, which lands with the
/// effects. The names are made up to exercise the parser; nothing else reads them.
enum TestCatalog {
  static let catalog = TransitCatalog(
    effectNames: ["slide", "fade", "card", "ripple", "overlay", "zoom"],
    operationNames: ScenarioOperation.allCases.map(\.rawValue),
    interactionNames: ["edge-pan", "tab-swipe", "pinch"])

  /// Twelve effects: more than the ten an error lists by name.
  static let many = TransitCatalog(
    effectNames: (1...12).map { "effect\($0)" },
    operationNames: ScenarioOperation.allCases.map(\.rawValue),
    interactionNames: [])
}
