import Foundation
import Testing

@testable import Transit

@Suite struct TransitionPlanTests {
  typealias F = EffectFixture

  /// A timeline with both screens, a dimming fill between them, a tagged view and a
  /// snapshot of it.
  static let timeline = Timeline(
    nodes: [
      TimelineNode(.from), TimelineNode(.dimming, content: .fill(.black)),
      TimelineNode(.to), TimelineNode("to:photo"),
      TimelineNode("flight:photo", content: .snapshot(of: "to:photo")),
    ],
    tracks: [], duration: 0.35)

  static func plan(
    _ operation: TransitionOperation, _ style: ModalPresentationStyle? = nil
  ) -> TransitionPlan {
    TransitionPlan(
      timeline: timeline,
      scene: TransitionScene(
        operation: operation, containerBounds: F.bounds, presentationStyle: style))
  }

  static func placements(_ plan: TransitionPlan) -> [NodeID: TransitionPlan.Placement] {
    Dictionary(uniqueKeysWithValues: plan.steps.map { ($0.node.id, $0.placement) })
  }

  @Test(arguments: [
    TransitionOperation.push, .pop, .tabSwitch(from: 0, to: 2), .tabSwitch(from: 2, to: 0),
    .containerSwitch(from: 1, to: 0),
  ])
  func rule1BothScreensGoIntoTheContainer(operation: TransitionOperation) {
    let plan = Self.plan(operation)
    #expect(plan.steps.map(\.node.id) == Self.timeline.nodes.map(\.id))
    let placements = Self.placements(plan)
    #expect(placements[.from] == .container(0))
    #expect(placements[.dimming] == .container(1))
    #expect(placements[.to] == .container(2))
    #expect(placements["to:photo"] == .inPlace)
    #expect(placements["flight:photo"] == .container(3))
    #expect(plan.containerNodes.map(\.id) == ["from", "dimming", "to", "flight:photo"])
    #expect(plan.keepsFinalValues == [.to])
  }

  @Test(arguments: ModalPresentationStyle.allCases)
  func presentingLeavesThePresenterInPlace(style: ModalPresentationStyle) {
    let plan = Self.plan(.present, style)
    let placements = Self.placements(plan)
    #expect(placements[.from] == .inPlace)
    #expect(placements[.dimming] == .container(0))
    #expect(placements[.to] == .container(1))
    #expect(placements["flight:photo"] == .container(2))
    #expect(plan.containerNodes.map(\.id) == ["dimming", "to", "flight:photo"])
  }

  @Test func aPresenterThatStaysKeepsItsFinalValues() {
    // docs/design.md#r2: full screen, the presenter leaves the window, so nothing of it is kept.
    #expect(Self.plan(.present, .fullScreen).keepsFinalValues == [.to])
    // It stays on screen, scaled back behind a card, for the other styles.
    #expect(Self.plan(.present, .overFullScreen).keepsFinalValues == [.to, .from])
    #expect(Self.plan(.present, .custom).keepsFinalValues == [.to, .from])
  }

  @Test func rule2DismissingFullScreenBringsThePresenterIntoTheContainer() {
    let plan = Self.plan(.dismiss, .fullScreen)
    let placements = Self.placements(plan)
    #expect(placements[.from] == .container(0))
    #expect(placements[.to] == .container(2))
    #expect(plan.keepsFinalValues == [.to])
  }

  @Test(arguments: [ModalPresentationStyle.overFullScreen, .custom])
  func rule3DismissingLeavesAPresenterThatStayedWhereItIs(style: ModalPresentationStyle) {
    let plan = Self.plan(.dismiss, style)
    let placements = Self.placements(plan)
    #expect(placements[.to] == .inPlace)
    #expect(placements[.from] == .container(0))
    #expect(placements[.dimming] == .container(1))
    #expect(plan.containerNodes.map(\.id) == ["from", "dimming", "flight:photo"])
    #expect(plan.keepsFinalValues == [.to])
  }

  @Test func snapshotsHideTheirSourcesOnce() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    let timeline = Timeline(
      nodes: [
        TimelineNode(.to),
        TimelineNode("piece:0", content: .snapshotPiece(of: .from, rect: rect)),
        TimelineNode("piece:1", content: .snapshotPiece(of: .from, rect: rect)),
        TimelineNode("flight-out:a", content: .snapshot(of: "from:a")),
        TimelineNode("flight:a", content: .snapshot(of: "to:a")),
      ], tracks: [])
    let plan = TransitionPlan(
      timeline: timeline, scene: TransitionScene(operation: .push, containerBounds: F.bounds))
    #expect(plan.hiddenDuringTransition == ["from", "from:a", "to:a"])
    #expect(Self.plan(.push).hiddenDuringTransition == ["to:photo"])
  }

  @Test func theCardKeepsThePresenterScaledBackBehindIt() throws {
    let transition = Transition.card(topInset: 40)
    let presentation = try #require(transition.presentation)
    let scene = TransitionScene(
      operation: .present, containerBounds: F.bounds,
      toFrame: presentation.frame(in: F.bounds), presentationStyle: .custom)
    let timeline = transition.timeline(for: scene)
    let plan = TransitionPlan(timeline: timeline, scene: scene)
    #expect(plan.keepsFinalValues.contains(.from))
    #expect(plan.steps.first { $0.node.id == .from }?.placement == .inPlace)
    // The presentation controller's dimming lies under the container's nodes.
    #expect(plan.containerNodes.map(\.id) == ["to"])
  }

  /// docs/design.md#r1 for every effect of the catalogue: in a navigation, tab or container
  /// transition the animator puts the incoming screen into the container, or it is not on
  /// screen once the transition ends (a host only adds what the plan places).
  @Test(arguments: TransitionCatalog.entries.map(\.name))
  func rule1EveryEffectPutsTheIncomingScreenIntoTheContainer(effect name: String) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    for (operation, style) in F.allOperations where operation.kind != .modal {
      let scene = F.scene(operation, style: style)
      let plan = TransitionPlan(timeline: transition.timeline(for: scene), scene: scene)
      let placement = plan.steps.first { $0.node.id == .to }?.placement
      var inContainer = false
      if case .container = placement { inContainer = true }
      #expect(inContainer, "\(name) \(operation): \"to\" is \(String(describing: placement))")
    }
  }

  /// docs/design.md#r3 for every effect: a dismissal that keeps the presenter where it is never
  /// puts it into the container.
  @Test(arguments: TransitionCatalog.entries.map(\.name))
  func rule3NoEffectMovesAPresenterThatStayedIntoTheContainer(effect name: String) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    for style in [ModalPresentationStyle.overFullScreen, .custom] {
      let scene = F.scene(.dismiss, style: style)
      let plan = TransitionPlan(timeline: transition.timeline(for: scene), scene: scene)
      #expect(!plan.containerNodes.contains { $0.id == .to }, "\(name) \(style)")
    }
  }
}
