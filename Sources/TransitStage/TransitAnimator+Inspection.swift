import Foundation
import StageKit
import Transit

// Read-only access to what an animator is playing, for tools that render or describe a
// transition (the `transit` command, TransitTesting): they need the scene and timeline the
// stage really compiled, not a copy built beside it.

extension TransitAnimator {
  /// The Transit animator playing the transition a controller takes part in, if one is in
  /// flight and Transit's animator plays it.
  ///
  /// ```swift
  /// navigationController.transit.push(detail, using: .slide)
  /// let timeline = TransitAnimator.inFlight(for: detail)?.timelineInFlight
  /// ```
  ///
  /// - Parameter controller: A controller taking part: the one shown, the one going away,
  ///   or their container or presenter.
  /// - Returns: The animator, or `nil` when no transition is in flight or another animator
  ///   plays it.
  public static func inFlight(for controller: StageViewController) -> TransitAnimator? {
    if let animator = controller.animatorOfTransitionInFlight as? TransitAnimator {
      return animator
    }
    // A custom container's switch runs on Transit's own context, not the stage's.
    var ancestor: StageViewController? = controller
    while let current = ancestor {
      if let container = current as? TransitContainerViewController {
        return container.switchAnimatorInFlight as? TransitAnimator
      }
      ancestor = current.parent
    }
    return nil
  }
}
