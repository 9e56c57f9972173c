/// The appearance calls a container makes on its two children when it switches from one
/// to the other, decided once for every container and host, as
/// ``Presentation/presenterAppearanceCalls(at:)`` decides a presenter's.
///
/// A tab bar or custom container calls the incoming child's "will" first
/// (docs/uikit-behaviour.md#b1-2-r5), a navigation controller the outgoing one's (rows 1–2);
/// a completed switch ends the outgoing child's appearance, then the incoming one's; a
/// cancelled one turns round (row 14): the child that was appearing disappears again, then
/// the one that was disappearing reappears.
///
/// ```swift
/// let sequence = AppearanceSequence(switchingIn: .tab, animated: true)
/// sequence.calls(at: .willBegin)
/// // [.begin(.incoming, isAppearing: true), .begin(.outgoing, isAppearing: false)]
/// ```
public struct AppearanceSequence: Sendable, Hashable {
  /// One of the two children of a switch.
  public enum Child: Sendable, Hashable {
    /// The child coming on screen.
    case incoming
    /// The child going away.
    case outgoing
  }

  /// A call a host makes on a child.
  public enum Call: Sendable, Hashable {
    /// `beginAppearanceTransition(isAppearing, animated:)`, with the sequence's `animated`.
    case begin(Child, isAppearing: Bool)
    /// `endAppearanceTransition()`.
    case end(Child)
  }

  /// A moment of a switch at which the container makes calls.
  public enum Moment: Sendable, Hashable {
    /// Before the switch's animation (or the instant swap) begins.
    case willBegin
    /// When the switch has ended, completed or cancelled.
    case didEnd(completed: Bool)
    /// When the switch has ended while the container itself is off screen: it disappeared
    /// or is disappearing since the switch began (a presentation covered it, its own tab
    /// was switched away from). A cancel then does not bring the outgoing child back: it
    /// ends its disappearance, as the container's own (UIKit forwards a container's
    /// appearance to the child it shows, and a child does not appear in a container that
    /// does not).
    case didEndOffScreen(completed: Bool)
  }

  /// The kind of container: `.navigation` for a push or pop, `.tab` or `.container` for a
  /// switch between children.
  public var kind: TransitionOperation.Kind
  /// Whether the switch animates (the `animated` every "begin" call passes).
  public var isAnimated: Bool

  /// Creates the sequence of a switch.
  ///
  /// - Parameters:
  ///   - kind: The kind of container.
  ///   - animated: Whether the switch animates.
  public init(switchingIn kind: TransitionOperation.Kind, animated: Bool) {
    self.kind = kind
    self.isAnimated = animated
  }

  /// The calls to make at a moment, in order.
  ///
  /// - Parameter moment: The moment.
  /// - Returns: The calls.
  public func calls(at moment: Moment) -> [Call] {
    switch moment {
    case .willBegin:
      let incoming = Call.begin(.incoming, isAppearing: true)
      let outgoing = Call.begin(.outgoing, isAppearing: false)
      return kind == .navigation ? [outgoing, incoming] : [incoming, outgoing]
    case .didEnd(completed: true), .didEndOffScreen(completed: true):
      return [.end(.outgoing), .end(.incoming)]
    case .didEndOffScreen(completed: false):
      return [.begin(.incoming, isAppearing: false), .end(.incoming), .end(.outgoing)]
    case .didEnd(completed: false):
      return [
        .begin(.incoming, isAppearing: false), .end(.incoming),
        .begin(.outgoing, isAppearing: true), .end(.outgoing),
      ]
    }
  }
}
