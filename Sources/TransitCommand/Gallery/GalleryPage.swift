import Foundation
import TransitRender

/// The gallery: a page that plays every transition and lets you scrub through each one,
/// frame by frame, as a gesture would.
///
/// `write(to:)` writes four files into a directory, each atomically:
///
/// - `index.html`: the cards grouped by effect, each with the line of Swift that makes it,
///   its animated PNG playing by itself and a slider that shows any frame of its strip;
///   filters by operation and by gesture. All data is in the page, so it works opened
///   straight from disk (`file://`), with no network and no server.
/// - `gallery.js`, `gallery.css`: the sliders' and filters' plain JavaScript, and the look.
/// - `manifest.json`: the cards as data (see `GalleryManifest`).
///
/// ```swift
/// let page = GalleryPage(cards: [
///   GalleryCard(
///     id: "slide-push", title: "Slide", effect: "slide", operation: "push",
///     animation: "slide-push.png", strip: "slide-push-strip.png",
///     frameCount: 12, frameWidth: 393, frameHeight: 852,
///     delaysMs: Array(repeating: 1000 / 30, count: 12))
/// ])
/// try page.write(to: URL(fileURLWithPath: "gallery", isDirectory: true))
/// ```
package struct GalleryPage: Equatable, Sendable {
  /// The page's title and heading.
  package var title: String
  /// The cards, in page order.
  package var cards: [GalleryCard]
  /// The screen the transitions play on, published in the manifest; `nil` for none.
  package var screen: GalleryScreen?
  /// The screens' colours, published in the manifest; empty for none.
  package var palette: [GalleryColor]
  /// The animations' frame rate, for the cards' captions; `nil` says none.
  package var animationFramesPerSecond: Int?
  /// Where each effect's "docs" link goes: the README's Effects section by default, which
  /// lists every factory and its settings. Relative to the page, which `transit gallery`
  /// writes into `gallery/` at the package's root; the README opens from disk and on any
  /// forge, where the DocC archive needs a build and a server and its paths are not stable.
  package var documentationLink: String

  /// The default ``documentationLink``: the README's Effects section, seen from `gallery/`.
  package static let readmeEffects = "../README.md#effects"

  /// The name of the page.
  package static let pageFileName = "index.html"
  /// The name of the script beside the page.
  package static let scriptFileName = "gallery.js"
  /// The name of the stylesheet beside the page.
  package static let stylesheetFileName = "gallery.css"
  /// The name of the manifest beside the page.
  package static let manifestFileName = "manifest.json"

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - title: The page's title and heading.
  ///   - cards: The cards, in page order.
  ///   - screen: The screen the transitions play on, for the manifest.
  ///   - palette: The screens' colours, for the manifest.
  ///   - animationFramesPerSecond: The animations' frame rate, for the captions.
  ///   - documentationLink: Where the effects' "docs" links go.
  package init(
    title: String = "Transit gallery", cards: [GalleryCard], screen: GalleryScreen? = nil,
    palette: [GalleryColor] = [], animationFramesPerSecond: Int? = nil,
    documentationLink: String = readmeEffects
  ) {
    self.title = title
    self.cards = cards
    self.screen = screen
    self.palette = palette
    self.animationFramesPerSecond = animationFramesPerSecond
    self.documentationLink = documentationLink
  }

  /// Checks that every card can be shown: unique ids without spaces, both pictures named,
  /// at least one frame of at least 1x1 pixels in each, one finite, non-negative delay per
  /// frame.
  ///
  /// - Throws: `GalleryError` for the first card that cannot.
  package func validate() throws {
    var seen = Set<String>()
    for card in cards {
      guard !card.id.isEmpty, !card.id.contains(where: \.isWhitespace) else {
        throw GalleryError.invalidID(card.id)
      }
      guard seen.insert(card.id).inserted else { throw GalleryError.duplicateID(card.id) }
      guard !card.animation.isEmpty, !card.strip.isEmpty else {
        throw GalleryError.missingPicture(card: card.id)
      }
      guard card.frameCount >= 1, card.frameWidth >= 1, card.frameHeight >= 1,
        !card.animationDelaysMs.isEmpty, card.animationFrameWidth >= 1,
        card.animationFrameHeight >= 1
      else {
        throw GalleryError.invalidFrames(card: card.id)
      }
      guard card.delaysMs.count == card.frameCount,
        (card.delaysMs + card.animationDelaysMs).allSatisfy({ $0.isFinite && $0 >= 0 })
      else { throw GalleryError.invalidDelays(card: card.id) }
    }
  }

  /// The manifest as pretty-printed JSON, keys sorted so that the file is the same on every
  /// run (dictionary order is not stable between processes).
  ///
  /// - Returns: The contents of `manifest.json`.
  /// - Throws: `GalleryError` when a card is invalid (see `validate()`).
  package func manifestJSON() throws -> Data {
    try validate()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let manifest = GalleryManifest(
      cards: cards, screen: screen, palette: palette.isEmpty ? nil : palette)
    return try encoder.encode(manifest) + Data("\n".utf8)
  }

  /// Writes `index.html`, `gallery.js`, `gallery.css` and `manifest.json` into a directory,
  /// creating it if needed; each file is written whole or not at all.
  ///
  /// The pictures the cards name are not written here: they are expected in the same
  /// directory, at the cards' relative paths.
  ///
  /// - Parameter directory: The directory to write into.
  /// - Returns: The files written, page first.
  /// - Throws: `GalleryError` when a card is invalid, or an error saying which file could
  ///   not be written and why.
  @discardableResult
  package func write(to directory: URL) throws -> [URL] {
    let files: [(String, Data)] = [
      (Self.pageFileName, Data(try html().utf8)),
      (Self.scriptFileName, Data(Self.script.utf8)),
      (Self.stylesheetFileName, Data(Self.stylesheet.utf8)),
      (Self.manifestFileName, try manifestJSON()),
    ]
    var written: [URL] = []
    for (name, data) in files {
      let url = directory.appendingPathComponent(name)
      try AtomicFile.writeMakingDirectory(data, to: url)
      written.append(url)
    }
    return written
  }
}
