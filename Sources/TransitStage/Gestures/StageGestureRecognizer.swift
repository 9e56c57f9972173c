import Foundation
import Transit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The twin of `UIGestureRecognizer`: watches the touches that land in its view (or the
/// view's subviews) and calls its actions when it recognizes its gesture.
///
/// Linux has no Objective-C runtime, so where UIKit takes a target and a selector the stage
/// takes a closure:
///
/// ```swift
/// let tap = StageTapGestureRecognizer { recognizer in
///   presented.dismiss(animated: true)
/// }
/// dimmingView.addGestureRecognizer(tap)
/// window.tap(at: CGPoint(x: 195, y: 20))
/// ```
///
/// Touches reach a recognizer through its view's window (``StageWindow/tap(at:)``): the
/// window hit-tests the touch and hands it to the recognizers of the view it hit and of
/// that view's ancestors, deepest first. As in UIKit without a delegate that allows
/// simultaneous recognition, the first to recognize makes the others fail.
@MainActor
open class StageGestureRecognizer {
  /// The states of a gesture recognizer, as `UIGestureRecognizer.State`.
  public enum State: Int, Sendable, Hashable, CaseIterable {
    /// No gesture yet; the recognizer is watching touches (the state it rests in).
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended; for a discrete gesture, it was recognized.
    case ended
    /// The gesture was cancelled.
    case cancelled
    /// The touches did not make the gesture.
    case failed

    /// A discrete gesture was recognized: the same state as ``ended``, as in UIKit.
    public static var recognized: State { .ended }
  }

  /// The recognizer's state. It is back to ``State/possible`` once a gesture is over and
  /// the actions have run.
  public internal(set) var state = State.possible

  /// The view the recognizer is attached to (weak, as in UIKit: the view owns its
  /// recognizers).
  public internal(set) weak var view: StageView?

  /// Whether the recognizer takes touches. Turning it off in the middle of a gesture
  /// cancels the gesture (a gesture not yet recognized fails), as in UIKit.
  public var isEnabled = true {
    didSet {
      guard !isEnabled, oldValue else { return }
      switch state {
      case .began, .changed: transition(to: .cancelled)
      case .possible where isTracking: transition(to: .failed)
      default: break
      }
    }
  }

  /// The actions, in the order added; each gets the recognizer.
  private var actions: [@MainActor (StageGestureRecognizer) -> Void] = []

  /// Where the latest touch of the gesture is, in window coordinates.
  var touchLocation: CGPoint?

  /// Whether a touch sequence is in progress for this recognizer.
  var isTracking = false

  /// How many gestures the recognizer has recognized (ended); the window compares it
  /// around a touch event to learn that one did.
  var recognitionCount = 0

  /// Creates a recognizer with no actions.
  public init() {}

  /// Creates a recognizer with one action (UIKit's `init(target:action:)`).
  ///
  /// - Parameter handler: The action, called with the recognizer each time its state
  ///   changes to began, changed, ended (recognized) or cancelled.
  public init(handler: @escaping @MainActor (StageGestureRecognizer) -> Void) {
    actions = [handler]
  }

  /// Adds an action (UIKit's `addTarget(_:action:)`).
  ///
  /// - Parameter action: The action, called with the recognizer each time its state
  ///   changes to began, changed, ended (recognized) or cancelled.
  public func addTarget(_ action: @escaping @MainActor (StageGestureRecognizer) -> Void) {
    actions.append(action)
  }

  /// Removes every action (UIKit's `removeTarget(nil, action: nil)`; closures cannot be
  /// compared, so the stage removes them all).
  public func removeAllTargets() {
    actions.removeAll()
  }

  /// Where the gesture is, in a view's coordinates (`nil`: the window's), as
  /// `UIGestureRecognizer.location(in:)`.
  ///
  /// - Parameter view: The view whose coordinates to use; `nil` for the window's.
  /// - Returns: The latest touch location of the gesture; before any touch, the origin of
  ///   `view`'s coordinates in the window's ((0, 0) converted), as the stage has no touch to
  ///   report.
  public func location(in view: StageView?) -> CGPoint {
    let point = touchLocation ?? .zero
    guard let view else { return point }
    return view.convert(point, from: nil)
  }

  // MARK: Touches (the stage's twin of UIGestureRecognizerSubclass)

  /// A touch went down at a point in window coordinates.
  func touchBegan(at point: CGPoint) {
    isTracking = true
    touchLocation = point
  }

  /// The touch moved to a point in window coordinates.
  func touchMoved(to point: CGPoint) {
    touchLocation = point
  }

  /// The touch lifted at a point in window coordinates.
  func touchEnded(at point: CGPoint) {
    touchLocation = point
  }

  /// Whether the recognizer still watches this touch sequence.
  var isWatching: Bool {
    isEnabled && isTracking && (state == .possible || state == .began || state == .changed)
  }

  /// Moves to a state, running the actions where UIKit sends them.
  func transition(to newState: State) {
    state = newState
    if newState == .ended { recognitionCount += 1 }
    switch newState {
    case .began, .changed, .ended, .cancelled:
      for action in actions { action(self) }
    case .possible, .failed:
      break
    }
    if newState == .ended || newState == .cancelled || newState == .failed {
      reset()
    }
  }

  /// Makes a recognizer that has not recognized fail because another one recognized.
  func failBecauseAnotherRecognized() {
    guard state == .possible, isTracking else { return }
    transition(to: .failed)
  }

  /// Back to rest after a gesture, as UIKit's `reset()`; subclasses clear their own
  /// tracking too.
  func reset() {
    state = .possible
    isTracking = false
  }
}
