/// The twin of `UIGestureRecognizerDelegate`: lets an object decide whether a recognizer
/// begins, which touches it sees and whether it may run alongside another.
///
/// Every method is optional: the protocol extension answers as UIKit does when the
/// delegate does not implement it (begin: yes; receive: yes; simultaneously: no).
///
/// ```swift
/// final class EdgeOnly: StageGestureRecognizerDelegate {
///   func gestureRecognizer(
///     _ gestureRecognizer: StageGestureRecognizer,
///     shouldRecognizeSimultaneouslyWith other: StageGestureRecognizer
///   ) -> Bool { true }
/// }
/// let delegate = EdgeOnly()   // the recognizer holds it weakly, as UIKit does
/// pan.delegate = delegate
/// ```
@MainActor
public protocol StageGestureRecognizerDelegate: AnyObject {
  /// Asked when the recognizer is about to leave ``StageGestureRecognizer/State/possible``
  /// (a continuous gesture about to begin, a discrete one about to be recognized).
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  /// - Returns: `false` makes it fail instead, so other recognizers may take the touches.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: StageGestureRecognizer) -> Bool

  /// Asked when one of two recognizers watching the same touches begins or recognizes.
  ///
  /// Either recognizer's delegate answering `true` is enough for both to run; otherwise the
  /// first to begin makes the other fail, as in UIKit.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer whose delegate this is.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: Whether both may recognize at once.
  func gestureRecognizer(
    _ gestureRecognizer: StageGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: StageGestureRecognizer
  ) -> Bool

  /// Asked when a finger goes down on the recognizer's view (or a subview of it), before
  /// the recognizer sees the touch.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - touch: The finger going down.
  /// - Returns: `false` hides this finger from the recognizer for as long as it is down.
  func gestureRecognizer(
    _ gestureRecognizer: StageGestureRecognizer, shouldReceive touch: StageTouch
  ) -> Bool
}

extension StageGestureRecognizerDelegate {
  /// Lets the recognizer begin, as UIKit does when the delegate does not implement it.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  /// - Returns: `true`.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: StageGestureRecognizer) -> Bool {
    true
  }

  /// Keeps recognizers exclusive, as UIKit does when the delegate does not implement it.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer whose delegate this is.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: StageGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: StageGestureRecognizer
  ) -> Bool {
    false
  }

  /// Lets the recognizer see every touch, as UIKit does when the delegate does not
  /// implement it.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - touch: The finger going down.
  /// - Returns: `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: StageGestureRecognizer, shouldReceive touch: StageTouch
  ) -> Bool {
    true
  }
}
