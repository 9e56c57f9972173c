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
    return TransitionContainerAdoption(role, previousDelegate: adopt(container, as: role))
  }

  /// Whether this installer is its container's delegate now.
  public var isContainerDelegate: Bool {
    guard let (_, container) = delegatingContainer else { return false }
    return Self.delegate(of: container) === containerDelegate
  }

  /// Sets Transit's delegate on its container again (`nil`, then Transit's), so that the
  /// container notes afresh which optional methods it answers: UIKit's containers note that
  /// once, when the delegate is set, and Transit answers those of the app's delegate behind
  /// it, which has just changed or gone (docs/design.md#n3). Nothing happens while Transit is
  /// not the container's delegate.
  public func reannounceContainerDelegate() {
    guard let (_, container) = delegatingContainer, isContainerDelegate else { return }
    Self.setDelegateAgain(on: container)
  }

  private static func setDelegateAgain<Container: TransitionHostDelegatingContainer>(
    on container: Container
  ) {
    let delegate = container.delegate
    container.delegate = nil
    container.delegate = delegate
  }

  /// Makes ``TransitionInstaller/containerDelegate`` a container's delegate, if it is not
  /// already, forwarding to the delegate it had.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - role: What it is, which says where the delegate it had goes.
  /// - Returns: Its delegate before.
  private func adopt<Container: TransitionHostDelegatingContainer>(
    _ container: Container, as role: TransitionContainerRole
  ) -> AnyObject? {
    let previous = Self.delegate(of: container)
    if previous !== containerDelegate, let delegate = containerDelegate as? Container.Delegate {
      // The app's delegate keeps hearing everything (docs/design.md#u2): Transit answers in front
      // of it. Named before the container reads what its new delegate answers, which UIKit's
      // classes note once, when the delegate is set (UINavigationController keeps a flag
      // per optional method).
      if let previous { forwardEvents(to: previous, as: role) }
      container.delegate = delegate
    }
    return previous
  }

  /// Makes the app's delegate found on a container the one that hears what Transit does
  /// not answer. A custom container's delegate supplies animators only, which Transit
  /// does, so nothing is kept of it.
  private func forwardEvents(to delegate: AnyObject, as role: TransitionContainerRole) {
    switch role {
    case .navigation: navigationDelegate = delegate as? NavigationDelegate
    case .switching(.tab): tabBarDelegate = delegate as? TabBarDelegate
    default: break
    }
  }

  /// A container's delegate, as an object.
  private static func delegate<Container: TransitionHostDelegatingContainer>(
    of container: Container
  ) -> AnyObject? {
    container.delegate.map { $0 as AnyObject }
  }
}
