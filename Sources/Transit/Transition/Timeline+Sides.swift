extension Timeline {
  /// The timeline with every node moved to the other screen's name (`"from"` ↔ `"to"`,
  /// `"from:x"` ↔ `"to:x"`), in its nodes, its snapshots and its tracks.
  ///
  /// Compiling a back operation describes the forward one on the swapped scene; this puts
  /// the names back.
  func swappingSides() -> Timeline {
    let nodes = nodes.map { node in
      var node = node
      node.id = node.id.swappingSides
      switch node.content {
      case .snapshot(let source): node.content = .snapshot(of: source.swappingSides)
      case .snapshotPiece(let source, let rect):
        node.content = .snapshotPiece(of: source.swappingSides, rect: rect)
      case .view, .fill: break
      }
      return node
    }
    let tracks = tracks.map { track in
      Track(
        node: track.node.swappingSides, property: track.property, values: track.values,
        keyTimes: track.keyTimes, timing: track.timing, delay: track.delay,
        duration: track.duration)
    }
    return Timeline(nodes: nodes, tracks: tracks, duration: duration)
  }
}
