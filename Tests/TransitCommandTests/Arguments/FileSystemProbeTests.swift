import Foundation
import Testing
import TransitCommand

/// The real file system, in a fresh temporary directory per test.
@Suite struct FileSystemProbeTests {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("FileSystemProbeTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: root.appendingPathComponent("file.txt"))
  }

  private func parse(_ arguments: [String]) throws(ArgumentError) -> Invocation {
    let catalog = TransitCatalog(
      effectNames: ["slide"], operationNames: ["push"], interactionNames: [])
    do {
      return try TransitCommandLine(catalog: catalog, fileSystem: .local).parse(arguments)
    } catch let error as ArgumentError {
      throw error
    } catch {
      preconditionFailure("parsing throws only ArgumentError, not \(error)")
    }
  }

  @Test func tellsFilesDirectoriesAndNothing() {
    #expect(FileSystemProbe.local.entry(root.path) == .directory)
    #expect(FileSystemProbe.local.entry(root.appendingPathComponent("file.txt").path) == .file)
    #expect(FileSystemProbe.local.entry(root.appendingPathComponent("nothing").path) == .missing)
    #expect(FileSystemProbe.local.isWritableDirectory(root.path))
  }

  @Test func acceptsAFileInADirectoryThatCanBeCreated() throws {
    let path = root.appendingPathComponent("a/b/out.png").path
    let invocation = try parse(["render", "slide", "--operation", "push", "--out", path])
    guard case .render(let request) = invocation else {
      Issue.record("expected render, got \(invocation)")
      return
    }
    #expect(request.output.path == path)
    // Parsing only checks; it creates nothing.
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("a").path))
  }

  @Test func refusesAFileWhereADirectoryMustBe() {
    let path = root.appendingPathComponent("file.txt/out.png").path
    #expect(
      throws: ArgumentError(
        #"--out cannot be written: "\#(root.path)/file.txt" is a file, not a directory"#)
    ) {
      try parse(["render", "slide", "--operation", "push", "--out", path])
    }
    #expect(
      throws: ArgumentError(
        #"--out must name a directory, but "\#(root.path)/file.txt" is a file; choose another name"#
      )
    ) {
      try parse(["gallery", "--out", root.appendingPathComponent("file.txt").path])
    }
  }

  @Test func refusesADirectoryWhereAFileMustBe() {
    #expect(throws: ArgumentError.self) {
      try parse(["render", "slide", "--operation", "push", "--out", root.path])
    }
  }
}
