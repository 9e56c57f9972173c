import Foundation
import Testing

@testable import Transit

@Suite struct EffectBuilderTests {
  typealias F = EffectFixture

  static let linearSecond = TransitionTiming.curve(.linear, duration: 1)

  static func builder(
    _ operation: TransitionOperation = .push, timing: TransitionTiming = linearSecond,
    layoutDirection: LayoutDirection = .leftToRight, elements: [SceneElement] = []
  ) -> EffectBuilder {
    EffectBuilder(
      scene: F.forwardScene(operation, layoutDirection: layoutDirection, elements: elements),
      timing: timing)
  }

  /// Runs a forward effect on a scene with tagged views, as the library's effects run.
  static func compile(
    _ elements: [SceneElement], timing: TransitionTiming = linearSecond,
    _ body: @escaping @Sendable (inout EffectBuilder) -> Void = { $0.addScreens() }
  ) -> Timeline {
    TransitionEffect(name: "test", forward: body).timeline(
      for: F.forwardScene(elements: elements), timing: timing)
  }

  // MARK: - Nodes

  @Test func nodesStackInTheOrderAddedAndANameAddedAgainReplacesInPlace() {
    var builder = Self.builder()
    builder.add(TimelineNode("a"))
    builder.add(TimelineNode("b"))
    builder.add(TimelineNode("a", content: .fill(.white)))
    #expect(builder.nodes.map(\.id) == ["a", "b"])
    #expect(builder.nodes[0].content == .fill(.white))
  }

  @Test func screensWithTheirFramesIncomingOnTopOrBeneath() {
    var builder = EffectBuilder(
      scene: F.forwardScene(.present, style: .custom, elements: []), timing: .standard)
    builder.addScreens()
    #expect(builder.nodes.map(\.id) == ["from", "to"])
    #expect(builder.nodes[0].frame == F.bounds)
    #expect(builder.nodes[1].frame == F.customFrame)
    var beneath = Self.builder()
    beneath.addScreens(incomingOnTop: false)
    #expect(beneath.nodes.map(\.id) == ["to", "from"])
  }

  @Test func sizeAndDuration() {
    let builder = Self.builder(timing: .curve(.easeIn, duration: 0.7))
    #expect(builder.size == CGSize(width: 390, height: 844))
    #expect(builder.duration == 0.7)
  }

  // MARK: - Tracks

  @Test func tracksFollowTheTransitionsCurve() throws {
    var builder = Self.builder(timing: .curve(.easeOut, duration: 0.4))
    builder.animate(.opacity, of: .to, from: 0, to: 1, delay: 0.1)
    let track = try #require(builder.tracks.first)
    #expect(track.node == .to && track.property == .opacity)
    #expect(track.values == [.scalar(0), .scalar(1)])
    #expect(track.timing == .curves([.easeOut]))
    #expect(track.delay == 0.1)
    #expect(track.duration == 0.4)
  }

  @Test func tracksFollowTheTransitionsSpringUntilItSettles() throws {
    let spring = Spring(response: 0.4, dampingRatio: 0.8)
    var builder = Self.builder(timing: .spring(spring))
    builder.animate(.opacity, of: .to, from: 0, to: 1)
    let track = try #require(builder.tracks.first)
    #expect(track.timing == .spring(spring, initialVelocity: 0, isReversed: false))
    #expect(track.duration == TransitionTiming.spring(spring).duration)
    #expect(builder.timeline.duration == track.duration)
  }

  @Test func aTrackCanHaveItsOwnPacing() throws {
    var builder = Self.builder()
    builder.animate(
      .opacity, of: .to, from: 0, to: 1, delay: -3, timing: .curve(.easeIn, duration: 2))
    let track = try #require(builder.tracks.first)
    #expect(track.timing == .curves([.easeIn]))
    #expect(track.duration == 2)
    #expect(track.delay == 0)
    #expect(builder.timeline.duration == 2)
    var bad = Self.builder()
    bad.animate(.opacity, of: .to, from: 0, to: 1, timing: .curve(.easeIn, duration: .nan))
    #expect(bad.tracks.first?.duration == 0)
  }

  @Test func aComputedTrackSamplesTheValueAtEvenlySpacedTimes() throws {
    var builder = Self.builder()
    builder.animate(.opacity, of: .to, samples: 5) { $0 * 2 }
    let track = try #require(builder.tracks.first)
    // Linear over a second: progress 0, 0.25, 0.5, 0.75, 1, doubled.
    #expect(track.values == [0, 0.5, 1, 1.5, 2].map { AnimationValue.scalar($0) })
    #expect(track.keyTimes == [0, 0.25, 0.5, 0.75, 1])
    #expect(track.timing == .curves(Array(repeating: .linear, count: 4)))
    #expect(track.duration == 1)
  }

  @Test func aComputedTrackSamplesTheProgressOfItsPacing() throws {
    var builder = Self.builder(timing: .curve(.easeInOut, duration: 1))
    builder.animate(.opacity, of: .to, samples: 3) { $0 }
    let track = try #require(builder.tracks.first)
    // easeInOut at its middle is exactly half way.
    #expect(track.values.count == 3)
    #expect(F.gap(track.values[1], .scalar(0.5)) < 1e-7)
    #expect(track.values.first == .scalar(0) && track.values.last == .scalar(1))
  }

  @Test func sampleCountsAreClamped() {
    var builder = Self.builder()
    builder.animate(.opacity, of: "few", samples: -4) { $0 }
    builder.animate(.opacity, of: "many", samples: 10_000) { $0 }
    #expect(builder.tracks.map(\.values.count) == [2, 240])
  }

  @Test func holdKeepsAValueForTheWholeTransition() throws {
    var builder = Self.builder(timing: .curve(.easeIn, duration: 0.6))
    builder.hold(.zPosition, of: "a", at: 4)
    let track = try #require(builder.tracks.first)
    #expect(track.values == [.scalar(4), .scalar(4)])
    #expect(track.duration == 0.6)
    #expect(track.delay == 0)
  }

  @Test func includeAddsAnotherTimelinesNodesAboveAndItsTracks() {
    var builder = Self.builder()
    builder.add(TimelineNode(.from))
    builder.add(TimelineNode("badge"))
    builder.animate(.opacity, of: "badge", from: 0, to: 1)
    builder.include(
      Timeline(
        nodes: [TimelineNode(.from, frame: F.bounds), TimelineNode(.to)],
        tracks: [Track(.opacity, of: .to, from: 0, to: 1, duration: 3)]))
    #expect(builder.nodes.map(\.id) == ["from", "badge", "to"])
    #expect(builder.nodes[0].frame == F.bounds)
    #expect(builder.tracks.map(\.node) == ["badge", "to"])
    #expect(builder.timeline.duration == 3)
  }

  @Test func theTimelineLastsAtLeastTheTransition() {
    var builder = Self.builder(timing: .curve(.linear, duration: 0.8))
    builder.addScreens()
    builder.animate(.opacity, of: .to, from: 0, to: 1, timing: .curve(.linear, duration: 0.2))
    #expect(builder.timeline.duration == 0.8)
    #expect(builder.timeline.nodes.map(\.id) == ["from", "to"])
  }

  // MARK: - Tagged views

  @Test func anAppearingViewComesFromItsModifiersToRest() {
    let caption = SceneElement(
      id: "caption", side: .to, frame: CGRect(x: 20, y: 500, width: 300, height: 40),
      cornerRadius: 6, modifiers: [.fade, .translate(y: 20), .cornerRadius(20), .zPosition(2)])
    let timeline = Self.compile([caption])
    #expect(timeline.nodes.map(\.id) == ["from", "to", "to:caption"])
    let start = F.frame(timeline, progress: 0)
    let middle = F.frame(timeline, progress: 0.5)
    let end = F.frame(timeline, progress: 1)
    #expect(start.value(.opacity, of: "to:caption") == 0)
    #expect(
      F.gap(start.value(.transform, of: "to:caption") ?? .identity, F.translation(0, 20)) < 1e-12)
    #expect(start.value(.cornerRadius, of: "to:caption") == 20)
    #expect(abs((middle.value(.opacity, of: "to:caption") ?? 0) - 0.5) < 1e-9)
    #expect(
      F.gap(middle.value(.transform, of: "to:caption") ?? .identity, F.translation(0, 10)) < 1e-9)
    #expect(abs((middle.value(.cornerRadius, of: "to:caption") ?? 0) - 13) < 1e-9)
    #expect(end.value(.opacity, of: "to:caption") == 1)
    #expect(F.isIdentity(end.value(.transform, of: "to:caption") ?? F.translation(1, 1)))
    #expect(end.value(.cornerRadius, of: "to:caption") == 6)
    #expect(middle.value(.zPosition, of: "to:caption") == 2)
  }

  @Test func aDisappearingViewGoesFromRestToItsModifiers() {
    let cell = SceneElement(
      id: "cell", side: .from, frame: CGRect(x: 0, y: 100, width: 390, height: 60),
      modifiers: [.scale(0.5), .fade])
    let timeline = Self.compile([cell])
    let start = F.frame(timeline, progress: 0)
    let end = F.frame(timeline, progress: 1)
    #expect(start.value(.opacity, of: "from:cell") == 1)
    #expect(F.isIdentity(start.value(.transform, of: "from:cell") ?? F.translation(1, 1)))
    #expect(end.value(.opacity, of: "from:cell") == 0)
    #expect(
      F.gap(end.value(.transform, of: "from:cell") ?? .identity, F.affine(0.5, 0, 0, 0.5)) < 1e-12)
    // Nothing it does not change is animated.
    #expect(timeline.tracks(of: "from:cell").map(\.property) == [.opacity, .transform])
  }

  @Test func viewsWithoutModifiersOrHandledByTheEffectAreLeftAlone() {
    let elements = [
      SceneElement(id: "plain", side: .to, frame: .zero),
      SceneElement(id: "taken", side: .to, frame: .zero, modifiers: [.fade]),
    ]
    let timeline = Self.compile(elements) { builder in
      builder.addScreens()
      builder.markHandled("taken")
      #expect(builder.handledElementIDs == ["taken"])
    }
    #expect(timeline.nodes.map(\.id) == ["from", "to"])
    #expect(timeline.tracks.isEmpty)
  }

  @Test func delayAndDurationModifiersPlaceTheTrack() throws {
    let badge = SceneElement(
      id: "badge", side: .to, frame: .zero, modifiers: [.fade, .delay(0.2), .duration(0.3)])
    let timeline = Self.compile([badge], timing: .curve(.easeOut, duration: 1))
    let track = try #require(timeline.tracks(of: "to:badge").first)
    #expect(track.delay == 0.2)
    #expect(track.duration == 0.3)
    #expect(track.timing == .curves([.easeOut]))
  }

  @Test func springAndCurveModifiersPaceTheTrack() throws {
    let spring = Spring(response: 0.3, dampingRatio: 0.7)
    let elements = [
      SceneElement(id: "a", side: .to, frame: .zero, modifiers: [.fade, .spring(spring)]),
      SceneElement(id: "b", side: .to, frame: .zero, modifiers: [.fade, .timingCurve(.easeIn)]),
    ]
    let timeline = Self.compile(elements, timing: .curve(.linear, duration: 0.5))
    let a = try #require(timeline.tracks(of: "to:a").first)
    let b = try #require(timeline.tracks(of: "to:b").first)
    #expect(a.timing == .spring(spring, initialVelocity: 0, isReversed: false))
    #expect(b.timing == .curves([.easeIn]))
    #expect(b.duration == 0.5)
  }

  @Test func thePacingAViewsModifiersGiveIt() {
    let spring = Spring(response: 0.3, dampingRatio: 0.7)
    let onCurve = Self.builder(timing: .curve(.easeOut, duration: 0.4))
    let onSpring = Self.builder(timing: .spring(spring))
    #expect(onCurve.timing(for: ElementStyle()) == .curve(.easeOut, duration: 0.4))
    #expect(onCurve.timing(for: ElementStyle([.duration(1)])) == .curve(.easeOut, duration: 1))
    #expect(
      onCurve.timing(for: ElementStyle([.timingCurve(.linear)])) == .curve(.linear, duration: 0.4))
    #expect(onCurve.timing(for: ElementStyle([.spring(spring)])) == .spring(spring))
    #expect(onSpring.timing(for: ElementStyle()) == .spring(spring))
    // A duration on a spring transition falls back to easeInOut.
    #expect(onSpring.timing(for: ElementStyle([.duration(1)])) == .curve(.easeInOut, duration: 1))
    #expect(
      onSpring.timing(for: ElementStyle([.timingCurve(.easeIn)]))
        == .curve(.easeIn, duration: TransitionTiming.spring(spring).duration))
  }

  @Test func cascadesRankViewsByPositionOnEachScreen() {
    let step = ElementStyle([.cascade(step: 0.05)])
    func element(_ side: SceneElement.Side, y: Double, x: Double = 0) -> SceneElement {
      SceneElement(id: "e", side: side, frame: CGRect(x: x, y: y, width: 50, height: 50))
    }
    let delays = EffectBuilder.cascadeDelays([
      (element(.to, y: 300), step), (element(.to, y: 100), step), (element(.from, y: 500), step),
      (element(.to, y: 200), step), (element(.to, y: 0), ElementStyle([.fade])),
    ])
    // The incoming screen's three rank 100, 200, 300; the outgoing one starts its own count;
    // the view without a cascade has no extra delay.
    #expect(delays.count == 5)
    let expected = [0.1, 0, 0, 0.05, 0]
    for (delay, want) in zip(delays, expected) { #expect(abs(delay - want) < 1e-12) }
  }

  @Test(arguments: ElementModifier.CascadeDirection.allCases)
  func cascadeDirectionsOrderByTheLeadingEdge(direction: ElementModifier.CascadeDirection) {
    let style = ElementStyle([.cascade(step: 1, direction: direction)])
    // Three views along a diagonal: top-left, middle, bottom-right.
    let frames = [
      CGRect(x: 100, y: 100, width: 10, height: 10), CGRect(x: 0, y: 0, width: 10, height: 10),
      CGRect(x: 200, y: 200, width: 10, height: 10),
    ]
    let delays = EffectBuilder.cascadeDelays(
      frames.map { (SceneElement(id: "e", side: .to, frame: $0), style) })
    switch direction {
    case .topToBottom, .leftToRight: #expect(delays == [1, 0, 2])
    case .bottomToTop, .rightToLeft: #expect(delays == [1, 2, 0])
    }
  }

  @Test func cascadeDelaysReachTheTracks() {
    let cells = [300.0, 100, 200].enumerated().map { index, y in
      SceneElement(
        id: "cell-\(index)", side: .to, frame: CGRect(x: 0, y: y, width: 390, height: 60),
        modifiers: [.fade, .cascade(step: 0.05), .delay(0.01)])
    }
    let timeline = Self.compile(cells)
    let delays = ["to:cell-0", "to:cell-1", "to:cell-2"].map {
      timeline.tracks(of: NodeID($0)).first?.delay ?? -1
    }
    // y 100 first, then 200, then 300; everyone's own 0.01 on top.
    for (delay, want) in zip(delays, [0.11, 0.01, 0.06]) { #expect(abs(delay - want) < 1e-12) }
  }

  // MARK: - Geometry

  @Test func modalMeansAPresentationOrDismissal() {
    #expect(Self.builder(.present).isModal)
    #expect(Self.builder(.dismiss).isModal)
    #expect(!Self.builder(.push).isModal)
    #expect(!Self.builder(.tabSwitch(from: 0, to: 1)).isModal)
  }

  @Test func motionResolvesTheNaturalAndLayoutDirections() {
    #expect(Self.builder(.push).motion(nil) == CGPoint(x: -1, y: 0))
    #expect(Self.builder(.push, layoutDirection: .rightToLeft).motion(nil) == CGPoint(x: 1, y: 0))
    #expect(Self.builder(.present).motion(nil) == CGPoint(x: 0, y: -1))
    #expect(Self.builder(.push).motion(.down) == CGPoint(x: 0, y: 1))
    #expect(
      Self.builder(.push, layoutDirection: .rightToLeft).motion(.trailing) == CGPoint(x: -1, y: 0))
  }

  @Test func entryAndExitOffsetsPutAFrameJustOutside() {
    let builder = Self.builder()
    // A 100 × 200 frame at (50, 300) in the 390 × 844 container.
    let frame = CGRect(x: 50, y: 300, width: 100, height: 200)
    let left = CGPoint(x: -1, y: 0)
    let right = CGPoint(x: 1, y: 0)
    let up = CGPoint(x: 0, y: -1)
    let down = CGPoint(x: 0, y: 1)
    // Moving left it enters from beyond the right edge: its left side at 390.
    #expect(builder.entryOffset(of: frame, moving: left) == CGPoint(x: 340, y: 0))
    #expect(builder.entryOffset(of: frame, moving: right) == CGPoint(x: -150, y: 0))
    #expect(builder.entryOffset(of: frame, moving: up) == CGPoint(x: 0, y: 544))
    #expect(builder.entryOffset(of: frame, moving: down) == CGPoint(x: 0, y: -500))
    // Moving left it leaves past the left edge: its right side at 0.
    #expect(builder.exitOffset(of: frame, moving: left) == CGPoint(x: -150, y: 0))
    #expect(builder.exitOffset(of: frame, moving: right) == CGPoint(x: 340, y: 0))
    #expect(builder.exitOffset(of: frame, moving: up) == CGPoint(x: 0, y: -500))
    #expect(builder.exitOffset(of: frame, moving: down) == CGPoint(x: 0, y: 544))
    #expect(builder.extent(along: left) == 390)
    #expect(builder.extent(along: down) == 844)
  }

  @Test func transformShorthands() {
    #expect(Transform3D.translation(CGPoint(x: 3, y: -2)) == F.translation(3, -2))
    #expect(Transform3D.scale(0.5) == F.affine(0.5, 0, 0, 0.5))
  }
}
