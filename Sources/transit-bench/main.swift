// transit-bench: benchmarks, in a release build.
//
//   swift run -c release transit-bench            sampling timelines, compiling matched ones
//   swift run -c release transit-bench render     the renderer against cairo (Scripts/bench-compare)
//   swift run -c release transit-bench encode     the encoders against Pillow (Scripts/bench-compare)
//   swift run -c release transit-bench scaling    rendering cost from 1× to 3×
//   swift run -c release transit-bench gallery    one gallery configuration (Scripts/gallery-scaling)
//   swift run -c release transit-bench profile    one scene, over and over
//     [--scene NAME] [--frames N] [--threads N]
//   swift run -c release transit-bench stage      a push on the stage with 10 to 1,000 tagged views
//     [--rounds N] [--transition push|matched] [--views N]   (one push size, for valgrind)
//   swift run -c release transit-bench host       a host's own work per frame while a gesture drives
//   swift run -c release transit-bench start      main-thread time from a push to its animations added
//     [--rounds N] [--transition push|matched|explode] [--views N]
//
// Figures are times measured in one run; the comparisons run the standard tool on the same
// work in the same run, alternating, and report ratios. Every mode takes --help; the modes
// and options are read by TransitArguments, the `transit` command's parser
// (`BenchCommandLine`): a mistake prints one line and exits with status 2.
import Foundation
import TransitArguments
import TransitCommand
import TransitRender

let commandLine = BenchCommandLine(
  scenes: BenchScene.allCases.map(\.rawValue),
  stageTransitions: StageBenchmark.choices.keys.sorted(),
  startTransitions: StartBenchmark.choices.keys.sorted())
let command: ParsedCommand
do {
  switch try commandLine.parse(Array(CommandLine.arguments.dropFirst())) {
  case .help(let path):
    print(commandLine.helpText(for: path), terminator: "")
    exit(0)
  case .command(let parsed):
    command = parsed
  }
} catch {
  FileHandle.standardError.write(Data("transit-bench: \(error)\n".utf8))
  exit(2)
}

switch command.path.dropFirst().first ?? BenchCommandLine.defaultMode {
case "render":
  var benchmark = RenderBenchmark()
  if let rounds = command.value("rounds")?.integer { benchmark.rounds = rounds }
  if let threads = command.value("threads")?.integer { benchmark.threads = threads }
  if let scene = command.value("scene")?.name.flatMap(BenchScene.init(rawValue:)) {
    benchmark.scenes = [scene]
  }
  if let script = command.value("script")?.text { benchmark.script = script }
  if let python = command.value("python")?.text { benchmark.python = python }
  runReportingErrors { try benchmark.run() }
case "encode":
  var benchmark = EncodeBenchmark()
  if let rounds = command.value("rounds")?.integer { benchmark.rounds = rounds }
  if let script = command.value("script")?.text { benchmark.script = script }
  if let python = command.value("python")?.text { benchmark.python = python }
  runReportingErrors { try benchmark.run() }
case "gallery":
  var benchmark = GalleryBenchmark()
  if let effects = command.value("effects")?.integer { benchmark.effects = effects }
  if let rate = command.value("fps")?.integer { benchmark.framesPerSecond = rate }
  if let scale = command.value("scale")?.number { benchmark.scale = scale }
  runReportingErrors { try benchmark.run() }
case "scaling":
  ScalingBenchmark().run()
case "stage":
  // --transition and --views narrow it to one push, for a profiler (valgrind --tool=callgrind).
  StageBenchmark().run(narrowedBy: command)
case "host":
  HostBenchmark().run()
case "start":
  StartBenchmark().run(narrowedBy: command)
case "profile":
  // One scene drawn over and over on one thread, nothing else: for perf or valgrind.
  let name = command.value("scene")?.name ?? BenchScene.slide.rawValue
  let scene = BenchScene(rawValue: name) ?? .slide
  let count = command.value("frames")?.integer ?? 100
  let renderer = StageRenderer(scale: BenchScene.scale)
  renderer.threadCount = command.value("threads")?.integer ?? 1
  let tree = scene.makeView()
  var image = renderer.render(tree)
  let seconds = RenderBenchmark.seconds {
    for _ in 0..<count { renderer.render(tree, into: &image) }
  }
  print(String(format: "%@: %.3f ms a frame", name, seconds / Double(count) * 1e3))
default:
  TimelineBenchmark.run()
}

/// Runs a benchmark; an error it throws is one line on standard error and exit status 1.
///
/// - Parameter body: The benchmark.
func runReportingErrors(_ body: () throws -> Void) {
  do {
    try body()
  } catch {
    FileHandle.standardError.write(Data("transit-bench: \(error)\n".utf8))
    exit(1)
  }
}
