// The keyboard's moves, as a presentation controller follows them: UIKit's notifications,
// in the app's notification centre or the stage window's, with their user info boxed as
// UIKit boxes it (the frame in an `NSValue`, the numbers in `NSNumber`s) and read the same
// on both. Only the registration differs: UIKit's calls a selector, the stage's a block.
#if TRANSIT_STAGE
  import Transit
#elseif canImport(UIKit)
  import Transit
  import UIKit
#endif

#if canImport(UIKit) || TRANSIT_STAGE
  /// One move of the keyboard, as a notification tells it.
  @MainActor
  struct KeyboardMove {
    /// Where the keyboard will end, in the screen's coordinates (`nil` when not told).
    var endFrame: CGRect?
    /// How long it moves, in seconds.
    var duration: Double
    /// Its curve, as UIKit numbers them (7: the keyboard's own).
    var curve: UInt
    /// Whether it is this app's keyboard: another app's, beside it in Split View or Slide
    /// Over, is not to be made room for (docs/design.md#n11).
    var isLocal: Bool
  }

  /// A registration for the keyboard's moves, until ``cancel()`` or it goes away.
  @MainActor
  final class KeyboardObservation {
    #if TRANSIT_STAGE
      private var registration: (StageNotificationCenter, StageNotificationCenter.Observation)?
    #else
      /// The Objective-C observer UIKit's notification centre calls with a selector.
      private var registration: Receiver?

      @MainActor
      private final class Receiver: NSObject {
        let handler: @MainActor (KeyboardMove) -> Void

        init(_ handler: @escaping @MainActor (KeyboardMove) -> Void) {
          self.handler = handler
        }

        @objc func keyboardWillChangeFrame(_ notification: Notification) {
          handler(KeyboardMove(notification))
        }
      }
    #endif

    /// Starts hearing the keyboard's frame changes where a view is shown.
    ///
    /// - Parameters:
    ///   - view: A view in the window the keyboard moves over.
    ///   - handler: Told each move.
    init?(near view: UIView, _ handler: @escaping @MainActor (KeyboardMove) -> Void) {
      #if TRANSIT_STAGE
        guard let center = view.window?.notificationCenter else { return nil }
        let observation = center.addObserver(
          forName: UIResponder.keyboardWillChangeFrameNotification, object: nil
        ) { handler(KeyboardMove($0)) }
        registration = (center, observation)
      #else
        let receiver = Receiver(handler)
        NotificationCenter.default.addObserver(
          receiver, selector: #selector(Receiver.keyboardWillChangeFrame(_:)),
          name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        registration = receiver
      #endif
    }

    /// Stops hearing the keyboard.
    func cancel() {
      #if TRANSIT_STAGE
        if let (center, observation) = registration { center.removeObserver(observation) }
      #else
        if let registration {
          NotificationCenter.default.removeObserver(
            registration, name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }
      #endif
      registration = nil
    }
  }

  extension KeyboardMove {
    /// The move a keyboard notification tells of, read from its user info as UIKit boxes it:
    /// UIKit's 0.25 s, its curve 7 and this app's keyboard where a value is missing.
    ///
    /// - Parameter notification: A `keyboardWillChangeFrameNotification`.
    init(_ notification: Notification) {
      let info = notification.userInfo
      self.init(
        endFrame: (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
        duration: info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25,
        curve: info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7,
        isLocal: info?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? true)
    }

    /// The screen's bounds where a view is shown (the window's, on the stage).
    ///
    /// - Parameter view: A view in a window.
    /// - Returns: The bounds, or `nil` outside a window.
    static func screenBounds(near view: UIView) -> CGRect? {
      #if TRANSIT_STAGE
        view.window?.bounds
      #else
        view.window?.screen.bounds
      #endif
    }

    /// A rectangle of the screen's coordinates in a view's.
    ///
    /// - Parameters:
    ///   - rect: The rectangle, as a keyboard notification gives it.
    ///   - view: A view in a window.
    /// - Returns: The rectangle in the view's coordinates, or `nil` outside a window.
    static func convert(_ rect: CGRect, fromScreenTo view: UIView) -> CGRect? {
      #if TRANSIT_STAGE
        view.window.map { view.convert(rect, from: $0) }
      #else
        (view.window?.screen.coordinateSpace).map { view.convert(rect, from: $0) }
      #endif
    }

    /// Runs layout changes along the keyboard's own motion: its duration, and its curve in
    /// the options' curve bits (the stage draws UIKit's unnamed curve 7 as its default,
    /// ease-in-ease-out).
    ///
    /// - Parameter changes: The changes.
    func animateAlongside(_ changes: @escaping @MainActor () -> Void) {
      UIView.animate(
        withDuration: duration, delay: 0,
        options: [UIView.AnimationOptions(rawValue: curve << 16), .beginFromCurrentState]
      ) { changes() }
    }
  }
#endif
