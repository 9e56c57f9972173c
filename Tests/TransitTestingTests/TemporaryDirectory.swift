import Foundation

/// A new empty directory under the system's temporary directory, deleted by `remove()`.
struct TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("transit-testing-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A test file's path inside the directory (the file itself need not exist).
  var testFile: String { url.appendingPathComponent("Tests/ExampleTests.swift").path }

  /// The snapshot folder for ``testFile``.
  var snapshots: URL { url.appendingPathComponent("Tests/__Snapshots__/ExampleTests") }

  func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(name).path)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
