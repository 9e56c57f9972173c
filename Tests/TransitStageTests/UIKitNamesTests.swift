import Foundation
import TestSupport
import Testing
import TransitStage

/// Code written against UIKit's process-wide spellings compiles on the stage through
/// TransitStage's names, and reads the window whose turn runs.
@MainActor
@Suite struct UIKitNamesTests {
  @Test func processWideSpellingsAnswerFromTheRunningWindow() {
    let window = UIWindow.phone()
    window.prefersReducedMotion = true
    window.advance(by: 1.5)
    let (reduced, now) = window.clock.runTurn {
      (UIAccessibility.isReduceMotionEnabled, CACurrentMediaTime())
    }
    #expect(reduced)
    #expect(now == 1.5)
    #expect(!UIAccessibility.isReduceMotionEnabled, "no window's turn: a device's default")
  }
}
