/// What a container that shows one child at a time (a tab bar controller, a custom
/// container) does when asked to select another child, decided once for every host.
///
/// UIKit's rules, as the stage's tab bar controller follows them (docs/uikit-behaviour.md#b1-2):
/// a child already selected changes nothing; a request during a switch is refused (the
/// container warns); before the container's view is loaded only the selection changes (the
/// view shows it when it loads); a switch that is not animated, from no child, or while the
/// container is off screen swaps the views at once, with unanimated appearance calls when
/// on screen; otherwise the container asks its delegate for an animator, and swaps at once
/// when it gives none.
///
/// ```swift
/// switch ChildSwitchDecision(
///   isAlreadySelected: false, isTransitioning: false, isViewLoaded: true,
///   animated: true, hasSelection: true, isOnScreen: true)
/// {
/// case .animateIfGivenAnAnimator: … // ask the delegate
/// …
/// }
/// ```
public enum ChildSwitchDecision: Sendable, Hashable {
  /// Nothing changes: the child is already selected.
  case ignore
  /// Nothing changes, and the container warns: a switch is in flight.
  case refuseWhileTransitioning
  /// The selection changes, and nothing else: the container's view is not loaded.
  case selectOnly
  /// The views swap at once.
  case swapInstantly
  /// The container asks its delegate for an animator (and an interaction controller):
  /// with one it animates, without one it swaps at once.
  case animateIfGivenAnAnimator

  /// Decides a selection.
  ///
  /// - Parameters:
  ///   - isAlreadySelected: Whether the child asked for is the one selected.
  ///   - isTransitioning: Whether a switch is in flight.
  ///   - isViewLoaded: Whether the container's view is loaded.
  ///   - animated: Whether the request asks for animation.
  ///   - hasSelection: Whether a child was selected before.
  ///   - isOnScreen: Whether the container is in a window and visible.
  public init(
    isAlreadySelected: Bool, isTransitioning: Bool, isViewLoaded: Bool, animated: Bool,
    hasSelection: Bool, isOnScreen: Bool
  ) {
    if isAlreadySelected {
      self = .ignore
    } else if isTransitioning {
      self = .refuseWhileTransitioning
    } else if !isViewLoaded {
      self = .selectOnly
    } else if !animated || !hasSelection || !isOnScreen {
      self = .swapInstantly
    } else {
      self = .animateIfGivenAnAnimator
    }
  }
}
