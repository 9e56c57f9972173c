import Foundation

/// The twin of `UIViewControllerContextTransitioning`: what an animator is told about the
/// transition it performs.
@MainActor
public protocol StageViewControllerContextTransitioning: AnyObject {
  /// The view the transition happens in; the animator adds the incoming view to it.
  var containerView: StageView { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether a gesture is driving the transition now.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled (it returns to where it started).
  var transitionWasCancelled: Bool { get }
  /// The presentation style, for modal transitions (`.fullScreen` otherwise).
  var presentationStyle: StageModalPresentationStyle { get }

  /// A controller taking part.
  ///
  /// - Parameter key: Which one.
  /// - Returns: The controller.
  func viewController(forKey key: StageTransitionContextViewControllerKey) -> StageViewController?

  /// A view the animator may move; `nil` means "do not touch": the presenter's view in a
  /// presentation that keeps it on screen.
  ///
  /// - Parameter key: Which one.
  /// - Returns: The view, or `nil`.
  func view(forKey key: StageTransitionContextViewKey) -> StageView?

  /// Where a controller's view starts, in container coordinates; `.zero` when unknown.
  ///
  /// - Parameter viewController: A controller taking part.
  /// - Returns: Its initial frame.
  func initialFrame(for viewController: StageViewController) -> CGRect

  /// Where a controller's view must end, in container coordinates; `.zero` when it leaves.
  ///
  /// - Parameter viewController: A controller taking part.
  /// - Returns: Its final frame.
  func finalFrame(for viewController: StageViewController) -> CGRect

  /// Ends the transition; call it exactly once, with `!transitionWasCancelled`.
  ///
  /// - Parameter didComplete: Whether the transition finished.
  func completeTransition(_ didComplete: Bool)

  /// Reports how far a gesture has taken the transition.
  ///
  /// - Parameter percentComplete: The progress, 0…1.
  func updateInteractiveTransition(_ percentComplete: CGFloat)

  /// The gesture ended and the transition will finish.
  func finishInteractiveTransition()

  /// The gesture ended and the transition will return to its start.
  func cancelInteractiveTransition()

  /// A running transition becomes interactive again.
  func pauseInteractiveTransition()
}
