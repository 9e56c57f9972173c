/// A running per-frame callback a host made for the engine (a `CADisplayLink`, the stage's
/// display link), which the engine stops when it no longer needs frames.
@MainActor
public protocol TransitionFrameTicker: AnyObject {
  /// Stops the callbacks for good.
  func invalidate()
}
