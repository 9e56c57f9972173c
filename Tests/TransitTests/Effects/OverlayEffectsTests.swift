import Foundation
import Testing

@testable import Transit

/// The card and the overlay, as the articles build them by hand, on a 390 × 844 screen.
@Suite struct OverlayEffectsTests {
  typealias F = EffectFixture

  /// A custom presentation scene with the presented frame the transition asks for.
  static func presentation(
    _ transition: Transition, _ operation: TransitionOperation = .present,
    style: ModalPresentationStyle = .custom
  ) throws -> (TransitionScene, Timeline) {
    let frame = try #require(transition.presentation).frame(in: F.bounds)
    let scene = TransitionScene(
      operation: operation, containerBounds: F.bounds,
      fromFrame: operation == .dismiss ? frame : nil,
      toFrame: operation == .present ? frame : nil, presentationStyle: style)
    return (scene, transition.timeline(for: scene))
  }

  // MARK: - Card

  @Test func theCardLeavesItsTopInsetAboveIt() throws {
    let card = Transition.card(topInset: 40)
    #expect(card.name == "card(topInset: 40)")
    let presentation = try #require(card.presentation)
    #expect(presentation.frame(in: F.bounds) == CGRect(x: 0, y: 40, width: 390, height: 804))
    // Presented, the presentation controller owns the 50 % black dimming, so it stays.
    #expect(presentation.dimming == Color(white: 0, alpha: 0.5))
    #expect(presentation.dismissesOnTapOutside)
    #expect(!presentation.removesPresentersView)
  }

  @Test func theCardRisesOverHalfBlackDimmingWhileThePresenterScalesBack() throws {
    // Full screen, nothing else dims: the card brings its own dimming.
    let (_, timeline) = try Self.presentation(.card(topInset: 40), style: .fullScreen)
    #expect(timeline.nodes.map(\.id) == ["from", "dimming", "to"])
    let dimming = try #require(timeline.nodes.first { $0.id == .dimming })
    #expect(dimming.content == .fill(.black))
    #expect(dimming.frame == F.bounds)
    let start = F.frame(timeline, progress: 0)
    let middle = F.frame(timeline, progress: 0.5)
    let end = F.frame(timeline, progress: 1)
    // From just below the container: the card's top at 40 moves down by 844 − 40.
    #expect(F.gap(start.value(.transform, of: .to) ?? .identity, F.translation(0, 804)) < 1e-9)
    #expect(F.isIdentity(end.value(.transform, of: .to) ?? F.translation(1, 1)))
    #expect(start.value(.opacity, of: .dimming) == 0)
    #expect(abs((middle.value(.opacity, of: .dimming) ?? 0) - 0.25) < 1e-6)
    #expect(end.value(.opacity, of: .dimming) == 0.5)
    // The presenter scales back by (H − inset) / H.
    let scale = (844.0 - 40) / 844
    #expect(F.isIdentity(start.value(.transform, of: .from) ?? F.translation(1, 1)))
    #expect(
      F.gap(end.value(.transform, of: .from) ?? .identity, F.affine(scale, 0, 0, scale)) < 1e-12)
  }

  @Test func dismissingTheCardBringsThePresenterBack() throws {
    let (_, timeline) = try Self.presentation(
      .card(topInset: 40), .dismiss, style: .fullScreen)
    let start = F.frame(timeline, progress: 0)
    let end = F.frame(timeline, progress: 1)
    let scale = (844.0 - 40) / 844
    #expect(
      F.gap(start.value(.transform, of: .to) ?? .identity, F.affine(scale, 0, 0, scale)) < 1e-12)
    #expect(F.isIdentity(end.value(.transform, of: .to) ?? F.translation(1, 1)))
    #expect(start.value(.opacity, of: .dimming) == 0.5)
    #expect(end.value(.opacity, of: .dimming) == 0)
    #expect(F.gap(end.value(.transform, of: .from) ?? .identity, F.translation(0, 804)) < 1e-9)
  }

  @Test func aFullScreenCardRisesTheWholeHeight() {
    let scene = F.forwardScene(.present, style: .fullScreen, elements: [])
    let timeline = Transition.card(topInset: 100).timeline(for: scene)
    let start = F.frame(timeline, progress: 0)
    let end = F.frame(timeline, progress: 1)
    #expect(F.gap(start.value(.transform, of: .to) ?? .identity, F.translation(0, 844)) < 1e-9)
    let scale = (844.0 - 100) / 844
    #expect(
      F.gap(end.value(.transform, of: .from) ?? .identity, F.affine(scale, 0, 0, scale)) < 1e-12)
  }

  @Test func badInsetsAreClamped() throws {
    // Negative or non-finite: no inset, the presenter does not shrink.
    for bad in [-40, Double.nan, -Double.infinity] {
      let card = Transition.card(topInset: bad)
      #expect(card.name == "card(topInset: 0)")
      let (_, timeline) = try Self.presentation(card)
      let end = F.frame(timeline, progress: 1)
      #expect(F.isIdentity(end.value(.transform, of: .from) ?? F.translation(1, 1)))
      let presentation = try #require(card.presentation)
      #expect(presentation.frame(in: F.bounds) == F.bounds)
    }
    // Taller than the container: the card has no height and the presenter shrinks to
    // nothing, but nothing is NaN.
    let tall = Transition.card(topInset: 2_000)
    let tallPresentation = try #require(tall.presentation)
    #expect(tallPresentation.frame(in: F.bounds) == CGRect(x: 0, y: 844, width: 390, height: 0))
    let scene = F.forwardScene(.present, style: .fullScreen, elements: [])
    let end = F.frame(tall.timeline(for: scene), progress: 1)
    #expect(
      F.gap(end.value(.transform, of: .from) ?? .identity, F.affine(0, 0, 0, 0)) < 1e-12)
    // An infinite inset is not finite: no inset.
    #expect(Transition.card(topInset: .infinity).name == "card(topInset: 0)")
  }

  @Test func aCardInAnEmptyContainerHasNoNaN() {
    let scene = TransitionScene(
      operation: .present, containerBounds: .zero, presentationStyle: .custom)
    let timeline = Transition.card().timeline(for: scene)
    let end = F.frame(timeline, progress: 1)
    for index in 0..<end.trackCount {
      let finite = F.components(end.value(ofTrack: index)).allSatisfy { $0.isFinite }
      #expect(finite)
    }
    #expect(F.isIdentity(end.value(.transform, of: .from) ?? F.translation(1, 1)))
  }

  @Test func aCustomPresentationLeavesTheDimmingToThePresentationController() throws {
    for transition in [Transition.card(topInset: 40), .overlay] {
      for operation in [TransitionOperation.present, .dismiss] {
        let (_, timeline) = try Self.presentation(transition, operation)
        #expect(!timeline.nodes.contains { $0.id == .dimming }, "\(transition.name) \(operation)")
      }
    }
  }

  // MARK: - Overlay

  @Test func theOverlayIsACentredTwoThirdsBox() throws {
    let overlay = Transition.overlay
    #expect(overlay.name == "overlay")
    let presentation = try #require(overlay.presentation)
    #expect(presentation.dimming == Color(white: 0, alpha: 0.5))
    let frame = presentation.frame(in: F.bounds)
    // 2/3 of 390 × 844 is 260 × 562.67, centred.
    #expect(abs(frame.minX - 65) < 1e-9 && abs(frame.width - 260) < 1e-9)
    #expect(abs(frame.minY - 844.0 / 6) < 1e-9 && abs(frame.height - 844.0 * 2 / 3) < 1e-9)
  }

  @Test func theOverlayGrowsFromAOnePointStripOverHalfBlackDimming() throws {
    let (_, timeline) = try Self.presentation(.overlay, style: .fullScreen)
    #expect(timeline.nodes.map(\.id) == ["from", "dimming", "to"])
    let start = F.frame(timeline, progress: 0)
    let end = F.frame(timeline, progress: 1)
    // 260 points wide, scaled to 1 point.
    #expect(
      F.gap(start.value(.transform, of: .to) ?? .identity, F.affine(1.0 / 260, 0, 0, 1)) < 1e-12)
    #expect(F.isIdentity(end.value(.transform, of: .to) ?? F.translation(1, 1)))
    #expect(start.value(.opacity, of: .dimming) == 0)
    #expect(end.value(.opacity, of: .dimming) == 0.5)
    #expect(timeline.tracks(of: .from).isEmpty)
  }

  @Test func anOverlayNoWiderThanAPointDoesNotScale() {
    let scene = TransitionScene(
      operation: .present, containerBounds: F.bounds,
      toFrame: CGRect(x: 100, y: 100, width: 0.5, height: 300), presentationStyle: .custom)
    let start = F.frame(Transition.overlay.timeline(for: scene), progress: 0)
    #expect(F.isIdentity(start.value(.transform, of: .to) ?? F.translation(1, 1)))
  }
}
