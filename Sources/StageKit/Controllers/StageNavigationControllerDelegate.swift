/// The twin of `UINavigationControllerDelegate`.
@MainActor
public protocol StageNavigationControllerDelegate: AnyObject {
  /// Called before a controller's view is shown.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller about to be shown.
  ///   - animated: Whether the transition is animated.
  func navigationController(
    _ navigationController: StageNavigationController,
    willShow viewController: StageViewController, animated: Bool)

  /// Called after a controller's view was shown.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller shown.
  ///   - animated: Whether the transition was animated.
  func navigationController(
    _ navigationController: StageNavigationController,
    didShow viewController: StageViewController, animated: Bool)

  /// The animator for a push or pop, or `nil` for the system's.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - operation: Push or pop.
  ///   - fromVC: The controller on top now.
  ///   - toVC: The controller on top afterwards.
  /// - Returns: The animator.
  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)?

  /// The interaction controller for a custom animator, or `nil` when no gesture drives it.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - animationController: The animator in use.
  /// - Returns: The interaction controller.
  func navigationController(
    _ navigationController: StageNavigationController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)?
}

extension StageNavigationControllerDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller.
  ///   - animated: Whether animated.
  public func navigationController(
    _ navigationController: StageNavigationController,
    willShow viewController: StageViewController, animated: Bool
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller.
  ///   - animated: Whether animated.
  public func navigationController(
    _ navigationController: StageNavigationController,
    didShow viewController: StageViewController, animated: Bool
  ) {}

  /// The system animator.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - operation: The operation.
  ///   - fromVC: The controller on top now.
  ///   - toVC: The controller on top afterwards.
  /// - Returns: `nil`.
  public func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { nil }

  /// Not interactive.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - animationController: The animator.
  /// - Returns: `nil`.
  public func navigationController(
    _ navigationController: StageNavigationController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? { nil }
}
