import Transit

/// A benchmark of transitions between screens of tagged views, run for each transition by
/// name and each number of views; `--rounds`, `--transition` and `--views` narrow it (one
/// size of one transition, for a profiler such as valgrind's callgrind).
@MainActor
protocol TaggedViewsBenchmark {
  /// Runs per size; the median is reported.
  var rounds: Int { get set }
  /// The transitions measured, by name.
  var transitions: [String] { get set }
  /// The numbers of tagged views on each screen.
  var counts: [Int] { get set }
  /// The transitions `--transition` can choose, by name.
  static var choices: [String: Transition] { get }
  /// Runs the measurements and prints them.
  func run()
}

extension TaggedViewsBenchmark {
  /// Reads a mode's options into a benchmark, then runs it.
  ///
  /// - Parameters:
  ///   - mode: The mode, for messages.
  ///   - words: The words after the mode.
  func run(mode: String, options words: ArraySlice<String>) {
    var benchmark = self
    var options = BenchOptions(mode)
    options.integer("--rounds") { benchmark.rounds = max($0, 1) }
    options.choice("--transition", among: Self.choices.keys.sorted()) {
      benchmark.transitions = [$0]
    }
    options.integer("--views") { benchmark.counts = [max($0, 1)] }
    options.read(words)
    benchmark.run()
  }
}
