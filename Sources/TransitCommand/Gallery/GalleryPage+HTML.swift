extension GalleryPage {
  /// The widest a card shows a frame, in CSS pixels.
  static let displayWidth = 180.0
  /// The tallest a card shows a frame, in CSS pixels.
  static let displayHeight = 400.0

  /// The page's HTML: a header with the filters, then a section per effect (in the order
  /// its first card comes) holding its cards, each an `<article class="card">`, every text
  /// and attribute escaped.
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
      <p>\(count), by effect. Each plays by itself on the left; drag a slider to move \
      through its frames as a gesture would.</p>

      """
    page += filtersHTML()
    page += "</header>\n<main>\n"
    if cards.isEmpty {
      page += "<p class=\"empty\">No transitions yet.</p>\n"
    } else {
      page += "<nav class=\"effects\" aria-label=\"Effects\">"
      page += effectGroups.map {
        "<a href=\"#\(Self.sectionID($0.effect).htmlEscaped)\">\($0.effect.htmlEscaped)</a>"
      }
      .joined(separator: " ")
      page += "</nav>\n"
      page += "<p class=\"empty\" hidden>No transition matches the filter.</p>\n"
    }
    for group in effectGroups {
      page += sectionHTML(effect: group.effect, cards: group.cards)
    }
    page += """
      </main>
      <script src="\(Self.scriptFileName)"></script>
      </body>
      </html>

      """
    return page
  }

  /// The cards by effect: one group per effect, in the order of each effect's first card,
  /// its cards in page order.
  var effectGroups: [(effect: String, cards: [GalleryCard])] {
    var order: [String] = []
    var byEffect: [String: [GalleryCard]] = [:]
    for card in cards {
      if byEffect[card.effect] == nil { order.append(card.effect) }
      byEffect[card.effect, default: []].append(card)
    }
    return order.map { ($0, byEffect[$0] ?? []) }
  }

  /// The operations the cards have, in the order they first come.
  var operations: [String] {
    var seen = Set<String>()
    return cards.map(\.operation).filter { seen.insert($0).inserted }
  }

  /// The filters: one radio button per operation (and "all"), and a checkbox for the
  /// cards a gesture drives. The script hides the cards they leave out.
  func filtersHTML() -> String {
    var html = """
      <form class="filters" aria-label="Filter the transitions">
      <fieldset class="operation-filter">
      <legend>Operation</legend>
      <label><input type="radio" name="operation" value="" checked> all</label>

      """
    for operation in operations {
      html += "<label><input type=\"radio\" name=\"operation\" value=\"\(operation.htmlEscaped)\"> "
      html += "\(operation.htmlEscaped)</label>\n"
    }
    html += """
      </fieldset>
      <label class="interactive-filter"><input type="checkbox" name="interactive"> \
      driven by a gesture only</label>
      <output class="shown" aria-live="polite">\(cards.count) of \(cards.count) shown</output>
      </form>

      """
    return html
  }

  /// An effect's section: its heading, a link to its documentation, and its cards.
  func sectionHTML(effect: String, cards: [GalleryCard]) -> String {
    var html = """
      <section class="effect" id="\(Self.sectionID(effect).htmlEscaped)" \
      data-effect="\(effect.htmlEscaped)">
      <h2>\(effect.htmlEscaped) <a class="docs" href="\(documentationLink.htmlEscaped)" \
      title="The effects and their settings, in the README">docs</a></h2>
      <div class="cards">

      """
    for card in cards {
      html += cardHTML(card)
    }
    html += "</div>\n</section>\n"
    return html
  }

  /// The id of an effect's section: `effect-slide`.
  static func sectionID(_ effect: String) -> String {
    "effect-" + effect.map { $0.isWhitespace ? "-" : String($0) }.joined()
  }

  /// One card's article.
  ///
  /// - Parameter card: A valid card.
  /// - Returns: The card's HTML, every text and attribute escaped.
  func cardHTML(_ card: GalleryCard) -> String {
    let (width, height) = Self.displaySize(card)
    let title = card.title.htmlEscaped
    let delays = card.delaysMs.map { String($0) }.joined(separator: ",")
    let stripStyle =
      "width:\(width)px;height:\(height)px;"
      + "background-image:url(\"\(card.strip.urlPathEncoded)\");"
      + "background-size:\(card.frameCount * 100)% 100%;background-position:0% 0%"
    let swift =
      card.swift.isEmpty
      ? ""
      : "<pre class=\"swift\"><code>\(card.swift.htmlEscaped)</code></pre>\n"
    return """
      <article class="card" id="\(card.id.htmlEscaped)" data-effect="\(card.effect.htmlEscaped)" \
      data-operation="\(card.operation.htmlEscaped)" \
      data-interactive="\(card.isInteractive ? "true" : "false")" \
      data-frame-count="\(card.frameCount)" data-delays-ms="\(delays)">
      <h3>\(title)</h3>
      <p class="subtitle">\(card.subtitle.htmlEscaped)\(card.isInteractive ? " · interactive" : "")\
      </p>
      \(swift)<div class="views">
      <figure>
      <img class="animation" src="\(card.animation.urlPathEncoded.htmlEscaped)" \
      width="\(width)" height="\(height)" alt="\(title), playing">
      <figcaption>plays by itself\(animationFramesPerSecond.map { " at \($0) fps" } ?? "")</figcaption>
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
