import Foundation
import Transit

/// The twin of `UITouch`: one finger on the stage at one moment of a touch trace.
///
/// Recognizers' delegates see touches in
/// ``StageGestureRecognizerDelegate/gestureRecognizer(_:shouldReceive:)``, before the
/// recognizer does:
///
/// ```swift
/// func gestureRecognizer(
///   _ gestureRecognizer: StageGestureRecognizer, shouldReceive touch: StageTouch
/// ) -> Bool {
///   !(touch.view is StageImageView)  // leave the photos to their own recognizers
/// }
/// ```
public struct StageTouch: Sendable {
  /// What a finger does at a moment, as `UITouch.Phase`.
  public enum Phase: Sendable, Hashable, CaseIterable {
    /// The finger went down.
    case began
    /// The finger moved.
    case moved
    /// The finger lifted.
    case ended
  }

  /// What the finger does at this moment.
  public let phase: Phase

  /// When, in seconds of the window's clock (``StageClock/now``).
  public let timestamp: Double

  /// The view the finger went down on (the deepest view hit there), if any; held weakly,
  /// so a touch kept around does not keep views alive.
  public private(set) weak var view: StageView?

  /// The window the finger touches (weak too).
  public private(set) weak var window: StageWindow?

  /// Which finger of the trace this is: its index in ``StageTouchTrace/fingers``.
  let finger: Int

  /// Where the finger is, in window coordinates.
  let locationInWindow: CGPoint

  /// Creates a touch.
  init(
    finger: Int, phase: Phase, location: CGPoint, timestamp: Double, view: StageView?,
    window: StageWindow?
  ) {
    self.finger = finger
    self.phase = phase
    self.locationInWindow = location
    self.timestamp = timestamp
    self.view = view
    self.window = window
  }

  /// Where the finger is, in a view's coordinates, as `UITouch.location(in:)`.
  ///
  /// - Parameter view: The view whose coordinates to use; `nil` for the window's.
  /// - Returns: The location, converted through the views' frames and transforms.
  @MainActor
  public func location(in view: StageView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }

  /// The same finger in another phase, at another place or time.
  func with(phase: Phase, location: CGPoint, timestamp: Double) -> StageTouch {
    StageTouch(
      finger: finger, phase: phase, location: location, timestamp: timestamp, view: view,
      window: window)
  }
}
