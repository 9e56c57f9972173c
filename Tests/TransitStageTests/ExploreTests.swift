import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

@MainActor
@Suite struct ExploreTests {
  let window = StageWindow(size: CGSize(width: 390, height: 844))
  let home = screen("Home")
  let card = screen("Card")

  init() {
    window.rootViewController = home
    window.makeKeyAndVisible()
  }
  func dimming(of screen: StageViewController) -> StageView? {
    (screen.presentationController as? StageTransitPresentationController)?.dimmingView
  }
  func state(_ label: String) {
    print(
      "[\(label)] home.t=\(home.view.layer.transform.m11) home.win=\(home.view.window != nil) dim=\(dimming(of: card).map { "\($0.alpha) \($0.window != nil)" } ?? "-") card.win=\(card.view.window != nil) cardFrame=\(card.view.convert(card.view.bounds, to: nil)) presented=\(home.presentedViewController?.title ?? "-") warn=\(window.eventLog.warnings.suffix(3)) inflight=\(window.transitionsInFlight)"
    )
  }

  @Test(arguments: [0.05, 0.2, 0.45])
  func tapDimmingWhilePresenting(at time: Double) {
    home.transit.present(card, using: .card(topInset: 40))
    window.advance(by: time)
    state("mid \(time)")
    window.tap(at: CGPoint(x: 195, y: 20))
    state("after tap")
    _ = window.runUntilIdle()
    state("idle")
  }

  @Test(arguments: [0.05, 0.2])
  func dismissWhilePresenting(at time: Double) {
    home.transit.present(card, using: .card(topInset: 40))
    window.advance(by: time)
    home.transit.dismiss()
    _ = window.runUntilIdle()
    state("dismiss mid \(time) idle")
  }

  @Test(arguments: [0.05, 0.2])
  func presentAgainWhileDismissing(at time: Double) {
    home.transit.present(card, using: .card(topInset: 40))
    _ = window.runUntilIdle()
    home.transit.dismiss()
    window.advance(by: time)
    home.transit.present(card, using: .card(topInset: 40))
    _ = window.runUntilIdle()
    state("present while dismissing \(time) idle")
  }
}
