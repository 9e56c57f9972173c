/// One transition on the gallery page: an animated PNG that plays by itself, and a strip
/// of the same frames side by side that a scrubber moves through.
///
/// Its coding keys are those of `manifest.json`:
/// `{"id", "title", "effect", "operation", "style", "animation", "strip", "frameCount",
/// "frameWidth", "frameHeight", "delaysMs"}`; `style` is `null` when the operation has none.
package struct GalleryCard: Codable, Equatable, Sendable {
  /// A name unique on the page, used as the card's HTML `id`: `slide-push`.
  package var id: String
  /// The card's heading: `Slide`.
  package var title: String
  /// The effect's name: `slide`.
  package var effect: String
  /// The operation's name: `push`.
  package var operation: String
  /// The presentation style's name, or `nil` when the operation is not modal.
  package var style: String?
  /// The animated PNG, relative to the page: `slide-push.png`.
  package var animation: String
  /// The strip of frames side by side, relative to the page: `slide-push-strip.png`.
  package var strip: String
  /// The number of frames in the strip, at least 1.
  package var frameCount: Int
  /// One frame's width in the strip, in pixels, at least 1.
  package var frameWidth: Int
  /// One frame's height in the strip, in pixels, at least 1.
  package var frameHeight: Int
  /// How long each frame shows, in milliseconds: one finite, non-negative number per frame.
  package var delaysMs: [Double]

  /// Creates a card.
  ///
  /// - Parameters:
  ///   - id: A name unique on the page.
  ///   - title: The card's heading.
  ///   - effect: The effect's name.
  ///   - operation: The operation's name.
  ///   - style: The presentation style's name, or `nil`.
  ///   - animation: The animated PNG, relative to the page.
  ///   - strip: The strip of frames, relative to the page.
  ///   - frameCount: The number of frames in the strip.
  ///   - frameWidth: One frame's width in pixels.
  ///   - frameHeight: One frame's height in pixels.
  ///   - delaysMs: How long each frame shows, in milliseconds.
  package init(
    id: String, title: String, effect: String, operation: String, style: String? = nil,
    animation: String, strip: String, frameCount: Int, frameWidth: Int, frameHeight: Int,
    delaysMs: [Double]
  ) {
    self.id = id
    self.title = title
    self.effect = effect
    self.operation = operation
    self.style = style
    self.animation = animation
    self.strip = strip
    self.frameCount = frameCount
    self.frameWidth = frameWidth
    self.frameHeight = frameHeight
    self.delaysMs = delaysMs
  }

  /// The line under the title: effect, operation and style, as `slide · push · custom`.
  package var subtitle: String {
    ([effect, operation] + (style.map { [$0] } ?? [])).joined(separator: " · ")
  }

  private enum CodingKeys: String, CodingKey {
    case id, title, effect, operation, style, animation, strip
    case frameCount, frameWidth, frameHeight, delaysMs
  }

  /// Encodes every key of the card, writing `style` as `null` when absent so that every
  /// card has the same keys.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(effect, forKey: .effect)
    try container.encode(operation, forKey: .operation)
    try container.encode(style, forKey: .style)
    try container.encode(animation, forKey: .animation)
    try container.encode(strip, forKey: .strip)
    try container.encode(frameCount, forKey: .frameCount)
    try container.encode(frameWidth, forKey: .frameWidth)
    try container.encode(frameHeight, forKey: .frameHeight)
    try container.encode(delaysMs, forKey: .delaysMs)
  }
}
