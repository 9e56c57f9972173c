/// Which screen presents what a SwiftUI view asks to present: the top of the presentation
/// chain its screen is in, or none yet while that top is itself being presented or
/// dismissed.
///
/// UIKit presents from a screen's presentation context (its topmost container) and ignores
/// a presentation asked of a screen that already presents another ("Attempt to present …
/// which is already presenting …"), or of one in a transition. A modifier deep inside a
/// screen that another sheet now covers must still be able to present, so it climbs to
/// the top of the chain, as SwiftUI's own sheets do.
public enum PresenterChoice<Screen: AnyObject> {
  /// Present from this screen.
  case from(Screen)
  /// The top of the chain is in a presentation or dismissal: ask again when it ends.
  case wait
}

extension PresenterChoice where Screen: TransitionHostScreen, Screen.Screen == Screen {
  /// The choice for a modifier whose view is in a screen.
  ///
  /// - Parameter anchor: The screen the modifier's view is in (a hosting controller, or a
  ///   child inside one).
  /// - Returns: The top of the anchor's presentation chain, or ``wait`` while it plays a
  ///   presentation or dismissal.
  @MainActor public static func choose(for anchor: Screen) -> Self {
    var top = anchor
    while let parent = top.parent { top = parent }
    while let presented = top.presentedViewController { top = presented }
    return top.transitionCoordinator == nil ? .from(top) : .wait
  }
}
