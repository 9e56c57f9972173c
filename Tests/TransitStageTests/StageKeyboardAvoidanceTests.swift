import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// docs/design.md#u16: a custom presentation moves out of the keyboard's way, in step with the
/// keyboard's animation, and back when it hides; UIKit tells the app where the keyboard goes with
/// `keyboardWillChangeFrameNotification` (its end frame and 0.25 s), which the stage posts
/// on the window's notification centre.
@MainActor
@Suite struct StageKeyboardAvoidanceTests {
  let window = StageWindow.phone()
  let home = screen("Home")

  init() {
    window.screenSafeAreaInsets = StageEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.rootViewController = home
    window.makeKeyAndVisible()
  }

  /// Where a screen is on screen, in the window's coordinates.
  func onScreen(_ screen: StageViewController) -> CGRect {
    screen.view.convert(screen.view.bounds, to: nil)
  }

  func present(_ transition: Transition) -> StageViewController {
    let sheet = screen("Sheet")
    home.transit.present(sheet, using: transition)
    #expect(window.runUntilIdle())
    return sheet
  }

  @Test func aHalfSheetRisesWithTheKeyboardAndComesBackWhenItHides() {
    let sheet = present(Transition.cover().presentation(.half))
    let rest = onScreen(sheet)
    #expect(rest == CGRect(x: 0, y: 422, width: 390, height: 422))
    window.showKeyboard(height: 300)
    // Half way through the keyboard's 0.25 s the sheet is on its way, not there yet.
    window.advance(by: 0.125)
    let moving = sheet.presentationController?.presentedView?.layer.presentation()?.frame ?? .zero
    #expect(moving.minY < rest.minY && moving.minY > 122, "\(moving)")
    #expect(window.runUntilIdle())
    #expect(onScreen(sheet) == CGRect(x: 0, y: 122, width: 390, height: 422))
    window.hideKeyboard()
    #expect(window.runUntilIdle())
    #expect(onScreen(sheet) == rest)
  }

  /// docs/design.md#n11: another app's keyboard (Split View, Slide Over), told with
  /// `keyboardIsLocalUserInfoKey` false, is not this sheet's to avoid; this app's is.
  @Test func anotherAppsKeyboardDoesNotMoveTheSheet() {
    let sheet = present(Transition.cover().presentation(.half))
    let rest = onScreen(sheet)
    window.showKeyboard(height: 300, isLocal: false)
    #expect(window.runUntilIdle())
    #expect(onScreen(sheet) == rest, "another app's keyboard leaves it where it is")
    window.hideKeyboard(isLocal: false)
    window.showKeyboard(height: 300)
    #expect(window.runUntilIdle())
    #expect(onScreen(sheet) == CGRect(x: 0, y: 122, width: 390, height: 422), "this app's moves it")
  }

  /// docs/design.md#u22: a sheet rounds the corners of its free edges, as UIKit's sheets do: the
  /// top ones against the bottom of the screen, all four once the keyboard lifts it.
  @Test func aSheetRoundsOnlyTheCornersOfItsFreeEdges() throws {
    let sheet = present(Transition.cover().presentation(.half))
    let shown = try #require(sheet.presentationController?.presentedView)
    #expect(shown.layer.cornerRadius == 12)
    #expect(shown.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    window.showKeyboard(height: 300)
    #expect(window.runUntilIdle())
    #expect(shown.layer.maskedCorners == .all)
    window.hideKeyboard()
    #expect(window.runUntilIdle())
    #expect(shown.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
  }

  /// A sheet's rounded corners are continuous, and once it is dismissed its view is rounded
  /// as it was before (nothing rounded, nothing clipped).
  @Test func aSheetsCornersAreContinuousAndPutBackAfter() throws {
    let sheet = screen("Sheet")
    home.transit.present(sheet, using: Transition.cover().presentation(.half))
    let shown = try #require(sheet.presentationController?.presentedView)
    window.advance(by: 0)
    #expect(shown.layer.cornerCurve == .continuous, "while it rises")
    #expect(window.runUntilIdle())
    #expect(shown.layer.cornerCurve == .continuous && shown.layer.cornerRadius == 12)
    #expect(sheet.view.layer.cornerCurve == .circular, "the screen's own view is not changed")
    sheet.dismiss(animated: true)
    #expect(window.runUntilIdle())
    #expect(shown.layer.cornerCurve == .circular && shown.layer.cornerRadius == 0)
    #expect(shown.layer.maskedCorners == .all && !shown.clipsToBounds)
  }

  @Test func aCardKeepsItsTopAndEndsAtTheKeyboard() {
    let sheet = present(.card(topInset: 40))
    window.showKeyboard(height: 300)
    #expect(window.runUntilIdle())
    #expect(onScreen(sheet) == CGRect(x: 0, y: 40, width: 390, height: 504))
  }

  @Test func afterTheDismissalTheKeyboardMovesNothing() {
    let sheet = present(Transition.cover().presentation(.half))
    home.dismiss(animated: false)
    #expect(window.runUntilIdle())
    let frame = sheet.view.frame
    window.showKeyboard(height: 300)
    #expect(window.runUntilIdle())
    #expect(sheet.view.frame == frame)
  }

  /// A rotation with the keyboard up: the sheet sits on the keyboard at the bottom of the
  /// turned screen (844 × 390, a 150 pt keyboard: its top at 390 − 150 = 240), not where
  /// the keyboard was before the turn.
  @Test func aHalfSheetStaysOnTheKeyboardThroughARotation() {
    let sheet = present(Transition.cover().presentation(.half))
    window.showKeyboard(height: 150)
    #expect(window.runUntilIdle())
    #expect(onScreen(sheet).maxY == 694)
    window.resize(to: CGSize(width: 844, height: 390))
    #expect(window.runUntilIdle())
    #expect(onScreen(sheet).maxY == 240, "\(onScreen(sheet))")
    #expect(onScreen(sheet).width == 844)
  }

  /// A sheet presented while the keyboard is already up sits on it (found by the fuzzer:
  /// it hears of the keyboard only as it moves, so it asks the keyboard layout guide until
  /// then), from the transition's end on; and it comes back down when the keyboard hides.
  @Test func aSheetPresentedWhileTheKeyboardIsUpSitsOnIt() {
    window.showKeyboard(height: 300)
    #expect(window.runUntilIdle())
    let sheet = present(Transition.cover().presentation(.half))
    #expect(onScreen(sheet) == CGRect(x: 0, y: 122, width: 390, height: 422))
    window.hideKeyboard()
    #expect(window.runUntilIdle())
    #expect(onScreen(sheet) == CGRect(x: 0, y: 422, width: 390, height: 422))
  }

  /// docs/design.md#n11: the keyboard layout guide a presentation asks is made when the
  /// presentation begins and solved before it is read (a guide is valid only once its view's
  /// layout pass has come, and made in the middle of UIKit's layout it would be read empty):
  /// the sheet presented over the keyboard rises straight to it, it never heads for the
  /// screen's bottom first.
  @Test func aSheetPresentedWhileTheKeyboardIsUpRisesStraightToIt() {
    window.showKeyboard(height: 300)
    #expect(window.runUntilIdle())
    let sheet = screen("Sheet")
    home.transit.present(sheet, using: Transition.cover().presentation(.half))
    window.advance(by: 0)  // the turn that starts the presentation
    let onTheKeyboard = CGRect(x: 0, y: 122, width: 390, height: 422)
    // The end UIKit's context gives the animator (frameOfPresentedViewInContainerView, asked
    // after presentationTransitionWillBegin).
    #expect(sheet.modalPresentation?.transition?.context.finalFrame(for: sheet) == onTheKeyboard)
    // Where the sheet is seen at each frame: its wrapper's presentation layer in the container,
    // which covers the window.
    var seen: [CGRect] = []
    for _ in 0..<40 {
      window.advance(by: 1.0 / 60)
      let wrapper = sheet.presentationController?.presentedView?.layer
      seen.append(wrapper.map { ($0.presentation() ?? $0).frame } ?? .null)
    }
    #expect(window.runUntilIdle())
    #expect(
      seen.allSatisfy { abs($0.height - 422) < 1e-6 && $0.minY >= 122 - 1e-6 },
      "\(seen.map(\.minY))")
    #expect(seen.contains { abs($0.minY - 122) < 1e-6 }, "it reaches the keyboard: \(seen)")
    #expect(onScreen(sheet) == onTheKeyboard)
  }

  /// The keyboard hidden in landscape ends below that screen (y 390), which is inside the
  /// portrait one: after turning back, the sheet must not take it for a keyboard (found by
  /// the fuzzer: the sheet rose to sit at y 390).
  @Test func aKeyboardHiddenBeforeARotationIsNoKeyboardAfterIt() {
    window.resize(to: CGSize(width: 844, height: 390))
    let sheet = present(Transition.cover().presentation(.half))
    window.showKeyboard(height: 150)
    #expect(window.runUntilIdle())
    window.hideKeyboard()
    #expect(window.runUntilIdle())
    window.resize(to: CGSize(width: 390, height: 844))
    #expect(window.runUntilIdle())
    #expect(onScreen(sheet) == CGRect(x: 0, y: 422, width: 390, height: 422))
  }

  /// The same for a sheet that never heard the keyboard (presented after it hid), which
  /// asks the keyboard layout guide: during the turn's layout the hidden keyboard is
  /// already below the new bottom.
  @Test func aSheetThatNeverHeardTheKeyboardStaysDownThroughARotation() {
    window.resize(to: CGSize(width: 844, height: 390))
    window.showKeyboard(height: 150)
    window.hideKeyboard()
    #expect(window.runUntilIdle())
    let sheet = present(Transition.cover().presentation(.half))
    window.resize(to: CGSize(width: 390, height: 844))
    #expect(window.runUntilIdle())
    #expect(onScreen(sheet) == CGRect(x: 0, y: 422, width: 390, height: 422))
  }
}
