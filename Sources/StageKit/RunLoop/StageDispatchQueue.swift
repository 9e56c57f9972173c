/// The twin of `DispatchQueue.main`: work sent to it runs on a later turn of the stage's
/// run loop, on the clock of the window whose turn sent it, never on the wall clock.
///
/// Transition code uses it to tidy up a moment after a transition, as on a device:
///
/// ```swift
/// StageDispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
///   snapshot.removeFromSuperview()
/// }
/// window.advance(by: 0.3)   // the snapshot is gone
/// ```
///
/// Outside any window's turn (``StageRunLoop``) there is no clock to wait on, so the work
/// runs at once: it is never lost.
public struct StageDispatchQueue: Sendable {
  /// The main queue, served by the run loop of the window whose turn is running.
  public static var main: StageDispatchQueue { StageDispatchQueue() }

  private init() {}

  /// Runs work on the next turn of the run loop, after what is already due now.
  ///
  /// - Parameter work: The work.
  @MainActor
  public func async(execute work: @escaping @MainActor () -> Void) {
    guard let clock = StageRunLoop.runningClock else { return work() }
    clock.scheduleOnNextTurn { clock.runTurn(work) }
  }

  /// Runs work once the clock reaches a deadline; a deadline already past runs on the
  /// next turn.
  ///
  /// - Parameters:
  ///   - deadline: When, as ``StageDispatchTime/now()`` plus seconds.
  ///   - work: The work.
  @MainActor
  public func asyncAfter(deadline: StageDispatchTime, execute work: @escaping @MainActor () -> Void)
  {
    guard let clock = StageRunLoop.runningClock else { return work() }
    clock.schedule(at: deadline.seconds) { clock.runTurn(work) }
  }
}

/// The twin of `DispatchTime`: a time on the stage's clock, in seconds.
public struct StageDispatchTime: Comparable, Sendable {
  /// Seconds on the clock of the window whose turn made it.
  public var seconds: Double

  /// Creates a time.
  ///
  /// - Parameter seconds: Seconds on the clock.
  public init(seconds: Double) { self.seconds = seconds }

  /// The clock's time now (``StageCurrentMediaTime()``).
  ///
  /// - Returns: The time.
  @MainActor
  public static func now() -> StageDispatchTime {
    StageDispatchTime(seconds: StageCurrentMediaTime())
  }

  /// A time some seconds later.
  ///
  /// - Parameters:
  ///   - time: The time.
  ///   - seconds: Seconds to add; NaN or negative reads as 0 (the deadline is then now).
  /// - Returns: The later time.
  public static func + (time: StageDispatchTime, seconds: Double) -> StageDispatchTime {
    StageDispatchTime(seconds: time.seconds + (seconds.isNaN ? 0 : max(0, seconds)))
  }

  /// Whether one time comes before another.
  ///
  /// - Parameters:
  ///   - lhs: A time.
  ///   - rhs: Another time.
  /// - Returns: Whether `lhs` is earlier.
  public static func < (lhs: StageDispatchTime, rhs: StageDispatchTime) -> Bool {
    lhs.seconds < rhs.seconds
  }
}
