import Transit
import TransitArguments

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
  /// Runs the benchmark, narrowed by the options of its mode: `--rounds`, `--transition`
  /// and `--views`.
  ///
  /// - Parameter command: The mode's command line, as `BenchCommandLine` read it.
  func run(narrowedBy command: ParsedCommand) {
    var benchmark = self
    if let rounds = command.value("rounds")?.integer { benchmark.rounds = max(rounds, 1) }
    if let name = command.value("transition")?.name { benchmark.transitions = [name] }
    if let views = command.value("views")?.integer { benchmark.counts = [max(views, 1)] }
    benchmark.run()
  }
}
