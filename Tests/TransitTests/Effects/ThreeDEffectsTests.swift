import Foundation
import Testing

@testable import Transit

/// The effects that turn screens in depth. Depths are read off the sampled matrices by
/// hand: a point `(x, y, 0)` of a layer, relative to its centre, goes to
/// `z = x·m13 + y·m23 + m43`, and positive z comes towards the viewer (see
/// `EffectFixture.depth(x:y:under:)`).
@Suite struct ThreeDEffectsTests {
  typealias F = EffectFixture

  static let directions: [TransitionDirection] = [.left, .right, .up, .down]

  static func timeline(
    _ transition: Transition, _ operation: TransitionOperation = .push,
    style: ModalPresentationStyle? = nil, layoutDirection: LayoutDirection = .leftToRight
  ) -> Timeline {
    transition.timeline(
      for: F.scene(operation, style: style, layoutDirection: layoutDirection, elements: []))
  }

  static func transform(_ timeline: Timeline, _ node: NodeID, at progress: Double) -> Transform3D {
    F.frame(timeline, progress: progress).value(.transform, of: node) ?? .identity
  }

  /// A direction's unit vector on screen, y down, written out.
  static func vector(_ direction: TransitionDirection) -> (x: Double, y: Double) {
    switch direction {
    case .left: (-1, 0)
    case .right: (1, 0)
    case .up: (0, -1)
    default: (0, 1)
    }
  }

  /// The middle of a screen's edge on the side a direction points to, relative to the
  /// screen's centre (390 × 844).
  static func edge(towards direction: TransitionDirection) -> (x: Double, y: Double) {
    let v = vector(direction)
    return (v.x * 195, v.y * 422)
  }

  // MARK: - Perspective

  @Test(arguments: ["flip", "cube", "fold", "turn"])
  func depthEffectsAreSeenInPerspectiveMidway(effect name: String) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    for (operation, style) in [
      (TransitionOperation.push, ModalPresentationStyle?.none), (.present, .fullScreen),
    ] {
      let timeline = Self.timeline(transition, operation, style: style)
      // Either side of the middle (a flip is edge-on exactly there, where its projection
      // sits in m14 or m24 instead).
      for progress in [0.4, 0.6] {
        let moving = [NodeID.from, .to].map { Self.transform(timeline, $0, at: progress) }
        #expect(
          moving.contains { abs($0.m34) > 1e-6 },
          "\(name) \(operation) at \(progress): no perspective")
      }
    }
  }

  // MARK: - Fold

  @Test(arguments: directions)
  func foldUnfoldsTheIncomingScreenWithItsFarEdgeIntoTheScreen(
    direction: TransitionDirection
  ) {
    // Hinged on the edge it enters by, the side the motion comes from; the far edge is on
    // the side the motion goes to.
    let timeline = Self.timeline(.fold(direction))
    let far = Self.edge(towards: direction)
    for progress in [0.25, 0.5, 0.75] {
      let t = Self.transform(timeline, .to, at: progress)
      let z = F.depth(x: far.x, y: far.y, under: t)
      #expect(z < -1, "fold(\(direction)) at \(progress): the far edge is at z = \(z)")
      // The hinge stays in the screen's plane (within a point: between keyframes the
      // matrices are interpolated by decomposition, which lets it drift a little).
      let hinge = Self.edge(towards: direction.opposite)
      #expect(abs(F.depth(x: hinge.x, y: hinge.y, under: t)) < 1)
    }
  }

  @Test(arguments: directions)
  func foldFoldsTheOutgoingScreenAwayIntoTheScreen(direction: TransitionDirection) {
    // Hinged on the edge it leaves by, the far edge is behind it.
    let timeline = Self.timeline(.fold(direction))
    let far = Self.edge(towards: direction.opposite)
    for progress in [0.25, 0.5, 0.75] {
      let z = F.depth(x: far.x, y: far.y, under: Self.transform(timeline, .from, at: progress))
      #expect(z < -1, "fold(\(direction)) at \(progress): the far edge is at z = \(z)")
    }
  }

  @Test func aPresentedFoldUnfoldsIntoTheScreenToo() {
    let timeline = Self.timeline(.fold(), .present, style: .fullScreen)
    // Presented upwards: hinged at the bottom, the top edge is far.
    let z = F.depth(x: 0, y: -422, under: Self.transform(timeline, .to, at: 0.5))
    #expect(z < -1, "the far edge is at z = \(z)")
    #expect(timeline.tracks(of: .from).isEmpty)
  }

  // MARK: - Turn

  @Test(arguments: directions)
  func turnLiftsThePagesFarEdgeTowardsTheViewer(direction: TransitionDirection) {
    // The outgoing page is hinged on the edge the motion goes to; its far edge is on the
    // other side and comes up off the stack, towards the viewer.
    let timeline = Self.timeline(.turn(direction))
    #expect(timeline.nodes.map(\.id) == ["to", "from"])
    let far = Self.edge(towards: direction.opposite)
    for progress in [0.2, 0.4] {
      let t = Self.transform(timeline, .from, at: progress)
      let z = F.depth(x: far.x, y: far.y, under: t)
      #expect(z > 1, "turn(\(direction)) at \(progress): the far edge is at z = \(z)")
      let hinge = Self.edge(towards: direction)
      #expect(abs(F.depth(x: hinge.x, y: hinge.y, under: t)) < 1)
    }
    // Past edge-on the page shows its back, so it is hidden.
    #expect(F.frame(timeline, progress: 0.25).value(.opacity, of: .from) == 1)
    #expect(F.frame(timeline, progress: 0.75).value(.opacity, of: .from) == 0)
  }

  @Test func aPresentedTurnBringsThePageInFromTowardsTheViewer() {
    let timeline = Self.timeline(.turn(), .present, style: .fullScreen)
    #expect(timeline.nodes.map(\.id) == ["from", "to"])
    // Presented upwards: hinged at the bottom, the top edge is far.
    let z = F.depth(x: 0, y: -422, under: Self.transform(timeline, .to, at: 0.5))
    #expect(z > 1, "the far edge is at z = \(z)")
    #expect(timeline.tracks(of: .from).isEmpty)
  }

  // MARK: - Cube

  @Test(arguments: directions)
  func cubeFacesAreOnEitherSideOfTheTurnHalfway(direction: TransitionDirection) {
    let timeline = Self.timeline(.cube(direction))
    let v = Self.vector(direction)
    let from = F.centre(under: Self.transform(timeline, .from, at: 0.5))
    let to = F.centre(under: Self.transform(timeline, .to, at: 0.5))
    // The outgoing face's centre is on the side the motion goes to, the incoming one's on
    // the other, both behind the screen.
    #expect(from.x * v.x + from.y * v.y > 1, "cube(\(direction)) from at \(from)")
    #expect(to.x * v.x + to.y * v.y < -1, "cube(\(direction)) to at \(to)")
    #expect(from.z < 0 && to.z < 0)
    // Halfway, a quarter turn's two faces are each turned by 45°: symmetric.
    #expect(abs((from.x + to.x)) < 1e-3 && abs((from.y + to.y)) < 1e-3)
  }

  @Test func cubeFollowsTheLayoutDirection() {
    let rtl = Self.timeline(.cube(), layoutDirection: .rightToLeft)
    // A right-to-left push travels right: the outgoing face goes right.
    #expect(F.centre(under: Self.transform(rtl, .from, at: 0.5)).x > 1)
    #expect(F.centre(under: Self.transform(rtl, .to, at: 0.5)).x < -1)
  }

  @Test func aPresentedCubeTurnsOnlyThePresentedFaceUp() {
    let timeline = Self.timeline(.cube(), .present, style: .custom)
    #expect(timeline.tracks(of: .from).isEmpty)
    // Moving up, the incoming face comes from below.
    #expect(F.centre(under: Self.transform(timeline, .to, at: 0.5)).y > 1)
  }

  // MARK: - Flip

  @Test func flipShowsOneSideAtATime() {
    let timeline = Self.timeline(.flip())
    for (progress, from, to) in [(0.25, 1.0, 0.0), (0.75, 0, 1)] {
      let frame = F.frame(timeline, progress: progress)
      #expect(frame.value(.opacity, of: .from) == from)
      #expect(frame.value(.opacity, of: .to) == to)
    }
    // A quarter in, the outgoing side has turned: its edges are at different depths.
    let t = Self.transform(timeline, .from, at: 0.25)
    #expect(abs(F.depth(x: 195, y: 0, under: t) - F.depth(x: -195, y: 0, under: t)) > 10)
  }

  @Test func aPresentedFlipTurnsOnlyThePresentedScreen() {
    let timeline = Self.timeline(.flip(), .present, style: .fullScreen)
    #expect(timeline.tracks(of: .from).isEmpty)
    let t = Self.transform(timeline, .to, at: 0.5)
    // Turning about its centre line: the top and bottom edges at opposite depths.
    let top = F.depth(x: 0, y: -422, under: t)
    let bottom = F.depth(x: 0, y: 422, under: t)
    #expect(abs(top + bottom) < 1e-6 && abs(top) > 10)
  }

  // MARK: - Cards

  @Test func cardsSinkTheOldScreenBackAndSettleTheNewOne() {
    let timeline = Self.timeline(.cards(.left))
    // Sinking back, against the motion by 8 % of the width: 31.2 points right.
    let end = F.frame(timeline, progress: 1)
    #expect(
      F.gap(end.value(.transform, of: .from) ?? .identity, F.affine(0.9, 0, 0, 0.9, tx: 31.2))
        < 1e-9)
    #expect(abs((end.value(.opacity, of: .from) ?? 0) - 0.6) < 1e-12)
    #expect(F.isIdentity(end.value(.transform, of: .to) ?? F.translation(1, 1)))
    // It arrives small from beyond the right edge.
    let start = F.frame(timeline, progress: 0)
    #expect(
      F.gap(start.value(.transform, of: .to) ?? .identity, F.affine(0.9, 0, 0, 0.9, tx: 390))
        < 1e-9)
  }

  @Test func names() {
    #expect(Transition.flip().name == "flip")
    #expect(Transition.cube(.up).name == "cube(up)")
    #expect(Transition.fold(.leading).name == "fold(leading)")
    #expect(Transition.turn().name == "turn")
    #expect(Transition.cards(.down).name == "cards(down)")
  }
}
