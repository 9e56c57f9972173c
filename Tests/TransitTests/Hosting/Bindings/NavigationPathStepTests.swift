import Testing

@testable import Transit

/// Which operation a path change is, as SwiftUI's `NavigationStack(path:)` identifies a
/// stack's screens: by value and position.
@Suite struct NavigationPathStepTests {
  @Test func equalPathsNeedNothing() {
    #expect(NavigationPathStep.from(["a", "b"], to: ["a", "b"]) == nil)
    #expect(NavigationPathStep<String>.from([], to: []) == nil)
  }

  @Test func oneValueMoreIsAPush() {
    #expect(NavigationPathStep.from([], to: ["a"]) == .push("a"))
    #expect(NavigationPathStep.from(["a"], to: ["a", "b"]) == .push("b"))
  }

  @Test func aPrefixIsAPopToItsDepth() {
    #expect(NavigationPathStep.from(["a", "b"], to: ["a"]) == .pop(toDepth: 1))
    #expect(NavigationPathStep.from(["a", "b", "c"], to: ["a"]) == .pop(toDepth: 1))
    #expect(NavigationPathStep.from(["a", "b"], to: []) == .pop(toDepth: 0))
  }

  @Test func severalValuesMoreReplaceTheStackInOneChange() {
    #expect(
      NavigationPathStep.from(["a"], to: ["a", "b", "c"])
        == .replace(keeping: 1, adding: ["b", "c"]))
  }

  /// A value changed below the top: the screens from it up are new, even if a later value
  /// equals one shown (SwiftUI identifies by position as well as value).
  @Test func aChangedValueReplacesFromItsPosition() {
    #expect(
      NavigationPathStep.from(["a", "b"], to: ["x", "b"])
        == .replace(keeping: 0, adding: ["x", "b"]))
    #expect(
      NavigationPathStep.from(["a", "b", "c"], to: ["a", "x"])
        == .replace(keeping: 1, adding: ["x"]))
  }

  /// The same value twice is two screens.
  @Test func repeatedValuesAreDistinctScreens() {
    #expect(NavigationPathStep.from([1], to: [1, 1]) == .push(1))
    #expect(NavigationPathStep.from([1, 1], to: [1]) == .pop(toDepth: 1))
  }
}
