import CAllocationCounter
import Foundation
import Transit

/// `transit-bench` (or `transit-bench timeline`): sampling timelines of 10 to 10,000
/// animated nodes, and compiling matched transitions of 100 to 4,000 views.
///
/// For each node count, with five tracks a node (position on a spring, bounds size,
/// transform by decomposition, opacity and background colour on curves, each node delayed a
/// little more than the last, as a cascade does), it samples frames across the timeline and
/// prints the time per sampled track and per frame, the heap allocations per frame (counted
/// by interposing the allocator), and the share of a 120 Hz frame (8.33 ms) the sampling
/// takes. The time per view of a matched compile should stay flat as the count grows.
enum TimelineBenchmark {
  static let frameBudget = 1.0 / 120

  static func run() {
    print("transit-bench timeline: sampling timelines, release build expected")
    print(Machine.current.summary)
    let startupAllocations = transit_allocation_count()
    print(
      startupAllocations < 0
        ? "allocations: not counted on this platform (the counter needs glibc)"
        : "allocations: counted by interposing malloc (\(startupAllocations) so far at start-up)")
    print("nodes  tracks   frames   ns/track   ns/frame   allocs/frame   share of 120 Hz frame")
    for nodeCount in [10, 100, 1_000, 10_000] { sample(nodeCount: nodeCount) }
    print("")
    print("compiling matched transitions (Transition.matched)")
    print("views  matched pairs   compiles   µs/compile   ns/view   tracks")
    for viewCount in [100, 1_000, 4_000] { compileMatched(viewCount: viewCount) }
  }

  static func cascadeTimeline(nodeCount: Int) -> Timeline {
    var nodes = [TimelineNode]()
    var tracks = [Track]()
    for index in 0..<nodeCount {
      let id = NodeID("cell-\(index)")
      let delay = Double(index % 50) * 0.004
      let column = Double(index % 10)
      let row = Double(index / 10)
      nodes.append(TimelineNode(id))
      tracks.append(
        Track(
          .position, of: id, from: CGPoint(x: column * 39, y: row * 20),
          to: CGPoint(x: column * 39 + 195, y: row * 20 + 40),
          spring: Spring(response: 0.45, dampingRatio: 0.8), delay: delay, duration: 0.6))
      tracks.append(
        Track(
          .boundsSize, of: id, from: CGSize(width: 39, height: 20),
          to: CGSize(width: 78, height: 40), curve: .easeInOut, delay: delay, duration: 0.5))
      tracks.append(
        Track(
          .transform, of: id, from: .identity,
          // Every node turns by its own angle, so no two transform tracks compute the same thing.
          to: Transform3D(rotationAngle: .pi / 3 + Double(index) * 0.001, x: 0, y: 1, z: 0)
            .scaledBy(x: 1.2, y: 1.2),
          curve: .easeInOut, delay: delay, duration: 0.5))
      tracks.append(
        Track(.opacity, of: id, from: 0, to: 1, curve: .easeOut, delay: delay, duration: 0.3))
      tracks.append(
        Track(
          .backgroundColor, of: id, from: Color(red: 0.1, green: 0.4, blue: 0.9),
          to: Color(red: 0.9, green: 0.5, blue: 0.1, alpha: 0.8), curve: .default, delay: delay,
          duration: 0.5))
    }
    return Timeline(nodes: nodes, tracks: tracks)
  }

  static func sample(nodeCount: Int) {
    let timeline = cascadeTimeline(nodeCount: nodeCount)
    let sampler = TimelineSampler(timeline)
    var frame = sampler.makeFrame()
    // About 50 million sampled tracks a row, at most 10,000 frames.
    let frameCount = min(10_000, 50_000_000 / timeline.tracks.count)
    let step = timeline.duration / Double(frameCount)
    // Warm up caches and branch predictors before measuring.
    for index in 0..<min(1_000, frameCount) {
      sampler.sample(at: Double(index) * step, into: &frame)
    }

    var checksum = 0.0
    let allocationsBefore = transit_allocation_count()
    let start = ContinuousClock.now
    for index in 0..<frameCount {
      sampler.sample(at: Double(index) * step, into: &frame)
      checksum += frame.time
    }
    let elapsed = ContinuousClock.now - start
    let allocationsAfter = transit_allocation_count()

    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let perFrame = seconds / Double(frameCount)
    let trackCount = timeline.tracks.count
    let allocations =
      allocationsBefore < 0
      ? "n/a"
      : String(format: "%.2f", Double(allocationsAfter - allocationsBefore) / Double(frameCount))
    print(
      String(
        format: "%5d  %6d  %7d  %9.1f  %9.0f  %13@  %20.3f %%", nodeCount, trackCount, frameCount,
        perFrame * 1e9 / Double(trackCount), perFrame * 1e9, allocations,
        perFrame / frameBudget * 100))
    if checksum.isNaN { print("unexpected NaN") }
  }

  static func matchedScene(viewCount: Int) -> TransitionScene {
    var elements: [SceneElement] = []
    elements.reserveCapacity(viewCount)
    let perSide = viewCount / 2
    for index in 0..<perSide {
      let column = Double(index % 4)
      let row = Double(index / 4)
      elements.append(
        SceneElement(
          id: "cell-\(index)", side: .from,
          frame: CGRect(x: column * 97, y: row * 97, width: 96, height: 96), cornerRadius: 4))
      // Half the ids on the incoming screen match; the rest are new views with modifiers.
      let id = index % 2 == 0 ? "cell-\(index)" : "new-\(index)"
      elements.append(
        SceneElement(
          id: id, side: .to, frame: CGRect(x: 0, y: row * 10, width: 390, height: 390),
          modifiers: index % 2 == 0 ? [] : [.fade, .cascade()]))
    }
    return TransitionScene(
      operation: .push, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      elements: elements)
  }

  static func compileMatched(viewCount: Int) {
    let matched = Transition.matched()
    let scene = matchedScene(viewCount: viewCount)
    var tracks = matched.timeline(for: scene).tracks.count
    let compiles = max(20, 200_000 / viewCount)
    let start = ContinuousClock.now
    for _ in 0..<compiles { tracks = matched.timeline(for: scene).tracks.count }
    let elapsed = ContinuousClock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let perCompile = seconds / Double(compiles)
    let pairs = (viewCount / 2 + 1) / 2
    print(
      String(
        format: "%5d  %13d  %9d  %11.1f  %8.0f  %7d", viewCount, pairs, compiles,
        perCompile * 1e6, perCompile * 1e9 / Double(viewCount), tracks))
  }
}
