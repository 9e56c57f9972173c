import Transit

/// The twin of `UIViewControllerInteractiveTransitioning`: an interaction controller that
/// drives a transition from a gesture.
@MainActor
public protocol StageViewControllerInteractiveTransitioning: AnyObject {
  /// Starts the transition; the interaction controller is responsible for calling the
  /// animator's `animateTransition(using:)` (a percent-driven one does it here).
  ///
  /// - Parameter transitionContext: The context.
  func startInteractiveTransition(_ transitionContext: any StageViewControllerContextTransitioning)

  /// How fast the non-interactive remainder runs after finish or cancel (1 = normal).
  var completionSpeed: Double { get }

  /// The curve of the non-interactive remainder.
  var completionCurve: TimingCurve.AnimationCurve { get }

  /// Whether the transition starts interactive (`true`) or running (`false`).
  var wantsInteractiveStart: Bool { get }
}

extension StageViewControllerInteractiveTransitioning {
  /// UIKit's default: 1.
  public var completionSpeed: Double { 1 }
  /// UIKit's default: ease in and out.
  public var completionCurve: TimingCurve.AnimationCurve { .easeInOut }
  /// UIKit's default: `true`.
  public var wantsInteractiveStart: Bool { true }
}
