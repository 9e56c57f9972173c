import Foundation
import Testing
import Transit
import TransitRender
import TransitTesting

@MainActor
@Suite struct AssertFrameSnapshotsTests {
  @Test func recordsOnePNGPerFractionThenPasses() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    var results: [SnapshotResult] = []
    withKnownIssue("the first run records and fails", isIntermittent: false) {
      results = assertFrameSnapshots(
        .slide, operation: .push, at: [0, 0.5, 1], scale: 0.25, named: "slide-push",
        environment: [:], file: temporary.testFile)
    }
    #expect(results.map(\.status) == [.recorded, .recorded, .recorded])
    #expect(
      results.map(\.reference.lastPathComponent) == [
        "slide-push-0.png", "slide-push-50.png", "slide-push-100.png",
      ])
    // The last frame is the detail screen at rest, read back from its PNG.
    let data = try Data(
      contentsOf: temporary.snapshots.appendingPathComponent("slide-push-100.png"))
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let again = assertFrameSnapshots(
      .slide, operation: .push, at: [0, 0.5, 1], scale: 0.25, named: "slide-push",
      environment: [:], file: temporary.testFile)
    #expect(again.allSatisfy { $0.passed })
  }

  @Test func aChangedTransitionFailsWithTheActualAndADifferencePicture() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    withKnownIssue {
      assertFrameSnapshots(
        .slide, operation: .push, at: [0.5], scale: 0.25, named: "slide", environment: [:],
        file: temporary.testFile)
    }
    var results: [SnapshotResult] = []
    withKnownIssue("the slide goes the other way") {
      results = assertFrameSnapshots(
        .slide(.right), operation: .push, at: [0.5], scale: 0.25, named: "slide",
        environment: [:], file: temporary.testFile)
    }
    let result = try #require(results.first)
    #expect(result.status == .mismatched)
    #expect(result.message.contains("pixels"))
    #expect(temporary.exists("slide-50.actual.png"))
    #expect(temporary.exists("slide-50.diff.png"))
  }

  @Test func theToleranceDecidesWhetherCloseFramesMatch() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let store = SnapshotStore(directory: temporary.url)
    _ = verifyFrameSnapshots(.fade, operation: .push, at: [0.4], scale: 0.25, named: "f", in: store)
    // The same fade on a linear curve is a little further along at 40 %: every pixel
    // where the screens differ changes by some levels, none by many.
    let linear = Transition.fade.curve(.linear)
    let strict = verifyFrameSnapshots(
      linear, operation: .push, at: [0.4], scale: 0.25,
      tolerance: FrameTolerance(perChannel: 2), named: "f", in: store)
    #expect(strict.first?.status == .mismatched)
    let lenient = verifyFrameSnapshots(
      linear, operation: .push, at: [0.4], scale: 0.25,
      tolerance: FrameTolerance(perChannel: 60), named: "f", in: store)
    #expect(lenient.first?.passed == true)
    #expect(
      !FileManager.default.fileExists(
        atPath: temporary.url.appendingPathComponent("f-40.actual.png").path))
  }

  @Test func aFractionThatIsNotANumberFailsWithoutCrashing() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let store = SnapshotStore(directory: temporary.url)
    let results = verifyFrameSnapshots(.fade, operation: .push, at: [.nan], named: "f", in: store)
    #expect(results.map(\.status) == [.failed])
    #expect(results.first?.message.contains("cannot play fade for push") == true)
    #expect(verifyFrameSnapshots(.fade, operation: .push, at: [], named: "f", in: store).isEmpty)
  }

  @Test func aDamagedReferenceIsAFailure() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let store = SnapshotStore(directory: temporary.url)
    try Data("not a png".utf8).write(to: store.file("f-0", ".png"))
    let results = verifyFrameSnapshots(.fade, operation: .push, at: [0], named: "f", in: store)
    #expect(results.first?.status == .failed)
    #expect(results.first?.message.hasSuffix("not a PNG file") == true)
  }
}
