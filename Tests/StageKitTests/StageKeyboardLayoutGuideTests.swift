import Foundation
import TestSupport
import Testing

@testable import StageKit

/// `view.keyboardLayoutGuide.layoutFrame`: the keyboard's part of the view while it is up,
/// the strip below the safe area while it is hidden (UIKeyboardLayoutGuide).
@MainActor
@Suite struct StageKeyboardLayoutGuideTests {
  @Test func theGuideIsTheKeyboardWhileUpAndTheStripBelowTheSafeAreaWhileHidden() {
    let window = StageWindow.phone()
    window.screenSafeAreaInsets = StageEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let view = StageView(frame: CGRect(x: 0, y: 100, width: 390, height: 744))
    window.addSubview(view)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    _ = view.keyboardLayoutGuide
    view.layoutIfNeeded()
    #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 710, width: 390, height: 34))
    window.showKeyboard(height: 300)
    // The keyboard from y 544 in the window is from 444 in the view, 100 pt lower.
    #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 444, width: 390, height: 300))
    window.hideKeyboard()
    #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 710, width: 390, height: 34))
    view.removeFromSuperview()
    #expect(view.keyboardLayoutGuide.layoutFrame == .zero, "out of a window")
  }

  /// "This property contains a valid CGRect value by the time its owning view's
  /// layoutSubviews() method is called" (UILayoutGuide.layoutFrame): a guide made and read at
  /// once is not solved yet; made, it marks its view, whose next layout pass solves it.
  @Test func aGuideIsSolvedByItsViewsNextLayoutPass() {
    let window = StageWindow.phone()
    let view = StageView(frame: window.bounds)
    window.addSubview(view)
    window.makeKeyAndVisible()
    window.showKeyboard(height: 300)
    window.layoutIfNeeded()
    #expect(view.keyboardLayoutGuide.layoutFrame == .zero, "made now: not solved")
    view.layoutIfNeeded()
    #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 544, width: 390, height: 300))
  }
}
