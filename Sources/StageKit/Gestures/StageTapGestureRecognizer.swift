import Foundation
import Transit

/// The twin of `UITapGestureRecognizer`: recognizes one finger lifting close to where it
/// went down, the required number of times.
///
/// ```swift
/// let tap = StageTapGestureRecognizer { _ in presented.dismiss(animated: true) }
/// dimmingView.addGestureRecognizer(tap)
/// ```
///
/// The tap is recognized when the finger lifts within ``allowableMovement`` (10 points,
/// about what UIKit allows) of where it went down; a finger that strays farther makes the
/// recognizer fail for that touch; so does a second finger. For several taps, each must
/// start within ``maximumTapInterval`` of the previous one's lift: when the clock passes
/// that time without a new touch, the recognizer fails (and one that requires it to fail,
/// ``StageGestureRecognizer/require(toFail:)``, may go on), as in UIKit.
@MainActor
open class StageTapGestureRecognizer: StageGestureRecognizer {
  /// How far, in points, a finger may move between down and up for a tap.
  public static let allowableMovement: CGFloat = 10
  /// The longest pause, in seconds, between taps of a multiple tap.
  public static let maximumTapInterval: Double = 0.35

  /// How many taps make the gesture; 1 by default. Values below 1 mean 1.
  public var numberOfTapsRequired: Int {
    get { tapsRequired }
    set { tapsRequired = max(1, newValue) }
  }

  private var tapsRequired = 1
  private var downLocation: CGPoint?
  private var tapsSoFar = 0
  private var lastLiftTime: Double?
  /// Which scheduled time-out is current; a new touch or a reset makes older ones stale.
  private var pendingTimeout = 0

  /// Creates a tap recognizer with one action (UIKit's `init(target:action:)`).
  ///
  /// - Parameter handler: The action, called with the recognizer when the tap is
  ///   recognized (its state then is ``StageGestureRecognizer/State/recognized``).
  public override init(handler: @escaping @MainActor (StageGestureRecognizer) -> Void) {
    super.init(handler: handler)
  }

  /// Creates a tap recognizer with no actions; add them with ``addTarget(_:)``.
  public override init() {
    super.init()
  }

  override func touchesBegan(_ touches: [StageTouch]) {
    guard state == .possible, let touch = touches.first else { return }
    if numberOfTouches > 1 {
      // A second finger: this is not a one-finger tap.
      transition(to: .failed)
      return
    }
    if let lastLiftTime, touch.timestamp - lastLiftTime > Self.maximumTapInterval {
      // Too slow for a multiple tap: this touch starts the count again.
      tapsSoFar = 0
    }
    pendingTimeout += 1
    downLocation = touch.locationInWindow
  }

  override func touchesMoved(_ touches: [StageTouch]) {
    guard state == .possible, let touch = touches.first else { return }
    if isBeyondAllowance(touch.locationInWindow) { transition(to: .failed) }
  }

  override func touchesEnded(_ touches: [StageTouch]) {
    guard state == .possible, let touch = touches.first else { return }
    guard !isBeyondAllowance(touch.locationInWindow) else {
      transition(to: .failed)
      return
    }
    tapsSoFar += 1
    lastLiftTime = touch.timestamp
    if tapsSoFar >= tapsRequired {
      transition(to: .recognized)
    } else if let clock = touch.window?.clock {
      // Fail when the next tap does not come in time, as UIKit does: a recognizer that
      // requires this one to fail may then go on.
      pendingTimeout += 1
      let timeout = pendingTimeout
      clock.schedule(at: touch.timestamp + Self.maximumTapInterval) { [weak self] in
        guard let self, self.pendingTimeout == timeout, self.state == .possible,
          self.isInGesture, self.numberOfTouches == 0
        else { return }
        self.transition(to: .failed)
      }
    }
  }

  override func reset() {
    super.reset()
    downLocation = nil
    tapsSoFar = 0
    lastLiftTime = nil
    pendingTimeout += 1
  }

  private func isBeyondAllowance(_ point: CGPoint) -> Bool {
    guard let downLocation else { return false }
    let distance = hypot(point.x - downLocation.x, point.y - downLocation.y)
    return !(distance <= Self.allowableMovement)
  }
}
