import TransitArguments

extension PositionalSpec {
  /// `<effect>`: the effect a command plays, by its name in the catalogue.
  ///
  /// - Parameters:
  ///   - catalog: The names the command accepts.
  ///   - help: The help sentence.
  /// - Returns: The positional.
  static func effect(_ catalog: TransitCatalog, help: String) -> PositionalSpec {
    PositionalSpec("effect", kind: .choice(catalog.effectNames, noun: "effect"), help: help)
  }
}
