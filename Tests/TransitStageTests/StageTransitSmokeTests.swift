import Foundation
import Testing
import Transit

@testable import TransitStage

@MainActor
@Suite struct StageTransitSmokeTests {
  @Test func pushPlaysAndCompletes() {
    let window = StageWindow(size: CGSize(width: 390, height: 844))
    let a = screen("A")
    let b = screen("B")
    let navigation = StageNavigationController(rootViewController: a)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.transit.push(b, using: .push(.left))
    window.advance(by: 0.175)
    let x = b.view.layer.presentation()?.transform.m41 ?? -1
    print("mid tx", x, a.view.layer.presentation()?.transform.m41 ?? -1)
    #expect(window.runUntilIdle())
    #expect(a.view.superview == nil)
    #expect(b.view.layer.transform.isIdentity)
    navigation.transit.pop()
    window.advance(by: 0.175)
    print(
      "pop mid", b.view.layer.presentation()?.transform.m41 ?? -1,
      a.view.layer.presentation()?.transform.m41 ?? -1)
    #expect(window.runUntilIdle())
    #expect(b.view.superview == nil)
    #expect(a.view.layer.transform.isIdentity)
    print(window.eventLog.warnings)
  }
}
