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
}
