// transit-bench: benchmarks, in a release build.
//
//   swift run -c release transit-bench            sampling timelines, compiling matched ones
//   swift run -c release transit-bench render     the renderer against cairo (Scripts/bench-compare)
//
// Figures are times measured in one run; the comparisons run the standard tool on the same
// work in the same run, alternating, and report ratios.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil, "timeline":
  TimelineBenchmark.run()
case "render":
  var benchmark = RenderBenchmark()
  var rest = arguments.dropFirst()
  while let option = rest.popFirst() {
    guard let value = rest.popFirst() else {
      FileHandle.standardError.write(Data("transit-bench: \(option) needs a value\n".utf8))
      exit(2)
    }
    switch option {
    case "--rounds": benchmark.rounds = Int(value) ?? benchmark.rounds
    case "--script": benchmark.script = value
    case "--python": benchmark.python = value
    case "--threads": benchmark.threads = Int(value) ?? benchmark.threads
    default:
      FileHandle.standardError.write(
        Data(
          "transit-bench: unknown option \(option); render takes --rounds, --threads, --script, --python\n"
            .utf8))
      exit(2)
    }
  }
  do {
    try benchmark.run()
  } catch {
    FileHandle.standardError.write(Data("transit-bench: \(error)\n".utf8))
    exit(1)
  }
default:
  FileHandle.standardError.write(
    Data("transit-bench: unknown mode \(arguments[0]); use timeline or render\n".utf8))
  exit(2)
}
