extension TransitExecutor {
  /// `transit list`: the effects with their summaries, the operations and the gestures.
  ///
  /// ```text
  /// Effects:
  ///   slide      both screens slide
  ///   …
  /// Operations:
  ///   push, pop, tab-left, tab-right, present, dismiss, switch
  ///   (present and dismiss take --style full-screen or custom)
  /// Interactions (not available yet):
  ///   edge-pan-back, swipe-between-tabs, …
  /// ```
  ///
  /// - Parameter streams: Where to write.
  @MainActor
  public func list(_ streams: CommandStreams) {
    let width = entries.map(\.name.count).max() ?? 0
    var lines = ["Effects:"]
    for entry in entries {
      let padding = String(repeating: " ", count: width - entry.name.count)
      lines.append("  \(entry.name)\(padding)  \(entry.summary)")
    }
    lines.append("Operations:")
    lines.append("  " + catalog.operationNames.joined(separator: ", "))
    lines.append("  (present and dismiss take --style full-screen or custom)")
    lines.append("Interactions (not available yet):")
    lines.append("  " + Self.interactionNames.joined(separator: ", "))
    streams.writeOutput(lines.joined(separator: "\n") + "\n")
  }
}
