#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// A one-off action at a time of `CACurrentMediaTime()`'s clock, run on the main run
  /// loop in its common modes: the target of a delayed perform, which the run loop keeps
  /// until it fires.
  @MainActor
  final class TransitTimer: NSObject {
    private let action: @MainActor () -> Void

    private init(_ action: @escaping @MainActor () -> Void) {
      self.action = action
    }

    /// Runs an action once, at a time of `CACurrentMediaTime()`'s clock (on the next turn
    /// of the run loop if that time has passed).
    ///
    /// - Parameters:
    ///   - time: When.
    ///   - action: What to do.
    static func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) {
      let delay = time - CACurrentMediaTime()
      let timer = TransitTimer(action)
      // In the common modes: a delayed perform in the default mode waits while a scroll view
      // tracks or decelerates (U10).
      timer.perform(
        #selector(fire), with: nil, afterDelay: delay.isFinite ? max(delay, 0) : 0,
        inModes: [.common])
    }

    @objc private func fire() {
      action()
    }
  }
#endif
