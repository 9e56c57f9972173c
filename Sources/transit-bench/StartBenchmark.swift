import CAllocationCounter
import Foundation
import Transit
import TransitStage

/// `transit-bench start`: how long a transition takes to start, as one figure: the
/// main-thread time from the request (`navigation.transit.push(_:using:)`) to the last
/// animation added, on the stage standing in for UIKit, for `push`, `matched` and `explode`
/// between screens of 10, 100 and 1,000 tagged views (`StageBenchmark.stage(tagged:)`). It
/// holds everything a device's main thread does there: describing the scene, compiling the
/// timeline, exporting it for Core Animation, the snapshots and the animations added. Each
/// figure is shown beside the 120 Hz frame (8.3 ms) it should fit in, with the heap
/// allocations the start makes.
@MainActor
struct StartBenchmark: TaggedViewsBenchmark {
  /// Starts per size; the median is reported.
  var rounds = 15
  /// The transitions measured, by name.
  var transitions = ["push", "matched", "explode"]
  /// The numbers of tagged views on each screen.
  var counts = [10, 100, 1_000]

  /// The transitions `--transition` can choose, by name.
  static let choices: [String: Transition] = [
    "push": .push(), "matched": .matched(), "explode": .explode(),
  ]

  /// A frame at 120 Hz, in seconds.
  static let frameBudget = 1.0 / 120

  /// What one start cost.
  struct Start {
    var seconds: Double
    var allocations: Int64
    var animations: Int
    var keyframes: Int
    var snapshots: Int
  }

  /// Runs the measurements and prints them.
  func run() {
    print("transit-bench start: main-thread time from a push to its animations added, on the stage")
    print(Machine.current.summary)
    let counted = transit_allocation_count() >= 0
    if !counted { print("allocations: not counted on this platform (the counter needs glibc)") }
    print("")
    print(
      "transition  tagged views   ms/start   share of 120 Hz frame   allocations   animations   keyframes   snapshots"
    )
    for name in transitions {
      guard let transition = Self.choices[name] else { continue }
      for count in counts {
        _ = Self.start(tagged: count, using: transition)  // warm up
        let starts = (0..<rounds).map { _ in Self.start(tagged: count, using: transition) }
        let seconds = Self.median(starts.map(\.seconds))
        let allocations = counted ? String(Self.median(starts.map(\.allocations))) : "n/a"
        print(
          String(
            format: "%@  %12d  %9.2f  %20.0f %%  %12@  %11d  %10d  %10d",
            "\(name)()".padding(toLength: 10, withPad: " ", startingAt: 0), count, seconds * 1e3,
            seconds / Self.frameBudget * 100, allocations,
            Self.median(starts.map(\.animations)), Self.median(starts.map(\.keyframes)),
            Self.median(starts.map(\.snapshots))))
      }
    }
    print("")
    print(
      "bars (issue 29): a .matched() push starts within 4 ms with 100 tagged views, 40 ms with 1,000"
    )
  }

  /// The median of some figures.
  static func median<T: Comparable>(_ values: [T]) -> T {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  /// One push on a new stage: the time and allocations from the request to its return, by
  /// which the stage has started the transition and every animation is added; then the
  /// transition is run to its end, untimed.
  static func start(tagged count: Int, using transition: Transition) -> Start {
    let (window, navigation, detail) = StageBenchmark.stage(tagged: count)
    window.clock.resetWorkCount()
    window.eventLog.removeAll()
    let allocationsBefore = transit_allocation_count()
    let began = ContinuousClock.now
    navigation.transit.push(detail, using: transition)
    let elapsed = ContinuousClock.now - began
    let allocations = transit_allocation_count() - allocationsBefore
    let start = Start(
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
      allocations: allocations, animations: window.clock.workCount.animationsAdded,
      keyframes: keyframes(under: window),
      snapshots: window.eventLog.lines(of: [.cost]).filter {
        // A view drawn into an image (explode's pieces) is a snapshot too.
        $0.hasPrefix("snapshotView") || $0.hasPrefix("drawHierarchy")
      }.count)
    window.runUntilIdle()
    return start
  }

  /// The keyframe values of the animations running on a view's layers and everything
  /// beneath it: what the host was handed to add.
  static func keyframes(under view: StageView) -> Int {
    var count = 0
    for key in view.layer.animationKeys() ?? [] {
      count += (view.layer.animation(forKey: key) as? StageKeyframeAnimation)?.values?.count ?? 0
    }
    for subview in view.subviews { count += keyframes(under: subview) }
    return count
  }
}
