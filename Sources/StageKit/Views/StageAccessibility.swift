/// The twin of `UIAccessibility`'s process-wide settings: on the stage each window has its
/// own (``StageWindow/prefersReducedMotion``, ``StageWindow/prefersCrossFadeTransitions``),
/// and these answer from the window whose turn is running, so code written against UIKit's
/// spelling keeps each test's windows apart. Outside any window's turn they are `false`, as
/// a device's defaults.
///
/// ```swift
/// window.prefersReducedMotion = true
/// window.clock.runTurn { StageAccessibility.isReduceMotionEnabled }  // true
/// ```
@MainActor
public enum StageAccessibility {
  /// Whether the user asked to reduce motion, in the window whose turn is running.
  public static var isReduceMotionEnabled: Bool {
    StageRunLoop.runningClock?.window?.prefersReducedMotion ?? false
  }

  /// Whether the user asked for cross-fades instead of slides, in the window whose turn is
  /// running.
  public static var prefersCrossFadeTransitions: Bool {
    StageRunLoop.runningClock?.window?.prefersCrossFadeTransitions ?? false
  }
}
