import Testing

@testable import TransitArguments

@Suite struct EditDistanceTests {
  @Test func countsInsertionsDeletionsSubstitutionsAndSwaps() {
    #expect(EditDistance.between("slide", "slide") == 0)
    #expect(EditDistance.between("slid", "slide") == 1)  // insertion
    #expect(EditDistance.between("slidee", "slide") == 1)  // deletion
    #expect(EditDistance.between("slime", "slide") == 1)  // substitution
    #expect(EditDistance.between("fsp", "fps") == 1)  // swap of neighbours
    #expect(EditDistance.between("kitten", "sitting") == 3)
    #expect(EditDistance.between("", "fade") == 4)
    #expect(EditDistance.between("fade", "") == 4)
  }

  @Test func ignoresCase() {
    #expect(EditDistance.between("SLIDE", "slide") == 0)
  }

  @Test func suggestsTheClosestNamesOnly() {
    let names = ["slide", "slice", "fade", "card"]
    #expect(EditDistance.suggestions(for: "slid", among: names) == ["slide"])
    #expect(EditDistance.suggestions(for: "sli", among: names) == ["slide", "slice"])
    #expect(EditDistance.suggestions(for: "xyz", among: names) == [])
    #expect(EditDistance.suggestions(for: "", among: names) == [])
    #expect(EditDistance.suggestions(for: "slide", among: []) == [])
  }

  @Test func suggestsNamesCutShortOrRunOn() {
    #expect(
      EditDistance.suggestions(for: "tab", among: ["push", "tab-left", "tab-right"])
        == ["tab-left", "tab-right"])
    #expect(EditDistance.suggestions(for: "--output", among: ["--out", "--fps"]) == ["--out"])
  }

  @Test func phrasesOneTwoOrThreeSuggestions() {
    #expect(EditDistance.didYouMean("slid", among: ["slide"]) == #"; did you mean "slide"?"#)
    #expect(
      EditDistance.didYouMean("tab", among: ["tab-left", "tab-right"])
        == #"; did you mean "tab-left" or "tab-right"?"#)
    #expect(
      EditDistance.didYouMean("ab", among: ["abc", "abd", "abe", "abf"])
        == #"; did you mean "abc", "abd" or "abe"?"#)
    #expect(EditDistance.didYouMean("zzz", among: ["slide"]) == nil)
  }
}
