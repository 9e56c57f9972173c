#if canImport(Testing)
  import Testing
#endif

/// Reports failed snapshots to the test running, where Swift Testing is available.
enum SnapshotIssue {
  /// Records an issue for every result that did not pass.
  ///
  /// Without Swift Testing nothing is reported; the caller's results say what happened
  /// (XCTest users check ``SnapshotResult/passed`` themselves).
  static func report(
    _ results: [SnapshotResult], fileID: String, filePath: String, line: Int, column: Int
  ) {
    #if canImport(Testing)
      for result in results where !result.passed {
        Issue.record(
          Comment(rawValue: result.message),
          sourceLocation: SourceLocation(
            fileID: fileID, filePath: filePath, line: line, column: column))
      }
    #endif
  }
}
