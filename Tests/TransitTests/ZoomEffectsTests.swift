import Foundation
import Testing

@testable import Transit

@Suite struct ZoomEffectsTests {
  typealias F = EffectFixture

  static func timeline(
    _ transition: Transition, _ operation: TransitionOperation = .push,
    style: ModalPresentationStyle? = nil
  ) -> Timeline {
    transition.timeline(for: F.scene(operation, style: style, elements: []))
  }

  @Test func fadeCrossDissolves() {
    let fade = Self.timeline(.fade)
    #expect(fade.nodes.map(\.id) == ["from", "to"])
    #expect(fade.tracks.allSatisfy { $0.property == .opacity })
    let middle = F.frame(fade, progress: 0.5)
    #expect(abs((middle.value(.opacity, of: .to) ?? 0) - 0.5) < 1e-6)
    #expect(abs((middle.value(.opacity, of: .from) ?? 0) - 0.5) < 1e-6)
    #expect(F.frame(fade, progress: 1).value(.opacity, of: .from) == 0)
    // In a modal the presenter stays as it is.
    let present = Self.timeline(.fade, .present, style: .overFullScreen)
    #expect(present.tracks(of: .from).isEmpty)
    #expect(F.frame(present, progress: 0).value(.opacity, of: .to) == 0)
  }

  @Test func zoomGrowsTheNewScreenFromFourFifths() {
    let zoom = Self.timeline(.zoom)
    let start = F.frame(zoom, progress: 0)
    let end = F.frame(zoom, progress: 1)
    #expect(F.gap(start.value(.transform, of: .to) ?? .identity, F.affine(0.8, 0, 0, 0.8)) < 1e-12)
    #expect(start.value(.opacity, of: .to) == 0)
    #expect(F.gap(end.value(.transform, of: .from) ?? .identity, F.affine(1.2, 0, 0, 1.2)) < 1e-12)
    #expect(end.value(.opacity, of: .from) == 0)
    #expect(F.isIdentity(end.value(.transform, of: .to) ?? F.translation(1, 1)))
  }

  @Test func zoomOutShrinksTheOldScreen() {
    let zoomOut = Self.timeline(.zoomOut)
    let start = F.frame(zoomOut, progress: 0)
    let end = F.frame(zoomOut, progress: 1)
    #expect(F.gap(start.value(.transform, of: .to) ?? .identity, F.affine(1.2, 0, 0, 1.2)) < 1e-12)
    #expect(F.gap(end.value(.transform, of: .from) ?? .identity, F.affine(0.8, 0, 0, 0.8)) < 1e-12)
  }

  @Test func zoomsLeaveAPresenterAlone() {
    for transition in [Transition.zoom, .zoomOut] {
      let present = Self.timeline(transition, .present, style: .custom)
      #expect(present.tracks(of: .from).isEmpty, "\(transition.name)")
      #expect(!present.tracks(of: .to).isEmpty)
    }
  }

  @Test func names() {
    #expect(Transition.fade.name == "fade")
    #expect(Transition.zoom.name == "zoom")
    #expect(Transition.zoomOut.name == "zoomOut")
    #expect(!Transition.fade.effect.movesViews)
    #expect(Transition.zoom.effect.movesViews)
  }
}
