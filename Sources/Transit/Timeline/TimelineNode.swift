import Foundation

/// A participant in a timeline: a view the host already has, a snapshot of one, or a plain
/// coloured view the transition adds (a dimming layer, a backdrop).
public struct TimelineNode: Sendable, Hashable, Identifiable {
  /// The node's name, which its tracks refer to.
  public var id: NodeID
  /// What the host puts on screen for the node.
  public var content: Content
  /// Where the node sits, in the container's coordinates, when no track moves it; `nil`
  /// leaves a view where the host has it.
  public var frame: CGRect?
  /// Which corners a snapshot or fill node's corner radius rounds (its layer's
  /// `maskedCorners`); `nil` leaves the host's default, all four. A matched flight carries
  /// its view's, so a view rounded on some corners only flies so.
  public var maskedCorners: RectCorners?
  /// The curve a snapshot or fill node's rounded corners follow (its layer's
  /// `cornerCurve`); `nil` leaves the host's default, circular. A matched flight carries its
  /// view's, so a view with continuous corners flies with them.
  public var cornerCurve: CornerCurve?

  /// What a node is made of.
  public enum Content: Sendable, Hashable {
    /// A view the host knows by the node's name (`"from"`, `"to"`, a transition identifier).
    case view
    /// An image of another node's view, taken before the transition starts; the view itself
    /// is hidden while the snapshot stands in for it and shown again afterwards.
    case snapshot(of: NodeID)
    /// An image of part of another node's view: `rect` in that view's own coordinates.
    /// The piece's node frame says where it sits in the container; the view is hidden
    /// while pieces stand in for it, as for ``snapshot(of:)``.
    case snapshotPiece(of: NodeID, rect: CGRect)
    /// A plain view filled with a colour.
    case fill(Color)

    /// Hashes the case and its payload (CoreGraphics rectangles by their components).
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
      switch self {
      case .view: hasher.combine(0)
      case .snapshot(let source):
        hasher.combine(1)
        hasher.combine(source)
      case .snapshotPiece(let source, let rect):
        hasher.combine(2)
        hasher.combine(source)
        hasher.combine(rect: rect)
      case .fill(let color):
        hasher.combine(3)
        hasher.combine(color)
      }
    }
  }

  /// Creates a node.
  ///
  /// - Parameters:
  ///   - id: The node's name.
  ///   - content: What the host puts on screen for it.
  ///   - frame: Its resting frame in container coordinates, or `nil` to keep the host's.
  ///   - maskedCorners: The corners its corner radius rounds, for a node the transition
  ///     adds; `nil` for the host's default.
  ///   - cornerCurve: The curve its rounded corners follow, for a node the transition adds;
  ///     `nil` for the host's default.
  public init(
    _ id: NodeID, content: Content = .view, frame: CGRect? = nil,
    maskedCorners: RectCorners? = nil, cornerCurve: CornerCurve? = nil
  ) {
    self.id = id
    self.content = content
    self.frame = frame
    self.maskedCorners = maskedCorners
    self.cornerCurve = cornerCurve
  }

  /// Hashes the name, the content, the corners, their curve and the frame.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(content)
    hasher.combine(maskedCorners)
    hasher.combine(cornerCurve)
    if let frame {
      hasher.combine(true)
      hasher.combine(rect: frame)
    } else {
      hasher.combine(false)
    }
  }
}
