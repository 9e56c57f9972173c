import Foundation
import Testing

@testable import TransitCommand

@Suite struct AtomicFileTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("AtomicFileTests-\(UUID().uuidString)", isDirectory: true)

  @Test func replacesAFileWholeAndLeavesNoTemporaryFile() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("deep/out.txt")
    try AtomicFile.write(Data("first".utf8), to: url)
    try AtomicFile.write(Data("second".utf8), to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == "second")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        == ["out.txt"])
  }

  @Test func saysWhichFileCouldNotBeWritten() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let blocker = directory.appendingPathComponent("blocker")
    try AtomicFile.write(Data("x".utf8), to: blocker)
    let url = blocker.appendingPathComponent("out.txt")
    do {
      try AtomicFile.write(Data("y".utf8), to: url)
      Issue.record("writing under a file should fail")
    } catch {
      #expect(error.path == url.path)
      #expect(error.errorDescription?.hasPrefix("cannot write \"\(url.path)\": ") == true)
    }
    // A directory where the file should go: the rename fails and the temporary file goes.
    let occupied = directory.appendingPathComponent("occupied")
    try FileManager.default.createDirectory(
      at: occupied.appendingPathComponent("child"), withIntermediateDirectories: true)
    #expect(throws: AtomicFile.WriteError.self) {
      try AtomicFile.write(Data("z".utf8), to: occupied)
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == ["blocker", "occupied"])
  }
}
