import Testing

@testable import Transit

@Suite struct TransitionRegistryTests {
  final class Screen {}

  @Test func aScreenGetsTheTransitionItWasShownWith() {
    var registry = TransitionRegistry<Screen>()
    let detail = Screen()
    let other = Screen()
    registry.remember(.push(.left), for: detail)
    #expect(registry.transition(for: detail)?.name == "push(left)")
    #expect(registry.transition(for: other) == nil)
    #expect(registry.count == 1)
  }

  @Test func rememberingAgainReplaces() {
    var registry = TransitionRegistry<Screen>()
    let detail = Screen()
    registry.remember(.push(.left), for: detail)
    registry.remember(.fade, for: detail)
    #expect(registry.transition(for: detail)?.name == "fade")
    #expect(registry.count == 1)
  }

  @Test func screensWithoutTheirOwnGetTheDefault() {
    var registry = TransitionRegistry<Screen>(defaultTransition: .slide)
    let detail = Screen()
    let other = Screen()
    registry.remember(.cube(), for: detail)
    #expect(registry.transition(for: other)?.name == "slide")
    #expect(registry.transition(for: nil)?.name == "slide")
    #expect(registry.transition(for: detail)?.name == "cube")
    registry.defaultTransition = .fade
    #expect(registry.transition(for: other)?.name == "fade")
    registry.defaultTransition = nil
    #expect(registry.transition(for: other) == nil)
  }

  @Test func forgettingFallsBackToTheDefault() {
    var registry = TransitionRegistry<Screen>(defaultTransition: .fade)
    let detail = Screen()
    registry.remember(.cube(), for: detail)
    registry.forget(detail)
    #expect(registry.transition(for: detail)?.name == "fade")
    #expect(registry.count == 0)
  }

  @Test func theRegistryDoesNotKeepScreensAlive() {
    var registry = TransitionRegistry<Screen>()
    weak var released: Screen?
    do {
      let detail = Screen()
      released = detail
      registry.remember(.push(.left), for: detail)
      #expect(registry.count == 1)
    }
    #expect(released == nil)
    #expect(registry.count == 0)
  }

  @Test func aNewcomerNeverInheritsAReleasedScreensTransition() {
    var registry = TransitionRegistry<Screen>(defaultTransition: .fade)
    // Many short-lived screens, each followed by a newcomer that may reuse its address.
    for _ in 0..<50 {
      do {
        let gone = Screen()
        registry.remember(.cube(), for: gone)
      }
      let newcomer = Screen()
      #expect(registry.transition(for: newcomer)?.name == "fade")
      #expect(registry.count == 0)
    }
  }

  @Test func entriesOfReleasedScreensAreDroppedWhenOthersAreRemembered() {
    var registry = TransitionRegistry<Screen>()
    let kept = Screen()
    for _ in 0..<100 {
      let gone = Screen()
      registry.remember(.fade, for: gone)
    }
    registry.remember(.slide, for: kept)
    #expect(registry.count == 1)
    #expect(registry.transition(for: kept)?.name == "slide")
  }
}
