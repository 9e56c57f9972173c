/// Watches one transition whose animator a host does not own (an app's, in a container
/// Transit runs) for the two completion traps: `completeTransition(_:)` never called, and
/// called twice.
///
/// The host makes one when the transition starts, passes each `completeTransition(_:)`
/// through ``complete()``, and calls ``check(at:)`` at ``deadline``:
///
/// ```swift
/// var watch = TransitionCompletionWatch(name: "<Feed> → <Search>", startedAt: now,
///   duration: animator.transitionDuration(using: context), diagnostics: diagnostics)
/// if let deadline = watch.deadline { schedule(at: deadline) { watch.check(at: now) } }
/// ```
public struct TransitionCompletionWatch: Sendable {
  /// The transition's name in diagnostics ("From → To").
  public let name: String
  /// When the transition counts as never completed; `nil` when the diagnostics set no
  /// timeout.
  public let deadline: Double?
  /// Whether `completeTransition(_:)` was called.
  public private(set) var isCompleted = false
  /// Whether the transition was reported as never completed.
  public private(set) var wasReportedStalled = false
  private let diagnostics: TransitDiagnostics

  /// Starts watching.
  ///
  /// - Parameters:
  ///   - name: The transition's name in diagnostics.
  ///   - time: The clock time it started at.
  ///   - duration: The animator's duration; a negative or non-finite one counts as 0;
  ///     `nil` for a switch without an animator, completed at once, which has no deadline.
  ///   - diagnostics: Where reports go, and the timeout.
  public init(
    name: String, startedAt time: Double, duration: Double?, diagnostics: TransitDiagnostics
  ) {
    self.name = name
    self.diagnostics = diagnostics
    deadline = duration.flatMap { duration in
      let duration = duration.isFinite ? max(0, duration) : 0
      return diagnostics.completionTimeout.map { time + duration + $0 }
    }
  }

  /// Records a call of `completeTransition(_:)`.
  ///
  /// - Returns: Whether to carry it out: `true` the first time; `false`, reported, after.
  @MainActor
  public mutating func complete() -> Bool {
    guard !isCompleted else {
      diagnostics.report(
        TransitDiagnostic(
          .transitionCompletedTwice,
          "completeTransition called again for \(name), already completed: the call is ignored"))
      return false
    }
    isCompleted = true
    return true
  }

  /// Looks at the transition at a time: one not completed by the deadline is reported,
  /// once.
  ///
  /// - Parameter time: The clock time now.
  /// - Returns: Whether the host should now complete it, cancelled (the diagnostics ask
  ///   for stalled transitions to be completed).
  @MainActor
  public mutating func check(at time: Double) -> Bool {
    guard !isCompleted, !wasReportedStalled, let deadline, time >= deadline else { return false }
    wasReportedStalled = true
    let action =
      diagnostics.completesStalledTransitions
      ? "Transit cancels it" : "set completesStalledTransitions to have Transit cancel it"
    diagnostics.report(
      TransitDiagnostic(
        .transitionNeverCompleted,
        "\(name) has not called completeTransition \(diagnostics.completionTimeout ?? 0) s past "
          + "its duration: the screen is frozen; \(action)"))
    return diagnostics.completesStalledTransitions
  }
}

extension TransitionCompletionWatch {
  /// Wraps the completion of a transition a host runs with an app's animator (the
  /// `completeTransition(_:)` of a context the host made), watched for both traps: a
  /// second call is reported and ignored; a transition not completed by the deadline is
  /// reported and, when the diagnostics ask, completed cancelled.
  ///
  /// ```swift
  /// let complete = TransitionCompletionWatch.watchedCompletion(
  ///   name: "<Feed> → <Search>", duration: animator.transitionDuration(using: nil),
  ///   diagnostics: diagnostics, now: { CACurrentMediaTime() },
  ///   schedule: { ClosureTarget.schedule(at: $0, $1) },
  ///   completion: { completed in /* the container rules, then the bookkeeping */ })
  /// ```
  ///
  /// The deadline's check holds the watch weakly: once the host lets go of the completion
  /// (its context is gone), nothing is kept alive until the deadline. While a finger holds
  /// the transition (`isHeld`), the deadline waits: it is set again from the moment it
  /// finds the transition still held, so a swipe held long is never reported frozen nor
  /// cancelled under the finger (docs/design.md#n10).
  ///
  /// - Parameters:
  ///   - name: The transition's name in diagnostics ("From → To").
  ///   - duration: The animator's duration, from now.
  ///   - diagnostics: Where reports go, and the timeout.
  ///   - now: The host's clock.
  ///   - schedule: Runs an action once at a time of that clock.
  ///   - isHeld: Whether a gesture holds the transition now (its context is interactive);
  ///     never, by default.
  ///   - completion: What the first completion does, given whether it completed.
  /// - Returns: The completion to hand the context.
  @MainActor
  public static func watchedCompletion(
    name: String, duration: Double?, diagnostics: TransitDiagnostics,
    now: @escaping @MainActor () -> Double,
    schedule: @escaping (Double, @escaping @MainActor () -> Void) -> Void,
    isHeld: @escaping @MainActor () -> Bool = { false },
    completion: @escaping @MainActor (_ completed: Bool) -> Void
  ) -> @MainActor (_ completed: Bool) -> Void {
    let start = now()
    let watched = WatchedCompletion(
      TransitionCompletionWatch(
        name: name, startedAt: start, duration: duration, diagnostics: diagnostics),
      completion: completion)
    guard let deadline = watched.watch.deadline else {
      return { completed in watched.complete(completed) }
    }
    let allowance = deadline - start
    func check(_ watched: WatchedCompletion?) {
      guard let watched, !watched.watch.isCompleted else { return }
      if isHeld() {
        schedule(now() + allowance) { [weak watched] in check(watched) }
      } else if watched.watch.check(at: now()) {
        watched.complete(false)
      }
    }
    schedule(deadline) { [weak watched] in check(watched) }
    return { completed in watched.complete(completed) }
  }
}

/// A watch and the completion it guards, shared by the context's calls and the deadline.
@MainActor
private final class WatchedCompletion {
  var watch: TransitionCompletionWatch
  let completion: @MainActor (Bool) -> Void

  init(_ watch: TransitionCompletionWatch, completion: @escaping @MainActor (Bool) -> Void) {
    self.watch = watch
    self.completion = completion
  }

  func complete(_ completed: Bool) {
    guard watch.complete() else { return }
    completion(completed)
  }
}
