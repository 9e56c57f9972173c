// Objective-C's target–action, which only UIKit has: the stage's recognizers, display links
// and timers take closures, so this file has no stage branch.
#if canImport(UIKit) && !TRANSIT_STAGE
  import ObjectiveC
  import QuartzCore
  import UIKit

  /// A closure as the target of UIKit's target–action APIs (a gesture recognizer, a display
  /// link, a delayed perform), which take a target and a selector, not a closure.
  @MainActor
  final class ClosureTarget: NSObject {
    private let action: @MainActor (Any?) -> Void
    /// The selector to hand the API with this target.
    static let selector = #selector(fire(_:))

    init(_ action: @escaping @MainActor (_ sender: Any?) -> Void) {
      self.action = action
    }

    @objc private func fire(_ sender: Any?) { action(sender) }

    /// Runs an action once, at a time of `CACurrentMediaTime()`'s clock (on the next turn
    /// of the run loop if that time has passed). In the common modes: a delayed perform in
    /// the default mode waits while a scroll view tracks or decelerates (docs/design.md#u10).
    ///
    /// - Parameters:
    ///   - time: When.
    ///   - action: What to do.
    static func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) {
      let delay = time - CACurrentMediaTime()
      // The run loop keeps the target until it fires.
      ClosureTarget { _ in action() }.perform(
        selector, with: nil, afterDelay: delay.isFinite ? max(delay, 0) : 0, inModes: [.common])
    }
  }
#endif
