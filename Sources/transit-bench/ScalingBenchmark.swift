import Foundation
import StageKit
import TransitRender

/// `transit-bench scaling`: how a frame's cost grows with its size, each ``BenchScene``
/// drawn single-threaded at 1×, 2× and 3× (390 × 844 points: 0.33 to 2.96 million pixels).
@MainActor
struct ScalingBenchmark {
  /// Frames per measurement; the median is reported.
  var rounds = 15

  /// Runs the measurements and prints them.
  func run() {
    print("transit-bench scaling: each scene single-threaded at 1×, 2×, 3×, median of \(rounds)")
    print(Machine.current.summary)
    print("")
    print("scene       scale      pixels     ms/frame   ns/pixel")
    for scene in BenchScene.allCases {
      let tree = scene.makeView()
      for scale in [1.0, 2.0, 3.0] {
        let renderer = StageRenderer(scale: scale)
        renderer.threadCount = 1
        var image = renderer.render(tree)
        var samples: [Double] = []
        for _ in 0..<rounds {
          samples.append(RenderBenchmark.seconds { renderer.render(tree, into: &image) })
        }
        let median = RenderBenchmark.median(samples)
        let pixels = image.width * image.height
        print(
          String(
            format: "%-9@  %5.0f×  %10d  %11.3f  %9.2f", scene.rawValue, scale, pixels,
            median * 1e3, median * 1e9 / Double(pixels)))
      }
    }
  }
}
