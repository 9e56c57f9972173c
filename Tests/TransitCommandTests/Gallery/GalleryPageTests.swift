import Foundation
import Testing
import TransitCommand

@Suite struct GalleryPageTests {
  static func card(
    _ id: String, title: String = "Slide", frames: Int = 3, style: String? = nil
  ) -> GalleryCard {
    GalleryCard(
      id: id, title: title, effect: "slide", operation: "push", style: style,
      animation: "\(id).png", strip: "\(id)-strip.png", frameCount: frames, frameWidth: 393,
      frameHeight: 852, delaysMs: Array(repeating: 1000.0 / 30, count: frames))
  }

  /// How many times `needle` occurs in `text`.
  private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func hasOneCardPerEntryInOrder() throws {
    let page = GalleryPage(cards: [Self.card("a"), Self.card("b"), Self.card("c")])
    let html = try page.html()
    #expect(count("<article class=\"card\"", in: html) == 3)
    #expect(count("<input class=\"scrubber\"", in: html) == 3)
    #expect(count("<img class=\"animation\"", in: html) == 3)
    let positions = ["id=\"a\"", "id=\"b\"", "id=\"c\""].compactMap {
      html.range(of: $0)?.lowerBound
    }
    #expect(positions.count == 3)
    #expect(positions == positions.sorted())
    #expect(html.contains("3 transitions, by effect."))
  }

  @Test func escapesTitlesSubtitlesAndPaths() throws {
    var card = Self.card("evil", title: #"<script>alert("x")</script> & 'co'"#, style: "<b>")
    card.animation = #"my "dir"/a b.png"#
    card.strip = "it's (1).png"
    let html = try GalleryPage(title: "A <b>bold</b> page", cards: [card]).html()
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<b>"))
    #expect(
      html.contains("<h3>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</h3>")
    )
    #expect(html.contains("<title>A &lt;b&gt;bold&lt;/b&gt; page</title>"))
    #expect(html.contains("slide · push · &lt;b&gt;"))
    #expect(html.contains(#"src="my%20%22dir%22/a%20b.png""#))
    #expect(html.contains("url(&quot;it%27s%20%281%29.png&quot;)"))
  }

  @Test func theScrubberCoversEveryFrameOfTheStrip() throws {
    let html = try GalleryPage(cards: [Self.card("a", frames: 12)]).html()
    #expect(html.contains(#"max="11""#))
    #expect(html.contains("data-frame-count=\"12\""))
    // The strip is twelve frames wide, shown in a box one frame in size.
    #expect(html.contains("background-size:1200% 100%"))
    #expect(html.contains("width:180px;height:390px;"))
    #expect(html.contains(#"width="180" height="390""#))
  }

  @Test func framesAreScaledToFitTheCardKeepingTheirShape() throws {
    var wide = Self.card("wide")
    (wide.frameWidth, wide.frameHeight) = (1000, 100)
    var tall = Self.card("tall")
    (tall.frameWidth, tall.frameHeight) = (10, 4000)
    let html = try GalleryPage(cards: [wide, tall]).html()
    #expect(html.contains("width:180px;height:18px;"))
    #expect(html.contains("width:1px;height:400px;"))
  }

  @Test func cardsAreGroupedByEffectInTheOrderEffectsFirstCome() throws {
    var fade = Self.card("fade-push")
    fade.effect = "fade"
    var gesture = Self.card("slide-pop-flick")
    (gesture.operation, gesture.interaction) = ("pop", "edgePanBack")
    let html = try GalleryPage(cards: [Self.card("slide-push"), fade, gesture]).html()
    #expect(count("<section class=\"effect\"", in: html) == 2)
    let order = [
      #"id="effect-slide""#, #"id="slide-push""#, #"id="slide-pop-flick""#,
      #"id="effect-fade""#, #"id="fade-push""#,
    ].map { html.range(of: $0)?.lowerBound }
    #expect(order.allSatisfy { $0 != nil })
    #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    #expect(html.contains(##"<h2>slide <a class="docs" href="../README.md#effects""##))
    #expect(html.contains(##"<a href="#effect-fade">fade</a>"##))
  }

  @Test func theFiltersOfferEachOperationAndTheGestureDrivenCards() throws {
    var pop = Self.card("b")
    (pop.operation, pop.interaction) = ("pop", "edgePanBack")
    let html = try GalleryPage(cards: [Self.card("a"), pop, Self.card("c")]).html()
    #expect(html.contains(#"<input type="radio" name="operation" value="" checked> all"#))
    #expect(count(#"<input type="radio" name="operation""#, in: html) == 3)
    let push = html.range(of: #"value="push""#)?.lowerBound
    let popButton = html.range(of: #"value="pop""#)?.lowerBound
    #expect(push != nil && popButton != nil && push! < popButton!)
    #expect(html.contains(#"<input type="checkbox" name="interactive">"#))
    #expect(html.contains(#"data-operation="pop" data-interactive="true""#))
    #expect(count(#"data-interactive="false""#, in: html) == 2)
    #expect(html.contains("3 of 3 shown"))
  }

  @Test func aCardShowsItsLineOfSwiftAndItsFrameRate() throws {
    var card = Self.card("a")
    card.swift = "home.transit.present(detail, using: .card(topInset: 40) < x)"
    let html = try GalleryPage(cards: [card], animationFramesPerSecond: 60).html()
    #expect(
      html.contains(
        #"<pre class="swift"><code>home.transit.present(detail, using: .card(topInset: 40) &lt; x)</code></pre>"#
      ))
    #expect(html.contains("plays by itself at 60 fps"))
    let plain = try GalleryPage(cards: [Self.card("a")]).html()
    #expect(!plain.contains("<pre"))
    #expect(plain.contains("<figcaption>plays by itself</figcaption>"))
  }

  @Test func anEmptyGallerySaysSo() throws {
    let html = try GalleryPage(cards: []).html()
    #expect(html.contains("No transitions yet."))
    #expect(count("<article", in: html) == 0)
  }

  @Test func thePageNeedsNoNetwork() throws {
    let html = try GalleryPage(cards: [Self.card("a")]).html()
    for text in [html, GalleryPage.script, GalleryPage.stylesheet] {
      #expect(!text.contains("http:"))
      #expect(!text.contains("https:"))
      #expect(!text.contains("fetch("))
      #expect(!text.contains("XMLHttpRequest"))
    }
    #expect(html.contains(#"<script src="gallery.js"></script>"#))
    #expect(html.contains(#"<link rel="stylesheet" href="gallery.css">"#))
  }

  @Test func theManifestRoundTripsThroughJSONDecoder() throws {
    let cards = [Self.card("a", style: "custom"), Self.card("b", title: "Fade \"in\"", frames: 1)]
    let data = try GalleryPage(cards: cards).manifestJSON()
    let decoded = try JSONDecoder().decode(GalleryManifest.self, from: data)
    #expect(decoded == GalleryManifest(cards: cards))
  }

  @Test func theManifestHasEveryKeyEvenWithoutAStyle() throws {
    let data = try GalleryPage(cards: [Self.card("a")]).manifestJSON()
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let cards = object?["cards"] as? [[String: Any]]
    #expect(
      cards?.first.map { Set($0.keys) }
        == [
          "id", "title", "effect", "operation", "style", "interaction", "swift", "animation",
          "animationFrameCount", "animationFrameWidth", "animationFrameHeight",
          "animationDelaysMs", "strip", "frameCount", "frameWidth", "frameHeight", "delaysMs",
        ])
    #expect(cards?.first?["style"] is NSNull)
    #expect(cards?.first?["interaction"] is NSNull)
    #expect(cards?.first?["animationFrameCount"] as? Int == 3)
    #expect((cards?.first?["delaysMs"] as? [Double])?.count == 3)
  }

  @Test func invalidCardsAreRefusedWithAReason() {
    var noFrames = Self.card("a")
    noFrames.frameCount = 0
    noFrames.delaysMs = []
    var zeroWidth = Self.card("a")
    zeroWidth.frameWidth = 0
    var shortDelays = Self.card("a")
    shortDelays.delaysMs = [33]
    var nanDelay = Self.card("a")
    nanDelay.delaysMs[1] = .nan
    var negativeDelay = Self.card("a")
    negativeDelay.delaysMs[0] = -1
    var noStrip = Self.card("a")
    noStrip.strip = ""
    var noAnimationFrames = Self.card("a")
    noAnimationFrames.animationDelaysMs = []
    var zeroAnimationHeight = Self.card("a")
    zeroAnimationHeight.animationFrameHeight = 0
    var nanAnimationDelay = Self.card("a")
    nanAnimationDelay.animationDelaysMs[0] = .infinity
    let cases: [([GalleryCard], GalleryError)] = [
      ([Self.card("a"), Self.card("a")], .duplicateID("a")),
      ([Self.card("")], .invalidID("")),
      ([Self.card("a b")], .invalidID("a b")),
      ([noFrames], .invalidFrames(card: "a")),
      ([zeroWidth], .invalidFrames(card: "a")),
      ([shortDelays], .invalidDelays(card: "a")),
      ([nanDelay], .invalidDelays(card: "a")),
      ([negativeDelay], .invalidDelays(card: "a")),
      ([noStrip], .missingPicture(card: "a")),
      ([noAnimationFrames], .invalidFrames(card: "a")),
      ([zeroAnimationHeight], .invalidFrames(card: "a")),
      ([nanAnimationDelay], .invalidDelays(card: "a")),
    ]
    for (cards, error) in cases {
      #expect(throws: error) { try GalleryPage(cards: cards).html() }
      #expect(throws: error) { try GalleryPage(cards: cards).manifestJSON() }
      #expect(!error.description.isEmpty)
    }
  }

  @Test func writesThePageScriptStylesheetAndManifest() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("GalleryPageTests-\(UUID().uuidString)/nested", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let page = GalleryPage(cards: [Self.card("a"), Self.card("b")])
    let written = try page.write(to: directory)
    #expect(
      written.map(\.lastPathComponent) == [
        "index.html", "gallery.js", "gallery.css", "manifest.json",
      ])
    #expect(
      try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        == page.html())
    #expect(
      try String(contentsOf: directory.appendingPathComponent("gallery.js"), encoding: .utf8)
        == GalleryPage.script)
    let manifest = try JSONDecoder().decode(
      GalleryManifest.self,
      from: Data(contentsOf: directory.appendingPathComponent("manifest.json")))
    #expect(manifest.cards == page.cards)
    // Nothing but the four files: no temporary file is left behind.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == ["gallery.css", "gallery.js", "index.html", "manifest.json"])
  }

  @Test func anInvalidPageWritesNothing() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("GalleryPageTests-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(throws: GalleryError.duplicateID("a")) {
      try GalleryPage(cards: [Self.card("a"), Self.card("a")]).write(to: directory)
    }
    #expect(!FileManager.default.fileExists(atPath: directory.path))
  }
}
