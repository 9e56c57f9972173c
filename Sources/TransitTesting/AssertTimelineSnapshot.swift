import Foundation
import Transit
import TransitRender
import TransitScenarios

/// Checks the timeline a transition compiles for an operation against a text snapshot:
/// the table of `Timeline/table(at:)` in `__Snapshots__/<TestFile>/<name>.txt` beside the
/// test file.
///
/// The timeline is the one the headless stage compiles when it plays the transition
/// between `TransitionScenario`'s two demo screens, so it pins what users see.
///
/// ```swift
/// @Test @MainActor func slidePushIsUnchanged() {
///   assertTimelineSnapshot(.slide, operation: .push, named: "slide-push")
/// }
/// ```
///
/// The first run records the reference and fails with "recorded …, check it"; so does
/// every run with `TRANSIT_RECORD=1`. Later runs compare and, on a difference, write
/// `<name>.actual.txt` beside the reference. Failures are reported with Swift Testing's
/// `Issue.record`; the result is returned too (see ``SnapshotStore`` for XCTest).
///
/// - Parameters:
///   - transition: The transition.
///   - operation: The operation it plays for.
///   - style: How modal operations present; `nil` for the transition's own.
///   - size: The screen's size in points.
///   - fractions: Where the table samples, as fractions of the duration.
///   - name: The snapshot's name.
///   - environment: Where `TRANSIT_RECORD` is read; the process's by default.
///   - fileID: The test's file ID, for the report.
///   - filePath: The test's file; references live beside it.
///   - line: The line, for the report.
///   - column: The column, for the report.
/// - Returns: What the check found.
@MainActor
@discardableResult
public func assertTimelineSnapshot(
  _ transition: Transition, operation: ScenarioOperation, style: ScenarioModalStyle? = nil,
  size: CGSize = TransitionScenario.defaultSize, fractions: [Double] = [0, 0.25, 0.5, 0.75, 1],
  named name: String, environment: [String: String] = ProcessInfo.processInfo.environment,
  fileID: String = #fileID, file filePath: String = #filePath, line: Int = #line,
  column: Int = #column
) -> SnapshotResult {
  let store = SnapshotStore(testFile: filePath, environment: environment)
  let result = verifyTimelineSnapshot(
    transition, operation: operation, style: style, size: size, fractions: fractions,
    named: name, in: store)
  SnapshotIssue.report([result], fileID: fileID, filePath: filePath, line: line, column: column)
  return result
}

/// Checks the timeline a transition compiles for an operation against a text snapshot in
/// a store, reporting nothing: the core of
/// ``assertTimelineSnapshot(_:operation:style:size:fractions:named:environment:fileID:file:line:column:)``.
///
/// - Parameters:
///   - transition: The transition.
///   - operation: The operation it plays for.
///   - style: How modal operations present; `nil` for the transition's own.
///   - size: The screen's size in points.
///   - fractions: Where the table samples, as fractions of the duration.
///   - name: The snapshot's name.
///   - store: Where the reference lives.
/// - Returns: What the check found; `.failed` when the transition cannot be played.
@MainActor
public func verifyTimelineSnapshot(
  _ transition: Transition, operation: ScenarioOperation, style: ScenarioModalStyle? = nil,
  size: CGSize = TransitionScenario.defaultSize, fractions: [Double] = [0, 0.25, 0.5, 0.75, 1],
  named name: String, in store: SnapshotStore
) -> SnapshotResult {
  let scenario = TransitionScenario(transition, operation: operation, style: style, size: size)
  do {
    let timeline = try scenario.timeline()
    return store.verify(text: timeline.table(at: fractions), named: name)
  } catch {
    return SnapshotResult(
      status: .failed, name: name, reference: store.file(name, ".txt"),
      message: "cannot play \(transition.name) for \(operation.rawValue): \(error)")
  }
}
