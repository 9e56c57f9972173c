// What tools in this package may ask a stage that UIKit does not tell an app: the
// animator playing a transition in flight (UIKit keeps it behind its private context).

extension StageViewController {
  /// The animator playing the transition this controller takes part in, while one is in
  /// flight.
  package var animatorOfTransitionInFlight: (any StageViewControllerAnimatedTransitioning)? {
    (transitionCoordinator as? StageTransitionCoordinator)?.context.animator
  }
}
