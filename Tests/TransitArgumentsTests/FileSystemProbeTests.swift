import Foundation
import TestSupport
import Testing
import TransitArguments

/// The real file system, in a fresh temporary directory per test.
@Suite struct FileSystemProbeTests {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("FileSystemProbeTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: root.appendingPathComponent("file.txt"))
  }

  /// The two output kinds as `transit render` and `transit gallery` use them: a file to
  /// write and a directory to write into, both checked against the real file system.
  private let commands = CommandSpec(
    "transit", abstract: "A tool.",
    subcommands: [
      CommandSpec(
        "render", abstract: "Render.",
        positionals: [PositionalSpec("effect", kind: .choice(["slide"], noun: "effect"), help: "")],
        options: [
          OptionSpec(
            "operation", kind: .choice(["push"], noun: "operation"), help: "", isRequired: true),
          OptionSpec("out", kind: .outputFile, help: "", isRequired: true),
        ]),
      CommandSpec(
        "gallery", abstract: "Gallery.",
        options: [OptionSpec("out", kind: .outputDirectory, help: "", defaultText: "gallery")]),
    ])

  private func parse(_ arguments: [String]) throws -> CommandParser.Outcome {
    try CommandParser(root: commands, fileSystem: .local).parse(arguments)
  }

  @Test func tellsFilesDirectoriesAndNothing() {
    #expect(FileSystemProbe.local.entry(root.path) == .directory)
    #expect(FileSystemProbe.local.entry(root.appendingPathComponent("file.txt").path) == .file)
    #expect(FileSystemProbe.local.entry(root.appendingPathComponent("nothing").path) == .missing)
    #expect(FileSystemProbe.local.isWritableDirectory(root.path))
  }

  /// A directory whose permission bits say yes but where nothing can be created (Linux's
  /// `/proc`, which root may "write"): refused before any work, and the check leaves no
  /// file behind where it can write.
  @Test func refusesADirectoryWhereNoFileCanBeCreated() throws {
    #expect(FileSystemProbe.local.isWritableDirectory(root.path))
    let left = try FileManager.default.contentsOfDirectory(atPath: root.path)
    #expect(left == ["file.txt"], "the probe's file is removed")
    guard FileManager.default.fileExists(atPath: "/proc/self") else { return }  // Linux only
    #expect(!FileSystemProbe.local.isWritableDirectory("/proc"))
    #expect(
      throws: ArgumentError(#"--out cannot be written: no permission to create files in "/proc""#)
    ) {
      try parse(["render", "slide", "--operation", "push", "--out", "/proc/x.png"])
    }
    ReliabilityLog.record(
      "11", tried: "transit render slide --operation push --out /proc/x.png",
      outcome: "refused before any work (exit 2), nothing written",
      diagnostic: #"error: --out cannot be written: no permission to create files in "/proc""#)
  }

  @Test func acceptsAFileInADirectoryThatCanBeCreated() throws {
    let path = root.appendingPathComponent("a/b/out.png").path
    let outcome = try parse(["render", "slide", "--operation", "push", "--out", path])
    guard case .command(let parsed) = outcome else {
      Issue.record("expected render, got \(outcome)")
      return
    }
    #expect(parsed.value("out")?.path == path)
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
