/// A container view controller with a delegate, as `UINavigationController`,
/// `UITabBarController` and their stage twins spell it: the installer takes the delegate's
/// place to answer for the container's transitions.
@MainActor
public protocol TransitionHostDelegatingContainer: AnyObject {
  /// The container's delegate protocol, as an existential
  /// (`any UINavigationControllerDelegate`).
  associatedtype Delegate

  /// The container's delegate.
  var delegate: Delegate? { get set }
}

extension TransitionInstaller {
  /// Makes this installer the delegate of the container its controller is, if it is one.
  ///
  /// - Returns: What the container is and its delegate before, or `nil` when the
  ///   controller is none.
  public func adoptContainerDelegate() -> TransitionContainerAdoption? {
    guard let (role, container) = delegatingContainer else { return nil }
    return TransitionContainerAdoption(role, previousDelegate: adopt(container))
  }

  /// Whether this installer is its container's delegate now.
  public var isContainerDelegate: Bool {
    guard let (_, container) = delegatingContainer else { return false }
    return Self.delegate(of: container) === self
  }

  /// Becomes a container's delegate, if it is not already.
  ///
  /// - Parameter container: The container.
  /// - Returns: Its delegate before.
  private func adopt<Container: TransitionHostDelegatingContainer>(_ container: Container)
    -> AnyObject?
  {
    let previous = Self.delegate(of: container)
    if previous !== self, let installer = self as? Container.Delegate {
      container.delegate = installer
    }
    return previous
  }

  /// A container's delegate, as an object.
  private static func delegate<Container: TransitionHostDelegatingContainer>(
    of container: Container
  ) -> AnyObject? {
    container.delegate.map { $0 as AnyObject }
  }
}
