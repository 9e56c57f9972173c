import Foundation
import StageKit
import Transit
import TransitRender

/// `transit-bench render`: each ``BenchScene`` drawn by `StageRenderer` and by cairo in one
/// run, alternating, with the time to clear the same framebuffer as the floor.
///
/// Cairo runs in a worker, `Scripts/bench_cairo.py` under Debian's `/usr/bin/python3`,
/// which times its own drawing, so neither side pays for the other's process or pipe. Each
/// round draws every scene once on each side (the Swift renderer single-threaded, then on
/// every core), in turn; the medians over the rounds are reported, and their ratios. The
/// worker's last image of each scene is compared with the renderer's, to show that both
/// drew the same shapes.
@MainActor
struct RenderBenchmark {
  /// Rounds per scene.
  var rounds = 15
  /// The cairo worker script.
  var script = "Scripts/bench_cairo.py"
  /// The Python that has `cairo`.
  var python = "/usr/bin/python3"
  /// Threads for the multi-core column: the machine's cores.
  var threads = ProcessInfo.processInfo.activeProcessorCount
  /// The scenes to draw.
  var scenes = BenchScene.allCases

  /// One scene's figures, in seconds.
  struct Row {
    var scene: BenchScene
    var single: Double
    var multi: Double
    var cairo: Double
    var clear: Double
    var cairoClear: Double
    var meanDifference: Double
    var differingShare: Double
  }

  /// Runs the comparison and prints it.
  func run() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("transit-bench-render-\(getpid())", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    var trees: [BenchScene: StageView] = [:]
    var files: [String] = []
    for scene in scenes {
      let view = scene.makeView()
      trees[scene] = view
      let file = directory.appendingPathComponent("\(scene.rawValue).json")
      try CairoScene(view.layer, scale: BenchScene.scale).json.write(
        to: file, atomically: true, encoding: .utf8)
      files.append(file.path)
    }
    let worker = try PythonWorker(python: python, script: script, scenes: files)
    defer { worker.stop() }

    let single = StageRenderer(scale: BenchScene.scale)
    single.threadCount = 1
    let multi = StageRenderer(scale: BenchScene.scale)
    multi.threadCount = threads
    let pixelCount =
      Int(BenchScene.screenSize.width * BenchScene.scale)
      * Int(BenchScene.screenSize.height * BenchScene.scale)
    let framebuffer = UnsafeMutableRawPointer.allocate(byteCount: pixelCount * 4, alignment: 64)
    defer { framebuffer.deallocate() }

    print(
      "transit-bench render: \(scenes.count) scenes at 1170 × 2532, \(rounds) rounds, alternating; cairo through \(python)"
    )
    print(Machine.current.summary)
    var rows: [Row] = []
    for scene in scenes {
      guard let tree = trees[scene] else { continue }
      // Warm-up: caches, the worker's first allocation.
      _ = try worker.time("draw", scene.rawValue)
      var samples: (single: [Double], multi: [Double], cairo: [Double]) = ([], [], [])
      var clears: (swift: [Double], cairo: [Double]) = ([], [])
      // Both sides draw into an image they keep, as cairo into its surface.
      var image = single.render(tree)
      var other = multi.render(tree)
      for _ in 0..<rounds {
        samples.single.append(Self.seconds { single.render(tree, into: &image) })
        samples.cairo.append(try worker.time("draw", scene.rawValue))
        samples.multi.append(Self.seconds { multi.render(tree, into: &other) })
        clears.swift.append(
          Self.seconds {
            framebuffer.initializeMemory(as: UInt32.self, repeating: 0xFF00_0000, count: pixelCount)
          })
        clears.cairo.append(try worker.time("clear", scene.rawValue))
      }
      _ = try worker.time("draw", scene.rawValue)
      let dump = directory.appendingPathComponent("\(scene.rawValue).rgba")
      try worker.dump(scene.rawValue, to: dump.path)
      let agreement = Self.compare(image, with: try Data(contentsOf: dump))
      rows.append(
        Row(
          scene: scene, single: Self.median(samples.single), multi: Self.median(samples.multi),
          cairo: Self.median(samples.cairo), clear: Self.median(clears.swift),
          cairoClear: Self.median(clears.cairo), meanDifference: agreement.mean,
          differingShare: agreement.share))
    }
    print("")
    print(
      "scene     transit 1 thread  transit \(threads) threads      cairo   ratio 1t   ratio \(threads)t   clear (swift / cairo)   1t / clear   pixels: mean |diff|, share > 8"
    )
    for row in rows {
      print(
        String(
          format:
            "%-8@  %13.2f ms  %14.2f ms  %8.2f ms  %8.2fx  %8.2fx  %8.2f / %5.2f ms  %10.1fx  %10.3f, %5.2f %%",
          row.scene.rawValue, row.single * 1e3, row.multi * 1e3, row.cairo * 1e3,
          row.single / row.cairo, row.multi / row.cairo, row.clear * 1e3, row.cairoClear * 1e3,
          row.single / row.clear, row.meanDifference, row.differingShare * 100))
    }
  }

  /// The time a piece of work takes, in seconds.
  static func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try work()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  /// The middle value (the mean of the two middle ones for an even count).
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// How far two images of the same size are apart: the mean absolute difference of their
  /// bytes, and the share of pixels with a channel more than 8 levels off.
  static func compare(_ image: Bitmap, with other: Data) -> (mean: Double, share: Double) {
    let bytes = image.premultipliedRGBA
    guard other.count == bytes.count, !bytes.isEmpty else { return (.nan, .nan) }
    var total = 0
    var differing = 0
    other.withUnsafeBytes { raw in
      let theirs = raw.bindMemory(to: UInt8.self)
      var index = 0
      while index < bytes.count {
        var worst = 0
        for channel in 0..<4 {
          let difference = abs(Int(bytes[index + channel]) - Int(theirs[index + channel]))
          total += difference
          worst = max(worst, difference)
        }
        if worst > 8 { differing += 1 }
        index += 4
      }
    }
    return (Double(total) / Double(bytes.count), Double(differing) / Double(bytes.count / 4))
  }
}
