import Foundation

/// The twin of `RunLoop`: the turn of events in which the stage runs callbacks, display
/// links and work sent to ``StageDispatchQueue/main``, on a window's ``StageClock``.
///
/// A device has one main run loop, turned by real time. The stage has one clock per
/// window, so "the main run loop" means the run loop of the window whose turn is running:
/// its clock's callbacks, display links and animation events, its touches, its root
/// controller's installation and the transitions started in it. Code the stage calls
/// from there finds the run loop UIKit code would, with the type names changed:
///
/// ```swift
/// let link = StageDisplayLink(target: self) { [weak self] link in self?.step(link) }
/// link.add(to: .main, forMode: .common)
/// StageDispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { snapshot.removeFromSuperview() }
/// ```
///
/// Outside any window's turn (code a test calls directly), there is no clock: the run
/// loop is detached, and ``StageDispatchQueue`` runs work at once rather than lose it.
@MainActor
public final class StageRunLoop {
  /// The twin of `RunLoop.Mode`: which sources a turn of the run loop serves.
  ///
  /// On a device a display link or timer added for `.default` stops while a scroll view
  /// tracks a finger (the run loop then runs in `.tracking`); `.common` serves both.
  public struct Mode: Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String

    /// Creates a mode with a name.
    ///
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `RunLoop.Mode.default`: the run loop's mode when nothing is tracked.
    public static let `default` = Mode("kCFRunLoopDefaultMode")
    /// `RunLoop.Mode.tracking`: the mode while a scroll view tracks a finger.
    public static let tracking = Mode("UITrackingRunLoopMode")
    /// `RunLoop.Mode.common`: every mode in the common set (default and tracking).
    public static let common = Mode("kCFRunLoopCommonModes")
  }

  /// The clock this run loop turns on; `nil` for a detached run loop, outside any window's
  /// turn, or once the window's clock is gone.
  public private(set) weak var clock: StageClock?

  init(clock: StageClock?) {
    self.clock = clock
  }

  /// The mode the run loop turns in now, as `RunLoop.currentMode`: `.tracking` while a
  /// scroll view is dragged or decelerates, `.default` otherwise; `nil` outside any window's
  /// turn.
  public var currentMode: Mode? { clock?.currentMode }

  /// The run loop of the window whose turn is running; a detached one outside any.
  public static var main: StageRunLoop { current }

  /// The run loop of the window whose turn is running; a detached one outside any. The
  /// stage runs everything on the main actor, so it is always ``main``.
  public static var current: StageRunLoop {
    runningClock?.runLoop ?? StageRunLoop(clock: nil)
  }

  /// The clock of the turn running now, bound for the length of the turn: where code that
  /// UIKit would run on the main run loop (`DispatchQueue.main.async`) schedules on the
  /// stage, when no view of its tells a window.
  @TaskLocal public static var runningClock: StageClock?
}

extension StageClock {
  /// Runs a body as a turn of this clock's run loop: code in it finds this clock through
  /// ``StageRunLoop/main``, ``StageDispatchQueue/main`` and ``StageCurrentMediaTime()``.
  ///
  /// The window does this itself around everything it runs; call it for code of your own
  /// that sets up work on the stage outside any window's turn.
  ///
  /// - Parameter body: The work.
  /// - Returns: What the body returns.
  public func runTurn<Result>(_ body: () throws -> Result) rethrows -> Result {
    if StageRunLoop.runningClock === self { return try body() }
    return try StageRunLoop.$runningClock.withValue(self) { try body() }
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The twin of `CACurrentMediaTime()`: the clock time of the window whose turn is running,
/// in seconds; 0 outside any window's turn.
///
/// - Returns: The current media time.
@MainActor
public func StageCurrentMediaTime() -> CFTimeInterval {
  StageRunLoop.runningClock?.now ?? 0
}
