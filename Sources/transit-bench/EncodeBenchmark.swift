import Foundation
import Transit
import TransitRender
import TransitScenarios

/// `transit-bench encode`: the PNG and animated PNG encoders against Pillow writing the same
/// pixels, in one run, alternating.
///
/// The frames are a slide push recorded at 20 frames per second, at 1× (393 × 852) and
/// at 3× (1179 × 2556). Each round encodes every frame as a PNG, and all of them as one
/// animated PNG, with each side at zlib levels 1 and 6; Pillow runs in a worker
/// (`Scripts/bench_pillow.py` under Debian's `/usr/bin/python3`, whose Pillow uses the
/// system's zlib, as the encoders do) that times its own `save`. Medians over the rounds
/// give frames per second, the ratio of times, and both sides' bytes.
@MainActor
struct EncodeBenchmark {
  /// Rounds per row.
  var rounds = 7
  /// The Pillow worker script.
  var script = "Scripts/bench_pillow.py"
  /// The Python that has Pillow.
  var python = "/usr/bin/python3"

  /// One frame set: its name, frames and delays.
  private struct FrameSet {
    var name: String
    var frames: [Bitmap]
    var delays: [Int]
  }

  /// Runs the comparison and prints it.
  func run() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("transit-bench-encode-\(getpid())", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    var sets: [FrameSet] = []
    var files: [String] = []
    for scale in [1.0, 3.0] {
      let recorder = FrameRecorder(framesPerSecond: 20, scale: scale)
      let recording = try recorder.record(TransitionScenario(.slide, operation: .push))
      let set = FrameSet(
        name: "\(Int(scale))x", frames: recording.frames,
        delays: recording.delaysInMilliseconds(holdingLastFor: 0.5))
      var frameFiles: [String] = []
      for (index, frame) in set.frames.enumerated() {
        let file = directory.appendingPathComponent("\(set.name)-\(index).rgba")
        try Data(frame.unpremultipliedRGBA()).write(to: file)
        frameFiles.append(file.path)
      }
      let description = directory.appendingPathComponent("\(set.name).json")
      let quoted = frameFiles.map { "\"\($0)\"" }.joined(separator: ", ")
      try
        "{\"name\": \"\(set.name)\", \"width\": \(set.frames[0].width), \"height\": \(set.frames[0].height), \"frames\": [\(quoted)], \"delays\": [\(set.delays.map(String.init).joined(separator: ", "))]}\n"
        .write(to: description, atomically: true, encoding: .utf8)
      files.append(description.path)
      sets.append(set)
    }
    let worker = try PythonWorker(python: python, script: script, scenes: files)
    defer { worker.stop() }

    print(
      "transit-bench encode: PNG and animated PNG against Pillow, \(rounds) rounds, alternating")
    print(Machine.current.summary)
    print("")
    print(
      "frames        kind  level   transit fps    Pillow fps   time ratio   transit bytes    Pillow bytes   size ratio"
    )
    for set in sets {
      for kind in ["png", "apng"] {
        for level in [1, 6] {
          var ours: [Double] = []
          var theirs: [Double] = []
          var ourBytes = 0
          var theirBytes = 0.0
          for round in 0...rounds {
            let seconds = try RenderBenchmark.seconds {
              ourBytes = try Self.encode(set, kind: kind, level: level)
            }
            let answer = try worker.numbers(kind, "\(set.name) \(level)")
            // Round 0 warms both sides up.
            guard round > 0 else { continue }
            ours.append(seconds)
            theirs.append(answer[0])
            theirBytes = answer.count > 1 ? answer[1] : .nan
          }
          let count = Double(set.frames.count)
          let mine = RenderBenchmark.median(ours)
          let pillow = RenderBenchmark.median(theirs)
          print(
            String(
              format: "%3d × %@  %4@  %5d  %12.1f  %12.1f  %10.2fx  %14d  %14.0f  %10.3fx",
              set.frames.count, set.name, kind, level, count / mine, count / pillow,
              mine / pillow, ourBytes, theirBytes, Double(ourBytes) / theirBytes))
        }
      }
    }
  }

  /// Encodes a frame set one way; the bytes written.
  private static func encode(_ set: FrameSet, kind: String, level: Int) throws -> Int {
    if kind == "png" {
      let encoder = PNGEncoder(compressionLevel: level)
      return try set.frames.reduce(0) { $0 + (try encoder.encode($1).count) }
    }
    let frames = zip(set.frames, set.delays).map { APNGFrame($0, delayMilliseconds: $1) }
    return try APNGEncoder(compressionLevel: level).encode(frames).count
  }
}
