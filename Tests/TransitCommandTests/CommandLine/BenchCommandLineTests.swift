import Testing
import TransitArguments
import TransitCommand

/// `transit-bench`'s modes and options, read by the `transit` command's parser: what each
/// mode reads, and the one line a mistake gets.
@Suite struct BenchCommandLineTests {
  let commandLine = BenchCommandLine(
    scenes: ["slide", "flip", "card"], stageTransitions: ["matched", "push"],
    startTransitions: ["explode", "matched", "push"])

  /// The mode and values a command line asks for, or `nil` for help.
  func command(_ line: String) throws -> ParsedCommand? {
    let words = line.split(separator: " ").map(String.init)
    guard case .command(let parsed) = try commandLine.parse(words) else { return nil }
    return parsed
  }

  /// The message of the error a command line makes, or `nil` when it parses.
  func errorMessage(_ line: String) -> String? {
    do {
      _ = try commandLine.parse(line.split(separator: " ").map(String.init))
      return nil
    } catch let error as ArgumentError {
      return error.message
    } catch {
      return "\(error)"
    }
  }

  // MARK: Modes that parse

  @Test func noModeRunsTheTimelineBenchmark() throws {
    #expect(try command("")?.path == ["transit-bench", "timeline"])
    #expect(try command("timeline")?.path == ["transit-bench", "timeline"])
  }

  @Test func renderReadsItsOptions() throws {
    let parsed = try #require(
      try command("render --rounds 21 --threads 2 --scene flip --python python3 --script a.py"))
    #expect(parsed.path == ["transit-bench", "render"])
    #expect(parsed.value("rounds") == .integer(21))
    #expect(parsed.value("threads") == .integer(2))
    #expect(parsed.value("scene") == .name("flip"))
    #expect(parsed.value("python")?.text == "python3")
    #expect(parsed.value("script")?.text == "a.py")
  }

  @Test func anOptionNotGivenIsLeftToTheBenchmark() throws {
    let parsed = try #require(try command("encode"))
    #expect(parsed.value("rounds") == nil)
    #expect(parsed.value("python") == nil)
  }

  @Test func galleryReadsNumbersAndEqualsSigns() throws {
    let parsed = try #require(try command("gallery --effects 3 --fps=20 --scale 0.5"))
    #expect(parsed.value("effects") == .integer(3))
    #expect(parsed.value("fps") == .integer(20))
    #expect(parsed.value("scale")?.number == 0.5)
  }

  @Test func stageAndStartNarrowToOneTransitionAndSize() throws {
    let stage = try #require(try command("stage --transition push --views 1000 --rounds 1"))
    #expect(stage.value("transition") == .name("push"))
    #expect(stage.value("views") == .integer(1_000))
    #expect(stage.value("rounds") == .integer(1))
    let start = try #require(try command("start --transition explode"))
    #expect(start.value("transition") == .name("explode"))
  }

  @Test func profileHasDefaults() throws {
    let parsed = try #require(try command("profile"))
    #expect(parsed.value("scene") == .name("slide"))
    #expect(parsed.value("frames") == .integer(100))
    #expect(parsed.value("threads") == .integer(1))
    let card = try #require(try command("profile --scene card --frames 10 --threads 2"))
    #expect(card.value("scene") == .name("card"))
    #expect(card.value("frames") == .integer(10))
  }

  @Test func helpIsAskedForEverywhere() throws {
    #expect(try commandLine.parse(["--help"]) == .help(["transit-bench"]))
    #expect(try commandLine.parse(["stage", "-h"]) == .help(["transit-bench", "stage"]))
    #expect(try commandLine.parse(["help", "render"]) == .help(["transit-bench", "render"]))
    let page = commandLine.helpText(for: ["transit-bench", "stage"])
    #expect(page.contains("--views"))
    #expect(page.contains("--transition"))
  }

  // MARK: Mistakes: one line each

  @Test func anUnknownModeSuggestsTheClosest() {
    #expect(errorMessage("stag") == #"unknown command "stag"; did you mean "stage"?"#)
  }

  @Test func anUnknownOptionSuggestsTheClosest() {
    #expect(
      errorMessage("render --round 3")
        == #"unknown option "--round" for "transit-bench render"; did you mean "--rounds"?"#)
  }

  @Test func aValueOfTheWrongKindSaysWhatIsRight() {
    #expect(
      errorMessage("render --rounds many")
        == #"--rounds must be a whole number from 1 to 100000, not "many""#)
    #expect(errorMessage("stage --views") == "--views needs a value: --views <n>")
  }

  @Test func aChoiceOutsideTheListNamesIt() {
    #expect(
      errorMessage("stage --transition explode")
        == #"unknown transition "explode"; choose one of matched, push"#)
    #expect(errorMessage("profile --scene slid") == #"unknown scene "slid"; did you mean "slide"?"#)
  }

  @Test func aModeWithoutArgumentsRefusesOne() {
    #expect(
      errorMessage("host extra")
        == #"unexpected argument "extra"; "transit-bench host" takes no arguments"#)
  }

  @Test func everyMistakeIsOneLine() {
    for line in ["stag", "render --round 3", "gallery --fps 0", "scaling --views 3", "-x"] {
      let message = errorMessage(line)
      #expect(message != nil, "\(line) should be refused")
      #expect(message?.contains("\n") == false)
    }
  }
}
