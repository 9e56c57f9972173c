import Foundation
import Testing
import Transit
import TransitCommand
import TransitRender
import TransitScenarios

@MainActor
@Suite struct GalleryBuilderTests {
  func entries(_ names: String...) throws -> [TransitionCatalog.Entry] {
    try names.map { try #require(TransitionCatalog.entry(named: $0)) }
  }

  @Test func everyEffectGetsEveryOperationAndBothModalStyles() throws {
    let builder = GalleryBuilder(entries: try entries("slide", "fade"))
    let ids = builder.jobs.map(\.id)
    // Nine each, and the swipe between tabs, whose effect (slide) is in the catalogue.
    #expect(ids.count == 19)
    #expect(Set(ids).count == 19)
    #expect(ids.last == "slide-tab-right-swipe-tabs")
    #expect(
      Array(ids.prefix(9)) == [
        "slide-push", "slide-pop", "slide-tab-left", "slide-tab-right",
        "slide-present-full-screen", "slide-present-custom", "slide-dismiss-full-screen",
        "slide-dismiss-custom", "slide-switch",
      ])
    #expect(builder.jobs[5].item == "slide present custom")
  }

  @Test func theWholeCatalogueMakesAPageOfUniqueCards() {
    let jobs = GalleryBuilder().jobs
    // Every effect for nine operations, and the seven gesture-driven scenes.
    #expect(jobs.count == TransitionCatalog.entries.count * 9 + 7)
    #expect(
      jobs.compactMap(\.gesture?.rawValue) == [
        "edge-pan-cancel", "edge-pan-finish", "flick", "regrab", "swipe-tabs", "pull-down",
        "pinch-close",
      ])
    #expect(Set(jobs.map(\.id)).count == jobs.count)
  }

  @Test func buildWritesEachCardsAnimationAndStripThenThePage() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let builder = GalleryBuilder(
      entries: try entries("fade", "none"), framesPerSecond: 10, scale: 0.125)
    var finished: [String] = []
    let page = try builder.build(into: directory) { finished.append($0.id) }
    #expect(finished == builder.jobs.map(\.id))
    #expect(page.cards.map(\.id) == finished)
    for card in page.cards {
      let animation = try #require(
        PNGChunks(contentsOf: directory.appendingPathComponent(card.animation)), "\(card.id)")
      let strip = try #require(
        PNGChunks(contentsOf: directory.appendingPathComponent(card.strip)), "\(card.id)")
      #expect(animation.animationFrameCount == card.animationDelaysMs.count)
      #expect(animation.delaysMilliseconds == card.animationDelaysMs)
      #expect(animation.size?.width == card.animationFrameWidth)
      #expect(strip.size?.width == card.frameWidth * card.frameCount)
      #expect(card.frameWidth == 49 && card.frameHeight == 106)
      #expect(card.animationFrameWidth == 49 && card.animationFrameHeight == 106)
      #expect(!card.swift.isEmpty)
      // The line spells the effect as the catalogue does: one source for both.
      #expect(
        TransitionCatalog.entry(named: card.effect).map { card.swift.contains($0.spelling) }
          == true, "\(card.id)")
    }
    // `none` has no length: its first and last frames, the last held.
    let none = try #require(page.cards.first { $0.id == "none-push" })
    #expect(none.delaysMs == [1, 600])
    #expect(none.animationDelaysMs == [1, 600])
    // A fade lasts 0.35 s (`TransitionTiming.standard`): the animation shows a frame every
    // 1/60 s, 16 or 17 ms so that each starts on time, the strip one every 1/10 s.
    let fade = try #require(page.cards.first { $0.id == "fade-push" })
    #expect(fade.animationDelaysMs.count == 22)
    #expect(fade.animationDelaysMs.dropLast().allSatisfy { $0 == 16 || $0 == 17 })
    #expect(fade.animationDelaysMs.dropLast().reduce(0, +) == 350)
    #expect(fade.delaysMs == [100, 100, 100, 50, 600])
    #expect(fade.swift == "navigationController.transit.push(detail, using: .fade)")
    let manifest = try JSONDecoder().decode(
      GalleryManifest.self,
      from: Data(contentsOf: directory.appendingPathComponent("manifest.json")))
    #expect(manifest.cards == page.cards)
    #expect(manifest.screen == GalleryScreen(width: 393, height: 852, scale: 0.125))
    let palette = try #require(manifest.palette)
    let grid = try #require(palette.first { $0.name == "grid" })
    #expect(
      [grid.red, grid.green, grid.blue]
        == [
          DemoPalette.Grid.background.red, DemoPalette.Grid.background.green,
          DemoPalette.Grid.background.blue,
        ])
    #expect(palette.map(\.name) == ["grid", "detail", "container", "backdrop", "dimming"])
  }

  @Test func theStripTakesTheAnimationsFramesNearestItsOwnTimes() throws {
    let frames = (0..<8).map { Bitmap(width: 1, height: 1, fill: Color(white: Double($0) / 8)) }
    // Frames at 60 fps up to 0.1 s, then the end at 0.11 s.
    let times = (0..<7).map { Double($0) / 60 } + [0.11]
    let recording = ScenarioRecording(
      frames: frames, times: times, duration: 0.11, timeline: Timeline(nodes: [], tracks: []))
    let strip = GalleryBuilder.frames(of: recording, atFramesPerSecond: 20)
    #expect(strip.times == [times[0], times[3], times[6], times[7]])
    #expect(strip.frames == [frames[0], frames[3], frames[6], frames[7]])
    #expect(GalleryBuilder.delays(of: strip) == [50, 50, 10, 600])
    #expect(GalleryBuilder.delays(of: recording) == [17, 16, 17, 17, 16, 17, 10, 600])
    // A strip as fine as the animation is the animation.
    #expect(GalleryBuilder.frames(of: recording, atFramesPerSecond: 60).times == times)
  }

  @Test func aLargerScaleSharpensTheStripAndNotTheAnimation() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let builder = GalleryBuilder(entries: try entries("none"), framesPerSecond: 10, scale: 1)
    let page = try builder.build(into: directory)
    let card = try #require(page.cards.first)
    #expect(card.frameWidth == 393 && card.frameHeight == 852)
    #expect(card.animationFrameWidth == 196 && card.animationFrameHeight == 426)
    #expect(page.animationFramesPerSecond == 60)
  }

  @Test func theFilesAreTheSameHoweverManyCardsAreWrittenAtOnce() throws {
    var contents: [[String: Data]] = []
    for concurrent in [1, 3] {
      let directory = try makeTemporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      var builder = GalleryBuilder(
        entries: try entries("fade", "flip"), framesPerSecond: 10, scale: 0.125)
      builder.concurrentCards = concurrent
      var finished: [String] = []
      try builder.build(into: directory) { finished.append($0.id) }
      // Reported in page order, whichever card's files were written first.
      #expect(finished == builder.jobs.map(\.id))
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      contents.append(
        try Dictionary(
          uniqueKeysWithValues: names.map {
            ($0, try Data(contentsOf: directory.appendingPathComponent($0)))
          }))
    }
    #expect(contents[0].count == 2 * 18 + 4)
    #expect(contents[0] == contents[1])
  }

  @Test func aCardThatCannotBeWrittenIsNamed() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A file where the first card's animation should go.
    let blocker = directory.appendingPathComponent("fade-push.png", isDirectory: true)
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
    let builder = GalleryBuilder(entries: try entries("fade"), framesPerSecond: 1, scale: 0.125)
    #expect {
      try builder.build(into: directory)
    } throws: { error in
      let text = (error as? GalleryBuilder.Failure)?.errorDescription ?? ""
      return text.hasPrefix("cannot render fade push: cannot write \(blocker.path)")
    }
    #expect(
      !FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("index.html").path))
  }
}
