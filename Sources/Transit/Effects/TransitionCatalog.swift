/// Every effect of the library by name, with its default settings: what `transit list`
/// shows and the gallery plays.
public enum TransitionCatalog {
  /// One named transition.
  public struct Entry: Sendable {
    /// The name users type: `"slide"`, `"push"`, `"card"`.
    public let name: String
    /// What it is, in a few words.
    public let summary: String
    /// The transition with its default settings.
    public let transition: Transition
  }

  /// The entries, in the order listings show them.
  public static let entries: [Entry] = [
    Entry(name: "slide", summary: "both screens slide", transition: .slide),
    Entry(name: "fade", summary: "cross-dissolve", transition: .fade),
    Entry(name: "card", summary: "a card rises, the presenter scales back", transition: .card()),
    Entry(name: "ripple", summary: "circular reveal from the centre", transition: .ripple()),
    Entry(name: "overlay", summary: "a centred box grows over dimming", transition: .overlay),
    Entry(name: "matched", summary: "shared elements fly between screens", transition: .matched()),
    Entry(name: "push", summary: "slides in, pushes the other 30 %", transition: .push()),
    Entry(name: "pull", summary: "slides out, the other follows", transition: .pull()),
    Entry(name: "cover", summary: "slides over a still screen", transition: .cover()),
    Entry(name: "uncover", summary: "slides away from a still screen", transition: .uncover()),
    Entry(name: "zoomSlide", summary: "shrinks, slides, grows back", transition: .zoomSlide()),
    Entry(name: "pageIn", summary: "a page laid on a stack", transition: .pageIn()),
    Entry(name: "pageOut", summary: "a page taken off a stack", transition: .pageOut()),
    Entry(name: "zoom", summary: "zooming in", transition: .zoom),
    Entry(name: "zoomOut", summary: "zooming out", transition: .zoomOut),
    Entry(name: "flip", summary: "a card flipping over", transition: .flip()),
    Entry(name: "cube", summary: "faces of a turning cube", transition: .cube()),
    Entry(name: "fold", summary: "unfolding from an edge", transition: .fold()),
    Entry(name: "portal", summary: "the screen parts like doors", transition: .portal),
    Entry(name: "turn", summary: "a book's page turning", transition: .turn()),
    Entry(name: "cards", summary: "a deck of cards", transition: .cards()),
    Entry(name: "explode", summary: "the screen bursts into pieces", transition: .explode()),
    Entry(name: "none", summary: "no animation", transition: .none),
    Entry(name: "auto", summary: "the usual effect for the operation", transition: .auto),
    Entry(
      name: "selectBy", summary: "push forward, pull back",
      transition: .selectBy(presenting: .push(.left), dismissing: .pull(.right))),
  ]

  /// The entry with a name.
  ///
  /// - Parameter name: The name.
  /// - Returns: The entry, or `nil` if there is none.
  public static func entry(named name: String) -> Entry? {
    entries.first { $0.name == name }
  }
}
