import Foundation

/// Where snapshot references live and whether to record them: the plain, testable core of
/// ``assertTimelineSnapshot(_:operation:style:size:fractions:named:environment:fileID:file:line:column:)``
/// and ``assertFrameSnapshots(_:operation:style:size:at:scale:tolerance:named:environment:fileID:file:line:column:)``,
/// usable from XCTest too.
///
/// References live in `__Snapshots__/<TestFile>/` beside the test file: `<name>.txt` for
/// text, `<name>.png` for frames. A check
///
/// - records the value as the reference when there is none, or when recording is on
///   (`TRANSIT_RECORD=1`), and fails with "recorded …, check it";
/// - else compares, and on a difference writes the actual value beside the reference as
///   `<name>.actual.txt` / `<name>.actual.png` (and `<name>.diff.png` for frames), for
///   review; a later match deletes those files again.
///
/// ```swift
/// let store = SnapshotStore(testFile: #filePath, environment: ProcessInfo.processInfo.environment)
/// let result = store.verify(text: table, named: "slide-push")
/// XCTAssertTrue(result.passed, result.message)
/// ```
///
/// SwiftPM warns about files it does not know in a target's folder: exclude the folder
/// in your test target, `.testTarget(name: "MyTests", exclude: ["__Snapshots__"])`.
///
/// Names: characters other than ASCII letters, digits, `-`, `_` and `.` become `-`, and an
/// empty name becomes `snapshot`, so a name cannot leave the directory.
public struct SnapshotStore: Sendable, Hashable {
  /// The directory holding the references.
  public var directory: URL
  /// Whether to write every value as its reference instead of comparing.
  public var isRecording: Bool

  /// The environment variable that turns recording on.
  public static let recordVariable = "TRANSIT_RECORD"
  /// The folder beside test files that holds references.
  public static let folderName = "__Snapshots__"

  /// Creates a store in a directory.
  ///
  /// - Parameters:
  ///   - directory: The directory holding the references; created when a reference is
  ///     first written.
  ///   - isRecording: Whether to record instead of comparing.
  public init(directory: URL, isRecording: Bool = false) {
    self.directory = directory
    self.isRecording = isRecording
  }

  /// Creates the store of a test file: `__Snapshots__/<TestFile>/` beside it, recording
  /// when the environment says so.
  ///
  /// - Parameters:
  ///   - testFile: The test file's path, `#filePath`.
  ///   - environment: The environment to read `TRANSIT_RECORD` from.
  public init(testFile: String, environment: [String: String]) {
    let file = URL(fileURLWithPath: testFile)
    let stem = file.deletingPathExtension().lastPathComponent
    self.init(
      directory: file.deletingLastPathComponent()
        .appendingPathComponent(Self.folderName, isDirectory: true)
        .appendingPathComponent(Self.safeName(stem), isDirectory: true),
      isRecording: Self.isRecording(in: environment))
  }

  /// Whether an environment turns recording on: `TRANSIT_RECORD` set to `1`, `true` or
  /// `yes` (in any case).
  ///
  /// - Parameter environment: The environment.
  /// - Returns: Whether to record.
  public static func isRecording(in environment: [String: String]) -> Bool {
    guard let value = environment[recordVariable]?.lowercased() else { return false }
    return ["1", "true", "yes"].contains(value.trimmingCharacters(in: .whitespaces))
  }

  /// A name made safe for a file name.
  ///
  /// - Parameter name: The name as given.
  /// - Returns: The name with unsafe characters replaced by `-`; `snapshot` if empty.
  public static func safeName(_ name: String) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
    let safe = String(name.map { allowed.contains($0) ? $0 : "-" })
    return safe.isEmpty ? "snapshot" : safe
  }

  /// The file of a snapshot.
  ///
  /// - Parameters:
  ///   - name: The snapshot's name (made safe).
  ///   - suffix: What follows the name: `.txt`, `.actual.png`.
  /// - Returns: The file in ``directory``.
  public func file(_ name: String, _ suffix: String) -> URL {
    directory.appendingPathComponent(Self.safeName(name) + suffix)
  }

  /// Checks a text against its reference `<name>.txt`.
  ///
  /// Line endings in the reference are read as `\n`, so a checkout that turned them into
  /// `\r\n` still matches.
  ///
  /// - Parameters:
  ///   - text: The value.
  ///   - name: The snapshot's name.
  /// - Returns: What happened.
  public func verify(text: String, named name: String) -> SnapshotResult {
    let reference = file(name, ".txt")
    let actual = file(name, ".actual.txt")
    let data = Data(text.utf8)
    guard !isRecording, FileManager.default.fileExists(atPath: reference.path) else {
      return record(data, to: reference, name: name, clearing: [actual])
    }
    guard let stored = try? Data(contentsOf: reference) else {
      return SnapshotResult(
        status: .failed, name: name, reference: reference,
        message: "cannot read snapshot \"\(name)\" at \(reference.path)")
    }
    let expected = String(decoding: stored, as: UTF8.self).replacingOccurrences(
      of: "\r\n", with: "\n")
    if expected == text {
      Self.remove([actual])
      return SnapshotResult(status: .matched, name: name, reference: reference)
    }
    if let failure = write(data, to: actual, name: name, reference: reference) { return failure }
    return SnapshotResult(
      status: .mismatched, name: name, reference: reference, actual: actual,
      message: "snapshot \"\(name)\" differs from \(reference.path): "
        + Self.firstDifference(expected: expected, actual: text)
        + "; actual written to \(actual.path)")
  }

  // MARK: - Files

  /// Writes a value as the reference and reports it as recorded.
  func record(_ data: Data, to reference: URL, name: String, clearing stale: [URL])
    -> SnapshotResult
  {
    if let failure = write(data, to: reference, name: name, reference: reference) {
      return failure
    }
    Self.remove(stale)
    return SnapshotResult(
      status: .recorded, name: name, reference: reference,
      message: "snapshot \"\(name)\" recorded at \(reference.path), check it"
        + (isRecording ? " (\(Self.recordVariable) is on)" : "") + ", then run the test again")
  }

  /// Writes a file whole, creating the directory; a result saying why on failure.
  func write(_ data: Data, to url: URL, name: String, reference: URL) -> SnapshotResult? {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
      return nil
    } catch {
      return SnapshotResult(
        status: .failed, name: name, reference: reference,
        message: "cannot write \(url.path) for snapshot \"\(name)\": "
          + error.localizedDescription)
    }
  }

  /// Deletes files left by an earlier failure.
  static func remove(_ urls: [URL]) {
    for url in urls { try? FileManager.default.removeItem(at: url) }
  }

  /// Where two texts first differ, on one line.
  static func firstDifference(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(old.count, new.count) {
      let a = index < old.count ? String(old[index]) : nil
      let b = index < new.count ? String(new[index]) : nil
      if a != b {
        return "line \(index + 1) is \(quoted(b)), the reference has \(quoted(a))"
      }
    }
    return "the texts differ"
  }

  private static func quoted(_ line: String?) -> String {
    guard let line else { return "nothing" }
    let short = line.count > 80 ? String(line.prefix(79)) + "…" : line
    return "\"\(short)\""
  }
}
