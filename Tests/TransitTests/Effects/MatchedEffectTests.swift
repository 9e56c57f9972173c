import Foundation
import Testing

@testable import Transit

/// Shared-element flights: a photo 80 × 80 at (20, 120) on the list, 390 × 390 at (0, 100)
/// on the detail. Its centre goes from (60, 160) to (195, 295).
@Suite struct MatchedEffectTests {
  typealias F = EffectFixture

  static let source = CGRect(x: 20, y: 120, width: 80, height: 80)
  static let destination = CGRect(x: 0, y: 100, width: 390, height: 390)

  static func photo(
    _ side: SceneElement.Side, cornerRadius: Double = 0, modifiers: [ElementModifier] = []
  ) -> SceneElement {
    SceneElement(
      id: "photo", side: side, frame: side == .from ? source : destination,
      cornerRadius: cornerRadius, modifiers: modifiers)
  }

  static func timeline(
    _ elements: [SceneElement], _ transition: Transition = .matched()
  ) -> Timeline {
    transition.timeline(for: F.forwardScene(elements: elements))
  }

  @Test func theIncomingViewsSnapshotFliesOverTheOutgoingOnesFadingOut() throws {
    let timeline = Self.timeline([Self.photo(.from, cornerRadius: 8), Self.photo(.to)])
    #expect(timeline.nodes.map(\.id) == ["from", "to", "flight-out:photo", "flight:photo"])
    let out = try #require(timeline.nodes.first { $0.id == "flight-out:photo" })
    let flight = try #require(timeline.nodes.first { $0.id == "flight:photo" })
    #expect(out.content == .snapshot(of: "from:photo"))
    #expect(out.frame == Self.source)
    #expect(flight.content == .snapshot(of: "to:photo"))
    #expect(flight.frame == Self.destination)
  }

  /// docs/design.md#u21: each flight keeps its own view's corner curve; circular, the host's
  /// default, is left to the host (`nil`), as all four masked corners are.
  @Test func eachFlightKeepsItsViewsCornerCurve() throws {
    var from = Self.photo(.from, cornerRadius: 8)
    from.cornerCurve = .continuous
    let timeline = Self.timeline([from, Self.photo(.to, cornerRadius: 12)])
    let out = try #require(timeline.nodes.first { $0.id == "flight-out:photo" })
    let flight = try #require(timeline.nodes.first { $0.id == "flight:photo" })
    #expect(out.cornerCurve == .continuous)
    #expect(flight.cornerCurve == nil)
  }

  @Test func flightsGoFromTheSourceCentreToTheDestinationCentre() {
    let timeline = Self.timeline([Self.photo(.from), Self.photo(.to)])
    let start = F.frame(timeline, progress: 0)
    let end = F.frame(timeline, progress: 1)
    for node in ["flight:photo", "flight-out:photo"] as [NodeID] {
      #expect(start.value(.position, of: node) == CGPoint(x: 60, y: 160), "\(node)")
      let last = end.value(.position, of: node) ?? .zero
      #expect(abs(last.x - 195) < 1e-9 && abs(last.y - 295) < 1e-9, "\(node)")
    }
  }

  @Test func theFlightStartsAtTheSourcesSizeAndEndsAtItsOwn() {
    let timeline = Self.timeline([Self.photo(.from), Self.photo(.to)])
    let start = F.frame(timeline, progress: 0)
    let end = F.frame(timeline, progress: 1)
    // 80 / 390 of its size at the start.
    let small = 80.0 / 390
    #expect(
      F.gap(start.value(.transform, of: "flight:photo") ?? .identity, F.affine(small, 0, 0, small))
        < 1e-12)
    #expect(F.isIdentity(end.value(.transform, of: "flight:photo") ?? F.translation(1, 1)))
    // The outgoing snapshot grows to the destination's size: 390 / 80.
    let large = 390.0 / 80
    #expect(F.isIdentity(start.value(.transform, of: "flight-out:photo") ?? F.translation(1, 1)))
    #expect(
      F.gap(
        end.value(.transform, of: "flight-out:photo") ?? .identity, F.affine(large, 0, 0, large))
        < 1e-9)
  }

  @Test func aNonSquareFlightScalesEachAxis() {
    let timeline = Self.timeline([
      SceneElement(id: "a", side: .from, frame: CGRect(x: 0, y: 0, width: 100, height: 50)),
      SceneElement(id: "a", side: .to, frame: CGRect(x: 0, y: 300, width: 390, height: 200)),
    ])
    let start = F.frame(timeline, progress: 0)
    #expect(
      F.gap(start.value(.transform, of: "flight:a") ?? .identity, F.affine(100.0 / 390, 0, 0, 0.25))
        < 1e-12)
  }

  @Test func anEmptyFrameScalesByOneInsteadOfDividingByZero() {
    let timeline = Self.timeline([
      SceneElement(id: "a", side: .from, frame: CGRect(x: 10, y: 10, width: 0, height: 0)),
      SceneElement(id: "a", side: .to, frame: CGRect(x: 0, y: 300, width: 0, height: 200)),
    ])
    let start = F.frame(timeline, progress: 0)
    let end = F.frame(timeline, progress: 1)
    for index in 0..<start.trackCount {
      let finite =
        (F.components(start.value(ofTrack: index)) + F.components(end.value(ofTrack: index)))
        .allSatisfy { $0.isFinite }
      #expect(finite)
    }
    #expect(
      F.gap(start.value(.transform, of: "flight:a") ?? .identity, F.affine(1, 0, 0, 0)) < 1e-12)
  }

  @Test func theFlightIsASpringWithDampingSixTenths() throws {
    let timeline = Self.timeline([Self.photo(.from), Self.photo(.to)])
    let track = try #require(timeline.tracks(of: "flight:photo").first { $0.property == .position })
    guard case .spring(let spring, _, let isReversed) = track.timing else {
      Issue.record("the flight is on \(track.timing)")
      return
    }
    #expect(abs(spring.dampingRatio - 0.6) < 1e-12)
    #expect(abs(spring.response - 0.45) < 1e-12)
    #expect(!isReversed)
    #expect(Transition.matchedSpring.dampingRatio == spring.dampingRatio)
    // A 0.6 damping ratio overshoots: somewhere the photo passes its destination.
    let overshoots = (1..<200).contains { step in
      let x =
        F.frame(timeline, time: timeline.duration * Double(step) / 200)
        .value(.position, of: "flight:photo")?.x ?? 0
      return x > 195.5
    }
    #expect(overshoots)
  }

  @Test func theDestinationFadesInAndTheOutgoingSnapshotOut() {
    let timeline = Self.timeline([Self.photo(.from), Self.photo(.to)])
    let start = F.frame(timeline, progress: 0)
    #expect(start.value(.opacity, of: .to) == 0)
    #expect(start.value(.opacity, of: "flight-out:photo") == 1)
    // The screen fades in over the transition's 0.35 s, the outgoing snapshot out over half.
    let atEnd = F.frame(timeline, time: 0.35)
    #expect(atEnd.value(.opacity, of: .to) == 1)
    let half = F.frame(timeline, time: 0.175)
    #expect(half.value(.opacity, of: "flight-out:photo") == 0)
    #expect(timeline.tracks(of: .from).isEmpty)
  }

  @Test func cornersRoundFromTheSourceToTheDestinationOrTheModifier() {
    let plain = Self.timeline([Self.photo(.from, cornerRadius: 8), Self.photo(.to)])
    #expect(F.frame(plain, progress: 0).value(.cornerRadius, of: "flight:photo") == 8)
    #expect(F.frame(plain, progress: 1).value(.cornerRadius, of: "flight:photo") == 0)
    let rounded = Self.timeline([
      Self.photo(.from, cornerRadius: 8), Self.photo(.to, modifiers: [.cornerRadius(20)]),
    ])
    #expect(F.frame(rounded, progress: 1).value(.cornerRadius, of: "flight:photo") == 20)
    let square = Self.timeline([Self.photo(.from), Self.photo(.to)])
    #expect(square.tracks(of: "flight:photo").allSatisfy { $0.property != .cornerRadius })
  }

  @Test func bothViewsHideWhileTheirSnapshotsFly() {
    let scene = F.forwardScene(elements: [Self.photo(.from), Self.photo(.to)])
    let timeline = Transition.matched().timeline(for: scene)
    let plan = TransitionPlan(timeline: timeline, scene: scene)
    #expect(plan.hiddenDuringTransition == ["from:photo", "to:photo"])
    #expect(plan.containerNodes.map(\.id) == ["from", "to", "flight-out:photo", "flight:photo"])
  }

  @Test func withoutPairsTheFallbackPlays() {
    let lonely = [
      SceneElement(id: "a", side: .from, frame: Self.source),
      SceneElement(id: "b", side: .to, frame: Self.destination),
    ]
    let pushed = Self.timeline(lonely, .matched(fallback: .push(.left)))
    #expect(pushed.nodes.map(\.id) == ["from", "to"])
    let start = F.frame(pushed, progress: 0)
    #expect(F.gap(start.value(.transform, of: .to) ?? .identity, F.translation(390, 0)) < 1e-9)
    #expect(
      F.gap(
        F.frame(pushed, progress: 1).value(.transform, of: .from) ?? .identity,
        F.translation(-117, 0)) < 1e-9)
    // The default fallback cross-fades.
    let faded = Self.timeline([])
    #expect(faded.nodes.map(\.id) == ["from", "to"])
    #expect(faded.tracks.map(\.property) == [.opacity, .opacity])
    #expect(F.frame(faded, progress: 1).value(.opacity, of: .from) == 0)
  }

  @Test func unmatchedTaggedViewsAnimateByTheirModifiers() {
    let caption = SceneElement(
      id: "caption", side: .to, frame: CGRect(x: 20, y: 510, width: 350, height: 40),
      modifiers: [.fade, .translate(y: 20)])
    let timeline = Self.timeline([Self.photo(.from), Self.photo(.to), caption])
    #expect(timeline.nodes.map(\.id).contains("to:caption"))
    let start = F.frame(timeline, progress: 0)
    #expect(start.value(.opacity, of: "to:caption") == 0)
    #expect(
      F.gap(start.value(.transform, of: "to:caption") ?? .identity, F.translation(0, 20)) < 1e-12)
    // The matched views are the flight's, not their modifiers'.
    let fading = Self.timeline([Self.photo(.from, modifiers: [.fade]), Self.photo(.to)])
    #expect(fading.tracks(of: "from:photo").isEmpty)
    #expect(!fading.nodes.map(\.id).contains("from:photo"))
  }

  @Test func cascadingUnmatchedViewsStartInOrderOfPosition() {
    let cells = [400.0, 200, 300].enumerated().map { index, y in
      SceneElement(
        id: "cell-\(index)", side: .to, frame: CGRect(x: 0, y: y, width: 390, height: 60),
        modifiers: [.fade, .cascade(step: 0.04)])
    }
    let timeline = Self.timeline([Self.photo(.from), Self.photo(.to)] + cells)
    let delays = (0..<3).map { timeline.tracks(of: NodeID("to:cell-\($0)")).first?.delay ?? -1 }
    // y 200 first, then 300, then 400.
    for (delay, want) in zip(delays, [0.08, 0, 0.04]) { #expect(abs(delay - want) < 1e-12) }
  }

  @Test func anArcBowsTheFlightToTheLeftOfItsMotion() {
    // Straight across, centre (100, 100) to (300, 100), on easeInOut over 0.4 s. The
    // control point sits off the midpoint by the distance: (200, 0). Halfway the quadratic
    // Bézier is at ¼·start + ½·control + ¼·end = (200, 50).
    func timeline(_ intensity: Double) -> Timeline {
      Self.timeline([
        SceneElement(id: "a", side: .from, frame: CGRect(x: 90, y: 90, width: 20, height: 20)),
        SceneElement(
          id: "a", side: .to, frame: CGRect(x: 290, y: 90, width: 20, height: 20),
          modifiers: [.arc(intensity: intensity), .duration(0.4)]),
      ])
    }
    let left = timeline(1)
    let middle = F.frame(left, time: 0.2).value(.position, of: "flight:a") ?? .zero
    #expect(abs(middle.x - 200) < 1 && abs(middle.y - 50) < 1, "\(middle)")
    #expect(F.frame(left, time: 0).value(.position, of: "flight:a") == CGPoint(x: 100, y: 100))
    let end = F.frame(left, time: 0.4).value(.position, of: "flight:a") ?? .zero
    #expect(abs(end.x - 300) < 1e-9 && abs(end.y - 100) < 1e-9)
    // Negative bows to the right of the motion (down, on screen).
    let right = F.frame(timeline(-1), time: 0.2).value(.position, of: "flight:a") ?? .zero
    #expect(abs(right.x - 200) < 1 && abs(right.y - 150) < 1, "\(right)")
    // Without an arc the path is straight.
    let straight = F.frame(timeline(0), time: 0.2).value(.position, of: "flight:a") ?? .zero
    #expect(abs(straight.y - 100) < 1e-9)
  }

  @Test func modifiersChangeTheFlight() throws {
    let timeline = Self.timeline([
      Self.photo(.from),
      Self.photo(
        .to, modifiers: [.delay(0.1), .timingCurve(.easeIn), .duration(0.5), .zPosition(7)]),
    ])
    let position = try #require(
      timeline.tracks(of: "flight:photo").first { $0.property == .position })
    #expect(position.delay == 0.1)
    #expect(position.duration == 0.5)
    #expect(position.timing == .curves([.easeIn]))
    let middle = F.frame(timeline, progress: 0.5)
    #expect(middle.value(.zPosition, of: "flight:photo") == 7)
    #expect(middle.value(.zPosition, of: "flight-out:photo") == 7)
    let spring = Spring(response: 0.3, dampingRatio: 1)
    let sprung = Self.timeline([Self.photo(.from, modifiers: [.spring(spring)]), Self.photo(.to)])
    let sprungTrack = try #require(sprung.tracks(of: "flight:photo").first)
    #expect(sprungTrack.timing == .spring(spring, initialVelocity: 0, isReversed: false))
  }

  @Test func aThousandTaggedViewsWithFiveHundredPairsCompile() {
    var elements: [SceneElement] = []
    for index in 0..<500 {
      let x = Double(index % 20) * 19
      let y = Double(index / 20) * 30
      elements.append(
        SceneElement(id: "p\(index)", side: .from, frame: CGRect(x: x, y: y, width: 18, height: 28))
      )
      elements.append(
        SceneElement(
          id: "p\(index)", side: .to, frame: CGRect(x: 0, y: y, width: 390, height: 200)))
    }
    let scene = F.forwardScene(elements: elements)
    let timeline = Transition.matched().timeline(for: scene)
    // Two screens and two snapshots a pair.
    #expect(timeline.nodes.count == 2 + 1_000)
    // The screen's fade, and per pair two positions, two transforms and a fade.
    #expect(timeline.tracks.count == 1 + 500 * 5)
    let plan = TransitionPlan(timeline: timeline, scene: scene)
    #expect(plan.hiddenDuringTransition.count == 1_000)
    #expect(Set(plan.hiddenDuringTransition).count == 1_000)
  }
}
