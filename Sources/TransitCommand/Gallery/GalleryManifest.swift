/// The contents of `manifest.json`: every card of the gallery, for tools that read it.
///
/// ```json
/// {"cards": [{"id": "slide-push", "title": "Slide", "effect": "slide", …}]}
/// ```
public struct GalleryManifest: Codable, Equatable, Sendable {
  /// The cards, in page order.
  public var cards: [GalleryCard]

  /// Creates a manifest.
  ///
  /// - Parameter cards: The cards, in page order.
  public init(cards: [GalleryCard]) {
    self.cards = cards
  }
}
