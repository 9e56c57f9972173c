import Foundation
import TestSupport
import Testing
import Transit
import TransitCommand

/// The `transit` commands run end to end through the command line, with the real engine,
/// stage and renderer, writing into temporary directories.
@MainActor
@Suite struct TransitExecutorTests {
  let executor = TransitExecutor()

  func run(_ arguments: [String], executor: TransitExecutor? = nil) -> (ExitCode, CapturedStreams) {
    let executor = executor ?? self.executor
    let captured = CapturedStreams()
    let status = TransitCommandLine(catalog: executor.catalog)
      .run(arguments, streams: captured.streams(), executor: executor.commands)
    return (status, captured)
  }

  @Test func theCatalogueIsTheEnginesEffectsAndTheSevenOperations() {
    let catalog = executor.catalog
    #expect(catalog.effectNames == TransitionCatalog.entries.map(\.name))
    #expect(
      catalog.operationNames == [
        "push", "pop", "tab-left", "tab-right", "present", "dismiss", "switch",
      ])
    #expect(
      catalog.interactionNames == [
        "edge-pan-cancel", "edge-pan-finish", "flick", "regrab", "swipe-tabs", "pull-down",
        "pinch-close",
      ])
  }

  @Test func listShowsEveryEffectWithItsSummaryAndTheOperations() {
    let (status, captured) = run(["list"])
    #expect(status == .success)
    let lines = captured.output.split(separator: "\n").map(String.init)
    for entry in TransitionCatalog.entries {
      #expect(
        lines.contains { $0.hasPrefix("  \(entry.name) ") && $0.hasSuffix(entry.summary) },
        "\(entry.name)")
    }
    #expect(lines.contains("  push, pop, tab-left, tab-right, present, dismiss, switch"))
    // Every gesture, with the operation it drives.
    #expect(lines.contains { $0.hasPrefix("  regrab ") && $0.contains("pop: ") })
    #expect(lines.contains { $0.hasPrefix("  swipe-tabs ") && $0.contains("tab-right: ") })
    #expect(!captured.output.contains("not available"))
  }

  @Test func renderWritesAnAnimatedPNGOfEveryFrame() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("nested/slide.png")
    let (status, captured) = run([
      "render", "slide", "--operation", "push", "--fps", "20", "--scale", "0.25",
      "--out", file.path,
    ])
    #expect(status == .success, "\(captured.error)")
    let png = try #require(PNGChunks(contentsOf: file))
    // 0.35 s at 20 frames a second: 7 steps of 50 ms and the end, which holds 600 ms.
    #expect(png.animationFrameCount == 8)
    #expect(png.delaysMilliseconds == [50, 50, 50, 50, 50, 50, 50, 600])
    #expect(png.size?.width == 98 && png.size?.height == 213)
    #expect(captured.output == "wrote \(file.path): 8 frames of 98x213 pixels, 0.35 s\n")
  }

  @Test func renderWithSheetWritesOneStillPicture() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("sheet.png")
    let (status, _) = run([
      "render", "fade", "--operation", "dismiss", "--style", "custom", "--fps", "10",
      "--scale", "0.25", "--sheet", "--out", file.path,
    ])
    #expect(status == .success)
    let png = try #require(PNGChunks(contentsOf: file))
    #expect(png.animationFrameCount == nil)
    // 0.35 s at 10 frames a second is 5 frames, in one row of cells wider than a frame.
    let size = try #require(png.size)
    #expect(size.width > 5 * 98 && size.height > 213 && size.height < 2 * 213)
  }

  @Test func anInteractionRendersTheGestureDrivenScene() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("flick.png")
    let (status, captured) = run([
      "render", "push", "--operation", "pop", "--interaction", "flick", "--fps", "10",
      "--scale", "0.25", "--out", file.path,
    ])
    #expect(status == .success, "\(captured.error)")
    let chunks = try #require(PNGChunks(contentsOf: file))
    #expect((chunks.animationFrameCount ?? 0) >= 2, "an animated PNG of the flick")
  }

  @Test func anInteractionMustDriveTheOperationAsked() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("pan.png")
    let (status, captured) = run([
      "render", "slide", "--operation", "push", "--interaction", "edge-pan-finish",
      "--out", file.path,
    ])
    #expect(status == .usageError)
    #expect(
      captured.error
        == "error: --interaction edge-pan-finish drives a pop; use --operation pop\n")
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  /// Reliability finding 11: a frame larger than a bitmap holds used to be cut off without
  /// a word; it is refused in one line, before any work, and nothing is written.
  @Test func aFrameLargerThanABitmapHoldsIsRefused() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("huge.png")
    let (status, captured) = run([
      "render", "slide", "--operation", "push", "--size", "4096x4096", "--scale", "4",
      "--out", file.path,
    ])
    #expect(status == .usageError)
    #expect(
      captured.error
        == "error: --size 4096x4096 at --scale 4 is 16384x16384 pixels, more than a frame "
        + "holds (67108864 pixels); lower --scale or --size\n")
    #expect(!FileManager.default.fileExists(atPath: file.path))
    ReliabilityLog.record(
      "11", tried: "transit render slide --operation push --size 4096x4096 --scale 4",
      outcome: "exit \(status.rawValue), nothing written", diagnostic: captured.error)
  }

  /// Round two, finding 6: `--help` gave each of `--size` and `--scale` its range, and the
  /// largest of both was refused; the help now states the limit of the two together, the
  /// one the refusal names.
  @Test func theRenderHelpStatesTheLimitTheRefusalNames() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (_, refused) = run([
      "render", "slide", "--operation", "push", "--size", "4096x4096", "--scale", "4",
      "--out", directory.appendingPathComponent("huge.png").path,
    ])
    let limit = try #require(
      refused.error.split(separator: "(").last?.split(separator: " ").first,
      "the refusal names the pixels a frame holds: \(refused.error)")
    let (status, help) = run(["render", "--help"])
    #expect(status == .success)
    let flowing = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    // The option's line, after the usage line's mention.
    let sizeHelp = try #require(flowing.components(separatedBy: "--size <size> ").last)
    #expect(
      sizeHelp.hasPrefix(
        "The screen's size. Times --scale, a frame holds at most \(limit) pixels"),
      "\(sizeHelp)")
    ReliabilityLog.record(
      "R2-6", tried: "transit render --help, then --size 4096x4096 --scale 4",
      outcome: "the help states the limit of --size and --scale together; the render is "
        + "refused in one line (exit 2)",
      diagnostic: (sizeHelp.components(separatedBy: "refused.").first ?? "") + "refused.")
  }

  @Test func timelinePrintsTheTable() {
    let (status, captured) = run(["timeline", "fade", "--operation", "push"])
    #expect(status == .success)
    let lines = captured.output.split(separator: "\n")
    #expect(lines.first == "duration 0.35 s; nodes: from, to")
    // The standard curve is symmetric: both screens are at half opacity at 50 %.
    #expect(
      lines.contains { $0.hasPrefix("to | opacity | 0 |") && $0.hasSuffix("| 0.5 | 0.871 | 1") })
  }

  @Test func timelinePrintsJSONWithValuesAtFiveFractions() throws {
    let (status, captured) = run([
      "timeline", "fade", "--operation", "present", "--style", "custom", "--size", "300x600",
      "--json",
    ])
    #expect(status == .success)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(captured.output.utf8)) as? [String: Any])
    #expect(object["effect"] as? String == "fade")
    #expect(object["style"] as? String == "custom")
    #expect(object["fractions"] as? [Double] == [0, 0.25, 0.5, 0.75, 1])
    let screen = try #require(object["screen"] as? [String: Double])
    #expect(screen == ["width": 300, "height": 600])
    let nodes = try #require(object["nodes"] as? [[String: Any]])
    #expect(nodes.compactMap { $0["id"] as? String }.contains("to"))
    // The custom presentation's bottom two thirds of the 600-point screen.
    let to = try #require(nodes.first { $0["id"] as? String == "to" })
    let frame = try #require(to["frame"] as? [String: Double])
    #expect(frame == ["x": 0, "y": 200, "width": 300, "height": 400])
    let tracks = try #require(object["tracks"] as? [[String: Any]])
    let opacity = try #require(
      tracks.first { $0["node"] as? String == "to" && $0["property"] as? String == "opacity" })
    let values = try #require(opacity["values"] as? [Double])
    #expect(values.count == 5)
    #expect(values.first == 0 && values[2] == 0.5 && values.last == 1)
    #expect(opacity["delay"] as? Double == 0 && opacity["duration"] as? Double == 0.35)
  }

  @Test func theStyleIsLeftOutOfNonModalTimelines() throws {
    let (_, captured) = run([
      "timeline", "slide", "--operation", "push", "--style", "custom", "--json",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(captured.output.utf8)) as? [String: Any])
    #expect(object["style"] is NSNull)
    let tracks = try #require(object["tracks"] as? [[String: Any]])
    #expect(!tracks.isEmpty)
  }

  @Test func galleryReportsProgressAndEndsWithThePagesPath() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fade = try #require(TransitionCatalog.entry(named: "fade"))
    let small = TransitExecutor(entries: [fade], now: { 0 })
    let out = directory.appendingPathComponent("site")
    let (status, captured) = run(
      ["gallery", "--out", out.path, "--fps", "5", "--scale", "0.25"], executor: small)
    #expect(status == .success, "\(captured.error)")
    let lines = captured.output.split(separator: "\n").map(String.init)
    #expect(lines.last == out.appendingPathComponent("index.html").path)
    #expect(lines.first == "rendered 9 transitions in 0 s")
    let progress = captured.error.split(separator: "\n")
    #expect(progress.count == 9)
    #expect(progress.first == "rendered 1/9: fade push")
    #expect(progress.last == "rendered 9/9: fade switch")
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))
  }
}
