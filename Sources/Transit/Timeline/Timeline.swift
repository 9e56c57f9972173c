/// What a transition does, as a value: the nodes taking part in z-order, and the tracks that
/// animate their properties.
///
/// A timeline is pure data. A host realizes its nodes, and a ``TimelineSampler`` computes
/// every track's value at any time or progress; ``coreAnimationExport()`` turns it into the
/// animations Core Animation runs.
///
/// ```swift
/// let crossFade = Timeline(
///   nodes: [TimelineNode("from"), TimelineNode("to")],
///   tracks: [
///     Track(.opacity, of: "from", from: 1, to: 0, curve: .easeInOut, duration: 0.3),
///     Track(.opacity, of: "to", from: 0, to: 1, curve: .easeInOut, duration: 0.3),
///   ])
/// ```
public struct Timeline: Sendable, Hashable {
  /// The nodes, bottom to top: later nodes are drawn above earlier ones.
  public var nodes: [TimelineNode]
  /// The tracks. When two animate the same property of the same node, the later one wins,
  /// as the later of two Core Animation animations on one key path does.
  public var tracks: [Track]
  /// The length of the timeline in seconds: never shorter than its longest track.
  public private(set) var duration: Double

  /// Creates a timeline.
  ///
  /// - Parameters:
  ///   - nodes: The nodes, bottom to top.
  ///   - tracks: The tracks.
  ///   - duration: The length in seconds (a transition's `transitionDuration`); `nil`, a
  ///     shorter length than the longest track, or a non-finite one mean the end of the
  ///     longest track.
  public init(nodes: [TimelineNode], tracks: [Track], duration: Double? = nil) {
    self.nodes = nodes
    self.tracks = tracks
    let longest = tracks.map(\.endTime).max() ?? 0
    let requested = duration.flatMap { $0.isFinite ? $0 : nil } ?? 0
    self.duration = max(longest, requested)
  }

  /// Returns the timeline played backwards: at time `t` it shows what this one shows at
  /// `duration − t`, with the same nodes in the same order.
  ///
  /// A dismissal that mirrors a presentation, or a cancelled interactive transition running
  /// back to its start, plays the reversed timeline.
  ///
  /// - Returns: The reversed timeline, of the same duration.
  public func reversed() -> Timeline {
    Timeline(
      nodes: nodes, tracks: tracks.map { $0.reversed(within: duration) }, duration: duration)
  }

  /// Returns the tracks that animate a node, in timeline order.
  ///
  /// - Parameter node: A node's name.
  /// - Returns: Its tracks; empty when nothing animates it.
  public func tracks(of node: NodeID) -> [Track] {
    tracks.filter { $0.node == node }
  }
}
