import Foundation
import StageKit
import Transit

/// The delegate Transit gives a navigation controller's back swipe
/// (`interactivePopGestureRecognizer`): it asks the engine whether the swipe begins for
/// the screen on top, and passes every other question, and the screens that are not
/// Transit's, on to the delegate the recognizer had (the system's, or the app's).
@MainActor
final class StageBackSwipeDelegate: StageGestureRecognizerDelegate {
  /// The navigation controller's installer, which decides (it owns this delegate).
  weak var installer: StageViewControllerTransit?
  /// The recognizer's delegate before Transit's, held weakly as UIKit holds delegates.
  weak var previous: (any StageGestureRecognizerDelegate)?

  init(installer: StageViewControllerTransit, previous: (any StageGestureRecognizerDelegate)?) {
    self.installer = installer
    self.previous = previous
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: StageGestureRecognizer) -> Bool {
    let ask = { self.previous?.gestureRecognizerShouldBegin(gestureRecognizer) }
    return installer?.backSwipeShouldBegin(elseAsk: ask) ?? ask() ?? true
  }

  func gestureRecognizer(
    _ gestureRecognizer: StageGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: StageGestureRecognizer
  ) -> Bool {
    previous?.gestureRecognizer(
      gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
  }

  func gestureRecognizer(
    _ gestureRecognizer: StageGestureRecognizer, shouldReceive touch: StageTouch
  ) -> Bool {
    previous?.gestureRecognizer(gestureRecognizer, shouldReceive: touch) ?? true
  }
}
