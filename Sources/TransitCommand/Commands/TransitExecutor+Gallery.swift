import Foundation

extension TransitExecutor {
  /// `transit gallery`: renders every effect for every operation (present and dismiss in
  /// both styles) with a progress report on standard error, writes the page, and prints
  /// the page's absolute path as the last line of standard output.
  ///
  /// - Parameters:
  ///   - request: Where and how to render.
  ///   - streams: Where to report.
  /// - Throws: An error saying which transition could not be played or which file could
  ///   not be written.
  @MainActor
  public func gallery(_ request: GalleryRequest, _ streams: CommandStreams) throws {
    let started = now()
    let builder = GalleryBuilder(
      entries: entries, framesPerSecond: request.framesPerSecond, scale: request.scale)
    var progress = ProgressReporter(
      total: builder.jobs.count, streams: streams, now: now)
    let page = try builder.build(into: request.outputDirectory) { job in
      progress.advance(job.item)
    }
    progress.finish()
    let index = request.outputDirectory.appendingPathComponent(GalleryPage.pageFileName)
      .standardizedFileURL
    streams.writeOutput(
      "rendered \(page.cards.count) transitions in \(Self.seconds(max(0, now() - started))) s\n"
        + index.path + "\n")
  }
}
