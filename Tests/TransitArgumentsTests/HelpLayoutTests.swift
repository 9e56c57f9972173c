import Testing

@testable import TransitArguments

@Suite struct HelpLayoutTests {
  @Test func wrapsWordsWithoutSplittingThem() {
    #expect(HelpLayout.wrap(["aaa", "bbb", "ccc"], width: 7) == ["aaa bbb", "ccc"])
    #expect(HelpLayout.wrap(["toolongforthewidth", "b"], width: 5) == ["toolongforthewidth", "b"])
    #expect(HelpLayout.wrap([], width: 5) == [])
  }

  @Test func aNameTooWideForTheFirstColumnPutsItsTextBelow() {
    let name = "--a-very-long-option <value>"
    #expect(
      HelpLayout.entry(name, "Text.")
        == "  \(name)\n" + String(repeating: " ", count: HelpLayout.column) + "Text.\n")
    #expect(
      HelpLayout.entry("--x", "Text.")
        == "  --x" + String(repeating: " ", count: HelpLayout.column - 5) + "Text.\n")
  }

  @Test func usageLinesHangUnderTheCommand() {
    let words = (1...12).map { "[--option\($0)]" }
    let lines = HelpLayout.hanging("USAGE: tool ", words, indent: 12).split(separator: "\n")
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.count <= HelpLayout.width })
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 12) + "[") })
  }
}
