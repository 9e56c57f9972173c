import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// The stage's navigation bar: the top controller's title, cross-faded beside each push and
/// pop by the transition coordinator, in step with an interruptible transition.
@MainActor
@Suite struct StageNavigationBarTests {
  let window = StageWindow.phone()

  func stack() -> (StageNavigationController, StageViewController, StageViewController) {
    let a = screen("A")
    let b = screen("B")
    let navigation = StageNavigationController(rootViewController: a)
    navigation.isNavigationBarHidden = false
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (navigation, a, b)
  }

  @Test func itIsHiddenUnlessAskedFor() {
    let navigation = StageNavigationController(rootViewController: screen("A"))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
    #expect(navigation.navigationBar.subviews.isEmpty, "no titles while hidden")
  }

  @Test func itShowsTheTopTitleAndFollowsAPushWithoutAnimation() {
    let (navigation, a, b) = stack()
    let bar = navigation.navigationBar
    #expect(bar.titleView(for: a.navigationItem) != nil)
    navigation.pushViewController(b, animated: false)
    #expect(bar.titleView(for: a.navigationItem) == nil)
    #expect(bar.titleView(for: b.navigationItem)?.alpha == 1)
    #expect(!bar.isUserInteractionEnabled, "touches go to the screens below")
  }

  @Test func theSystemPushCrossFadesTheTitles() throws {
    let (navigation, a, b) = stack()
    let bar = navigation.navigationBar
    navigation.pushViewController(b, animated: true)
    window.advance(by: 0.15)
    let incoming = try #require(bar.titleView(for: b.navigationItem)?.layer.presentation())
    let outgoing = try #require(bar.titleView(for: a.navigationItem)?.layer.presentation())
    #expect(incoming.opacity > 0 && incoming.opacity < 1 && outgoing.opacity < 1)
    #expect(window.runUntilIdle())
    #expect(bar.titleView(for: a.navigationItem) == nil)
    #expect(bar.titleView(for: b.navigationItem)?.alpha == 1)
  }

  @Test func anInterruptiblePopScrubsTheTitlesAndACancelPutsThemBack() throws {
    let (navigation, a, b) = stack()
    navigation.pushViewController(b, animated: false)
    let slide = InterruptibleSlideAnimator()
    navigation.delegate = slide
    let bar = navigation.navigationBar
    navigation.popViewController(animated: true)
    slide.interaction.update(0.4)
    window.advance(by: 2)
    let incoming = try #require(bar.titleView(for: a.navigationItem)?.layer.presentation())
    #expect(abs(incoming.opacity - 0.4) < 1e-6, "held at 40 % with the transition")
    slide.interaction.cancel()
    #expect(window.runUntilIdle())
    #expect(bar.titleView(for: a.navigationItem) == nil)
    #expect(bar.titleView(for: b.navigationItem)?.alpha == 1)
  }
}
