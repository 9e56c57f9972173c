import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What `transit timeline` was asked to do: describe the timeline one effect compiles for
/// one operation.
public struct TimelineRequest: Equatable, Sendable {
  /// The effect, one of the catalogue's `effectNames`.
  public var effect: String
  /// The operation, one of the catalogue's `operationNames`.
  public var operation: String
  /// The modal presentation style; `nil` leaves it to the effect.
  public var style: PresentationStyle?
  /// The screen's size in points, which the timeline's frames and positions depend on.
  public var size: CGSize
  /// Whether to print JSON rather than text for people.
  public var json: Bool

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - operation: The operation.
  ///   - style: The modal presentation style, or `nil` for the effect's own.
  ///   - size: The screen's size in points.
  ///   - json: Whether to print JSON.
  public init(
    effect: String, operation: String, style: PresentationStyle? = nil,
    size: CGSize = CGSize(width: 393, height: 852), json: Bool = false
  ) {
    self.effect = effect
    self.operation = operation
    self.style = style
    self.size = size
    self.json = json
  }
}
