import Foundation
import StageKit
import Transit
import TransitStage

/// `transit-bench host`: the host's own work while a gesture drives a transition, on the
/// stage: a `.matched()` pop between screens of 100 tagged views, driven by a back swipe
/// and released, measured frame by frame (60 Hz): Core Animation animations created, layers
/// touched and microseconds of work, while dragging and while completing; and, per start,
/// the snapshots, compiles and microseconds a push costs. Issue "Core Animation playback"
/// bars 0 animations created per frame after the start.
@MainActor
struct HostBenchmark {
  /// Gestures measured; the medians are reported.
  var rounds = 9

  /// One frame's work.
  struct Frame {
    var animations: Int
    var layers: Int
    var seconds: Double
  }

  /// Runs the measurements and prints them.
  func run() {
    print("transit-bench host: a .matched() pop of 100 tagged views, driven by a back swipe")
    var dragging: [Frame] = []
    var completing: [Frame] = []
    var starts: [(snapshots: Int, compiles: Int, seconds: Double)] = []
    _ = Self.round()  // warm up
    for _ in 0..<rounds {
      let round = Self.round()
      dragging += round.dragging
      completing += round.completing
      starts.append(round.start)
    }
    print("")
    print("phase        frames  animations/frame  layers/frame  µs/frame   (medians)")
    for (name, frames) in [("dragging", dragging), ("completing", completing)] {
      print(
        String(
          format: "%@ %6d  %16d  %12d  %8.1f",
          name.padding(toLength: 10, withPad: " ", startingAt: 0),
          frames.count / max(rounds, 1), Self.median(frames.map(\.animations)),
          Self.median(frames.map(\.layers)), Self.median(frames.map(\.seconds)) * 1e6))
    }
    print("")
    print(
      String(
        format: "per start (a .matched() push): %d snapshots, %d compiles, %.1f µs",
        Self.median(starts.map(\.snapshots)), Self.median(starts.map(\.compiles)),
        Self.median(starts.map(\.seconds)) * 1e6))
    print("")
    print("bar (issue Core Animation playback): 0 animations created per frame after the start")
  }

  static func median<T: Comparable>(_ values: [T]) -> T where T: ExpressibleByIntegerLiteral {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  /// A push, then a back swipe that drives the pop and lets go past half way.
  static func round() -> (
    dragging: [Frame], completing: [Frame], start: (snapshots: Int, compiles: Int, seconds: Double)
  ) {
    let window = StageWindow(size: CGSize(width: 390, height: 844))
    let list = StageViewController()
    let detail = StageViewController()
    for index in 0..<100 {
      let thumbnail = StageView(
        frame: CGRect(x: Double(index % 10) * 39, y: Double(index / 10) * 40, width: 38, height: 38)
      )
      thumbnail.transit.id = "view-\(index)"
      list.view.addSubview(thumbnail)
      let large = StageView(
        frame: CGRect(x: Double(index % 5) * 78, y: Double(index / 5) * 42, width: 76, height: 40))
      large.transit.id = "view-\(index)"
      detail.view.addSubview(large)
    }
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.eventLog.removeAll()
    let began = ContinuousClock.now
    navigation.transit.push(detail, using: .matched())
    let startSeconds = seconds(since: began)
    let costs = window.eventLog.lines(of: [.cost])
    let start = (
      costs.filter { $0.hasPrefix("snapshotView") }.count,
      costs.filter { $0.hasPrefix("compile") }.count, startSeconds
    )
    window.runUntilIdle()

    var frames: [(time: Double, frame: Frame)] = []
    var last = ContinuousClock.now
    window.clock.resetWorkCount()
    let link = StageDisplayLink(clock: window.clock) { link in
      let work = window.clock.workCount
      frames.append(
        (
          link.timestamp,
          Frame(
            animations: work.animationsAdded, layers: work.layersTouched,
            seconds: seconds(since: last))
        ))
      window.clock.resetWorkCount()
      last = ContinuousClock.now
    }
    let swipe = 0.6
    let startTime = window.clock.now
    window.send(.edgePan(from: .left, in: window.bounds, distance: 234, duration: swipe))
    // Frame by frame to the end: `runUntilIdle` would leap from timer to timer.
    for _ in 0..<240 where !window.transitionsInFlight.isEmpty { window.advance(by: 1.0 / 60) }
    window.runUntilIdle()
    link.invalidate()
    // The first frame of the drag starts the transition: that is the start, not a frame.
    let drag = frames.filter { $0.time <= startTime + swipe }.dropFirst(2).map(\.frame)
    let completion = frames.filter { $0.time > startTime + swipe }.map(\.frame)
    return (drag, completion, start)
  }

  static func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }
}
