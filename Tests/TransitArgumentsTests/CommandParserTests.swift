import TestSupport
import Testing
import TransitArguments

/// The parser on a small tree of its own, apart from the `transit` commands.
@Suite struct CommandParserTests {
  let root = CommandSpec(
    "tool", abstract: "A tool.",
    subcommands: [
      CommandSpec(
        "remote", abstract: "Remotes.",
        subcommands: [
          CommandSpec(
            "add", abstract: "Add a remote.",
            positionals: [
              PositionalSpec(
                "name", kind: .choice(["origin", "upstream"], noun: "remote"), help: "Name."),
              PositionalSpec("port", kind: .integer(1...65535), help: "Port."),
            ],
            options: [
              OptionSpec("weight", kind: .number(0...1), help: "Weight.", defaultText: "0.5")
            ],
            flags: [FlagSpec("force", help: "Force.")])
        ])
    ])

  @Test func descendsNestedSubcommandsAndFillsDefaults() throws {
    let outcome = try CommandParser(root: root).parse([
      "remote", "add", "origin", "8080", "--force",
    ])
    #expect(
      outcome
        == .command(
          ParsedCommand(
            path: ["tool", "remote", "add"],
            values: ["name": .name("origin"), "port": .integer(8080), "weight": .number(0.5)],
            flags: ["force"])))
  }

  @Test func helpReachesNestedSubcommands() throws {
    let parser = CommandParser(root: root)
    #expect(try parser.parse(["remote"]) == .help(["tool", "remote"]))
    #expect(try parser.parse(["help", "remote", "add"]) == .help(["tool", "remote", "add"]))
    #expect(try parser.parse(["remote", "help", "add"]) == .help(["tool", "remote", "add"]))
    #expect(try parser.parse(["remote", "add", "--help"]) == .help(["tool", "remote", "add"]))
  }

  /// Reliability finding 11: `help --help` used to say it needed a command.
  @Test func helpAskedForHelpGivesTheHelpNamedSoFar() throws {
    let parser = CommandParser(root: root)
    #expect(try parser.parse(["help", "--help"]) == .help(["tool"]))
    #expect(try parser.parse(["help", "-h"]) == .help(["tool"]))
    #expect(try parser.parse(["help", "remote", "--help"]) == .help(["tool", "remote"]))
    ReliabilityLog.record(
      "11", tried: "transit help --help",
      outcome: "the help of transit (it said it needed a command)")
  }

  @Test func namesEveryMissingPositionalInOrder() {
    let parser = CommandParser(root: root)
    #expect(throws: ArgumentError(#""tool remote add" needs <port> (port)"#)) {
      try parser.parse(["remote", "add", "origin"])
    }
    #expect(
      throws: ArgumentError(
        #"unexpected argument "x"; "tool remote add" takes 2 arguments, <name> <port>"#)
    ) {
      try parser.parse(["remote", "add", "origin", "1", "x"])
    }
  }

  @Test func anOptionAfterADoubleDashIsAPositional() {
    #expect(throws: ArgumentError(#"unknown remote "--force"; choose one of origin, upstream"#)) {
      try CommandParser(root: root).parse(["remote", "add", "--", "--force", "1"])
    }
  }

  @Test func anErrorIsPrintedWithItsPrefix() {
    #expect(ArgumentError("bad\nthing").description == "error: bad thing")
  }

  @Test func helpPageWrapsLongUsageUnderTheCommand() {
    let page = root.subcommands[0].subcommands[0].helpText(path: ["tool", "remote", "add"])
    #expect(page.hasPrefix("OVERVIEW: Add a remote.\n\nUSAGE: tool remote add <name> <port> "))
    #expect(page.contains("  --weight <weight>         Weight. From 0 to 1. Default: 0.5.\n"))
    #expect(page.contains("  --force                   Force.\n"))
  }
}
