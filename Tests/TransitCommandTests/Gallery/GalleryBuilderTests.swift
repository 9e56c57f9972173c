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
      #expect(animation.animationFrameCount == card.frameCount)
      #expect(animation.delaysMilliseconds == card.delaysMs)
      #expect(animation.size?.width == card.frameWidth)
      #expect(strip.size?.width == card.frameWidth * card.frameCount)
      #expect(card.frameWidth == 49 && card.frameHeight == 106)
    }
    // `none` has no length: its first and last frames, the last held.
    let none = try #require(page.cards.first { $0.id == "none-push" })
    #expect(none.delaysMs == [1, 600])
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
