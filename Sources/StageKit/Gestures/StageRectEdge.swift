/// The edges of a rectangle, as `UIRectEdge` (same bits): which window edges a
/// ``StageScreenEdgePanGestureRecognizer`` starts from.
///
/// ```swift
/// edgePan.edges = .left
/// edgePan.edges = [.left, .right]
/// ```
public struct StageRectEdge: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt

  /// Creates a set of edges from raw bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge (minimum y).
  public static let top = StageRectEdge(rawValue: 1 << 0)
  /// The left edge (minimum x).
  public static let left = StageRectEdge(rawValue: 1 << 1)
  /// The bottom edge (maximum y).
  public static let bottom = StageRectEdge(rawValue: 1 << 2)
  /// The right edge (maximum x).
  public static let right = StageRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: StageRectEdge = [.top, .left, .bottom, .right]
}
