import Foundation
import Transit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

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
/// recognizer fail for that touch. For several taps, each must start within
/// ``maximumTapInterval`` of the previous one's lift, or the count starts again.
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

  override func touchBegan(at point: CGPoint) {
    let now = view?.window?.clock.now ?? 0
    if let lastLiftTime, now - lastLiftTime > Self.maximumTapInterval {
      // Too slow for a multiple tap: this touch starts the count again.
      tapsSoFar = 0
    }
    super.touchBegan(at: point)
    downLocation = point
  }

  override func touchMoved(to point: CGPoint) {
    super.touchMoved(to: point)
    if isBeyondAllowance(point) { transition(to: .failed) }
  }

  override func touchEnded(at point: CGPoint) {
    super.touchEnded(at: point)
    guard !isBeyondAllowance(point) else {
      transition(to: .failed)
      return
    }
    tapsSoFar += 1
    lastLiftTime = view?.window?.clock.now ?? 0
    if tapsSoFar >= tapsRequired { transition(to: .recognized) }
  }

  override func reset() {
    super.reset()
    downLocation = nil
    tapsSoFar = 0
    lastLiftTime = nil
  }

  private func isBeyondAllowance(_ point: CGPoint) -> Bool {
    guard let downLocation else { return false }
    let distance = hypot(point.x - downLocation.x, point.y - downLocation.y)
    return !(distance <= Self.allowableMovement)
  }
}
