/// What a host's delegate is asked for an animator for, in the engine's terms: the
/// installer core answers with the transition to play and the operation it plays for.
///
/// ```swift
/// // UINavigationControllerDelegate, push:
/// core.animator(for: .push(toVC))
/// ```
public enum TransitionRequest<Screen: AnyObject> {
  /// A navigation controller pushes a screen.
  case push(Screen)
  /// A navigation controller pops a screen.
  case pop(Screen)
  /// A tab bar or custom container switches between two of its children.
  case switching(from: Screen, to: Screen, among: [Screen], in: TransitionOperation.Kind)
  /// The screen the installer belongs to is presented.
  case presentation
  /// The screen the installer belongs to is dismissed.
  case dismissal
}
