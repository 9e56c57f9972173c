import StageKit

/// The delegate of a transition's end marker on the stage: it passes the marker's stop on
/// to the engine, once.
@MainActor
final class StageAnimationEndObserver: StageAnimationDelegate {
  private var didStop: (@MainActor (Bool) -> Void)?

  /// Creates an observer.
  ///
  /// - Parameter didStop: What to do when the marker stops, given whether it finished.
  init(_ didStop: @escaping @MainActor (Bool) -> Void) {
    self.didStop = didStop
  }

  func animationDidStop(_ animation: StageAnimation, finished flag: Bool) {
    let action = didStop
    didStop = nil
    action?(flag)
  }
}
