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
