/// The twin of `UIViewControllerTransitioningDelegate`: supplies animators, interaction
/// controllers and a presentation controller for presenting and dismissing a controller.
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
  /// The animator for presenting a controller, or `nil` for the default.
  ///
  /// - Parameters:
  ///   - presented: The controller being presented.
  ///   - presenting: The controller presenting it.
  ///   - source: The controller `present` was called on.
  /// - Returns: The animator.
  func animationController(
    forPresented presented: StageViewController, presenting: StageViewController,
    source: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)?

  /// The animator for dismissing a controller, or `nil` for the default.
  ///
  /// - Parameter dismissed: The controller being dismissed.
  /// - Returns: The animator.
  func animationController(forDismissed dismissed: StageViewController)
    -> (any StageViewControllerAnimatedTransitioning)?

  /// The interaction controller for a presentation, or `nil` when no gesture drives it.
  ///
  /// - Parameter animator: The animator in use.
  /// - Returns: The interaction controller.
  func interactionControllerForPresentation(
    using animator: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)?

  /// The interaction controller for a dismissal, or `nil` when no gesture drives it.
  ///
  /// - Parameter animator: The animator in use.
  /// - Returns: The interaction controller.
  func interactionControllerForDismissal(
    using animator: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)?

  /// The presentation controller for a `.custom` presentation, or `nil` for a plain one.
  ///
  /// - Parameters:
  ///   - presented: The controller being presented.
  ///   - presenting: The controller presenting it, if known.
  ///   - source: The controller `present` was called on.
  /// - Returns: The presentation controller.
  func presentationController(
    forPresented presented: StageViewController, presenting: StageViewController?,
    source: StageViewController
  ) -> StagePresentationController?
}

extension ViewControllerTransitioningDelegate {
  /// No custom animator.
  ///
  /// - Parameters:
  ///   - presented: The presented controller.
  ///   - presenting: The presenter.
  ///   - source: The source.
  /// - Returns: `nil`.
  public func animationController(
    forPresented presented: StageViewController, presenting: StageViewController,
    source: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { nil }

  /// No custom animator.
  ///
  /// - Parameter dismissed: The dismissed controller.
  /// - Returns: `nil`.
  public func animationController(forDismissed dismissed: StageViewController)
    -> (any StageViewControllerAnimatedTransitioning)?
  { nil }

  /// Not interactive.
  ///
  /// - Parameter animator: The animator.
  /// - Returns: `nil`.
  public func interactionControllerForPresentation(
    using animator: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? { nil }

  /// Not interactive.
  ///
  /// - Parameter animator: The animator.
  /// - Returns: `nil`.
  public func interactionControllerForDismissal(
    using animator: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? { nil }

  /// A plain presentation controller.
  ///
  /// - Parameters:
  ///   - presented: The presented controller.
  ///   - presenting: The presenter.
  ///   - source: The source.
  /// - Returns: `nil`.
  public func presentationController(
    forPresented presented: StageViewController, presenting: StageViewController?,
    source: StageViewController
  ) -> StagePresentationController? { nil }
}
