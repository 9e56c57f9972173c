/// What a controller is to Transit's installer: the kind of container whose delegate it
/// becomes, which decides the gestures it gets.
public enum TransitionContainerRole: Sendable, Hashable {
  /// A navigation controller: a back swipe and a grabbing pan.
  case navigation
  /// A tab bar controller or a custom container: a swipe between children, when its
  /// transition declares one.
  case switching(TransitionOperation.Kind)
}
