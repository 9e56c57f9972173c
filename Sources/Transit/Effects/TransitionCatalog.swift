/// Every effect of the library by name, with its default settings and how an app writes
/// it in Swift: what `transit list` shows and the gallery plays, each card with its line of
/// Swift built from ``Entry/spelling``.
///
/// Each effect's spelling is written here only, beside the transition it names; the
/// package's tests check, for every entry, that code written that way makes the same
/// transition.
public enum TransitionCatalog {
  /// One named transition.
  public struct Entry: Sendable {
    /// The name users type: `"slide"`, `"push"`, `"card"`.
    public let name: String
    /// What it is, in a few words.
    public let summary: String
    /// How an app writes ``transition`` in Swift, with its leading dot: `.slide`,
    /// `.card(topInset: 40)` (a parameter only where its value is worth seeing).
    public let spelling: String
    /// The transition with its default settings.
    public let transition: Transition

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - name: The name users type.
    ///   - summary: What it is, in a few words.
    ///   - spelling: How an app writes the transition in Swift.
    ///   - transition: The transition with its default settings.
    init(_ name: String, _ summary: String, _ spelling: String, _ transition: Transition) {
      self.name = name
      self.summary = summary
      self.spelling = spelling
      self.transition = transition
    }
  }

  /// The entries, in the order listings show them.
  public static let entries: [Entry] = [
    Entry("slide", "both screens slide", ".slide", .slide),
    Entry("fade", "cross-dissolve", ".fade", .fade),
    Entry(
      "card", "a card rises, the presenter scales back", ".card(topInset: 40)",
      .card(topInset: 40)),
    Entry("ripple", "circular reveal from the centre", ".ripple()", .ripple()),
    Entry("overlay", "a centred box grows over dimming", ".overlay", .overlay),
    Entry("matched", "shared elements fly between screens", ".matched()", .matched()),
    Entry("push", "slides in, pushes the other 30 %", ".push()", .push()),
    Entry("pull", "slides out, the other follows", ".pull()", .pull()),
    Entry("cover", "slides over a still screen", ".cover()", .cover()),
    Entry("uncover", "slides away from a still screen", ".uncover()", .uncover()),
    Entry("zoomSlide", "shrinks, slides, grows back", ".zoomSlide()", .zoomSlide()),
    Entry("pageIn", "a page laid on a stack", ".pageIn()", .pageIn()),
    Entry("pageOut", "a page taken off a stack", ".pageOut()", .pageOut()),
    Entry("zoom", "zooming in", ".zoom", .zoom),
    Entry("zoomOut", "zooming out", ".zoomOut", .zoomOut),
    Entry("flip", "a card flipping over", ".flip()", .flip()),
    Entry("cube", "faces of a turning cube", ".cube()", .cube()),
    Entry("fold", "unfolding from an edge", ".fold()", .fold()),
    Entry("portal", "the screen parts like doors", ".portal", .portal),
    Entry("turn", "a book's page turning", ".turn()", .turn()),
    Entry("cards", "a deck of cards", ".cards()", .cards()),
    Entry("explode", "the screen bursts into pieces", ".explode()", .explode()),
    Entry("none", "no animation", ".none", .none),
    Entry("auto", "the usual effect for the operation", ".auto", .auto),
    Entry(
      "selectBy", "push forward, pull back",
      ".selectBy(presenting: .push(.left), dismissing: .pull(.right))",
      .selectBy(presenting: .push(.left), dismissing: .pull(.right))),
  ]

  /// The entry with a name.
  ///
  /// - Parameter name: The name.
  /// - Returns: The entry, or `nil` if there is none.
  public static func entry(named name: String) -> Entry? {
    entries.first { $0.name == name }
  }
}
