import Foundation

/// How a host puts a timeline on screen by UIKit's container rules: which nodes go into the
/// container and in what order, which stay where they are, which views hide behind their
/// snapshots, and what remains changed once the transition ends.
///
/// The plan is the part of playing a transition that decides something, so it is written
/// once here and every host (the stage, UIKit) only carries it out.
public struct TransitionPlan: Sendable {
  /// Where a node goes while the transition plays.
  public enum Placement: Sendable, Hashable {
    /// Into the container view, at this index among the plan's container nodes (bottom to
    /// top).
    case container(Int)
    /// Nowhere: the view stays in its own superview (the presenter in a custom
    /// presentation, a tagged view inside its screen).
    case inPlace
  }

  /// One node and where it goes.
  public struct Step: Sendable, Hashable {
    /// The node.
    public var node: TimelineNode
    /// Where it goes.
    public var placement: Placement
  }

  /// The nodes in timeline order, each with its placement.
  public let steps: [Step]
  /// The views that hide while snapshots stand in for them, shown again after.
  public let hiddenDuringTransition: [NodeID]
  /// The screens that stay on screen after a finished transition and so keep the values
  /// their tracks end at (a presenter scaled back behind a card); every other view is put
  /// back as it was.
  public let keepsFinalValues: Set<NodeID>

  /// Plans a timeline for a scene.
  ///
  /// The rules (docs/design.md#rules):
  /// - navigation, tab and container: both screens in the container (docs/design.md#r1);
  /// - present: the presenter stays in place; it keeps its final values unless it leaves
  ///   the window (`.fullScreen`, docs/design.md#r2, or removed by its presentation controller);
  /// - dismiss: the presenter comes into the container only when it left the window
  ///   (`.fullScreen`, docs/design.md#r2, or a `.custom` presentation that removed it,
  ///   docs/design.md#u11); otherwise it stays in place and must not be added (docs/design.md#r3);
  /// - tagged views stay inside their screens, and a presentation's dimming where its
  ///   presentation controller put it; snapshots and fills go into the container;
  /// - the incoming screen goes into the container even when the timeline moves only
  ///   snapshots of it.
  ///
  /// - Parameters:
  ///   - timeline: The timeline.
  ///   - scene: The scene it was compiled for.
  public init(timeline: Timeline, scene: TransitionScene) {
    let presenter: NodeID? =
      switch scene.operation {
      case .present: .from
      case .dismiss: scene.presenterLeavesWindow ? nil : .to
      default: nil
      }
    var steps: [Step] = []
    var hidden: [NodeID] = []
    var hiddenSet: Set<NodeID> = []
    var containerIndex = 0
    var nodes = timeline.nodes
    // docs/design.md#r1: the incoming screen ends in the container even when only snapshots of it
    // move (a reversed explosion); it waits at the bottom, hidden behind them.
    if presenter != .to, !nodes.contains(where: { $0.id == .to }) {
      nodes.insert(TimelineNode(.to, frame: scene.toFrame), at: 0)
    }
    for node in nodes {
      let inPlace: Bool
      switch node.id.role {
      case .screen: inPlace = node.id == presenter
      case .element: inPlace = true
      case .decoration: inPlace = node.id == .presentationDimming
      }
      switch node.content {
      case .snapshot(let source), .snapshotPiece(let source, _):
        if hiddenSet.insert(source).inserted { hidden.append(source) }
      case .view, .fill: break
      }
      if inPlace {
        steps.append(Step(node: node, placement: .inPlace))
      } else {
        steps.append(Step(node: node, placement: .container(containerIndex)))
        containerIndex += 1
      }
    }
    self.steps = steps
    self.hiddenDuringTransition = hidden
    var keeps: Set<NodeID> = [.to]
    // A presentation's dimming stays while the screen is presented.
    if nodes.contains(where: { $0.id == .presentationDimming }) {
      keeps.insert(.presentationDimming)
    }
    if scene.operation == .present, !scene.presenterLeavesWindow { keeps.insert(.from) }
    self.keepsFinalValues = keeps
  }

  /// The nodes that go into the container, bottom to top.
  public var containerNodes: [TimelineNode] {
    steps.compactMap { $0.placement == .inPlace ? nil : $0.node }
  }
}
