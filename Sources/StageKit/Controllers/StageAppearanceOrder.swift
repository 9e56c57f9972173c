/// The order in which UIKit's own containers send their children's appearance calls when
/// the child they show changes, from UIKit's documented and observed behaviour
/// (docs/uikit-behaviour.md#b1-2 rows 1–6): a navigation controller tells the outgoing
/// child first, a tab bar controller the incoming one; the "did" calls go outgoing first;
/// a cancel sends the incoming child back and the outgoing one returns.
///
/// The stage's model, kept apart from Transit's engine on purpose: the stage checks
/// Transit's rules, so it must not run them.
@MainActor
enum StageAppearanceOrder {
  /// The containers whose orders differ.
  enum Container {
    /// A navigation controller: the outgoing child's "will" first (rows 1–4).
    case navigation
    /// A tab bar controller: the incoming child's "will" first (rows 5–6).
    case tabBar
  }

  /// The "will" calls at the start of a change.
  ///
  /// - Parameters:
  ///   - container: Whose order.
  ///   - incoming: The child arriving, if any.
  ///   - outgoing: The child leaving, if any.
  ///   - animated: Whether the change animates.
  static func begin(
    in container: Container, incoming: StageViewController?, outgoing: StageViewController?,
    animated: Bool
  ) {
    switch container {
    case .navigation:
      outgoing?.beginAppearanceTransition(false, animated: animated)
      incoming?.beginAppearanceTransition(true, animated: animated)
    case .tabBar:
      incoming?.beginAppearanceTransition(true, animated: animated)
      outgoing?.beginAppearanceTransition(false, animated: animated)
    }
  }

  /// The "did" calls of a change that completed: the outgoing child's first.
  ///
  /// - Parameters:
  ///   - incoming: The child that arrived.
  ///   - outgoing: The child that left.
  static func complete(incoming: StageViewController?, outgoing: StageViewController?) {
    outgoing?.endAppearanceTransition()
    incoming?.endAppearanceTransition()
  }

  /// The calls of a change that was cancelled: the incoming child disappears again, then
  /// the outgoing one appears again, unless its container has since left the screen, when
  /// it only ends the disappearance it began.
  ///
  /// - Parameters:
  ///   - incoming: The child that was arriving.
  ///   - outgoing: The child that was leaving.
  ///   - backOnScreen: Whether the outgoing child comes back on screen.
  static func cancel(
    incoming: StageViewController?, outgoing: StageViewController?, backOnScreen: Bool
  ) {
    incoming?.beginAppearanceTransition(false, animated: true)
    incoming?.endAppearanceTransition()
    if backOnScreen { outgoing?.beginAppearanceTransition(true, animated: true) }
    outgoing?.endAppearanceTransition()
  }
}
