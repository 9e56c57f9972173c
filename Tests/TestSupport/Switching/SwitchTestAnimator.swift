import StageKit

/// An animator of the switching tests that notes how each of its transitions ended, so a
/// test can check `animationEnded(_:)` whichever animator it runs.
@MainActor
public protocol SwitchTestAnimator: StageViewControllerAnimatedTransitioning {
  /// The values `animationEnded(_:)` received, in order.
  var endings: [Bool] { get }
}
