import Foundation
import Testing

@testable import Transit

@Suite struct TimelineTableTests {
  /// Two nodes, three linear tracks over two seconds.
  static let tiny = Timeline(
    nodes: [TimelineNode("a"), TimelineNode("b")],
    tracks: [
      Track(.opacity, of: "a", from: 0, to: 1, curve: .linear, duration: 2),
      Track(
        .position, of: "b", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: -20), curve: .linear,
        duration: 2),
      Track(
        .transform, of: "b", from: Transform3D(translationX: 390, y: 0), to: .identity,
        curve: .linear, duration: 2),
    ])

  @Test func aTinyTimelineAsAText() {
    let expected = """
      duration 2 s; nodes: a, b
      node | property | 0% | 50% | 100%
      a | opacity | 0 | 0.5 | 1
      b | position | (0, 0) | (5, -10) | (10, -20)
      b | transform | translate(390, 0) | translate(195, 0) | identity

      """
    #expect(Self.tiny.table(at: [0, 0.5, 1]) == expected)
  }

  @Test func theDefaultColumnsAreQuarters() {
    let lines = Self.tiny.table().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1] == "node | property | 0% | 25% | 50% | 75% | 100%")
    #expect(lines[2] == "a | opacity | 0 | 0.25 | 0.5 | 0.75 | 1")
    // One line per track after the two header lines, and a final newline.
    #expect(lines.count == 2 + 3 + 1)
    #expect(lines.last == "")
  }

  @Test func fractionsAreClamped() {
    let lines = Self.tiny.table(at: [-1, 2, .nan]).split(separator: "\n")
    #expect(lines[1] == "node | property | 0% | 100% | 0%")
    #expect(lines[2] == "a | opacity | 0 | 1 | 0")
  }

  @Test func numbersHaveAtMostThreeDecimalsAndNoNegativeZero() {
    let timeline = Timeline(
      nodes: [TimelineNode("n")],
      tracks: [
        Track(.opacity, of: "n", from: 1.0 / 3, to: -0.0001, curve: .linear, duration: 1),
        Track(.cornerRadius, of: "n", from: 2.5, to: 12.3456, curve: .linear, duration: 1),
      ], duration: 0.35)
    let lines = timeline.table(at: [0, 1]).split(separator: "\n")
    #expect(lines[0] == "duration 1 s; nodes: n")
    #expect(lines[2] == "n | opacity | 0.333 | 0")
    #expect(lines[3] == "n | cornerRadius | 2.5 | 12.346")
  }

  @Test func otherKindsOfValues() {
    let perspective = Transform3D.perspective(distance: 500)
    let timeline = Timeline(
      nodes: [TimelineNode("n")],
      tracks: [
        Track(
          .transform, of: "n", from: Transform3D(scaleX: 0.5, y: 2), to: perspective,
          curve: .linear, duration: 1),
        Track(
          .boundsSize, of: "n", from: CGSize(width: 10, height: 20),
          to: CGSize(width: 30, height: 40), curve: .linear, duration: 1),
        Track(
          .backgroundColor, of: "n", from: Color(red: 1, green: 0.5, blue: 0, alpha: 0.25),
          to: .black, curve: .linear, duration: 1),
        Track(
          .maskPath, of: "n",
          from: .roundedRect(CGRect(x: 1, y: 2, width: 3, height: 4), cornerRadius: 1),
          to: .rect(.zero), curve: .linear, duration: 1),
      ])
    let lines = timeline.table(at: [0, 1]).split(separator: "\n")
    #expect(
      lines[2]
        == "n | transform | affine(0.5 0 0 2 0 0) | matrix(1 0 0 0 0 1 0 0 0 0 1 -0.002 0 0 0 1)")
    #expect(lines[3] == "n | boundsSize | 10×20 | 30×40")
    #expect(lines[4] == "n | backgroundColor | rgba(1, 0.5, 0, 0.25) | rgba(0, 0, 0, 1)")
    #expect(
      lines[5] == "n | maskPath | shape((1, 2, 3×4) corners 1×1) | shape((0, 0, 0×0) corners 0×0)")
  }

  @Test func anEmptyTimeline() {
    let table = Timeline(nodes: [], tracks: []).table(at: [0, 1])
    #expect(table == "duration 0 s; nodes: \nnode | property | 0% | 100%\n")
  }

  @Test func aTransitionsTable() {
    // A 390-point push on easeInOut: half way at half the time, whatever the platform.
    let scene = TransitionScene(
      operation: .push, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
    let lines = Transition.push(.left).timeline(for: scene).table(at: [0, 0.5, 1])
      .split(separator: "\n")
    #expect(lines[0] == "duration 0.35 s; nodes: from, to")
    #expect(lines[2] == "to | transform | translate(390, 0) | translate(195, 0) | identity")
    #expect(lines[3] == "from | transform | identity | translate(-58.5, 0) | translate(-117, 0)")
  }
}
