import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a reliability test tried and saw, for `docs/reliability.md`: with
/// `TRANSIT_RELIABILITY_LOG` set to a file, each ``record(_:tried:outcome:diagnostic:)`` adds
/// one JSON line to it (`Scripts/reliability-report` sets it, runs the tests and writes the
/// page); without it, nothing happens.
public enum ReliabilityLog {
  /// Records one hostile input and what happened.
  ///
  /// - Parameters:
  ///   - finding: The finding or trap, as the issue numbers it ("1", "9", "fuzzer", …).
  ///   - tried: The input, in a few calls.
  ///   - outcome: What happens now, from what the test observed.
  ///   - diagnostic: The line Transit or the stage printed, if any.
  public static func record(
    _ finding: String, tried: String, outcome: String, diagnostic: String? = nil
  ) {
    var entry = ["finding": finding, "tried": tried, "outcome": outcome]
    if let diagnostic { entry["diagnostic"] = diagnostic }
    append(entry)
  }

  /// Records one sequence the fuzzer ran (the report adds them up).
  ///
  /// - Parameters:
  ///   - steps: Its steps.
  ///   - kinds: The kinds of step the fuzzer draws from.
  ///   - invariants: The invariants checked (given once is enough).
  ///   - violated: Whether it broke an invariant.
  public static func recordFuzzedSequence(
    steps: Int, kinds: [String], invariants: [String], violated: Bool
  ) {
    append([
      "finding": "fuzzer-sequence", "steps": "\(steps)", "kinds": kinds.joined(separator: ", "),
      "invariants": invariants.joined(separator: "; "), "violated": violated ? "1" : "0",
    ])
  }

  /// Appends one line with a single `O_APPEND` write, so suites recording from several
  /// threads at once never interleave.
  private static func append(_ entry: [String: String]) {
    guard let path = ProcessInfo.processInfo.environment["TRANSIT_RELIABILITY_LOG"],
      let data = try? JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys])
    else { return }
    let line = data + Data("\n".utf8)
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }
}
