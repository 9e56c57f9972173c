import Foundation
import Transit
import TransitCommand

/// `transit-bench gallery`: the gallery's wall time and peak memory for one configuration
/// (how many effects, frames per second, scale), as `transit gallery` renders it; one
/// configuration a process, so the peak is its own. `Scripts/gallery-scaling` runs it over
/// a range of each.
@MainActor
struct GalleryBenchmark {
  /// How many effects of the catalogue, from the first.
  var effects = TransitionCatalog.entries.count
  /// Frames per second.
  var framesPerSecond = 20
  /// Pixels per point.
  var scale = 0.5

  /// Renders the gallery into a temporary directory and prints one line: effects, cards,
  /// frame rate, scale, seconds, peak resident memory in MB, CPU seconds.
  func run() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("transit-bench-gallery-\(getpid())", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let builder = GalleryBuilder(
      entries: Array(TransitionCatalog.entries.prefix(max(1, effects))),
      framesPerSecond: framesPerSecond, scale: scale)
    let seconds = try RenderBenchmark.seconds { try builder.build(into: directory) }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let cpu =
      Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
    print(
      String(
        format:
          "effects %d  cards %d  fps %d  scale %.2f  seconds %.2f  peak-mb %.0f  cpu-seconds %.2f",
        builder.entries.count, builder.jobs.count, framesPerSecond, scale, seconds,
        Double(usage.ru_maxrss) / 1024, cpu))
  }
}
