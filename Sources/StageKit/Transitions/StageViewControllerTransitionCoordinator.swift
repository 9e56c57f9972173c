import Transit

/// The twin of `UIViewControllerTransitionCoordinatorContext`: the state of a transition,
/// as alongside animations and interaction handlers see it.
@MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// The presentation style, for modal transitions.
  var presentationStyle: StageModalPresentationStyle { get }
  /// Whether the transition started interactive.
  var initiallyInteractive: Bool { get }
  /// Whether a gesture is driving it now.
  var isInteractive: Bool { get }
  /// Whether it was cancelled.
  var isCancelled: Bool { get }
  /// Its duration.
  var transitionDuration: Double { get }
  /// How far it has gone, 0…1, when interactive.
  var percentComplete: Double { get }
  /// The view the transition happens in.
  var containerView: StageView { get }

  /// A controller taking part.
  ///
  /// - Parameter key: Which one.
  /// - Returns: The controller.
  func viewController(forKey key: StageTransitionContextViewControllerKey) -> StageViewController?

  /// A view taking part, as the transition context gives it.
  ///
  /// - Parameter key: Which one.
  /// - Returns: The view, or `nil`.
  func view(forKey key: StageTransitionContextViewKey) -> StageView?
}

/// The twin of `UIViewControllerTransitionCoordinator`: runs animations alongside a
/// transition and reports when interaction changes.
@MainActor
public protocol ViewControllerTransitionCoordinator:
  ViewControllerTransitionCoordinatorContext
{
  /// Runs an animation block in step with the transition (scrubbed with it when
  /// interactive) and a completion after it ends.
  ///
  /// - Parameters:
  ///   - animation: Changes to animate alongside, or `nil`.
  ///   - completion: Runs after the transition completes, or `nil`.
  /// - Returns: Whether the block was queued (`false` once the transition has ended).
  @discardableResult
  func animate(
    alongsideTransition animation: (
      @MainActor (any ViewControllerTransitionCoordinatorContext) -> Void
    )?,
    completion: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Like ``animate(alongsideTransition:completion:)`` for views outside the container.
  ///
  /// - Parameters:
  ///   - view: The view the animations touch.
  ///   - animation: Changes to animate alongside, or `nil`.
  ///   - completion: Runs after the transition completes, or `nil`.
  /// - Returns: Whether the block was queued.
  @discardableResult
  func animateAlongsideTransition(
    in view: StageView?,
    animation: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Registers a handler that runs whenever the transition switches between interactive and
  /// not, before any appearance callback a cancel causes.
  ///
  /// - Parameter handler: The handler.
  func notifyWhenInteractionChanges(
    _ handler: @escaping @MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)
}
