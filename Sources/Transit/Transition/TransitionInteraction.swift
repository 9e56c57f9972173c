/// A gesture that can drive a transition, declared on the transition.
///
/// ```swift
/// navigationController.transit.transition = .push(.left).interactive(.edgePanBack)
/// ```
public enum TransitionInteraction: String, Sendable, Hashable, CaseIterable {
  /// A pan from the leading screen edge pops (navigation) or dismisses (modal).
  case edgePanBack
  /// A horizontal pan anywhere switches to the neighbouring tab or child.
  case swipeBetweenTabs
  /// A downward pan dismisses a presented screen, while a scroll view inside is at its top.
  case pullDownToDismiss
  /// A pinch closes a presented or pushed screen.
  case pinchToClose
  /// Dragging a matched view dismisses or pops; the view follows the finger and shrinks.
  case dragMatchedView
  /// A full-width back swipe: a pan from anywhere on the screen towards the trailing edge
  /// pops (navigation) or dismisses (modal); it begins only on horizontal movement that
  /// way. The navigation controller's own edge swipe keeps working beside it.
  case panBack
}
