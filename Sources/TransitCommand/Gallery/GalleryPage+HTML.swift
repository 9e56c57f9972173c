extension GalleryPage {
  /// The widest a card shows a frame, in CSS pixels.
  static let displayWidth = 180.0
  /// The tallest a card shows a frame, in CSS pixels.
  static let displayHeight = 400.0

  /// The page's HTML: a header and one `<article class="card">` per card, every text and
  /// attribute escaped.
  ///
  /// - Returns: The contents of `index.html`.
  /// - Throws: `GalleryError` when a card is invalid (see `validate()`).
  package func html() throws -> String {
    try validate()
    let count = cards.count == 1 ? "1 transition" : "\(cards.count) transitions"
    var page = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title.htmlEscaped)</title>
      <link rel="stylesheet" href="\(Self.stylesheetFileName)">
      </head>
      <body>
      <header>
      <h1>\(title.htmlEscaped)</h1>
      <p>\(count). Each plays by itself on the left; drag a slider to move through its \
      frames as a gesture would.</p>
      </header>
      <main class="cards">

      """
    if cards.isEmpty {
      page += "<p class=\"empty\">No transitions yet.</p>\n"
    }
    for card in cards {
      page += Self.cardHTML(card)
    }
    page += """
      </main>
      <script src="\(Self.scriptFileName)"></script>
      </body>
      </html>

      """
    return page
  }

  /// One card's article.
  ///
  /// - Parameter card: A valid card.
  /// - Returns: The card's HTML, every text and attribute escaped.
  static func cardHTML(_ card: GalleryCard) -> String {
    let (width, height) = displaySize(card)
    let title = card.title.htmlEscaped
    let delays = card.delaysMs.map { String($0) }.joined(separator: ",")
    let stripStyle =
      "width:\(width)px;height:\(height)px;"
      + "background-image:url(\"\(card.strip.urlPathEncoded)\");"
      + "background-size:\(card.frameCount * 100)% 100%;background-position:0% 0%"
    return """
      <article class="card" id="\(card.id.htmlEscaped)" data-frame-count="\(card.frameCount)" \
      data-delays-ms="\(delays)">
      <h2>\(title)</h2>
      <p class="subtitle">\(card.subtitle.htmlEscaped)</p>
      <div class="views">
      <figure>
      <img class="animation" src="\(card.animation.urlPathEncoded.htmlEscaped)" \
      width="\(width)" height="\(height)" alt="\(title), playing">
      <figcaption>plays by itself</figcaption>
      </figure>
      <figure>
      <div class="frame" role="img" aria-label="\(title), one frame" \
      style="\(stripStyle.htmlEscaped)"></div>
      <figcaption class="frame-label">frame 1 of \(card.frameCount)</figcaption>
      </figure>
      </div>
      <input class="scrubber" type="range" min="0" max="\(card.frameCount - 1)" step="1" \
      value="0" aria-label="Scrub \(title)">
      </article>

      """
  }

  /// A frame's size on the page.
  ///
  /// - Parameter card: The card.
  /// - Returns: The frame's aspect ratio, scaled to fit `displayWidth` by `displayHeight`,
  ///   in whole CSS pixels, each at least 1.
  static func displaySize(_ card: GalleryCard) -> (width: Int, height: Int) {
    let width = Double(max(1, card.frameWidth))
    let height = Double(max(1, card.frameHeight))
    let scale = min(displayWidth / width, displayHeight / height)
    return (max(1, Int((width * scale).rounded())), max(1, Int((height * scale).rounded())))
  }
}
