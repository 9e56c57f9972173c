/// What a controller is to Transit's installer: the kind of container whose delegate it
/// becomes, which decides the gestures it gets.
public enum TransitionContainerRole: Sendable, Hashable {
  /// A navigation controller: a back swipe and a grabbing pan.
  case navigation
  /// A tab bar controller or a custom container: a swipe between children, when its
  /// transition declares one.
  case switching(TransitionOperation.Kind)
}

/// What an installer found when it made itself its container's delegate.
public struct TransitionContainerAdoption {
  /// What the container is.
  public var role: TransitionContainerRole
  /// The container's delegate before (the installer's delegate object, another object, or
  /// `nil`).
  public var previousDelegate: AnyObject?

  /// Describes an adoption.
  ///
  /// - Parameters:
  ///   - role: What the container is.
  ///   - previousDelegate: The container's delegate before the installer took its place.
  public init(_ role: TransitionContainerRole, previousDelegate: AnyObject?) {
    self.role = role
    self.previousDelegate = previousDelegate
  }
}
