// transit-bench: benchmarks, in a release build.
//
//   swift run -c release transit-bench            sampling timelines, compiling matched ones
//   swift run -c release transit-bench render     the renderer against cairo (Scripts/bench-compare)
//   swift run -c release transit-bench encode     the encoders against Pillow (Scripts/bench-compare)
//   swift run -c release transit-bench scaling    rendering cost from 1× to 3×
//   swift run -c release transit-bench gallery    one gallery configuration (Scripts/gallery-scaling)
//   swift run -c release transit-bench profile SCENE [COUNT [THREADS]]   one scene, over and over
//   swift run -c release transit-bench stage      a push on the stage with 10 to 1,000 tagged views
//     [--rounds N] [--transition push|matched] [--views N]   (one push size, for valgrind)
//   swift run -c release transit-bench host       a host's own work per frame while a gesture drives
//   swift run -c release transit-bench start      main-thread time from a push to its animations added
//     [--rounds N] [--transition push|matched|explode] [--views N]
//
// Figures are times measured in one run; the comparisons run the standard tool on the same
// work in the same run, alternating, and report ratios.
import Foundation
import TransitRender

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil, "timeline":
  TimelineBenchmark.run()
case "render":
  var benchmark = RenderBenchmark()
  var options = BenchOptions("render")
  options.integer("--rounds") { benchmark.rounds = $0 }
  options.integer("--threads") { benchmark.threads = $0 }
  options.choice("--scene", among: BenchScene.allCases.map(\.rawValue)) { name in
    benchmark.scenes = BenchScene(rawValue: name).map { [$0] } ?? benchmark.scenes
  }
  options.text("--script") { benchmark.script = $0 }
  options.text("--python") { benchmark.python = $0 }
  options.read(arguments.dropFirst())
  BenchOptions.run { try benchmark.run() }
case "encode":
  var benchmark = EncodeBenchmark()
  var options = BenchOptions("encode")
  options.integer("--rounds") { benchmark.rounds = $0 }
  options.text("--script") { benchmark.script = $0 }
  options.text("--python") { benchmark.python = $0 }
  options.read(arguments.dropFirst())
  BenchOptions.run { try benchmark.run() }
case "gallery":
  var benchmark = GalleryBenchmark()
  var options = BenchOptions("gallery")
  options.integer("--effects") { benchmark.effects = $0 }
  options.integer("--fps") { benchmark.framesPerSecond = $0 }
  options.number("--scale") { benchmark.scale = $0 }
  options.read(arguments.dropFirst())
  BenchOptions.run { try benchmark.run() }
case "scaling":
  ScalingBenchmark().run()
case "stage":
  // --transition and --views narrow it to one push, for a profiler (valgrind --tool=callgrind).
  StageBenchmark().run(mode: "stage", options: arguments.dropFirst())
case "host":
  HostBenchmark().run()
case "start":
  StartBenchmark().run(mode: "start", options: arguments.dropFirst())
case "profile":
  // One scene drawn over and over on one thread, nothing else: for perf or valgrind.
  let name = arguments.count > 1 ? arguments[1] : BenchScene.slide.rawValue
  guard let scene = BenchScene(rawValue: name) else {
    FileHandle.standardError.write(Data("transit-bench: no scene \(name)\n".utf8))
    exit(2)
  }
  let count = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100
  let renderer = StageRenderer(scale: BenchScene.scale)
  renderer.threadCount = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
  let tree = scene.makeView()
  var image = renderer.render(tree)
  let seconds = RenderBenchmark.seconds {
    for _ in 0..<count { renderer.render(tree, into: &image) }
  }
  print(String(format: "%@: %.3f ms a frame", name, seconds / Double(count) * 1e3))
default:
  FileHandle.standardError.write(
    Data(
      "transit-bench: unknown mode \(arguments[0]); use timeline, render, encode, gallery, scaling, stage, host, start or profile\n"
        .utf8))
  exit(2)
}
