import Foundation
import Testing
import TransitTesting

@Suite struct SnapshotStoreTests {
  @Test func referencesLiveInSnapshotsBesideTheTestFile() {
    let store = SnapshotStore(testFile: "/work/Tests/AppTests/FadeTests.swift", environment: [:])
    #expect(store.directory.path == "/work/Tests/AppTests/__Snapshots__/FadeTests")
    #expect(
      store.file("push", ".txt").path == "/work/Tests/AppTests/__Snapshots__/FadeTests/push.txt")
    #expect(!store.isRecording)
  }

  @Test func recordingIsTurnedOnByTheInjectedEnvironment() {
    for value in ["1", "true", "YES", " 1 "] {
      #expect(SnapshotStore.isRecording(in: ["TRANSIT_RECORD": value]), "\(value)")
    }
    for value in ["0", "", "no", "record"] {
      #expect(!SnapshotStore.isRecording(in: ["TRANSIT_RECORD": value]), "\(value)")
    }
    #expect(!SnapshotStore.isRecording(in: [:]))
    #expect(SnapshotStore(testFile: "/a/B.swift", environment: ["TRANSIT_RECORD": "1"]).isRecording)
  }

  @Test func namesCannotLeaveTheDirectory() {
    #expect(SnapshotStore.safeName("../../etc/passwd") == "..-..-etc-passwd")
    #expect(SnapshotStore.safeName("slide push ✓") == "slide-push--")
    #expect(SnapshotStore.safeName("") == "snapshot")
    let store = SnapshotStore(directory: URL(fileURLWithPath: "/s"))
    #expect(store.file("a/b", ".png").path == "/s/a-b.png")
  }

  @Test func aMissingReferenceIsRecordedAndFailsThenMatches() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let store = SnapshotStore(testFile: temporary.testFile, environment: [:])
    let first = store.verify(text: "a\nb\n", named: "table")
    #expect(first.status == .recorded)
    #expect(!first.passed)
    #expect(first.message.contains("recorded at") && first.message.contains("check it"))
    #expect(try String(contentsOf: first.reference, encoding: .utf8) == "a\nb\n")
    let second = store.verify(text: "a\nb\n", named: "table")
    #expect(second.status == .matched && second.passed && second.message.isEmpty)
  }

  @Test func aDifferenceWritesTheActualBesideTheReference() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let store = SnapshotStore(testFile: temporary.testFile, environment: [:])
    _ = store.verify(text: "duration 0.35 s\nto | opacity | 0 | 1\n", named: "fade")
    let result = store.verify(text: "duration 0.5 s\nto | opacity | 0 | 1\n", named: "fade")
    #expect(result.status == .mismatched)
    #expect(
      result.message.contains(
        "line 1 is \"duration 0.5 s\", the reference has \"duration 0.35 s\""))
    let actual = try #require(result.actual)
    #expect(actual.lastPathComponent == "fade.actual.txt")
    #expect(try String(contentsOf: actual, encoding: .utf8).hasPrefix("duration 0.5 s"))
    // The reference is left alone; a later match clears the actual away.
    #expect(try String(contentsOf: result.reference, encoding: .utf8).hasPrefix("duration 0.35"))
    #expect(store.verify(text: "duration 0.35 s\nto | opacity | 0 | 1\n", named: "fade").passed)
    #expect(!temporary.exists("fade.actual.txt"))
  }

  @Test func recordingOverwritesAnExistingReference() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    _ = SnapshotStore(testFile: temporary.testFile, environment: [:]).verify(
      text: "old", named: "t")
    let recording = SnapshotStore(
      testFile: temporary.testFile, environment: ["TRANSIT_RECORD": "1"])
    let result = recording.verify(text: "new", named: "t")
    #expect(result.status == .recorded)
    #expect(result.message.contains("TRANSIT_RECORD is on"))
    #expect(try String(contentsOf: result.reference, encoding: .utf8) == "new")
  }

  @Test func windowsLineEndingsInTheReferenceStillMatch() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let store = SnapshotStore(testFile: temporary.testFile, environment: [:])
    try FileManager.default.createDirectory(
      at: temporary.snapshots, withIntermediateDirectories: true)
    try Data("a\r\nb\r\n".utf8).write(to: store.file("crlf", ".txt"))
    #expect(store.verify(text: "a\nb\n", named: "crlf").passed)
  }

  @Test func aReferenceThatCannotBeWrittenIsAFailureNotACrash() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    // A file where the snapshot directory should be.
    let blocked = temporary.url.appendingPathComponent("blocked")
    try Data().write(to: blocked)
    let store = SnapshotStore(directory: blocked.appendingPathComponent("inside"))
    let result = store.verify(text: "x", named: "t")
    #expect(result.status == .failed)
    #expect(result.message.hasPrefix("cannot write"))
  }
}
