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
@MainActor
public protocol StageViewImplicitlyAnimating: AnyObject {
  /// The animation's state.
  var state: StageViewAnimatingState { get }
  /// Whether it is running (not paused).
  var isRunning: Bool { get }
  /// Whether it runs towards its start.
  var isReversed: Bool { get set }
  /// How far it is, 0…1; settable while paused to scrub.
  var fractionComplete: Double { get set }

  /// Starts or resumes the animation.
  func startAnimation()
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
    withTimingParameters parameters: (any StageTimingCurveProvider)?, durationFactor: Double)
  /// Adds a block to run when the animation ends, with where it ended.
  ///
  /// - Parameter completion: The block.
  func addCompletion(_ completion: @escaping @MainActor (StageViewAnimatingPosition) -> Void)
}
