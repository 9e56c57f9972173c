/// A view controller as the engine tells it of its appearance: the twin of
/// `UIViewController.beginAppearanceTransition(_:animated:)` and
/// `endAppearanceTransition()`, which a container calls on its children itself.
///
/// `UIViewController` and the stage's `StageViewController` conform with an empty
/// extension; ``AppearanceSequence/perform(at:incoming:outgoing:)`` and
/// ``ChildContainerCore`` call it.
@MainActor
public protocol TransitionHostAppearanceReceiver: AnyObject {
  /// Tells the controller its view is about to appear or disappear.
  ///
  /// - Parameters:
  ///   - isAppearing: Whether it appears.
  ///   - animated: Whether the change animates.
  func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool)

  /// Tells the controller its view has appeared or disappeared.
  func endAppearanceTransition()
}

extension AppearanceSequence {
  /// Makes the sequence's calls at a moment on the two controllers of a switch.
  ///
  /// ```swift
  /// let appearance = AppearanceSequence(switchingIn: .container, animated: true)
  /// appearance.perform(at: .willBegin, incoming: next, outgoing: current)
  /// ```
  ///
  /// - Parameters:
  ///   - moment: The moment: before the switch, or once it completed or was cancelled.
  ///   - incoming: The controller coming on screen, if any.
  ///   - outgoing: The controller going away, if any.
  @MainActor
  public func perform<Receiver: TransitionHostAppearanceReceiver>(
    at moment: Moment, incoming: Receiver?, outgoing: Receiver?
  ) {
    for call in calls(at: moment) {
      switch call {
      case .begin(let child, let isAppearing):
        (child == .incoming ? incoming : outgoing)?.beginAppearanceTransition(
          isAppearing, animated: isAnimated)
      case .end(let child):
        (child == .incoming ? incoming : outgoing)?.endAppearanceTransition()
      }
    }
  }
}
