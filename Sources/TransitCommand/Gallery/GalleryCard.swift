/// One transition on the gallery page: an animated PNG that plays by itself, and a strip
/// of frames side by side that a scrubber moves through.
///
/// The animation may have more frames than the strip (it plays at 60 frames per second,
/// the strip is as coarse as `--fps`) and other pixel sizes (it is rendered at the size the
/// card shows); each has its own count, size and delays.
///
/// Its coding keys are those of `manifest.json`:
/// `{"id", "title", "effect", "operation", "style", "interaction", "swift", "animation",
/// "animationFrameCount", "animationFrameWidth", "animationFrameHeight",
/// "animationDelaysMs", "strip", "frameCount", "frameWidth", "frameHeight", "delaysMs"}`;
/// `style` is `null` when the operation has none, `interaction` when no gesture drives it,
/// and the `frame…` and `delaysMs` keys describe the strip.
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
  /// The gesture that drives the transition, as its `TransitionInteraction` case
  /// (`edgePanBack`), or `nil` when it plays by itself.
  package var interaction: String?
  /// The one line of Swift that makes the transition (see `GallerySwiftLine`), or empty
  /// when the page has none for it.
  package var swift: String
  /// The animated PNG, relative to the page: `slide-push.png`.
  package var animation: String
  /// How long each frame of the animation shows, in milliseconds: one finite,
  /// non-negative number per frame.
  package var animationDelaysMs: [Double]
  /// One frame's width in the animation, in pixels, at least 1.
  package var animationFrameWidth: Int
  /// One frame's height in the animation, in pixels, at least 1.
  package var animationFrameHeight: Int
  /// The strip of frames side by side, relative to the page: `slide-push-strip.png`.
  package var strip: String
  /// The number of frames in the strip, at least 1.
  package var frameCount: Int
  /// One frame's width in the strip, in pixels, at least 1.
  package var frameWidth: Int
  /// One frame's height in the strip, in pixels, at least 1.
  package var frameHeight: Int
  /// How long each frame of the strip lasts, in milliseconds: one finite, non-negative
  /// number per frame.
  package var delaysMs: [Double]

  /// Creates a card.
  ///
  /// - Parameters:
  ///   - id: A name unique on the page.
  ///   - title: The card's heading.
  ///   - effect: The effect's name.
  ///   - operation: The operation's name.
  ///   - style: The presentation style's name, or `nil`.
  ///   - interaction: The gesture that drives it, or `nil`.
  ///   - swift: The line of Swift that makes it, or empty.
  ///   - animation: The animated PNG, relative to the page.
  ///   - strip: The strip of frames, relative to the page.
  ///   - frameCount: The number of frames in the strip.
  ///   - frameWidth: One frame's width in pixels, in the strip.
  ///   - frameHeight: One frame's height in pixels, in the strip.
  ///   - delaysMs: How long each frame of the strip lasts, in milliseconds.
  ///   - animationDelaysMs: How long each frame of the animation shows; `nil` for the
  ///     strip's frames.
  ///   - animationFrameWidth: The animation's frame width; `nil` for the strip's.
  ///   - animationFrameHeight: The animation's frame height; `nil` for the strip's.
  package init(
    id: String, title: String, effect: String, operation: String, style: String? = nil,
    interaction: String? = nil, swift: String = "", animation: String, strip: String,
    frameCount: Int, frameWidth: Int, frameHeight: Int, delaysMs: [Double],
    animationDelaysMs: [Double]? = nil, animationFrameWidth: Int? = nil,
    animationFrameHeight: Int? = nil
  ) {
    self.id = id
    self.title = title
    self.effect = effect
    self.operation = operation
    self.style = style
    self.interaction = interaction
    self.swift = swift
    self.animation = animation
    self.strip = strip
    self.frameCount = frameCount
    self.frameWidth = frameWidth
    self.frameHeight = frameHeight
    self.delaysMs = delaysMs
    self.animationDelaysMs = animationDelaysMs ?? delaysMs
    self.animationFrameWidth = animationFrameWidth ?? frameWidth
    self.animationFrameHeight = animationFrameHeight ?? frameHeight
  }

  /// Whether a gesture drives the transition.
  package var isInteractive: Bool { interaction != nil }

  /// The line under the title: effect, operation and style, as `slide · push · custom`.
  package var subtitle: String {
    ([effect, operation] + (style.map { [$0] } ?? [])).joined(separator: " · ")
  }

  private enum CodingKeys: String, CodingKey {
    case id, title, effect, operation, style, interaction, swift, animation
    case animationFrameCount, animationFrameWidth, animationFrameHeight, animationDelaysMs
    case strip, frameCount, frameWidth, frameHeight, delaysMs
  }

  /// Reads a card; a manifest without the animation's own keys gives it the strip's.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: What the decoder throws for a missing or mistyped key.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      title: try container.decode(String.self, forKey: .title),
      effect: try container.decode(String.self, forKey: .effect),
      operation: try container.decode(String.self, forKey: .operation),
      style: try container.decodeIfPresent(String.self, forKey: .style),
      interaction: try container.decodeIfPresent(String.self, forKey: .interaction),
      swift: try container.decodeIfPresent(String.self, forKey: .swift) ?? "",
      animation: try container.decode(String.self, forKey: .animation),
      strip: try container.decode(String.self, forKey: .strip),
      frameCount: try container.decode(Int.self, forKey: .frameCount),
      frameWidth: try container.decode(Int.self, forKey: .frameWidth),
      frameHeight: try container.decode(Int.self, forKey: .frameHeight),
      delaysMs: try container.decode([Double].self, forKey: .delaysMs),
      animationDelaysMs: try container.decodeIfPresent([Double].self, forKey: .animationDelaysMs),
      animationFrameWidth: try container.decodeIfPresent(Int.self, forKey: .animationFrameWidth),
      animationFrameHeight: try container.decodeIfPresent(Int.self, forKey: .animationFrameHeight))
  }

  /// Encodes every key of the card, writing `style` and `interaction` as `null` when
  /// absent so that every card has the same keys.
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
    try container.encode(interaction, forKey: .interaction)
    try container.encode(swift, forKey: .swift)
    try container.encode(animation, forKey: .animation)
    try container.encode(animationDelaysMs.count, forKey: .animationFrameCount)
    try container.encode(animationFrameWidth, forKey: .animationFrameWidth)
    try container.encode(animationFrameHeight, forKey: .animationFrameHeight)
    try container.encode(animationDelaysMs, forKey: .animationDelaysMs)
    try container.encode(strip, forKey: .strip)
    try container.encode(frameCount, forKey: .frameCount)
    try container.encode(frameWidth, forKey: .frameWidth)
    try container.encode(frameHeight, forKey: .frameHeight)
    try container.encode(delaysMs, forKey: .delaysMs)
  }
}
