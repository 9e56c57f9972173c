import Foundation
import Testing
import Transit
import TransitRender
import TransitTesting

/// The assertion as a user's test calls it, with the test file placed in a temporary
/// directory so references land there, and the environment injected.
@MainActor
@Suite struct AssertTimelineSnapshotTests {
  @Test func recordsThenPasses() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    var recorded: SnapshotResult?
    withKnownIssue("the first run records and fails") {
      recorded = assertTimelineSnapshot(
        .slide, operation: .push, named: "slide-push", environment: [:],
        file: temporary.testFile)
    }
    #expect(recorded?.status == .recorded)
    #expect(temporary.exists("slide-push.txt"))
    let table = try String(
      contentsOf: temporary.snapshots.appendingPathComponent("slide-push.txt"), encoding: .utf8)
    #expect(table.hasPrefix("duration 0.35 s; nodes: "))
    let again = assertTimelineSnapshot(
      .slide, operation: .push, named: "slide-push", environment: [:], file: temporary.testFile)
    #expect(again.passed)
  }

  @Test func aChangedTransitionFailsAndWritesTheActual() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    withKnownIssue {
      assertTimelineSnapshot(
        .fade, operation: .dismiss, style: .custom, named: "fade", environment: [:],
        file: temporary.testFile)
    }
    var changed: SnapshotResult?
    withKnownIssue("a slower fade differs") {
      changed = assertTimelineSnapshot(
        .fade.duration(0.5), operation: .dismiss, style: .custom, named: "fade",
        environment: [:], file: temporary.testFile)
    }
    #expect(changed?.status == .mismatched)
    #expect(temporary.exists("fade.actual.txt"))
    let actual = try String(
      contentsOf: temporary.snapshots.appendingPathComponent("fade.actual.txt"), encoding: .utf8)
    #expect(actual.hasPrefix("duration 0.5 s"))
  }

  @Test func recordingIsReadFromTheInjectedEnvironment() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    withKnownIssue {
      assertTimelineSnapshot(
        .fade, operation: .push, named: "fade", environment: [:], file: temporary.testFile)
    }
    var result: SnapshotResult?
    withKnownIssue("recording always fails, so that the new reference gets looked at") {
      result = assertTimelineSnapshot(
        .fade.duration(0.5), operation: .push, named: "fade",
        environment: ["TRANSIT_RECORD": "1"], file: temporary.testFile)
    }
    #expect(result?.status == .recorded)
    #expect(!temporary.exists("fade.actual.txt"))
    #expect(
      assertTimelineSnapshot(
        .fade.duration(0.5), operation: .push, named: "fade", environment: [:],
        file: temporary.testFile
      ).passed)
  }

  @Test func theCoreReportsNothingAndReturnsTheResult() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let store = SnapshotStore(directory: temporary.url)
    let first = verifyTimelineSnapshot(.cube(), operation: .tabLeft, named: "cube", in: store)
    #expect(first.status == .recorded)
    let second = verifyTimelineSnapshot(.cube(), operation: .tabLeft, named: "cube", in: store)
    #expect(second.passed)
    let other = verifyTimelineSnapshot(.cube(), operation: .tabRight, named: "cube", in: store)
    #expect(other.status == .mismatched)
  }
}
