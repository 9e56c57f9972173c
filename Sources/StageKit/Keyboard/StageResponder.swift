import Foundation

/// The twin of what `UIResponder` declares about the keyboard: the names of the
/// notifications UIKit posts when the keyboard's frame changes, and the keys of their user
/// info. The stage posts them on the window's ``StageWindow/notificationCenter`` when a
/// test shows or hides the keyboard (``StageWindow/showKeyboard(height:)``).
public enum StageResponder {
  /// Posted before the keyboard's frame changes (`keyboardWillChangeFrameNotification`).
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted before the keyboard shows (`keyboardWillShowNotification`).
  public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted before the keyboard hides (`keyboardWillHideNotification`).
  public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// The keyboard's frame once the change is over, in the window's (screen's) coordinates,
  /// boxed in an `NSValue` (read with `cgRectValue`) as UIKit boxes it
  /// (`keyboardFrameEndUserInfoKey`).
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// How long the keyboard takes to move, an `NSNumber` of seconds, read `as? Double`
  /// (`keyboardAnimationDurationUserInfoKey`).
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The curve it moves on, an `NSNumber`, read `as? UInt` or `as? Int`
  /// (`keyboardAnimationCurveUserInfoKey`: UIKit sends 7, a curve it does not name).
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app, an `NSNumber` read `as? Bool`
  /// (`keyboardIsLocalUserInfoKey`): `false` when another app's keyboard moves beside it
  /// (Split View, Slide Over), which an app should not make room for.
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
