import Foundation
import Transit
import TransitStage

/// `transit-bench stage`: what a transition costs the stage as the screens grow: a push
/// between two screens of N tagged views each, played frame by frame at 60 Hz to its end,
/// for N = 10, 100 and 1,000. With `.push()` the tagged views ride along with their screens
/// (reliability finding 10: the cost of a clock event must not grow with the layers that
/// do not animate; the bar is 20× for 1,000 against 10); with `.matched()` every one of them
/// flies, so the cost grows with them.
@MainActor
struct StageBenchmark: TaggedViewsBenchmark {
  /// Pushes per size; the median is reported.
  var rounds = 15
  /// The transitions measured, by name: `push` and `matched` by default.
  var transitions = ["push", "matched"]
  /// The numbers of tagged views on each screen (a profiler is given one, as `--views`).
  var counts = [10, 100, 1_000]

  /// The transitions `--transition` can choose, by name.
  static let choices: [String: Transition] = ["push": .push(), "matched": .matched()]

  /// Runs the measurements and prints them.
  func run() {
    print("transit-bench stage: a push between screens of N tagged views, 60 Hz frames to the end")
    for name in transitions {
      guard let transition = Self.choices[name] else { continue }
      print("")
      print(
        "\("\(name)()".padding(toLength: 10, withPad: " ", startingAt: 0))  tagged views   ms/push   × \(counts[0]) views"
      )
      var base: Double?
      for count in counts {
        _ = Self.push(tagged: count, using: transition)  // warm up
        let samples = (0..<rounds).map { _ in Self.push(tagged: count, using: transition) }.sorted()
        let median = samples[samples.count / 2]
        let ratio = median / (base ?? median)
        if base == nil { base = median }
        print(String(format: "%24d  %8.2f  %8.1f×", count, median * 1e3, ratio))
      }
    }
    print("")
    print("bar (issue Reliability): a .push() with 1,000 tagged views at most 20× the one with 10")
  }

  /// One push on a new stage, in seconds of wall time from the push to idle.
  static func push(tagged count: Int, using transition: Transition) -> Double {
    let (window, navigation, detail) = stage(tagged: count)
    let start = ContinuousClock.now
    play(transition, pushing: detail, on: navigation, in: window)
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  /// A stage showing a list of `count` small tagged views in a navigation controller, and a
  /// detail screen, not yet pushed, with `count` larger views tagged the same: every pair
  /// moves, and grows from its own size to its own size.
  static func stage(tagged count: Int) -> (
    window: StageWindow, navigation: StageNavigationController, detail: StageViewController
  ) {
    let window = StageWindow(size: CGSize(width: 390, height: 844))
    let list = StageViewController()
    let detail = StageViewController()
    for index in 0..<count {
      let thumbnail = StageView(
        frame: CGRect(
          x: Double(index % 20) * 19, y: Double(index / 20) * 16, width: 18, height: 15))
      thumbnail.transit.id = "view-\(index)"
      list.view.addSubview(thumbnail)
      let large = StageView(
        frame: CGRect(
          x: Double(index % 10) * 39, y: Double(index / 10) * 8, width: 38, height: 7))
      large.transit.id = "view-\(index)"
      detail.view.addSubview(large)
    }
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (window, navigation, detail)
  }

  /// What is timed: the push, its frames, and the stage running to idle. A function of its
  /// own, never inlined, so that a profiler can count it alone
  /// (`valgrind --tool=callgrind --toggle-collect='*StageBenchmark*play*'`).
  @inline(never)
  static func play(
    _ transition: Transition, pushing detail: StageViewController,
    on navigation: StageNavigationController, in window: StageWindow
  ) {
    navigation.transit.push(detail, using: transition)
    for _ in 0..<60 { window.advance(by: 1.0 / 60) }
    window.runUntilIdle()
  }
}
