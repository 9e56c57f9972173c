// What the host reads from its platform rather than from its views: the media clock, timers
// and display links on the main run loop, the accessibility settings, and where work a
// transition pays for is counted. UIKit answers process-wide; the stage answers from the
// window a view is in, so its tests stay deterministic and independent of each other.
#if TRANSIT_STAGE
  import Transit

  @MainActor
  enum HostEnvironment {
    /// The media clock's time: the clock of the view's window.
    static func now(near view: UIView) -> Double { view.layer.clock?.now ?? 0 }

    /// Runs an action at a time of the media clock, in the run loop's common modes.
    static func schedule(
      at time: Double, near view: UIView, _ action: @escaping @MainActor () -> Void
    ) {
      guard let clock = view.layer.clock else { return action() }
      clock.schedule(at: time, inModes: [.common], action)
    }

    /// Runs an action on the run loop's next turn: in the clock of the view's window, or of
    /// the turn running now; at once when there is neither (no transition runs then).
    static func onNextTurn(near view: UIView?, _ action: @escaping @MainActor () -> Void) {
      guard let clock = view?.layer.clock ?? StageRunLoop.runningClock else { return action() }
      clock.scheduleOnNextTurn(action)
    }

    /// A display link calling an action once a frame with the frame's time.
    static func frameTicker(
      near view: UIView, _ action: @escaping @MainActor (Double) -> Void
    ) -> (any TransitionFrameTicker)? {
      guard let clock = view.layer.clock else { return nil }
      return StageDisplayLink(clock: clock) { link in action(link.timestamp) }
    }

    /// Whether the user asked to reduce motion.
    static func prefersReducedMotion(near view: UIView) -> Bool {
      view.window?.prefersReducedMotion ?? false
    }

    /// Whether the user asked for cross-fades instead of slides.
    static func prefersCrossFadeTransitions(near view: UIView) -> Bool {
      view.window?.prefersCrossFadeTransitions ?? false
    }

    /// Counts a compile of the timeline in the window's event log, as work paid for before
    /// the first frame.
    static func didCompile(_ timeline: Timeline, near view: UIView) {
      view.window?.eventLog.record(
        .cost, "compile(\(timeline.tracks.count) tracks, \(timeline.duration) s)")
    }

    /// Where an installer's diagnostics go: the event log of the window its screens are in,
    /// where tests look; standard error while it is in none.
    static func diagnostics(
      near view: @escaping @MainActor @Sendable () -> UIView?
    ) -> TransitDiagnostics {
      TransitDiagnostics { diagnostic in
        guard let log = view()?.window?.eventLog else {
          return TransitDiagnostics.standardError.report(diagnostic)
        }
        log.record(.warning, diagnostic.description)
      }
    }
  }
#elseif canImport(UIKit)
  import QuartzCore
  import Transit
  import UIKit

  @MainActor
  enum HostEnvironment {
    /// The media clock's time.
    static func now(near view: UIView) -> Double { CACurrentMediaTime() }

    /// Runs an action at a time of the media clock, in the run loop's common modes.
    static func schedule(
      at time: Double, near view: UIView, _ action: @escaping @MainActor () -> Void
    ) {
      ClosureTarget.schedule(at: time, action)
    }

    /// Runs an action on the main run loop's next turn.
    static func onNextTurn(near view: UIView?, _ action: @escaping @MainActor () -> Void) {
      ClosureTarget.schedule(at: CACurrentMediaTime(), action)
    }

    /// A display link calling an action once a frame with the frame's time.
    static func frameTicker(
      near view: UIView, _ action: @escaping @MainActor (Double) -> Void
    ) -> (any TransitionFrameTicker)? {
      TransitDisplayLink(action)
    }

    /// Whether the user asked to reduce motion.
    static func prefersReducedMotion(near view: UIView) -> Bool {
      UIAccessibility.isReduceMotionEnabled
    }

    /// Whether the user asked for cross-fades instead of slides.
    static func prefersCrossFadeTransitions(near view: UIView) -> Bool {
      UIAccessibility.prefersCrossFadeTransitions
    }

    /// Nothing: a device counts its work with Instruments.
    static func didCompile(_ timeline: Timeline, near view: UIView) {}

    /// Where an installer's diagnostics go: standard error, which Xcode's console shows.
    static func diagnostics(
      near view: @escaping @MainActor @Sendable () -> UIView?
    ) -> TransitDiagnostics {
      .standardError
    }
  }
#endif
