/// Why a track could not be made.
public enum TrackError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A keyframe track was given no values; it needs at least one.
  case noKeyframes(node: NodeID, property: PropertyKey)

  /// A sentence saying what is wrong and what would be right.
  public var description: String {
    switch self {
    case .noKeyframes(let node, let property):
      "the \(property.keyPath) track of \(node) has no keyframes; give it at least one value"
    }
  }
}
