import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// Item 7 of issue 11: presentations as apps use them (docs/design.md#u9, docs/design.md#u11).
@MainActor
@Suite struct PresentationsAsAppsUseThemTests {
  let window = StageWindow.phone()
  let home = screen("Home")

  init() {
    window.rootViewController = home
    window.makeKeyAndVisible()
  }

  /// docs/design.md#u9: UIKit runs a `.custom` presentation's animator even for `animated: false`
  /// (UIViewControllerTransitioning.h, `isAnimated`); Transit then places the views and
  /// completes at once, so the app's "dismiss without animation, then present" works.
  @Test func aDismissalWithoutAnimationCompletesAtOnceAndAPresentationRightAfterWorks() throws {
    let sheet = screen("Sheet")
    home.transit.present(sheet, using: .cover(.up).presentation(.half))
    #expect(window.runUntilIdle())

    var dismissed = false
    sheet.dismiss(animated: false) { dismissed = true }
    #expect(dismissed, "no animation: the dismissal has ended when dismiss returns")
    #expect(home.presentedViewController == nil)
    #expect(sheet.viewIfLoaded?.window == nil)
    #expect(window.transitionsInFlight.isEmpty)

    let next = screen("Next")
    home.transit.present(next, using: .cover(.up).presentation(.half))
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController === next)
    #expect(next.view.window === window)
    #expect(!window.eventLog.lines(of: [.warning]).contains { $0.contains("Attempt to present") })
  }

  /// docs/design.md#u11: with `removesPresentersView: true` UIKit takes the presenter's view out of
  /// the window after the presentation and hands it over for the dismissal, which must put it
  /// on screen (UIViewControllerTransitioning.h: a non-nil view is the animator's to show);
  /// Transit brings it into the container, so the card leaves over the presenter.
  @Test func aCardThatRemovedThePresentersViewIsDismissedOverThePresenter() throws {
    let card = screen("Card")
    var presentation = try #require(Transition.card(topInset: 40).presentation)
    presentation.removesPresentersView = true
    home.transit.present(card, using: Transition.card(topInset: 40).presentation(presentation))
    #expect(window.runUntilIdle())
    #expect(home.viewIfLoaded?.window == nil, "UIKit took the presenter's view away")

    card.transit.dismiss()
    window.advance(by: 0.05)
    let homeView = try #require(home.viewIfLoaded)
    #expect(homeView.window === window, "mid-dismissal the presenter is on screen")
    #expect(!homeView.isHidden)
    #expect(window.runUntilIdle())
    #expect(homeView.window === window)
    #expect(homeView.frame == window.bounds)
  }

  /// docs/design.md#u12: the card's scaled-back presenter survives a rotation, and after the
  /// dismissal its frame is the window's.
  @Test func aCardsScaledBackPresenterSurvivesRotationAndEndsAtTheWindowsFrame() {
    let card = screen("Card")
    home.transit.present(card, using: .card(topInset: 40))
    #expect(window.runUntilIdle())
    window.resize(to: CGSize(width: 844, height: 390))
    #expect(home.view.bounds.size == CGSize(width: 844, height: 390), "laid out unscaled")
    card.transit.dismiss()
    #expect(window.runUntilIdle())
    #expect(home.view.frame == window.bounds)
    #expect(home.view.transform == .identity)
  }

  /// A card scales the screen behind by (height − 40) / height about its centre, which
  /// leaves 40 / 2 = 20 points above it. A rotation must keep that gap: the presenter
  /// takes the transition's end state at the new size, not the old size's scale (which in
  /// landscape leaves 9 points).
  @Test func aCardsPresenterKeepsItsGapAboveThroughRotations() {
    let card = screen("Card")
    home.transit.present(card, using: .card(topInset: 40))
    #expect(window.runUntilIdle())
    #expect(abs(home.view.frame.minY - 20) < 0.001, "portrait: \(home.view.frame)")

    for size in [CGSize(width: 844, height: 390), CGSize(width: 390, height: 844)] {
      window.resize(to: size)
      #expect(window.runUntilIdle())
      let frame = home.view.frame
      #expect(abs(frame.minY - 20) < 0.001, "at \(size): \(frame)")
      #expect(abs(frame.height - (size.height - 40)) < 0.001, "at \(size): \(frame)")
      #expect(abs(frame.midX - size.width / 2) < 0.001, "at \(size): \(frame)")
      #expect(home.view.bounds.size == size, "laid out at the new size, unscaled")
    }

    card.transit.dismiss()
    #expect(window.runUntilIdle())
    #expect(home.view.frame == window.bounds)
    #expect(home.view.transform == .identity)
  }

  /// A rotation while the card rises: the presenter still ends 20 points down at the new
  /// size (the end state of the size it ends at, not of the size it began at).
  @Test func aCardPresentedThroughARotationEndsWithTheNewSizesGap() {
    let card = screen("Card")
    home.transit.present(card, using: .card(topInset: 40))
    window.advance(by: 0.1)
    window.resize(to: CGSize(width: 844, height: 390))
    #expect(window.runUntilIdle())
    let frame = home.view.frame
    #expect(abs(frame.minY - 20) < 0.001, "\(frame)")
    #expect(abs(frame.height - 350) < 0.001, "\(frame)")
  }

  /// A rotation while the user pulls the card down and lets go too soon: the dismissal is
  /// given up and the presenter settles with the new size's gap.
  @Test func aPullDownGivenUpThroughARotationSettlesWithTheNewSizesGap() {
    let card = screen("Card")
    home.transit.present(card, using: Transition.card(topInset: 40).interactive(.pullDownToDismiss))
    #expect(window.runUntilIdle())
    window.clock.schedule(at: window.clock.now + 0.3) { [window] in
      window.resize(to: CGSize(width: 844, height: 390))
    }
    window.send(.pan(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 360), duration: 0.6))
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController === card, "a short, slow pull gives up")
    let frame = home.view.frame
    #expect(window.bounds.width == 844)
    #expect(abs(frame.minY - 20) < 0.001, "\(frame)")
    #expect(abs(frame.height - 350) < 0.001, "\(frame)")
  }
}
