/// Which of the gestures an installer puts on screen a recognizer is, so that each is
/// installed once and found again by the recognizer it belongs to.
public enum TransitionGestureKey: Sendable, Hashable {
  /// A navigation controller's back swipe from the leading edge.
  case backSwipe
  /// The pan that grabs a transition in flight, active only while one is.
  case grab
  /// The swipe between a tab bar's or a custom container's children.
  case swipeBetweenChildren
  /// A gesture a transition declares on the screen it shows (a pull down, a pinch…).
  case interaction(TransitionInteraction)
}
