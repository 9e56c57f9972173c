import Foundation

// The keyboard, as a test drives it: UIKit shows it when a text input becomes first
// responder; the stage shows and hides it on request and tells the app as UIKit does.

extension StageWindow {
  /// How long the keyboard takes to show or hide: UIKit's 0.25 s.
  public static let keyboardAnimationDuration = 0.25

  /// Shows the keyboard at the bottom of the window (or changes its height), telling
  /// observers of ``StageResponder/keyboardWillChangeFrameNotification`` and
  /// ``StageResponder/keyboardWillShowNotification`` first, as UIKit does.
  ///
  /// - Parameters:
  ///   - height: Its height in points; clamped to the window's, non-finite means 0.
  ///   - isLocal: Whether it is this app's keyboard (`true`), or another app's beside it in
  ///     Split View or Slide Over (`false`, told with
  ///     ``StageResponder/keyboardIsLocalUserInfoKey``).
  public func showKeyboard(height: CGFloat, isLocal: Bool = true) {
    let height = height.isFinite ? min(max(height, 0), bounds.height) : 0
    moveKeyboard(
      to: CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height),
      showing: true, isLocal: isLocal)
  }

  /// Hides the keyboard below the window, telling observers of
  /// ``StageResponder/keyboardWillChangeFrameNotification`` and
  /// ``StageResponder/keyboardWillHideNotification`` first.
  ///
  /// - Parameter isLocal: Whether it is this app's keyboard; see ``showKeyboard(height:isLocal:)``.
  public func hideKeyboard(isLocal: Bool = true) {
    let height = keyboardFrame.height
    moveKeyboard(
      to: CGRect(x: 0, y: bounds.height, width: bounds.width, height: height), showing: false,
      isLocal: isLocal)
  }

  /// Whether the keyboard is up: some of it inside the window.
  public var isKeyboardShown: Bool {
    !keyboardFrame.isEmpty && keyboardFrame.minY < bounds.height
  }

  private func moveKeyboard(to frame: CGRect, showing: Bool, isLocal: Bool) {
    // Another app's keyboard is not this window's: it is only heard of.
    if isLocal { keyboardFrame = frame }
    // Boxed as UIKit boxes them: the frame in an `NSValue`, the numbers in `NSNumber`s.
    let info: [AnyHashable: Any] = [
      StageResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
      StageResponder.keyboardAnimationDurationUserInfoKey: NSNumber(
        value: Self.keyboardAnimationDuration),
      StageResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
      StageResponder.keyboardIsLocalUserInfoKey: NSNumber(value: isLocal),
    ]
    // UIKit posts the frame change first, then the show or hide (observed order; see
    // docs/uikit-behaviour.md#b27).
    clock.runTurn {
      notificationCenter.post(
        Notification(
          name: StageResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info))
      notificationCenter.post(
        Notification(
          name: showing
            ? StageResponder.keyboardWillShowNotification
            : StageResponder.keyboardWillHideNotification, object: nil, userInfo: info))
    }
  }
}
