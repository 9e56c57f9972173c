import Foundation
import Transit

/// Where an interruptible animation ends, as `UIViewAnimatingPosition`.
public enum StageViewAnimatingPosition: Sendable, Hashable {
  /// At the end values.
  case end
  /// Back at the start values.
  case start
  /// Wherever it is now.
  case current
}

/// The life of an interruptible animation, as `UIViewAnimatingState`.
public enum StageViewAnimatingState: Sendable, Hashable {
  /// Not started, or finished.
  case inactive
  /// Running or paused.
  case active
  /// Stopped, waiting for `finishAnimation(at:)`.
  case stopped
}

/// The twin of `UIViewImplicitlyAnimating`: an animation that can be paused, scrubbed,
/// reversed and continued, what `interruptibleAnimator(using:)` returns.
///
/// Spelled as UIKit spells it (`CGFloat` fractions, `TimeInterval` delays), so that one
/// adopter compiles against both. UIKit's last four requirements are optional; here they
/// are required, and every adopter has them.
@MainActor
public protocol StageViewImplicitlyAnimating: AnyObject {
  /// The animation's state.
  var state: StageViewAnimatingState { get }
  /// Whether it is running (not paused).
  var isRunning: Bool { get }
  /// Whether it runs towards its start.
  var isReversed: Bool { get set }
  /// How far it is, 0…1; settable while paused to scrub.
  var fractionComplete: CGFloat { get set }

  /// Starts or resumes the animation.
  func startAnimation()
  /// Starts the animation after a delay.
  ///
  /// - Parameter delay: Seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animation where it is (starting it paused when inactive).
  func pauseAnimation()
  /// Stops the animation where it is.
  ///
  /// - Parameter withoutFinishing: `true` ends it now without completions; `false` leaves
  ///   it stopped until ``finishAnimation(at:)``.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes a stopped animation at a position and runs its completions.
  ///
  /// - Parameter finalPosition: Where the views end.
  func finishAnimation(at finalPosition: StageViewAnimatingPosition)
  /// Resumes a paused animation with new timing (or its own) over its remaining time
  /// scaled by a factor.
  ///
  /// - Parameters:
  ///   - parameters: A new curve or spring, or `nil` to keep the animation's own.
  ///   - durationFactor: The factor on the remaining time; non-positive means 1.
  func continueAnimation(
    withTimingParameters parameters: (any StageTimingCurveProvider)?, durationFactor: CGFloat)
  /// Adds changes to animate with the rest of the animation.
  ///
  /// - Parameter animation: The changes.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds a block to run when the animation ends, with where it ended.
  ///
  /// - Parameter completion: The block.
  func addCompletion(_ completion: @escaping (StageViewAnimatingPosition) -> Void)
}
