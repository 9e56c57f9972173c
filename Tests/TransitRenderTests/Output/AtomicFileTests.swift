import Foundation
import Testing
import TransitRender

@Suite struct AtomicFileTests {
  /// A new empty directory, removed by the caller.
  private func makeDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test func writingLeavesOnlyTheFile() throws {
    let directory = try makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("frame.png")
    try AtomicFile.write(Data([1, 2, 3]), to: url)
    try AtomicFile.write(Data([4, 5]), to: url)
    #expect(try Data(contentsOf: url) == Data([4, 5]), "the second write replaced the first")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frame.png"])
  }

  @Test func aMissingDirectoryIsAnErrorNamingIt() throws {
    let directory = try makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("nowhere")
    #expect(throws: RenderError.directoryNotFound(path: missing.path)) {
      try AtomicFile.write(Data([1]), to: missing.appendingPathComponent("a.png"))
    }
    let error = RenderError.directoryNotFound(path: missing.path)
    #expect(error.description.contains(missing.path))
  }

  @Test func aDirectoryInTheWayIsAnError() throws {
    let directory = try makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let inTheWay = directory.appendingPathComponent("taken.png")
    try FileManager.default.createDirectory(at: inTheWay, withIntermediateDirectories: false)
    #expect(throws: RenderError.cannotWrite(path: inTheWay.path, reason: "it is a directory")) {
      try AtomicFile.write(Data([1]), to: inTheWay)
    }
  }

  @Test func aFileWhereTheDirectoryShouldBeIsAnError() throws {
    let directory = try makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("plain")
    try AtomicFile.write(Data([1]), to: file)
    #expect(throws: RenderError.directoryNotFound(path: file.path)) {
      try AtomicFile.write(Data([1]), to: file.appendingPathComponent("a.png"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["plain"])
  }
}
