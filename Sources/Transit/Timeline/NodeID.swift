/// The name of a node in a timeline: a view taking part in a transition, a snapshot of one,
/// or a decoration such as a dimming view.
///
/// Hosts agree on a few names (`"from"`, `"to"`, `"container"`); shared-element transitions
/// use the views' transition identifiers.
///
/// ```swift
/// let photo: NodeID = "photo-3"
/// ```
public struct NodeID: Sendable, Hashable, Comparable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The name.
  public var rawValue: String

  /// Creates a node name.
  ///
  /// - Parameter rawValue: The name.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a node name from a string literal.
  ///
  /// - Parameter value: The name.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The name itself.
  public var description: String { rawValue }

  /// Orders names alphabetically, so that listings of a timeline are stable.
  ///
  /// - Parameters:
  ///   - lhs: A name.
  ///   - rhs: Another name.
  /// - Returns: Whether `lhs` sorts before `rhs`.
  public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }
}
