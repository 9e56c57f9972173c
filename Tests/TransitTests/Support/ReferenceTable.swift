import Foundation

/// A table of reference values made by an independent tool (a script under
/// `Scripts/reference/`), stored as CSV in `Tests/TransitTests/Reference/`.
///
/// The first line is the header; `#` lines are comments naming the tool that made the data.
struct ReferenceTable {
  /// Column names, in file order.
  let columns: [String]
  /// Rows of numbers, in file order.
  let rows: [[Double]]

  /// Loads `Reference/<name>.csv` from the test bundle.
  init(named name: String) throws {
    guard
      let url = Bundle.module.url(
        forResource: name, withExtension: "csv", subdirectory: "Reference")
    else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Reference/\(name).csv"])
    }
    let lines = try String(contentsOf: url, encoding: .utf8)
      .split(whereSeparator: \.isNewline)
      .filter { !$0.hasPrefix("#") }
    guard let header = lines.first else { throw CocoaError(.fileReadCorruptFile) }
    columns = header.split(separator: ",").map(String.init)
    rows = try lines.dropFirst().map { line in
      try line.split(separator: ",").map { field in
        guard let value = Double(field) else { throw CocoaError(.fileReadCorruptFile) }
        return value
      }
    }
  }

  /// The value of a named column in a row.
  func value(_ column: String, in row: [Double]) -> Double {
    guard let index = columns.firstIndex(of: column) else {
      preconditionFailure("no column \(column) in reference table")
    }
    return row[index]
  }
}
