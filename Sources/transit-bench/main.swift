// transit-bench: benchmarks, in a release build.
//
//   swift run -c release transit-bench            sampling timelines, compiling matched ones
//   swift run -c release transit-bench render     the renderer against cairo (Scripts/bench-compare)
//   swift run -c release transit-bench encode     the encoders against Pillow (Scripts/bench-compare)
//   swift run -c release transit-bench scaling    rendering cost from 1× to 3×
//   swift run -c release transit-bench gallery    one gallery configuration (Scripts/gallery-scaling)
//   swift run -c release transit-bench profile SCENE [COUNT [THREADS]]   one scene, over and over
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
    case "--scene":
      guard let scene = BenchScene(rawValue: value) else {
        FileHandle.standardError.write(
          Data(
            "transit-bench: no scene \(value); use one of \(BenchScene.allCases.map(\.rawValue).joined(separator: ", "))\n"
              .utf8))
        exit(2)
      }
      benchmark.scenes = [scene]
    default:
      FileHandle.standardError.write(
        Data(
          "transit-bench: unknown option \(option); render takes --rounds, --threads, --scene, --script, --python\n"
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
case "encode":
  var benchmark = EncodeBenchmark()
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
    default:
      FileHandle.standardError.write(
        Data(
          "transit-bench: unknown option \(option); encode takes --rounds, --script, --python\n"
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
case "gallery":
  var benchmark = GalleryBenchmark()
  var rest = arguments.dropFirst()
  while let option = rest.popFirst() {
    guard let value = rest.popFirst() else {
      FileHandle.standardError.write(Data("transit-bench: \(option) needs a value\n".utf8))
      exit(2)
    }
    switch option {
    case "--effects": benchmark.effects = Int(value) ?? benchmark.effects
    case "--fps": benchmark.framesPerSecond = Int(value) ?? benchmark.framesPerSecond
    case "--scale": benchmark.scale = Double(value) ?? benchmark.scale
    default:
      FileHandle.standardError.write(
        Data(
          "transit-bench: unknown option \(option); gallery takes --effects, --fps, --scale\n".utf8)
      )
      exit(2)
    }
  }
  do {
    try benchmark.run()
  } catch {
    FileHandle.standardError.write(Data("transit-bench: \(error)\n".utf8))
    exit(1)
  }
case "scaling":
  ScalingBenchmark().run()
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
      "transit-bench: unknown mode \(arguments[0]); use timeline, render, encode, gallery, scaling or profile\n"
        .utf8))
  exit(2)
}
