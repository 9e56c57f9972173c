import Foundation
import Testing

@testable import Transit

/// The cross-dissolve, which moves nothing.
@Suite struct FadeEffectsTests {
  typealias F = EffectFixture

  @Test func fadeCrossDissolves() {
    let fade = Transition.fade.timeline(for: F.scene(.push, style: nil, elements: []))
    #expect(fade.nodes.map(\.id) == ["from", "to"])
    #expect(fade.tracks.allSatisfy { $0.property == .opacity })
    let middle = F.frame(fade, progress: 0.5)
    #expect(abs((middle.value(.opacity, of: .to) ?? 0) - 0.5) < 1e-6)
    #expect(abs((middle.value(.opacity, of: .from) ?? 0) - 0.5) < 1e-6)
    #expect(F.frame(fade, progress: 1).value(.opacity, of: .from) == 0)
    // In a modal the presenter stays as it is.
    let present = Transition.fade.timeline(
      for: F.scene(.present, style: .overFullScreen, elements: []))
    #expect(present.tracks(of: .from).isEmpty)
    #expect(F.frame(present, progress: 0).value(.opacity, of: .to) == 0)
  }
}
