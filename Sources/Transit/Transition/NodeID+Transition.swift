/// The names hosts and effects agree on.
extension NodeID {
  /// The outgoing screen's view.
  public static let from: NodeID = "from"
  /// The incoming screen's view.
  public static let to: NodeID = "to"
  /// A dimming view between the screens.
  public static let dimming: NodeID = "dimming"
  /// The dimming of a custom presentation: the presentation controller's view, which stays
  /// while the screen is presented; the transition fades it with its own progress, so a
  /// gesture drives it too.
  public static let presentationDimming: NodeID = "presentationDimming"

  /// The node of a tagged view on one screen: `"from:photo-3"`, `"to:photo-3"`.
  ///
  /// - Parameters:
  ///   - id: The view's transition identifier.
  ///   - side: The screen it is on.
  /// - Returns: The node's name.
  public static func element(_ id: String, on side: SceneElement.Side) -> NodeID {
    NodeID("\(side.rawValue):\(id)")
  }

  /// The node of a decoration an effect adds (a snapshot in flight, a piece of an
  /// explosion): `"flight:photo-3"`.
  ///
  /// - Parameters:
  ///   - kind: What the decoration is.
  ///   - id: What it belongs to.
  /// - Returns: The node's name.
  public static func decoration(_ kind: String, _ id: String) -> NodeID {
    NodeID("\(kind):\(id)")
  }

  /// What a node stands for, as a host needs to know to find its view.
  public enum Role: Sendable, Hashable {
    /// The outgoing or incoming screen.
    case screen(SceneElement.Side)
    /// A tagged view on one screen.
    case element(String, SceneElement.Side)
    /// Something the transition adds and removes: a snapshot, a fill.
    case decoration
  }

  /// What this node stands for.
  public var role: Role {
    if self == .from { return .screen(.from) }
    if self == .to { return .screen(.to) }
    for side in SceneElement.Side.allCases {
      let prefix = "\(side.rawValue):"
      if rawValue.hasPrefix(prefix) {
        return .element(String(rawValue.dropFirst(prefix.count)), side)
      }
    }
    return .decoration
  }

  /// The same node on the other screen (`"from"` ↔ `"to"`, `"from:x"` ↔ `"to:x"`); a
  /// decoration keeps its name.
  var swappingSides: NodeID {
    switch role {
    case .screen(let side): side == .from ? .to : .from
    case .element(let id, let side): .element(id, on: side.opposite)
    case .decoration: self
    }
  }
}
