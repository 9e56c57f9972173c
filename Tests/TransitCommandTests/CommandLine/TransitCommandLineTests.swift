import Foundation
import Testing
import TransitCommand
import TransitRender
import TransitScenarios

@Suite struct TransitCommandLineTests {
  // MARK: Commands that parse

  @Test func listTakesNothing() throws {
    #expect(try parse("list") == .command(ListCommand()))
  }

  @Test func renderWithOnlyWhatIsRequiredGetsTheDefaults() throws {
    let expected = RenderCommand(
      effect: "slide", operation: "push", style: nil, interaction: nil, framesPerSecond: 30,
      scale: 2, size: CGSize(width: 393, height: 852), sheet: false,
      output: URL(fileURLWithPath: "/work/slide.png"))
    #expect(try parse("render slide --operation push --out /work/slide.png") == .command(expected))
  }

  @Test func renderWithEveryOption() throws {
    let invocation = try parse(
      "render fade --operation present --style custom --interaction edge-pan --fps 60 "
        + "--scale 1.5 --size 390x844 --sheet --out /work/renders/fade.png")
    let expected = RenderCommand(
      effect: "fade", operation: "present", style: .custom, interaction: "edge-pan",
      framesPerSecond: 60, scale: 1.5, size: CGSize(width: 390, height: 844), sheet: true,
      output: URL(fileURLWithPath: "/work/renders/fade.png"))
    #expect(invocation == .command(expected))
  }

  @Test func optionsTakeTheirValueAfterAnEqualsSignAndInAnyOrder() throws {
    let spaced = try parse("render slide --fps 24 --operation tab-left --out /work/a.png")
    let joined = try parse("render --out=/work/a.png --operation=tab-left slide --fps=24")
    #expect(spaced == joined)
    guard case .command(let request as RenderCommand) = joined else {
      Issue.record("expected render, got \(joined)")
      return
    }
    #expect(request.framesPerSecond == 24)
    #expect(request.operation == "tab-left")
  }

  @Test func everyOperationOfTheIssueIsAccepted() throws {
    for operation in ["push", "pop", "tab-left", "tab-right", "present", "dismiss", "switch"] {
      let invocation = try parse("render card --operation \(operation) --out /work/c.png")
      guard case .command(let request as RenderCommand) = invocation else {
        Issue.record("\(operation): expected render, got \(invocation)")
        continue
      }
      #expect(request.operation == operation)
    }
  }

  @Test func bothStylesAreAccepted() throws {
    for style in ScenarioModalStyle.allCases {
      let invocation = try parse(
        "render card --operation dismiss --style \(style.rawValue) --out /work/c.png")
      guard case .command(let request as RenderCommand) = invocation else {
        Issue.record("expected render, got \(invocation)")
        continue
      }
      #expect(request.style == style)
    }
  }

  @Test func timelinePrintsTextUnlessAskedForJSON() throws {
    #expect(
      try parse("timeline slide --operation pop")
        == .command(TimelineCommand(effect: "slide", operation: "pop")))
    #expect(
      try parse("timeline zoom --operation present --style full-screen --size 320x568 --json")
        == .command(
          TimelineCommand(
            effect: "zoom", operation: "present", style: .fullScreen,
            size: CGSize(width: 320, height: 568), json: true)))
  }

  @Test func galleryDefaultsToADirectoryNamedGalleryAtHalfScaleAnd20FramesASecond() throws {
    #expect(
      try parse("gallery")
        == .command(
          GalleryCommand(
            outputDirectory: URL(fileURLWithPath: "gallery", isDirectory: true),
            framesPerSecond: 20, scale: 0.5)))
    #expect(
      try parse("gallery --out /work/site --fps 12 --scale 0.5")
        == .command(
          GalleryCommand(
            outputDirectory: URL(fileURLWithPath: "/work/site", isDirectory: true),
            framesPerSecond: 12, scale: 0.5)))
  }

  @Test func aDoubleDashEndsTheOptions() throws {
    let invocation = try parse("timeline --operation push -- slide")
    #expect(invocation == .command(TimelineCommand(effect: "slide", operation: "push")))
  }

  // MARK: Help

  @Test func helpIsOfferedEverywhere() throws {
    #expect(try parse("") == .help("transit"))
    #expect(try parse("-h") == .help("transit"))
    #expect(try parse("--help") == .help("transit"))
    #expect(try parse("help") == .help("transit"))
    for command in ["list", "render", "timeline", "gallery"] {
      #expect(try parse("help \(command)") == .help("transit \(command)"))
      #expect(try parse("\(command) --help") == .help("transit \(command)"))
      #expect(try parse("\(command) -h") == .help("transit \(command)"))
    }
  }

  @Test func helpWinsOverMistakesInTheSameLine() throws {
    #expect(try parse("render slid --fps abc -h") == .help("transit render"))
  }

  @Test func helpForAnUnknownCommandSuggestsOne() {
    #expect(errorMessage("help timelin") == #"unknown command "timelin"; did you mean "timeline"?"#)
    #expect(
      errorMessage("help render extra")
        == #"unexpected argument "extra"; "transit render" has no subcommands"#)
  }

  @Test func helpPagesMentionEveryOptionAndFlag() {
    let commandLine = TransitCommandLine(catalog: TestCatalog.catalog)
    for command in commandLine.root.subcommands {
      let page = commandLine.helpText(for: "transit \(command.name)")
      #expect(page.contains("USAGE: transit \(command.name)"))
      #expect(page.contains(command.abstract))
      for option in command.options {
        #expect(page.contains("--\(option.name) <\(option.valueName)>"), "\(option.name)")
      }
      for flag in command.flags {
        #expect(page.contains("--\(flag.name)"), "\(flag.name)")
      }
      for positional in command.positionals {
        #expect(page.contains("<\(positional.name)>"))
      }
      #expect(page.contains("-h, --help"))
    }
  }

  @Test func renderHelpNamesTheIssuesOptionsChoicesAndDefaults() {
    let page = TransitCommandLine(catalog: TestCatalog.catalog).helpText(for: "transit render")
    // Wrapped text, read as one line.
    let text = page.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for word in [
      "--operation", "--style", "--interaction", "--fps", "--scale", "--size", "--sheet", "--out",
      "push, pop, tab-left, tab-right, present, dismiss, switch", "full-screen, custom",
      "slide, fade, card", "edge-pan", "Default: 30.", "Default: 2.", "Default: 393x852.",
    ] {
      #expect(text.contains(word), "\(word)")
    }
    // Lines never wrap on an 80-column terminal.
    #expect(page.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test func rootHelpListsEveryCommand() {
    let page = TransitCommandLine(catalog: TestCatalog.catalog).helpText(for: "transit")
    for command in ["list", "render", "timeline", "gallery", "help"] {
      #expect(page.contains("\n  \(command) "), "\(command)")
    }
  }

  // MARK: Mistakes, one message each

  @Test func unknownCommandsGetTheClosestName() {
    #expect(errorMessage("rendr") == #"unknown command "rendr"; did you mean "render"?"#)
    #expect(errorMessage("galery") == #"unknown command "galery"; did you mean "gallery"?"#)
    #expect(
      errorMessage("paint")
        == #"unknown command "paint"; choose one of list, render, timeline, gallery, help"#)
    #expect(
      errorMessage("--fps 30")
        == #""transit" needs a command before any option, not "--fps"; choose one of "#
        + "list, render, timeline, gallery, help")
  }

  @Test func unknownEffectsGetTheClosestName() {
    #expect(
      errorMessage("render slid --operation push --out /work/a.png")
        == #"unknown effect "slid"; did you mean "slide"?"#)
    #expect(
      errorMessage("timeline Fade --operation push")
        == #"unknown effect "Fade"; did you mean "fade"?"#)
    #expect(
      errorMessage("timeline wobble --operation push")
        == #"unknown effect "wobble"; choose one of slide, fade, card, ripple, overlay, zoom"#)
    #expect(
      errorMessage("timeline wobble --operation push", catalog: TestCatalog.many)
        == #"unknown effect "wobble"; run "transit list" to see them all"#)
    let empty = TransitCatalog(effectNames: [], operationNames: ["push"], interactionNames: [])
    #expect(
      errorMessage("timeline slide --operation push", catalog: empty)
        == #"unknown effect "slide"; no effect is available"#)
  }

  @Test func unknownOperationsStylesAndInteractionsGetTheClosestName() {
    #expect(
      errorMessage("timeline slide --operation pus")
        == #"unknown operation "pus"; did you mean "push"?"#)
    #expect(
      errorMessage("timeline slide --operation tab")
        == #"unknown operation "tab"; did you mean "tab-left" or "tab-right"?"#)
    #expect(
      errorMessage("timeline slide --operation push --style fullscreen")
        == #"unknown style "fullscreen"; did you mean "full-screen"?"#)
    #expect(
      errorMessage("render slide --operation pop --interaction edgepan --out /work/a.png")
        == #"unknown interaction "edgepan"; did you mean "edge-pan"?"#)
  }

  @Test func unknownOptionsGetTheClosestName() {
    #expect(
      errorMessage("render slide --operation push --fsp 30 --out /work/a.png")
        == #"unknown option "--fsp" for "transit render"; did you mean "--fps"?"#)
    #expect(
      errorMessage("gallery --output /work/g")
        == #"unknown option "--output" for "transit gallery"; did you mean "--out"?"#)
    #expect(
      errorMessage("render slide -fps 30")
        == #"unknown option "-fps" for "transit render"; did you mean "--fps"?"#)
    #expect(
      errorMessage("list --verbose")
        == #"unknown option "--verbose" for "transit list"; see "transit help list""#)
  }

  @Test func badNumbersSayWhatWouldBeRight() {
    let fps = "--fps must be a whole number from 1 to 120, not "
    #expect(errorMessage("gallery --fps abc") == fps + #""abc""#)
    #expect(errorMessage("gallery --fps 0") == fps + #""0""#)
    #expect(errorMessage("gallery --fps 121") == fps + #""121""#)
    #expect(errorMessage("gallery --fps -5") == fps + #""-5""#)
    #expect(errorMessage("gallery --fps 29.97") == fps + #""29.97""#)
    #expect(
      errorMessage("gallery --fps 99999999999999999999999") == fps + #""99999999999999999999999""#)
    let scale = "--scale must be a number from 0.25 to 4, not "
    #expect(errorMessage("gallery --scale two") == scale + #""two""#)
    #expect(errorMessage("gallery --scale 0") == scale + #""0""#)
    #expect(errorMessage("gallery --scale nan") == scale + #""nan""#)
    #expect(errorMessage("gallery --scale inf") == scale + #""inf""#)
    #expect(errorMessage("gallery --scale=") == scale + #""""#)
  }

  @Test func badSizesSayWhatWouldBeRight() {
    let shape = "--size must look like 393x852 (width x height), not "
    #expect(errorMessage("timeline slide --operation push --size 393") == shape + #""393""#)
    #expect(errorMessage("timeline slide --operation push --size 393x") == shape + #""393x""#)
    #expect(errorMessage("timeline slide --operation push --size 3x4x5") == shape + #""3x4x5""#)
    #expect(errorMessage("timeline slide --operation push --size 39.5x80") == shape + #""39.5x80""#)
    #expect(
      errorMessage("timeline slide --operation push --size 0x852")
        == #"--size must have each side from 1 to 4096 points, not "0x852""#)
    #expect(
      errorMessage("timeline slide --operation push --size 393x5000")
        == #"--size must have each side from 1 to 4096 points, not "393x5000""#)
  }

  @Test func aCapitalXInASizeIsAccepted() throws {
    #expect(
      try parse("timeline slide --operation push --size 393X852")
        == .command(TimelineCommand(effect: "slide", operation: "push")))
  }

  @Test func missingPartsAreNamed() {
    #expect(
      errorMessage("render")
        == #""transit render" needs <effect>; choose one of "#
        + "slide, fade, card, ripple, overlay, zoom")
    #expect(
      errorMessage("render slide --out /work/a.png")
        == #""transit render" needs --operation <operation>; choose one of push, pop, "#
        + "tab-left, tab-right, present, dismiss, switch")
    #expect(
      errorMessage("render slide --operation push")
        == #""transit render" needs --out <file> (where to write the picture)"#)
    #expect(
      errorMessage("render slide --operation push --out") == "--out needs a value: --out <file>")
    #expect(
      errorMessage("render slide --operation --out /work/a.png")
        == "--operation needs a value: --operation <operation>")
  }

  @Test func extraOrRepeatedArgumentsAreRefused() {
    #expect(
      errorMessage("render slide fade --operation push --out /work/a.png")
        == #"unexpected argument "fade"; "transit render" takes one argument, <effect>"#)
    #expect(
      errorMessage("list all") == #"unexpected argument "all"; "transit list" takes no arguments"#)
    #expect(
      errorMessage("gallery --fps 30 --fps 60") == "--fps is given twice; give it once")
    #expect(
      errorMessage("timeline slide --operation push --json=yes")
        == "--json takes no value; write just --json")
  }

  @Test func outputPathsMustBeWritable() {
    let render = "render slide --operation push --out "
    #expect(
      errorMessage(render + "/work/renders")
        == #"--out must name a file, but "/work/renders" is a directory; add a file name, "#
        + "such as /work/renders/out.png")
    #expect(
      errorMessage(render + "/work/notes.txt/a.png")
        == #"--out cannot be written: "/work/notes.txt" is a file, not a directory"#)
    #expect(
      errorMessage(render + "/readonly/a.png")
        == #"--out cannot be written: no permission to create files in "/readonly""#)
    #expect(
      errorMessage("gallery --out /work/notes.txt")
        == #"--out must name a directory, but "/work/notes.txt" is a file; choose another name"#)
    #expect(
      errorMessage("gallery --out /readonly/site/deep")
        == #"--out cannot be written: no permission to create files in "/readonly""#)
    #expect(errorMessage("gallery --out=") == "--out must name a directory, such as --out gallery")
    #expect(
      errorMessage(render.trimmingCharacters(in: .whitespaces) + "=")
        == "--out must name a file, such as --out out.png")
  }

  @Test func outputPathsThatCanBeCreatedAreAccepted() throws {
    // /work/new/deeper does not exist yet, but /work does and can hold it.
    let invocation = try parse("render slide --operation push --out /work/new/deeper/a.png")
    guard case .command(let request as RenderCommand) = invocation else {
      Issue.record("expected render, got \(invocation)")
      return
    }
    #expect(request.output.path == "/work/new/deeper/a.png")
    // A bare name goes in the current directory, which exists.
    #expect(
      try parse("render slide --operation push --out a.png")
        == .command(
          RenderCommand(effect: "slide", operation: "push", output: URL(fileURLWithPath: "a.png"))))
  }

  @Test func everyMessageIsOneLine() {
    for line in [
      "rendr", "render slid", "render", "gallery --fps abc", "timeline slide --size 3",
      "render slide --operation push --out /work/renders",
    ] {
      let message = errorMessage(line)
      #expect(message != nil, "\(line)")
      #expect(message?.contains("\n") == false, "\(line)")
    }
  }
}
