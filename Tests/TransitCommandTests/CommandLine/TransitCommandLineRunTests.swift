import Foundation
import Testing
import TransitArguments
import TransitCommand

@MainActor
@Suite struct TransitCommandLineRunTests {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "disk full\nwhile writing" }
  }

  /// An executor that records what it was asked and does nothing else.
  @MainActor final class Recorder {
    var calls: [Invocation] = []

    func executor(failing: (any Error)? = nil) -> CommandExecutor {
      CommandExecutor { command, streams in
        self.calls.append(.command(command))
        if let failing { throw failing }
        if command is ListCommand { streams.writeOutput("slide\n") }
      }
    }
  }

  let commandLine = TransitCommandLine(
    catalog: TestCatalog.catalog, fileSystem: FakeFileSystem.probe)

  private func run(_ line: String, executor: CommandExecutor) -> (ExitCode, CapturedStreams) {
    let captured = CapturedStreams()
    let status = commandLine.run(
      line.split(separator: " ").map(String.init), streams: captured.streams(), executor: executor)
    return (status, captured)
  }

  @Test func handsEachCommandToTheExecutor() {
    let recorder = Recorder()
    for line in [
      "list", "render slide --operation push --out /work/a.png", "timeline fade --operation pop",
      "gallery --out /work/g",
    ] {
      let (status, captured) = run(line, executor: recorder.executor())
      #expect(status == .success, "\(line)")
      #expect(captured.error.isEmpty, "\(line)")
    }
    #expect(
      recorder.calls == [
        .command(ListCommand()),
        .command(
          RenderCommand(
            effect: "slide", operation: "push", output: URL(fileURLWithPath: "/work/a.png"))),
        .command(TimelineCommand(effect: "fade", operation: "pop")),
        .command(
          GalleryCommand(outputDirectory: URL(fileURLWithPath: "/work/g", isDirectory: true))),
      ])
  }

  @Test func mistakesPrintOneLineOnStandardErrorAndExitWithStatus2() {
    let recorder = Recorder()
    let (status, captured) = run(
      "render slid --operation push --out /work/a.png", executor: recorder.executor())
    #expect(status == .usageError)
    #expect(status.rawValue == 2)
    #expect(captured.error == "error: unknown effect \"slid\"; did you mean \"slide\"?\n")
    #expect(captured.output.isEmpty)
    #expect(recorder.calls.isEmpty)
  }

  @Test func helpGoesToStandardOutputWithStatus0() {
    let recorder = Recorder()
    let (status, captured) = run("help render", executor: recorder.executor())
    #expect(status == .success)
    #expect(captured.output == commandLine.helpText(for: "transit render"))
    #expect(captured.error.isEmpty)
    #expect(recorder.calls.isEmpty)
  }

  @Test func workThatFailsPrintsOneLineAndExitsWithStatus1() {
    let (status, captured) = run("gallery", executor: Recorder().executor(failing: Failure()))
    #expect(status == .failure)
    #expect(status.rawValue == 1)
    #expect(captured.error == "error: disk full while writing\n")
  }

  @Test func aMistakeFoundByTheExecutorIsStillAUsageError() {
    let late = ArgumentError("--interaction edge-pan cannot drive a present")
    let (status, captured) = run(
      "render slide --operation present --interaction edge-pan --out /work/a.png",
      executor: Recorder().executor(failing: late))
    #expect(status == .usageError)
    #expect(captured.error == "error: --interaction edge-pan cannot drive a present\n")
  }

  @Test func listWritesWhatTheExecutorWrites() {
    let (status, captured) = run("list", executor: Recorder().executor())
    #expect(status == .success)
    #expect(captured.output == "slide\n")
  }
}
