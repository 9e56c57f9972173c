import Foundation
import TestSupport
import Testing

@testable import StageKit

/// UIKit's process-wide spellings on the stage (`UIAccessibility`'s settings,
/// `NotificationCenter.default`, `CACurrentMediaTime()`): each answers from the window whose
/// turn is running, so two windows in one test stay apart.
@MainActor
@Suite struct ProcessWideSpellingTests {
  let calm = StageWindow.phone()
  let busy = StageWindow.phone()

  init() {
    calm.prefersReducedMotion = true
    calm.prefersCrossFadeTransitions = true
    busy.advance(by: 2)
  }

  @Test func accessibilitySettingsAreTheRunningWindows() {
    #expect(calm.clock.runTurn { StageAccessibility.isReduceMotionEnabled })
    #expect(calm.clock.runTurn { StageAccessibility.prefersCrossFadeTransitions })
    #expect(!busy.clock.runTurn { StageAccessibility.isReduceMotionEnabled })
    #expect(!StageAccessibility.isReduceMotionEnabled, "outside any turn: a device's default")
  }

  @Test func theDefaultNotificationCentreIsTheRunningWindows() {
    var heard: [String] = []
    let name = Notification.Name("ping")
    let token = calm.clock.runTurn {
      StageNotificationCenter.default.addObserver(forName: name, object: nil) { _ in
        heard.append("calm")
      }
    }
    busy.clock.runTurn { StageNotificationCenter.default.post(Notification(name: name)) }
    #expect(heard.isEmpty, "the other window's centre")
    calm.notificationCenter.post(Notification(name: name))
    #expect(heard == ["calm"])
    calm.notificationCenter.removeObserver(token)
  }

  @Test func mediaTimeIsTheRunningWindowsClock() {
    #expect(busy.clock.runTurn { StageCurrentMediaTime() } == 2)
    #expect(calm.clock.runTurn { StageCurrentMediaTime() } == 0)
  }
}
