import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// U21 on the stage: a tagged view keeps its own opacity and transform before, during and
/// after a transition that animates it by its modifiers.
@MainActor
@Suite struct TaggedViewRestTests {
  let window = StageWindow(size: CGSize(width: 390, height: 844))

  @Test(arguments: ["push", "pop"])
  func aHalfTransparentTurnedBadgeComesBackAsItWas(operation: String) throws {
    let list = screen("List")
    let detail = screen("Detail")
    let badge = StageView(frame: CGRect(x: 40, y: 200, width: 80, height: 80))
    badge.alpha = 0.5
    let turn = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
    badge.layer.transform = turn
    badge.transit.modifiers = [.fade, .scale(0.5)]
    detail.view.addSubview(badge)
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    if operation == "push" {
      navigation.transit.push(detail, using: .fade)
    } else {
      navigation.transit.push(detail, using: .fade)
      #expect(window.runUntilIdle())
      navigation.transit.pop()
    }
    var shownAlphas: [Double] = []
    for _ in 0..<60 where !window.transitionsInFlight.isEmpty {
      window.advance(by: 1.0 / 60)
      if let shown = badge.layer.presentation() { shownAlphas.append(Double(shown.opacity)) }
    }
    #expect(window.runUntilIdle())
    #expect(!shownAlphas.isEmpty)
    #expect(shownAlphas.allSatisfy { $0 <= 0.5 + 1e-6 }, "\(shownAlphas)")
    #expect(badge.alpha == 0.5 && badge.layer.transform == turn, "its own values, kept")
    let atRest = try #require(badge.layer.presentation())
    #expect(atRest.opacity == 0.5 && atRest.transform == turn, "nothing jumps at the end")
  }
}
