import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// Issue "Core Animation playback", item 3 (docs/design.md#u10, docs/design.md#u20): a transition
/// ends on its animations'
/// own clock (an end marker in the container), and the timers it still needs run in the
/// run loop's common modes; so one that ends while a scroll view decelerates — the run
/// loop then in `UITrackingRunLoopMode`, where a default-mode timer waits — ends on time.
@MainActor
@Suite struct TransitionEndClockTests {
  let window = StageWindow.phone()
  let home = screen("Home")
  let list = StageScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

  init() {
    list.contentSize = CGSize(width: 390, height: 200_000)
    list.contentOffset.y = 100_000
    home.view.addSubview(list)
    window.rootViewController = home
    window.makeKeyAndVisible()
  }

  /// Flings the home screen's list, so it decelerates for a few seconds.
  func fling() {
    window.send(.flick(from: CGPoint(x: 195, y: 600), velocity: CGPoint(x: 0, y: -4000)))
    #expect(list.isDecelerating && window.clock.currentMode == .tracking)
  }

  /// Steps the clock frame by frame (120 Hz) until the transition asked for has started
  /// and ended; returns how long that took from now.
  func secondsUntilIdle() -> Double {
    let start = window.clock.now
    window.advance(by: 1.0 / 120)  // UIKit starts a transition on the next turn
    for _ in 0..<600 where !window.transitionsInFlight.isEmpty { window.advance(by: 1.0 / 120) }
    return window.clock.now - start
  }

  @Test func aPresentationEndsOnTimeWhileAScrollViewDecelerates() {
    let baselineSheet = screen("Baseline")
    home.transit.present(baselineSheet, using: .card())
    let onTime = secondsUntilIdle()
    home.dismiss(animated: false)
    #expect(window.runUntilIdle())
    #expect(onTime > 0.2)

    fling()
    let sheet = screen("Sheet")
    home.transit.present(sheet, using: .card())
    let took = secondsUntilIdle()
    #expect(list.isDecelerating, "the list still decelerates when the card is up")
    #expect(abs(took - onTime) < 1.0 / 60, "\(took) s, on time \(onTime) s")
    #expect(home.presentedViewController === sheet)
  }

  @Test func aReleasedPullDownEndsOnTimeWhileAScrollViewDecelerates() {
    /// Presents a card whose lower half is a list, flings the list when asked, then pulls
    /// the card down from its top and times the dismissal from the release.
    func pullAndTime(flinging: Bool) -> (seconds: Double, stillDecelerating: Bool) {
      let sheet = screen("Sheet")
      let inner = StageScrollView(frame: CGRect(x: 0, y: 400, width: 390, height: 404))
      inner.contentSize = CGSize(width: 390, height: 200_000)
      inner.contentOffset.y = 100_000
      sheet.view.addSubview(inner)
      home.transit.present(sheet, using: Transition.card().interactive(.pullDownToDismiss))
      _ = secondsUntilIdle()
      if flinging {
        window.send(.flick(from: CGPoint(x: 195, y: 750), velocity: CGPoint(x: 0, y: -4000)))
        #expect(inner.isDecelerating && window.clock.currentMode == .tracking)
      }
      window.send(
        .pan(from: CGPoint(x: 195, y: 150), to: CGPoint(x: 195, y: 600), duration: 0.3))
      let seconds = secondsUntilIdle()
      #expect(home.presentedViewController == nil, "the pull dismissed the card")
      return (seconds, inner.isDecelerating)
    }
    let onTime = pullAndTime(flinging: false)
    #expect(onTime.seconds > 0.05)
    let took = pullAndTime(flinging: true)
    #expect(took.stillDecelerating, "the list still decelerates when the card has gone")
    #expect(abs(took.seconds - onTime.seconds) < 1.0 / 60, "\(took) s, on time \(onTime) s")
  }
}

/// docs/design.md#n9: an end marker that stops before its end (the app removed the container's
/// animations, or the system dropped them) does not complete the transition there: the
/// transition completes when its time is up, not mid-flight.
@MainActor
@Suite struct EndMarkerStoppedEarlyTests {
  @Test func aPushWhoseContainerAnimationsAreRemovedCompletesAtItsEndNotAtOnce() throws {
    let window = StageWindow.phone()
    let navigation = StageNavigationController(rootViewController: screen("List"))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let detail = screen("Detail")
    navigation.transit.push(detail, using: .push(.left).duration(0.5))
    window.advance(by: 0.1)
    let started = window.clock.now
    navigation.transitionView.layer.removeAllAnimations()
    window.advance(by: 1.0 / 60)
    #expect(!window.transitionsInFlight.isEmpty, "still in flight just after the removal")
    #expect(window.runUntilIdle())
    #expect(navigation.topViewController === detail)
    #expect(window.clock.now - started >= 0.3, "completed at its end, not at the removal")
  }
}
