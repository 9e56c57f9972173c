import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What `transit render` was asked to do: play one effect for one operation and write the
/// frames to a picture.
public struct RenderRequest: Equatable, Sendable {
  /// The effect to play, one of the catalogue's `effectNames`.
  public var effect: String
  /// The operation to play it for, one of the catalogue's `operationNames`.
  public var operation: String
  /// The modal presentation style; `nil` leaves it to the effect (full screen for modal
  /// operations), and other operations ignore it.
  public var style: PresentationStyle?
  /// A recorded gesture that drives the transition instead of the clock, one of the
  /// catalogue's `interactionNames`; `nil` plays it on the clock.
  public var interaction: String?
  /// Frames per second, 1 to 120.
  public var framesPerSecond: Int
  /// Pixels per point, 0.25 to 4.
  public var scale: Double
  /// The screen's size in points.
  public var size: CGSize
  /// Whether to write a contact sheet (every frame in one still picture) rather than an
  /// animated PNG.
  public var sheet: Bool
  /// Where to write the picture.
  public var output: URL

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - effect: The effect to play.
  ///   - operation: The operation to play it for.
  ///   - style: The modal presentation style, or `nil` for the effect's own.
  ///   - interaction: A recorded gesture that drives the transition, or `nil`.
  ///   - framesPerSecond: Frames per second.
  ///   - scale: Pixels per point.
  ///   - size: The screen's size in points.
  ///   - sheet: Whether to write a contact sheet rather than an animated PNG.
  ///   - output: Where to write the picture.
  public init(
    effect: String, operation: String, style: PresentationStyle? = nil,
    interaction: String? = nil, framesPerSecond: Int = 30, scale: Double = 2,
    size: CGSize = CGSize(width: 393, height: 852), sheet: Bool = false, output: URL
  ) {
    self.effect = effect
    self.operation = operation
    self.style = style
    self.interaction = interaction
    self.framesPerSecond = framesPerSecond
    self.scale = scale
    self.size = size
    self.sheet = sheet
    self.output = output
  }
}
