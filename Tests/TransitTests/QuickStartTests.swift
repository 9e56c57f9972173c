import Foundation
import Testing
import Transit

/// The engine example of the DocC article "Timelines: the engine underneath", compiled and
/// run. `articleShowsThisCode` keeps the two in step.
@Suite struct QuickStartTests {
  @Test func quickStart() {
    // A push: the new screen slides in from the right on a spring while the old one
    // slides a third of the way out and a dimming view fades in between them.
    let width = 390.0
    let spring = Spring(duration: 0.5, bounce: 0)
    let push = Timeline(
      nodes: [
        TimelineNode("from"),
        TimelineNode(
          "dimming", content: .fill(.black), frame: CGRect(x: 0, y: 0, width: width, height: 844)),
        TimelineNode("to"),
      ],
      tracks: [
        Track(
          .position, of: "to", from: CGPoint(x: width * 1.5, y: 422),
          to: CGPoint(x: width / 2, y: 422), spring: spring, duration: 0.5),
        Track(
          .position, of: "from", from: CGPoint(x: width / 2, y: 422),
          to: CGPoint(x: width / 6, y: 422), spring: spring, duration: 0.5),
        Track(.opacity, of: "dimming", from: 0, to: 0.1, curve: .easeOut, duration: 0.5),
      ])

    // Sample it frame by frame, or at the progress a gesture reached.
    let sampler = TimelineSampler(push)
    var frame = sampler.makeFrame()
    sampler.sample(progress: 0.5, into: &frame)
    if let halfway = frame.value(.position, of: "to") {
      print("halfway, the new screen's centre is at x = \(halfway.x)")
      #expect(halfway.x < width * 1.5 && halfway.x > width / 2)
    }
    #expect(frame.value(.position, of: "to") != nil)

    // Or hand it to Core Animation: CAKeyframeAnimations, one per track (springs as keyframes,
    // a turn about one axis as angles on transform.rotation.x/y/z over the rest of it).
    let animations = push.coreAnimationExport()
    #expect(animations.map(\.property.keyPath) == ["position", "position", "opacity"])

    // Dismissal plays the same frames backwards.
    let pop = push.reversed()
    #expect(pop.duration == push.duration)
  }

  @Test func articleShowsThisCode() throws {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/Transit/Transit.docc/TimelinesAndTheEngine.md"),
      encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let blocks = article.components(separatedBy: "```swift\n").dropFirst()
      .compactMap { $0.components(separatedBy: "```").first }
    // The engine's example is the article's block that samples a timeline.
    let quickStart = try #require(blocks.first { $0.contains("TimelineSampler(") })
    // Whitespace aside, every line of the article's example is in this file.
    let compactSource = source.filter { !$0.isWhitespace }
    for line in quickStart.split(separator: "\n") {
      let compactLine = line.filter { !$0.isWhitespace }
      guard !compactLine.isEmpty, compactLine != "importTransit" else { continue }
      #expect(compactSource.contains(compactLine), "article line not in QuickStartTests: \(line)")
    }
  }
}
