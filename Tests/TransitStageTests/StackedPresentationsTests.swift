import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// A presentation over a presentation (a sheet over a sheet, a card over a card), as apps
/// stack them: each dismissal puts back only what its own presentation changed, and
/// dismissing from the bottom of the stack (UIKit dismisses every screen above the one
/// asked) leaves the first screen as it was.
@MainActor
@Suite struct StackedPresentationsTests {
  let window = StageWindow.phone()
  let home = screen("Home")
  let lower = screen("Lower")
  let upper = screen("Upper")

  init() {
    window.rootViewController = home
    window.makeKeyAndVisible()
  }

  /// Presentations that leave the presenter on screen, with and without dimming, and one
  /// that takes it off.
  nonisolated static let transitions: [(name: String, transition: Transition)] = [
    ("card", .card(topInset: 40)),
    ("half sheet", .cover(.up).presentation(Presentation(.fraction(0.5, edge: .bottom)))),
    ("overlay", .overlay),
    ("full-screen slide", .slide(.up)),
  ]

  func dimming(of screen: StageViewController) -> StageView? {
    (screen.presentationController as? TransitPresentationController)?.dimmingView
  }

  @Test(arguments: transitions.indices)
  func eachDismissalPutsBackOnlyItsOwnPresentation(index: Int) throws {
    let (name, transition) = Self.transitions[index]
    home.transit.present(lower, using: transition)
    #expect(window.runUntilIdle())
    let homeTransform = home.view.layer.transform
    let lowerDimming = dimming(of: lower)
    let lowerDimmingAlpha = lowerDimming?.alpha

    lower.transit.present(upper, using: transition)
    #expect(window.runUntilIdle())
    #expect(lower.presentedViewController === upper, "\(name)")
    upper.transit.dismiss()
    #expect(window.runUntilIdle())

    #expect(lower.presentedViewController == nil && home.presentedViewController === lower)
    #expect(lower.view.window === window, "\(name): the lower screen is back on screen")
    #expect(lower.view.layer.transform.isIdentity, "\(name): the lower screen at rest")
    #expect(home.view.layer.transform == homeTransform, "\(name): the first screen untouched")
    #expect(lowerDimming?.alpha == lowerDimmingAlpha, "\(name): the lower dimming as it was")
    #expect(lowerDimming.map { $0.window === window } ?? true, "\(name)")

    lower.transit.present(upper, using: transition)
    #expect(window.runUntilIdle())
    home.transit.dismiss()
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController == nil, "\(name): the whole stack is dismissed")
    #expect(home.view.window === window && home.view.layer.transform.isIdentity, "\(name)")
    #expect(lower.view.window == nil && upper.view.window == nil, "\(name)")
    #expect(lowerDimming?.window == nil && dimming(of: upper)?.window == nil, "\(name)")
  }
}
