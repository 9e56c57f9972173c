import Foundation
import Testing
import TransitArguments

@Suite struct ArgumentValueTests {
  @Test func eachAccessorReadsOnlyItsOwnKind() {
    let size = CGSize(width: 3, height: 4)
    #expect(ArgumentValue.integer(3).integer == 3)
    #expect(ArgumentValue.integer(3).number == 3)  // a whole number is a number too
    #expect(ArgumentValue.number(1.5).number == 1.5)
    #expect(ArgumentValue.number(1.5).integer == nil)
    #expect(ArgumentValue.size(size).size == size)
    #expect(ArgumentValue.path("a.png").path == "a.png")
    #expect(ArgumentValue.name("slide").name == "slide")
    #expect(ArgumentValue.name("slide").path == nil)
    #expect(ArgumentValue.path("a.png").size == nil)
    #expect(ArgumentValue.text("python3").text == "python3")
    #expect(ArgumentValue.text("python3").path == nil)
    #expect(ArgumentValue.path("a.png").text == nil)
  }

  @Test func aTextOptionTakesAnyWordAsTyped() throws {
    let tool = CommandSpec(
      "tool", abstract: "A tool.",
      options: [OptionSpec("python", kind: .text, help: "The Python to run.")])
    let outcome = try CommandParser(root: tool).parse(["--python", "/usr/bin/python3"])
    #expect(
      outcome
        == .command(
          ParsedCommand(path: ["tool"], values: ["python": .text("/usr/bin/python3")])))
    #expect(tool.helpText(path: ["tool"]).contains("The Python to run."))
  }
}
