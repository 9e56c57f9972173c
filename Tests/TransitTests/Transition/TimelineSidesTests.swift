import Foundation
import Testing

@testable import Transit

@Suite struct TimelineSidesTests {
  @Test func swappingSidesRenamesNodesSnapshotsAndTracks() {
    let piece = CGRect(x: 0, y: 0, width: 10, height: 20)
    let timeline = Timeline(
      nodes: [
        TimelineNode(.from, frame: CGRect(x: 0, y: 0, width: 1, height: 1)),
        TimelineNode("flight:photo", content: .snapshot(of: "to:photo")),
        TimelineNode("piece:0", content: .snapshotPiece(of: .from, rect: piece)),
        TimelineNode(.dimming, content: .fill(.black)),
        TimelineNode(.to),
      ],
      tracks: [
        Track(.opacity, of: .to, from: 0, to: 1, duration: 0.3),
        Track(.opacity, of: "from:photo", from: 1, to: 0, delay: 0.1, duration: 0.2),
      ], duration: 0.5)
    let swapped = timeline.swappingSides()
    #expect(swapped.duration == 0.5)
    #expect(swapped.nodes.map(\.id) == ["to", "flight:photo", "piece:0", "dimming", "from"])
    #expect(swapped.nodes[0].frame == CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(swapped.nodes[1].content == .snapshot(of: "from:photo"))
    #expect(swapped.nodes[2].content == .snapshotPiece(of: .to, rect: piece))
    #expect(swapped.nodes[3].content == .fill(.black))
    #expect(swapped.tracks.map(\.node) == ["from", "to:photo"])
    #expect(swapped.tracks.map(\.delay) == [0, 0.1])
    #expect(swapped.tracks.map(\.values) == timeline.tracks.map(\.values))
    #expect(swapped.swappingSides() == timeline)
  }
}
