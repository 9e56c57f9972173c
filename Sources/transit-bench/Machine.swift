import Foundation

/// The machine figures are taken on: its processor, cores and system, as
/// `docs/performance.md` names it beside every figure.
struct Machine {
  /// The processor's model name.
  var processor: String
  /// The cores this process may use.
  var cores: Int
  /// The operating system.
  var system: String

  /// This machine.
  static var current: Machine {
    let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model =
      info.split(separator: "\n").first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown processor"
    return Machine(
      processor: model, cores: ProcessInfo.processInfo.activeProcessorCount,
      system: ProcessInfo.processInfo.operatingSystemVersionString)
  }

  /// One line: `machine: <processor>, <n> cores, <system>`.
  var summary: String { "machine: \(processor), \(cores) cores, \(system)" }
}
