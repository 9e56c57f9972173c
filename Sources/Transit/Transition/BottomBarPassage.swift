/// What a push or pop inside a tab bar controller does with the tab bar when a screen asks
/// to hide it (`hidesBottomBarWhenPushed`): decided once here for every host and every
/// effect.
///
/// UIKit hides the bar while any screen of the navigation stack, from the root up to the
/// one shown, asks for it. Its own push slides the bar away inside the outgoing screen, and
/// its pop brings it back inside the incoming one. A Transit transition does the same in
/// every effect: the screen that carries the bar (``carrier``) takes a snapshot of it as a
/// child of whatever stands for the screen on screen, while the real bar is hidden; at the
/// end the real bar takes its final state, so nothing pops in
/// (docs/uikit-behaviour.md#b16, docs/design.md#u14).
///
/// ```swift
/// let passage = BottomBarPassage(
///   outgoingRequests: [false], incomingRequests: [false, true])
/// passage?.carrier        // .from: the bar leaves with the list
/// passage?.isHiddenAfter  // true
/// ```
public struct BottomBarPassage: Sendable, Hashable {
  /// The screen the bar rides with: the outgoing one when the bar leaves, the incoming one
  /// when it comes back.
  public let carrier: SceneElement.Side

  /// Whether the bar is hidden once the transition has finished; a cancelled transition
  /// leaves it as it was.
  public var isHiddenAfter: Bool { carrier == .from }

  /// Decides whether the bar changes, from what the screens of the stack ask; fails when the
  /// bar is shown (or hidden) for both screens: then the transition leaves it alone, as
  /// UIKit does, even if the app hid it itself.
  ///
  /// - Parameters:
  ///   - outgoingRequests: For each screen from the stack's root up to the outgoing one,
  ///     root first, whether it asks to hide the bottom bar.
  ///   - incomingRequests: The same up to the incoming screen.
  public init?(outgoingRequests: [Bool], incomingRequests: [Bool]) {
    let hiddenBefore = Self.hidesBar(requests: outgoingRequests)
    let hiddenAfter = Self.hidesBar(requests: incomingRequests)
    guard hiddenBefore != hiddenAfter else { return nil }
    carrier = hiddenAfter ? .from : .to
  }

  /// UIKit's rule: the bar is hidden for a screen when it, or any screen below it in the
  /// stack (the root included), asks to hide it; a screen asking to show it again above
  /// one that hid it is not heard.
  ///
  /// - Parameter requests: Whether each screen from the root up to the one shown asks to
  ///   hide the bar, root first.
  /// - Returns: Whether the bar is hidden while that screen is on top.
  public static func hidesBar(requests: [Bool]) -> Bool {
    requests.contains(true)
  }
}
