import Foundation

/// A view tagged with a transition identifier, as a scene sees it: which screen it is on,
/// where it is in the container's coordinates, and how it wants to move.
///
/// Views with the same identifier on both screens are *matched*: a shared-element effect
/// flies one into the other. The others are *unmatched* and animate by their modifiers.
public struct SceneElement: Sendable {
  /// The transition identifier (`view.transit.id`).
  public var id: String
  /// The screen the view is on.
  public var side: Side
  /// The view's frame in the container's coordinates, through every transform and scroll
  /// offset above it.
  public var frame: CGRect
  /// The view's corner radius.
  public var cornerRadius: Double
  /// Whether the view is hidden when the transition starts; it is hidden again afterwards.
  public var isHidden: Bool
  /// The view's own opacity at rest (its `alpha`): what its modifiers bring it back to.
  public var opacity: Double
  /// The view's own transform at rest: what its modifiers bring it back to, the hidden
  /// end's transform applied on top of it.
  public var transform: Transform3D
  /// How the view animates when it appears or disappears unmatched, or how it flies when
  /// matched.
  public var modifiers: [ElementModifier]
  /// Which corners its corner radius rounds (its layer's `maskedCorners`).
  public var maskedCorners: RectCorners
  /// The curve its rounded corners follow (its layer's `cornerCurve`).
  public var cornerCurve: CornerCurve

  /// One of the two screens of a transition.
  public enum Side: String, Sendable, Hashable, CaseIterable {
    /// The outgoing screen.
    case from
    /// The incoming screen.
    case to

    /// The other screen.
    public var opposite: Side { self == .from ? .to : .from }
  }

  /// Creates an element.
  ///
  /// - Parameters:
  ///   - id: The transition identifier.
  ///   - side: The screen it is on.
  ///   - frame: Its frame in container coordinates; non-finite parts mean an empty frame at
  ///     the origin.
  ///   - cornerRadius: Its corner radius; negative or non-finite means 0.
  ///   - isHidden: Whether it is hidden at the start.
  ///   - opacity: Its own opacity at rest, clamped to 0…1; non-finite means 1.
  ///   - transform: Its own transform at rest; non-finite entries mean the identity's.
  ///   - modifiers: How it animates.
  ///   - maskedCorners: The corners its corner radius rounds; all four by default.
  ///   - cornerCurve: The curve its rounded corners follow; circular by default.
  public init(
    id: String, side: Side, frame: CGRect, cornerRadius: Double = 0, isHidden: Bool = false,
    opacity: Double = 1, transform: Transform3D = .identity, modifiers: [ElementModifier] = [],
    maskedCorners: RectCorners = .all, cornerCurve: CornerCurve = .circular
  ) {
    self.id = id
    self.side = side
    self.frame = TransitionScene.sanitized(frame)
    self.cornerRadius = cornerRadius.isFinite ? max(0, cornerRadius) : 0
    self.isHidden = isHidden
    self.opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1
    self.transform = transform.finite()
    self.modifiers = modifiers
    self.maskedCorners = maskedCorners
    self.cornerCurve = cornerCurve
  }

  /// The timeline node that stands for the view itself.
  public var node: NodeID { .element(id, on: side) }
}
