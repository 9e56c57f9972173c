import Foundation
import Testing

@testable import Transit

@Suite struct SelectionEffectsTests {
  typealias F = EffectFixture

  static func timeline(
    _ transition: Transition, _ operation: TransitionOperation,
    style: ModalPresentationStyle? = nil
  ) -> Timeline {
    transition.timeline(for: F.scene(operation, style: style, elements: []))
  }

  @Test func noneChangesTheScreensAtOnce() {
    let timeline = Self.timeline(.none, .push)
    #expect(timeline.duration == 0)
    #expect(timeline.nodes.map(\.id) == ["from", "to"])
    #expect(timeline.tracks.isEmpty)
    #expect(!Transition.none.effect.movesViews)
    #expect(Transition.none.name == "none")
  }

  @Test func autoPicksTheUsualEffectForTheOperation() {
    // Navigation: a push, the old screen moved 30 %.
    let push = Self.timeline(.auto, .push)
    #expect(
      F.gap(
        F.frame(push, progress: 1).value(.transform, of: .from) ?? .identity,
        F.translation(-117, 0)) < 1e-9)
    // Tabs: a slide, the old screen all the way.
    let tab = Self.timeline(.auto, .tabSwitch(from: 0, to: 1))
    #expect(
      F.gap(
        F.frame(tab, progress: 1).value(.transform, of: .from) ?? .identity,
        F.translation(-390, 0)) < 1e-9)
    // Modals: a cover from the bottom over a still presenter.
    let present = Self.timeline(.auto, .present, style: .fullScreen)
    #expect(
      F.gap(
        F.frame(present, progress: 0).value(.transform, of: .to) ?? .identity,
        F.translation(0, 844)) < 1e-9)
    #expect(present.tracks(of: .from).isEmpty)
    // Containers: a cross-fade.
    let container = Self.timeline(.auto, .containerSwitch(from: 0, to: 1))
    #expect(container.tracks.map(\.property) == [.opacity, .opacity])
    #expect(Transition.auto.name == "auto")
  }

  @Test func selectByPushesForwardAndPullsBack() throws {
    let selectBy = try #require(TransitionCatalog.entry(named: "selectBy")).transition
    #expect(selectBy.name == "selectBy(push(left), pull(right))")
    let push = Self.timeline(selectBy, .push)
    #expect(
      F.gap(
        F.frame(push, progress: 0).value(.transform, of: .to) ?? .identity,
        F.translation(390, 0)) < 1e-9)
    // Back, pull(.right) plays as written: the leaving screen on top slides out to the
    // right, the revealed one follows from 30 % of the width to the left.
    let pop = Self.timeline(selectBy, .pop)
    #expect(pop.nodes.map(\.id) == ["to", "from"])
    let start = F.frame(pop, progress: 0)
    let end = F.frame(pop, progress: 1)
    #expect(F.gap(start.value(.transform, of: .to) ?? .identity, F.translation(-117, 0)) < 1e-9)
    #expect(F.isIdentity(end.value(.transform, of: .to) ?? F.translation(1, 1)))
    #expect(F.isIdentity(start.value(.transform, of: .from) ?? F.translation(1, 1)))
    #expect(F.gap(end.value(.transform, of: .from) ?? .identity, F.translation(390, 0)) < 1e-9)
  }

  @Test func goingBackSelectByPlaysTheDismissingEffectNotTheReverseOfThePresentingOne() {
    let selectBy = Transition.selectBy(presenting: .push(.left), dismissing: .fade)
    let pop = Self.timeline(selectBy, .pop)
    #expect(pop.tracks.allSatisfy { $0.property == .opacity })
    let start = F.frame(pop, progress: 0)
    let end = F.frame(pop, progress: 1)
    // The fade written forward: the revealed screen fades in over the leaving one.
    #expect(start.value(.opacity, of: .to) == 0)
    #expect(end.value(.opacity, of: .to) == 1)
    #expect(end.value(.opacity, of: .from) == 0)
    #expect(pop.nodes.map(\.id) == ["from", "to"])
    // Forward it is the push.
    let push = Self.timeline(selectBy, .push)
    #expect(push.tracks.allSatisfy { $0.property == .transform })
    // A tab switch back is a back operation too.
    let tabBack = Self.timeline(selectBy, .tabSwitch(from: 2, to: 1))
    #expect(tabBack.tracks.allSatisfy { $0.property == .opacity })
  }

  @Test func aDismissalPlayedAsWrittenMovesTheLeavingScreen() {
    // Dismissing a custom presentation at (0, 244, 390, 600) with slide(.down): the
    // presented screen leaves by the bottom edge, 844 − 244 points down.
    let selectBy = Transition.selectBy(presenting: .cover(.up), dismissing: .slide(.down))
    let scene = F.scene(.dismiss, style: .custom, elements: [])
    let timeline = selectBy.timeline(for: scene)
    let end = F.frame(timeline, progress: 1)
    #expect(F.gap(end.value(.transform, of: .from) ?? .identity, F.translation(0, 600)) < 1e-9)
    #expect(F.isIdentity(end.value(.transform, of: .to) ?? F.translation(1, 1)))
    // docs/design.md#r3 still holds: the presenter is not put into the container.
    let plan = TransitionPlan(timeline: timeline, scene: scene)
    #expect(plan.steps.first { $0.node.id == .to }?.placement == .inPlace)
  }

  @Test func selectByTakesThePresentingPresentationAndMovesIfEitherMoves() {
    let card = Transition.selectBy(presenting: .card(), dismissing: .fade)
    #expect(card.presentation != nil)
    #expect(card.effect.movesViews)
    #expect(Transition.selectBy(presenting: .fade, dismissing: .slide).effect.movesViews)
    #expect(!Transition.selectBy(presenting: .fade, dismissing: .none).effect.movesViews)
    #expect(Transition.selectBy(presenting: .fade, dismissing: .none).presentation == nil)
  }
}
