import Foundation
import Testing

@testable import Transit

/// The effects of `Transition+Slides.swift`, on a 390 × 844 screen. easeInOut is symmetric
/// about its middle, so at half the time a screen has gone half its way.
@Suite struct SlideEffectsTests {
  typealias F = EffectFixture

  static func timeline(
    _ transition: Transition, _ operation: TransitionOperation = .push,
    style: ModalPresentationStyle? = nil, layoutDirection: LayoutDirection = .leftToRight
  ) -> Timeline {
    transition.timeline(
      for: F.scene(operation, style: style, layoutDirection: layoutDirection, elements: []))
  }

  static func transform(
    _ timeline: Timeline, _ node: NodeID, at progress: Double
  ) -> Transform3D? {
    F.frame(timeline, progress: progress).value(.transform, of: node)
  }

  func expect(
    _ timeline: Timeline, _ node: NodeID, at progress: Double, _ expected: Transform3D,
    tolerance: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let actual = Self.transform(timeline, node, at: progress) else {
      Issue.record("no transform track of \(node)", sourceLocation: sourceLocation)
      return
    }
    #expect(
      F.gap(actual, expected) <= tolerance, "\(node) at \(progress): \(actual)",
      sourceLocation: sourceLocation)
  }

  // MARK: - Direction semantics

  @Test func pushLeftBringsTheNewScreenFromTheRightEdge() {
    let push = Self.timeline(.push(.left))
    #expect(push.nodes.map(\.id) == ["from", "to"])
    expect(push, .to, at: 0, F.translation(390, 0))
    expect(push, .to, at: 0.5, F.translation(195, 0), tolerance: 1e-4)
    expect(push, .to, at: 1, .identity)
    // The old screen is pushed 30 % of the way out.
    expect(push, .from, at: 0, .identity)
    expect(push, .from, at: 0.5, F.translation(-58.5, 0), tolerance: 1e-4)
    expect(push, .from, at: 1, F.translation(-117, 0))
  }

  @Test func leadingInRightToLeftIsRight() {
    let leading = Self.timeline(.push(.leading), layoutDirection: .rightToLeft)
    expect(leading, .to, at: 0, F.translation(-390, 0))
    expect(leading, .from, at: 1, F.translation(117, 0))
    let right = Self.timeline(.push(.right))
    expect(right, .to, at: 0, F.translation(-390, 0))
    expect(right, .from, at: 1, F.translation(117, 0))
    let trailing = Self.timeline(.push(.trailing), layoutDirection: .rightToLeft)
    expect(trailing, .to, at: 0, F.translation(390, 0))
  }

  @Test func theNaturalDirectionIsTowardsLeadingForNavigationTabsAndContainers() {
    for operation in [
      TransitionOperation.push, .tabSwitch(from: 0, to: 2), .containerSwitch(from: 0, to: 1),
    ] {
      expect(Self.timeline(.slide, operation), .to, at: 0, F.translation(390, 0))
      expect(Self.timeline(.slide, operation), .from, at: 1, F.translation(-390, 0))
      expect(
        Self.timeline(.slide, operation, layoutDirection: .rightToLeft), .to, at: 0,
        F.translation(-390, 0))
    }
  }

  @Test func theNaturalDirectionIsUpForModals() {
    let present = Self.timeline(.slide, .present, style: .fullScreen)
    expect(present, .to, at: 0, F.translation(0, 844))
    expect(present, .to, at: 0.5, F.translation(0, 422), tolerance: 1e-4)
    expect(present, .to, at: 1, .identity)
    // The presenter stays where it is.
    #expect(present.tracks(of: .from).isEmpty)
    // Right to left changes nothing vertical.
    let rtl = Self.timeline(.slide, .present, style: .fullScreen, layoutDirection: .rightToLeft)
    expect(rtl, .to, at: 0, F.translation(0, 844))
  }

  @Test func aCustomPresentationRisesFromJustBelowTheContainer() {
    // The presented frame starts at y = 244, so it is moved down by 844 − 244.
    let present = Self.timeline(.cover(), .present, style: .custom)
    expect(present, .to, at: 0, F.translation(0, 600))
    expect(present, .to, at: 1, .identity)
  }

  @Test func dismissingSendsThePresentedScreenBackDown() {
    let dismiss = Self.timeline(.slide, .dismiss, style: .fullScreen)
    #expect(dismiss.nodes.map(\.id) == ["to", "from"])
    expect(dismiss, .from, at: 0, .identity)
    expect(dismiss, .from, at: 1, F.translation(0, 844))
    #expect(dismiss.tracks(of: .to).isEmpty)
  }

  @Test func aTabSwitchToAnEarlierIndexPlaysTheReverse() {
    // docs/design.md#r9. Going back the screens travel right: the earlier tab from the left.
    let back = Self.timeline(.slide, .tabSwitch(from: 2, to: 0))
    expect(back, .to, at: 0, F.translation(-390, 0))
    expect(back, .to, at: 0.5, F.translation(-195, 0), tolerance: 1e-4)
    expect(back, .to, at: 1, .identity)
    expect(back, .from, at: 0, .identity)
    expect(back, .from, at: 1, F.translation(390, 0))
    let pop = Self.timeline(.push(), .pop)
    expect(pop, .to, at: 0, F.translation(-117, 0))
    expect(pop, .from, at: 1, F.translation(390, 0))
  }

  // MARK: - Each effect

  @Test func slideMovesBothScreensAllTheWay() {
    let slide = Self.timeline(.slide(.up))
    expect(slide, .to, at: 0, F.translation(0, 844))
    expect(slide, .from, at: 1, F.translation(0, -844))
    let down = Self.timeline(.slide(.down))
    expect(down, .to, at: 0, F.translation(0, -844))
    expect(down, .from, at: 1, F.translation(0, 844))
  }

  @Test func coverLeavesTheOldScreenStill() {
    let cover = Self.timeline(.cover(.left))
    #expect(cover.nodes.map(\.id) == ["from", "to"])
    expect(cover, .to, at: 0, F.translation(390, 0))
    #expect(cover.tracks(of: .from).isEmpty)
  }

  @Test func pullSlidesTheOldScreenOutOnTopAndTheNewOneFollows() {
    let pull = Self.timeline(.pull(.left))
    #expect(pull.nodes.map(\.id) == ["to", "from"])
    expect(pull, .from, at: 1, F.translation(-390, 0))
    expect(pull, .to, at: 0, F.translation(117, 0))
    expect(pull, .to, at: 1, .identity)
    let modal = Self.timeline(.pull(), .present, style: .fullScreen)
    #expect(modal.nodes.map(\.id) == ["from", "to"])
    expect(modal, .to, at: 0, F.translation(0, 253.2))
    let start = F.frame(modal, progress: 0)
    #expect(start.value(.opacity, of: .to) == 0)
    #expect(modal.tracks(of: .from).isEmpty)
  }

  @Test func uncoverSlidesTheOldScreenAwayFromAStillOne() {
    let uncover = Self.timeline(.uncover(.left))
    #expect(uncover.nodes.map(\.id) == ["to", "from"])
    expect(uncover, .from, at: 1, F.translation(-390, 0))
    #expect(uncover.tracks(of: .to).isEmpty)
  }

  @Test func uncoverInAModalWipesThePresentedScreenIn() {
    // The custom frame is 390 × 600; moving up, the wipe grows from the bottom edge.
    let wipe = Self.timeline(.uncover(), .present, style: .custom)
    let start = F.frame(wipe, progress: 0).value(.maskPath, of: .to)
    let middle = F.frame(wipe, progress: 0.5).value(.maskPath, of: .to)
    let end = F.frame(wipe, progress: 1).value(.maskPath, of: .to)
    #expect(start?.rect == CGRect(x: 0, y: 600, width: 390, height: 0))
    let half = middle?.rect ?? .zero
    #expect(abs(half.minY - 300) < 1e-6 && abs(half.height - 300) < 1e-6 && half.width == 390)
    #expect(end?.rect == CGRect(x: 0, y: 0, width: 390, height: 600))
    #expect(wipe.tracks(of: .from).isEmpty)
  }

  @Test func zoomSlideShrinksSlidesAndGrowsBack() {
    // Linear over a second, so the phases are plain: shrink until 0.3, slide until 0.7,
    // grow until 1.
    let zoomSlide = Self.timeline(.zoomSlide(.left).curve(.linear).duration(1))
    expect(zoomSlide, .to, at: 0, F.affine(0.8, 0, 0, 0.8, tx: 390))
    expect(zoomSlide, .to, at: 0.5, F.affine(0.8, 0, 0, 0.8, tx: 195), tolerance: 1e-6)
    expect(zoomSlide, .to, at: 0.85, F.affine(0.9, 0, 0, 0.9), tolerance: 1e-6)
    expect(zoomSlide, .to, at: 1, .identity)
    expect(zoomSlide, .from, at: 0, .identity)
    expect(zoomSlide, .from, at: 0.15, F.affine(0.9, 0, 0, 0.9), tolerance: 1e-6)
    expect(zoomSlide, .from, at: 0.5, F.affine(0.8, 0, 0, 0.8, tx: -195), tolerance: 1e-6)
    expect(zoomSlide, .from, at: 1, F.affine(0.8, 0, 0, 0.8, tx: -390))
  }

  @Test func pageInLaysANewPageOnTheStack() {
    let pageIn = Self.timeline(.pageIn(.left))
    #expect(pageIn.nodes.map(\.id) == ["from", "to"])
    expect(pageIn, .to, at: 0, F.translation(390, 0))
    expect(pageIn, .from, at: 1, F.affine(0.7, 0, 0, 0.7))
    #expect(F.frame(pageIn, progress: 1).value(.opacity, of: .from) == 0.5)
    #expect(Self.timeline(.pageIn(), .present, style: .custom).tracks(of: .from).isEmpty)
  }

  @Test func pageOutTakesThePageOffTheStack() {
    let pageOut = Self.timeline(.pageOut(.left))
    #expect(pageOut.nodes.map(\.id) == ["to", "from"])
    expect(pageOut, .to, at: 0, F.affine(0.7, 0, 0, 0.7))
    #expect(F.frame(pageOut, progress: 0).value(.opacity, of: .to) == 0.5)
    expect(pageOut, .from, at: 1, F.translation(-390, 0))
    let modal = Self.timeline(.pageOut(), .present, style: .fullScreen)
    #expect(modal.nodes.map(\.id) == ["from", "to"])
    #expect(F.frame(modal, progress: 0).value(.opacity, of: .to) == 0)
    #expect(modal.tracks(of: .from).isEmpty)
  }

  @Test func namesCarryTheDirection() {
    #expect(Transition.slide.name == "slide")
    #expect(Transition.slide(.up).name == "slide(up)")
    #expect(Transition.push().name == "push")
    #expect(Transition.push(.leading).name == "push(leading)")
    #expect(Transition.pull(.right).name == "pull(right)")
    #expect(Transition.cover(.down).name == "cover(down)")
    #expect(Transition.uncover().name == "uncover")
    #expect(Transition.zoomSlide(.trailing).name == "zoomSlide(trailing)")
    #expect(Transition.pageIn().name == "pageIn")
    #expect(Transition.pageOut(.left).name == "pageOut(left)")
  }
}
