import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// VoiceOver's reach on the stage: a modal view hides its siblings only.
@MainActor
@Suite struct StageWindowAccessibilityTests {
  let window = StageWindow.phone()

  static func element(_ label: String) -> StageView {
    let view = StageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.isAccessibilityElement = true
    view.accessibilityLabel = label
    return view
  }

  @Test func aModalViewHidesItsSiblingsButNotItsContainersSiblings() {
    let behind = StageView(frame: window.bounds)
    behind.addSubview(Self.element("Behind"))
    let container = StageView(frame: window.bounds)
    let dimming = Self.element("Dismiss")
    let presented = StageView(frame: window.bounds)
    presented.addSubview(Self.element("Title"))
    container.addSubview(dimming)
    container.addSubview(presented)
    window.addSubview(behind)
    window.addSubview(container)
    #expect(
      window.voiceOverElements.compactMap(\.accessibilityLabel) == ["Behind", "Dismiss", "Title"])
    presented.accessibilityViewIsModal = true
    // The presented view's sibling (the dimming) goes; the container's sibling stays.
    #expect(window.voiceOverElements.compactMap(\.accessibilityLabel) == ["Behind", "Title"])
    presented.accessibilityViewIsModal = false
    container.accessibilityViewIsModal = true
    #expect(window.voiceOverElements.compactMap(\.accessibilityLabel) == ["Dismiss", "Title"])
  }

  @Test func escapeWalksUpUntilAViewHandlesIt() {
    final class Escaping: StageView {
      var escapes = 0
      override func accessibilityPerformEscape() -> Bool {
        escapes += 1
        return true
      }
    }
    let outer = Escaping(frame: window.bounds)
    let inner = StageView(frame: window.bounds)
    let leaf = Self.element("Leaf")
    inner.addSubview(leaf)
    outer.addSubview(inner)
    window.addSubview(outer)
    #expect(window.performAccessibilityEscape(from: leaf))
    #expect(outer.escapes == 1)
    #expect(!window.performAccessibilityEscape(from: window))
  }

  @Test func activationTapsTheMiddleWhenTheViewDoesNotHandleIt() {
    let button = Self.element("Go")
    button.frame = CGRect(x: 100, y: 100, width: 50, height: 50)
    var taps = 0
    button.addGestureRecognizer(StageTapGestureRecognizer { _ in taps += 1 })
    window.addSubview(button)
    window.performAccessibilityActivate(on: button)
    #expect(taps == 1)
  }
}
