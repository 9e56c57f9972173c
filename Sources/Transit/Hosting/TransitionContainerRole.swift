/// What a controller is to Transit's installer: the kind of container whose delegate it
/// becomes, which decides the gestures it gets.
public enum TransitionContainerRole: Sendable, Hashable {
  /// A navigation controller: a back swipe and a grabbing pan.
  case navigation
  /// A tab bar controller or a custom container: a swipe between children, when its
  /// transition declares one.
  case switching(TransitionOperation.Kind)
}

/// What happened when an installer made itself its container's delegate.
public struct TransitionContainerAdoption: Sendable, Hashable {
  /// What the container is.
  public var role: TransitionContainerRole
  /// The delegate the installer displaced, described (its type), or `nil` when the
  /// container had none or had the installer already.
  public var displacedDelegate: String?

  /// Describes an adoption.
  ///
  /// - Parameters:
  ///   - role: What the container is.
  ///   - displacedDelegate: The delegate displaced, described, or `nil`.
  public init(_ role: TransitionContainerRole, displacing displacedDelegate: String? = nil) {
    self.role = role
    self.displacedDelegate = displacedDelegate
  }
}
