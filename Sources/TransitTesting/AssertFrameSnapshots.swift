import Foundation
import Transit
import TransitRender
import TransitScenarios

/// Checks frames of a transition against image snapshots: one PNG per fraction of the
/// transition, `__Snapshots__/<TestFile>/<name>-<percent>.png` beside the test file
/// (`slide-push-50.png` for fraction 0.5), compared under a tolerance.
///
/// The frames are rendered from the headless stage playing the transition between
/// `TransitionScenario`'s two demo screens; fraction 0 is the first frame, 1 the last,
/// after the transition completed.
///
/// ```swift
/// @Test @MainActor func slidePushLooksTheSame() {
///   assertFrameSnapshots(
///     .slide, operation: .push, at: [0, 0.5, 1], scale: 0.5,
///     tolerance: FrameTolerance(perChannel: 2, maximumDifferingFraction: 0.001),
///     named: "slide-push")
/// }
/// ```
///
/// The first run records the references and fails with "recorded …, check it"; so does
/// every run with `TRANSIT_RECORD=1`. Later runs compare and, on a difference, write
/// `<name>-<percent>.actual.png` and `.diff.png` beside the reference. Failures are
/// reported with Swift Testing's `Issue.record`; the results are returned too (see
/// ``SnapshotStore`` for XCTest).
///
/// - Parameters:
///   - transition: The transition.
///   - operation: The operation it plays for.
///   - style: How modal operations present; `nil` for the transition's own.
///   - size: The screen's size in points.
///   - fractions: Where to take frames, as fractions of the duration, clamped to 0…1.
///   - scale: Pixels per point, as `StageRenderer` clamps it.
///   - tolerance: How far a frame may stray from its reference.
///   - name: The snapshots' name, before the percentage.
///   - environment: Where `TRANSIT_RECORD` is read; the process's by default.
///   - fileID: The test's file ID, for the report.
///   - filePath: The test's file; references live beside it.
///   - line: The line, for the report.
///   - column: The column, for the report.
/// - Returns: One result per fraction, in order.
@MainActor
@discardableResult
public func assertFrameSnapshots(
  _ transition: Transition, operation: ScenarioOperation, style: ScenarioModalStyle? = nil,
  size: CGSize = TransitionScenario.defaultSize, at fractions: [Double], scale: Double = 1,
  tolerance: FrameTolerance = .exact, named name: String,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  fileID: String = #fileID, file filePath: String = #filePath, line: Int = #line,
  column: Int = #column
) -> [SnapshotResult] {
  let store = SnapshotStore(testFile: filePath, environment: environment)
  let results = verifyFrameSnapshots(
    transition, operation: operation, style: style, size: size, at: fractions, scale: scale,
    tolerance: tolerance, named: name, in: store)
  SnapshotIssue.report(results, fileID: fileID, filePath: filePath, line: line, column: column)
  return results
}

/// Checks frames of a transition against image snapshots in a store, reporting nothing:
/// the core of
/// ``assertFrameSnapshots(_:operation:style:size:at:scale:tolerance:named:environment:fileID:file:line:column:)``.
///
/// - Parameters:
///   - transition: The transition.
///   - operation: The operation it plays for.
///   - style: How modal operations present; `nil` for the transition's own.
///   - size: The screen's size in points.
///   - fractions: Where to take frames, as fractions of the duration, clamped to 0…1.
///   - scale: Pixels per point.
///   - tolerance: How far a frame may stray from its reference.
///   - name: The snapshots' name, before the percentage.
///   - store: Where the references live.
/// - Returns: One result per fraction, in order; one `.failed` result when the transition
///   cannot be played (or a fraction is not a number), and none for no fractions.
@MainActor
public func verifyFrameSnapshots(
  _ transition: Transition, operation: ScenarioOperation, style: ScenarioModalStyle? = nil,
  size: CGSize = TransitionScenario.defaultSize, at fractions: [Double], scale: Double = 1,
  tolerance: FrameTolerance = .exact, named name: String, in store: SnapshotStore
) -> [SnapshotResult] {
  guard !fractions.isEmpty else { return [] }
  let scenario = TransitionScenario(transition, operation: operation, style: style, size: size)
  let recording: ScenarioRecording
  do {
    recording = try FrameRecorder(scale: scale).record(scenario, atFractions: fractions)
  } catch {
    return [
      SnapshotResult(
        status: .failed, name: name, reference: store.file(name, ".png"),
        message: "cannot play \(transition.name) for \(operation.rawValue): \(error)")
    ]
  }
  return zip(fractions, recording.frames).map { fraction, frame in
    store.verify(frame: frame, named: frameName(name, fraction: fraction), tolerance: tolerance)
  }
}

/// A frame snapshot's name: the name and the fraction in percent, `slide-push-50`,
/// `slide-push-12.5`.
///
/// - Parameters:
///   - name: The snapshots' name.
///   - fraction: The fraction, clamped to 0…1.
/// - Returns: The frame's name.
func frameName(_ name: String, fraction: Double) -> String {
  let percent = (min(max(fraction, 0), 1) * 100 * 100).rounded() / 100
  let text =
    percent == percent.rounded() ? String(Int(percent)) : String(format: "%g", percent)
  return "\(name)-\(text)"
}
