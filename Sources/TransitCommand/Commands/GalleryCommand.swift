import Foundation
import TransitArguments

/// `transit gallery`: render every effect for every operation it supports (present and
/// dismiss in both styles) and write a page that plays and scrubs them.
///
/// Each card's animation plays at 60 frames per second, at most at scale 0.5 (about the
/// size a card shows it); `--fps` and `--scale` set its scrubbing strip, whose defaults are
/// smaller than `render`'s (scale 0.5, not 2; 20 frames per second, not 30): the strip
/// holds all of its frames side by side, and the whole gallery renders in a minute or two
/// even in a debug build.
package struct GalleryCommand: TransitSubcommand {
  /// The directory to write `index.html`, `manifest.json` and the pictures into.
  package var outputDirectory: URL
  /// The scrubbing strip's frames per second, 1 to 120.
  package var framesPerSecond: Int
  /// The scrubbing strip's pixels per point, 0.25 to 4.
  package var scale: Double

  /// Renders every card with a progress report on standard error, writes the page, and
  /// prints the page's absolute path as the last line of standard output.
  ///
  /// - Parameters:
  ///   - executor: The effects and the clock.
  ///   - streams: Where to report.
  /// - Throws: An error saying which transition could not be played or which file could
  ///   not be written.
  @MainActor
  package func run(with executor: TransitExecutor, streams: CommandStreams) throws {
    let started = executor.now()
    let builder = GalleryBuilder(
      entries: executor.entries, framesPerSecond: framesPerSecond, scale: scale)
    var progress = ProgressReporter(
      total: builder.jobs.count, streams: streams, now: executor.now)
    let page = try builder.build(into: outputDirectory) { job in
      progress.advance(job.item)
    }
    progress.finish()
    let index = outputDirectory.appendingPathComponent(GalleryPage.pageFileName)
      .standardizedFileURL
    let seconds = TransitExecutor.seconds(max(0, executor.now() - started))
    streams.writeOutput(
      "rendered \(page.cards.count) transitions in \(seconds) s\n" + index.path + "\n")
  }

  /// The `transit gallery` command.
  ///
  /// - Parameter catalog: The names the command accepts; the gallery takes none.
  /// - Returns: The command's shape.
  package static func spec(_ catalog: TransitCatalog) -> CommandSpec {
    CommandSpec(
      "gallery",
      abstract: "Render every transition and write a page that plays and scrubs them.",
      options: [
        OptionSpec(
          "out", valueName: "dir", kind: .outputDirectory,
          help: "The directory for index.html, manifest.json and the pictures.",
          defaultText: "gallery"),
        .framesPerSecond(
          help: "Frames per second of each card's scrubbing strip (its animation plays at 60).",
          default: "20"),
        .scale(default: "0.5"),
      ],
      examples: ["transit gallery --out /tmp/gallery --fps 30 --scale 1"])
  }

  /// Reads a parsed `transit gallery` command line.
  ///
  /// - Parameter parsed: The validated values.
  /// - Throws: `ArgumentError` if a required value is missing.
  package init(_ parsed: ParsedCommand) throws {
    self.init(
      outputDirectory: try parsed.directoryURL("out"),
      framesPerSecond: try parsed.required("fps", \.integer),
      scale: try parsed.required("scale", \.number))
  }

  /// Creates the command.
  ///
  /// - Parameters:
  ///   - outputDirectory: The directory to write into.
  ///   - framesPerSecond: Frames per second; 20 by default.
  ///   - scale: Pixels per point; 0.5 by default (196 × 426 pixels for the default screen).
  package init(outputDirectory: URL, framesPerSecond: Int = 20, scale: Double = 0.5) {
    self.outputDirectory = outputDirectory
    self.framesPerSecond = framesPerSecond
    self.scale = scale
  }
}
