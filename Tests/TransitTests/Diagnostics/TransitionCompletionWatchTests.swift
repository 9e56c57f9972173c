import Testing

@testable import Transit

@MainActor
final class ReportedDiagnostics {
  var all: [TransitDiagnostic] = []
}

/// The completion traps a container that runs an app's animator watches for: never
/// completed (after a configurable time, with an opt-in cancel) and completed twice.
@MainActor
@Suite struct TransitionCompletionWatchTests {
  let reported = ReportedDiagnostics()

  func watch(timeout: Double? = 5, cancels: Bool = false) -> TransitionCompletionWatch {
    let reported = reported
    return TransitionCompletionWatch(
      name: "<Feed> → <Search>", startedAt: 10, duration: 0.35,
      diagnostics: TransitDiagnostics(
        completionTimeout: timeout, completesStalledTransitions: cancels
      ) { reported.all.append($0) })
  }

  @Test func aTransitionNotCompletedByItsDeadlineIsReportedOnce() {
    var watch = watch()
    #expect(watch.deadline == 15.35)
    let early = watch.check(at: 15.3)
    #expect(!early && reported.all.isEmpty, "not yet")
    let due = watch.check(at: 15.35)
    #expect(!due, "reported, not cancelled: that is opt-in")
    let later = watch.check(at: 20)
    #expect(!later)
    #expect(reported.all.map(\.kind) == [.transitionNeverCompleted])
    #expect(reported.all[0].description.hasPrefix("Transit: <Feed> → <Search> has not called"))
  }

  @Test func withTheOptInTheStalledTransitionIsToBeCancelled() {
    var watch = watch(cancels: true)
    let cancel = watch.check(at: 16)
    #expect(cancel)
    let first = watch.complete()
    #expect(first, "the cancel the host makes is the first completion")
    #expect(reported.all.map(\.kind) == [.transitionNeverCompleted])
  }

  @Test func aSecondCompletionIsIgnoredAndReported() {
    var watch = watch()
    let first = watch.complete()
    let second = watch.complete()
    let stalled = watch.check(at: 100)
    #expect(first && !second)
    #expect(!stalled, "completed: nothing stalled")
    #expect(reported.all.map(\.kind) == [.transitionCompletedTwice])
  }

  @Test func noTimeoutNeverReportsAndBadTimesClamp() {
    var none = watch(timeout: nil)
    let stalled = none.check(at: 1e9)
    #expect(none.deadline == nil && !stalled)
    let negative = TransitionCompletionWatch(
      name: "x", startedAt: 1, duration: .nan,
      diagnostics: TransitDiagnostics(completionTimeout: -3) { _ in })
    #expect(negative.deadline == 1)
    let instant = TransitionCompletionWatch(
      name: "x", startedAt: 1, duration: nil, diagnostics: TransitDiagnostics { _ in })
    #expect(instant.deadline == nil, "a switch without an animator has nothing to wait for")
    #expect(reported.all.isEmpty)
  }

  // MARK: The watched completion a host hands its context

  /// A host's context completion, watched on a fake clock: the switch's duration 0.35 s
  /// and a 5 s timeout put the deadline at 5.35 s.
  func watchedCompletion(
    cancels: Bool, clock: FakeHostContext.Clock, completions: ReportedCompletions,
    isHeld: @escaping @MainActor () -> Bool = { false }
  ) -> @MainActor (Bool) -> Void {
    let reported = reported
    return TransitionCompletionWatch.watchedCompletion(
      name: "<Feed> → <Search>", duration: 0.35,
      diagnostics: TransitDiagnostics(completionTimeout: 5, completesStalledTransitions: cancels) {
        reported.all.append($0)
      },
      now: { clock.now }, schedule: { clock.schedule(at: $0, $1) }, isHeld: isHeld,
      completion: { completions.all.append($0) })
  }

  @Test func aSwitchHeldByAFingerWaitsForItsRelease() {
    // docs/design.md#n10: held at 5.35 s, the deadline moves to 10.7 s; held again then,
    // to 16.05 s; released at 12 s, it is due 5.35 s after the check that found it held.
    let clock = FakeHostContext.Clock()
    let completions = ReportedCompletions()
    final class Finger { var isDown = true }
    let finger = Finger()
    let complete = watchedCompletion(
      cancels: true, clock: clock, completions: completions, isHeld: { finger.isDown })
    clock.advance(to: 11)
    #expect(completions.all.isEmpty && reported.all.isEmpty, "held: not frozen")
    finger.isDown = false
    clock.advance(to: 16)
    #expect(completions.all.isEmpty, "due at 16.05 s")
    clock.advance(to: 16.1)
    #expect(completions.all == [false])
    #expect(reported.all.map(\.kind) == [.transitionNeverCompleted])
    complete(true)
    #expect(completions.all == [false])
  }

  @Test func theContextsSecondCompletionIsIgnoredAndReported() {
    let clock = FakeHostContext.Clock()
    let completions = ReportedCompletions()
    let complete = watchedCompletion(cancels: true, clock: clock, completions: completions)
    complete(true)
    complete(false)
    clock.advance(to: 10)
    #expect(completions.all == [true], "one completion reaches the host")
    #expect(reported.all.map(\.kind) == [.transitionCompletedTwice], "and the deadline is quiet")
  }

  @Test func aStalledSwitchIsCancelledAtItsDeadlineWhenAsked() {
    let clock = FakeHostContext.Clock()
    let completions = ReportedCompletions()
    let complete = watchedCompletion(cancels: true, clock: clock, completions: completions)
    clock.advance(to: 5.3)
    #expect(completions.all.isEmpty && reported.all.isEmpty, "not yet due")
    clock.advance(to: 5.4)
    #expect(completions.all == [false], "cancelled by the watch")
    #expect(reported.all.map(\.kind) == [.transitionNeverCompleted])
    complete(true)
    #expect(completions.all == [false], "the animator's late call changes nothing")
    #expect(reported.all.map(\.kind) == [.transitionNeverCompleted, .transitionCompletedTwice])
  }

  @Test func withoutTheOptInAStalledSwitchIsOnlyReported() {
    let clock = FakeHostContext.Clock()
    let completions = ReportedCompletions()
    let complete = watchedCompletion(cancels: false, clock: clock, completions: completions)
    clock.advance(to: 6)
    #expect(completions.all.isEmpty)
    #expect(reported.all.map(\.kind) == [.transitionNeverCompleted])
    complete(true)
    #expect(completions.all == [true], "the late completion still counts")
  }

  @Test func aCompletionLetGoOfBeforeItsDeadlineLeavesTheDeadlineQuiet() {
    let clock = FakeHostContext.Clock()
    let completions = ReportedCompletions()
    _ = watchedCompletion(cancels: true, clock: clock, completions: completions)
    clock.advance(to: 10)
    #expect(completions.all.isEmpty, "nothing kept the switch alive to cancel it")
    #expect(reported.all.isEmpty)
  }
}

@MainActor
final class ReportedCompletions {
  var all: [Bool] = []
}
