import Foundation
import Testing

@testable import Transit

@Suite struct PieceEffectsTests {
  typealias F = EffectFixture

  static func timeline(
    _ transition: Transition, _ operation: TransitionOperation = .push,
    style: ModalPresentationStyle? = nil
  ) -> Timeline {
    transition.timeline(for: F.scene(operation, style: style, elements: []))
  }

  static func pieces(_ timeline: Timeline) -> [TimelineNode] {
    timeline.nodes.filter { $0.id.rawValue.hasPrefix("piece:") }
  }

  // MARK: - Portal

  @Test func thePortalPartsTheOldScreenLikeDoors() {
    let timeline = Self.timeline(.portal)
    // The new screen beneath the two doors.
    #expect(timeline.nodes.map(\.id).suffix(3) == ["to", "piece:from-0", "piece:from-1"])
    let pieces = Self.pieces(timeline)
    #expect(
      pieces[0].content
        == .snapshotPiece(of: .from, rect: CGRect(x: 0, y: 0, width: 195, height: 844)))
    #expect(
      pieces[1].content
        == .snapshotPiece(of: .from, rect: CGRect(x: 195, y: 0, width: 195, height: 844)))
    #expect(pieces[0].frame == CGRect(x: 0, y: 0, width: 195, height: 844))
    #expect(pieces[1].frame == CGRect(x: 195, y: 0, width: 195, height: 844))
    let start = F.frame(timeline, progress: 0)
    let end = F.frame(timeline, progress: 1)
    #expect(F.isIdentity(start.value(.transform, of: "piece:from-0") ?? F.translation(1, 1)))
    #expect(
      F.gap(end.value(.transform, of: "piece:from-0") ?? .identity, F.translation(-195, 0)) < 1e-9)
    #expect(
      F.gap(end.value(.transform, of: "piece:from-1") ?? .identity, F.translation(195, 0)) < 1e-9)
    // The new screen comes forward from 80 %.
    #expect(F.gap(start.value(.transform, of: .to) ?? .identity, F.affine(0.8, 0, 0, 0.8)) < 1e-12)
    #expect(start.value(.opacity, of: .to) == 0.4)
    #expect(F.isIdentity(end.value(.transform, of: .to) ?? F.translation(1, 1)))
  }

  @Test func aPresentedPortalClosesTopAndBottomHalvesOverThePresenter() {
    // The presenter stays in a modal: the presented screen's halves close in instead.
    let timeline = Self.timeline(.portal, .present, style: .fullScreen)
    let pieces = Self.pieces(timeline)
    #expect(
      pieces[0].content
        == .snapshotPiece(of: .to, rect: CGRect(x: 0, y: 0, width: 390, height: 422)))
    #expect(pieces[1].frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    let start = F.frame(timeline, progress: 0)
    let end = F.frame(timeline, progress: 1)
    #expect(
      F.gap(start.value(.transform, of: "piece:to-0") ?? .identity, F.translation(0, -422))
        < 1e-9)
    #expect(
      F.gap(start.value(.transform, of: "piece:to-1") ?? .identity, F.translation(0, 422))
        < 1e-9)
    #expect(F.isIdentity(end.value(.transform, of: "piece:to-0") ?? F.translation(1, 1)))
    #expect(!timeline.tracks.contains { $0.node == .from }, "the presenter does not move")
  }

  @Test func piecesSitWhereTheirScreenIs() {
    // An outgoing screen at (0, 244), 390 × 600, pushed away: its right half starts at 195.
    let pushed = TransitionScene(
      operation: .push, containerBounds: F.bounds, fromFrame: F.customFrame)
    let timeline = Transition.portal.timeline(for: pushed)
    #expect(
      timeline.nodes.first { $0.id == "piece:from-1" }?.frame
        == CGRect(x: 195, y: 244, width: 195, height: 600))
    // A presented screen at (0, 244): its lower half starts at 244 + 300.
    let presented = TransitionScene(
      operation: .present, containerBounds: F.bounds, toFrame: F.customFrame,
      presentationStyle: .custom)
    #expect(
      Transition.portal.timeline(for: presented).nodes.first { $0.id == "piece:to-1" }?.frame
        == CGRect(x: 0, y: 544, width: 390, height: 300))
  }

  @Test func piecesHideTheScreenTheyStandFor() {
    let scene = F.forwardScene(elements: [])
    let plan = TransitionPlan(timeline: Transition.portal.timeline(for: scene), scene: scene)
    #expect(plan.hiddenDuringTransition == ["from"])
    #expect(plan.containerNodes.map(\.id).suffix(3) == ["to", "piece:from-0", "piece:from-1"])
  }

  // MARK: - Explode

  @Test func theDefaultExplosionIsFourBySevenPiecesTilingTheScreen() {
    let timeline = Self.timeline(.explode())
    let pieces = Self.pieces(timeline)
    #expect(pieces.count == 28)
    let ids = timeline.nodes.map(\.id)
    #expect((ids.firstIndex(of: .to) ?? .max) < (ids.firstIndex(of: "piece:from-0") ?? -1))
    var area = 0.0
    for piece in pieces {
      guard case .snapshotPiece(let source, let rect) = piece.content else {
        Issue.record("\(piece.id) is not a piece")
        continue
      }
      #expect(source == .from)
      #expect(abs(rect.width - 97.5) < 1e-9 && abs(rect.height - 844.0 / 7) < 1e-9)
      #expect(F.bounds.contains(rect.insetBy(dx: 0.001, dy: 0.001)))
      area += Double(rect.width * rect.height)
    }
    #expect(abs(area - 390 * 844) < 1e-6)
  }

  @Test func piecesFlyOutwardFromTheCentreAndFade() {
    let timeline = Self.timeline(.explode())
    let end = F.frame(timeline, progress: 1)
    for piece in Self.pieces(timeline) {
      guard case .snapshotPiece(_, let rect) = piece.content else { continue }
      let outward = (x: Double(rect.midX) - 195, y: Double(rect.midY) - 422)
      let t = end.value(.transform, of: piece.id) ?? .identity
      // The flight ends with a translation 60 % of the height long, pointing outwards.
      let flight = (x: t.m41, y: t.m42)
      let length = (flight.x * flight.x + flight.y * flight.y).squareRoot()
      #expect(abs(length - 0.6 * 844) < 1e-6, "\(piece.id)")
      #expect(flight.x * outward.x + flight.y * outward.y > 0, "\(piece.id)")
      #expect(end.value(.opacity, of: piece.id) == 0)
      // Shrunk to 80 %, turned by some angle: the 2 × 2 part has determinant 0.64.
      #expect(abs(t.m11 * t.m22 - t.m12 * t.m21 - 0.64) < 1e-9)
    }
    let start = F.frame(timeline, progress: 0)
    #expect(F.gap(start.value(.transform, of: .to) ?? .identity, F.affine(0.9, 0, 0, 0.9)) < 1e-12)
    #expect(start.value(.opacity, of: .to) == 0)
  }

  @Test func gridSizesAreClamped() {
    #expect(Self.pieces(Self.timeline(.explode(columns: 0, rows: 100))).count == 48)
    #expect(Self.pieces(Self.timeline(.explode(columns: -5, rows: -5))).count == 1)
    #expect(Self.pieces(Self.timeline(.explode(columns: 100, rows: 2))).count == 48)
    #expect(Self.pieces(Self.timeline(.explode(columns: 3, rows: 2))).count == 6)
  }

  @Test func aSinglePieceAtTheCentreStaysPut() {
    let end = F.frame(Self.timeline(.explode(columns: 1, rows: 1)), progress: 1)
    let t = end.value(.transform, of: "piece:from-0") ?? F.translation(1, 1)
    #expect(t.m41 == 0 && t.m42 == 0)
  }

  @Test func names() {
    #expect(Transition.portal.name == "portal")
    #expect(Transition.explode().name == "explode")
  }
}
