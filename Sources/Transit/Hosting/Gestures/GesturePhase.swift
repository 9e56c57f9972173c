/// The phase of a gesture recognizer, as a host reports it to Transit's cores: the twin of
/// `UIGestureRecognizer.State` for the phases that matter to a transition.
public enum GesturePhase: Sendable, Hashable {
  /// Not recognized yet.
  case possible
  /// The gesture was recognized: it begins a transition or grabs the one in flight.
  case began
  /// The gesture moved.
  case changed
  /// The finger lifted: the transition is released.
  case ended
  /// The system took the touches away: the transition goes back.
  case cancelled
  /// The gesture was not recognized after all.
  case failed
}
