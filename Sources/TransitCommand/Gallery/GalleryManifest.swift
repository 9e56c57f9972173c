/// The contents of `manifest.json`: every card of the gallery, for tools that read it, and
/// what a checker needs to predict pixels: the screen and the palette.
///
/// ```json
/// {"cards": [{"id": "slide-push", "title": "Slide", "effect": "slide", …}],
///  "screen": {"width": 393, "height": 852, "scale": 0.5},
///  "palette": [{"name": "grid", "red": 0.13, …}]}
/// ```
///
/// `screen` and `palette` are left out when a page has none.
package struct GalleryManifest: Codable, Equatable, Sendable {
  /// The cards, in page order.
  package var cards: [GalleryCard]
  /// The screen the transitions play on, if the page says.
  package var screen: GalleryScreen?
  /// The screens' colours, if the page publishes them.
  package var palette: [GalleryColor]?

  /// Creates a manifest.
  ///
  /// - Parameters:
  ///   - cards: The cards, in page order.
  ///   - screen: The screen the transitions play on.
  ///   - palette: The screens' colours.
  package init(cards: [GalleryCard], screen: GalleryScreen? = nil, palette: [GalleryColor]? = nil) {
    self.cards = cards
    self.screen = screen
    self.palette = palette
  }
}
