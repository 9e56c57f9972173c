import Foundation
import Transit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// Touch input: the window hit-tests a touch and hands it to the gesture recognizers that
// can see it, as UIKit's event dispatch does.

extension StageWindow {
  /// Taps one finger at a point: it goes down and lifts there at the current time.
  ///
  /// The touch goes to the recognizers of the view under the point (``hitTest(_:)``) and
  /// of its ancestors; their actions run before this returns, so a tap that dismisses
  /// starts the dismissal at once.
  ///
  /// ```swift
  /// window.tap(at: CGPoint(x: 195, y: 20))   // the dimming view's tap dismisses the card
  /// window.runUntilIdle()
  /// ```
  ///
  /// - Parameter point: The point, in window coordinates.
  public func tap(at point: CGPoint) {
    touch(down: point, up: point)
  }

  /// One finger goes down at a point, moves straight to another and lifts there, all at
  /// the current time.
  ///
  /// The recognizers that see the touch are chosen where it goes down, as in UIKit; a tap
  /// recognizer fails when the finger lifts more than 10 points from where it went down.
  ///
  /// - Parameters:
  ///   - down: Where the finger goes down, in window coordinates.
  ///   - up: Where it lifts, in window coordinates. Non-finite coordinates in either point
  ///     mean the touch misses the window and reaches no recognizer.
  public func touch(down: CGPoint, up: CGPoint) {
    guard down.x.isFinite, down.y.isFinite, up.x.isFinite, up.y.isFinite else { return }
    let recognizers = recognizers(forTouchAt: down)
    for recognizer in recognizers { recognizer.touchBegan(at: down) }
    if up != down {
      deliver(to: recognizers) { $0.touchMoved(to: up) }
    }
    deliver(to: recognizers) { $0.touchEnded(at: up) }
  }

  /// The recognizers that see a touch going down at a point: those of the view hit and of
  /// its ancestors, deepest first, each view's in the order they were added.
  private func recognizers(forTouchAt point: CGPoint) -> [StageGestureRecognizer] {
    var result: [StageGestureRecognizer] = []
    var view = hitTest(point)
    while let current = view {
      result += current.gestureRecognizerStorage.filter(\.isEnabled)
      view = current.superview
    }
    return result
  }

  /// Hands a touch event to the recognizers still watching; when one recognizes, the
  /// others fail, as UIKit does without simultaneous recognition.
  private func deliver(
    to recognizers: [StageGestureRecognizer], _ event: (StageGestureRecognizer) -> Void
  ) {
    for (index, recognizer) in recognizers.enumerated() where recognizer.isWatching {
      let recognizedBefore = recognizer.recognitionCount
      event(recognizer)
      if recognizer.recognitionCount != recognizedBefore {
        // It recognized (and reset after its actions ran): the rest fail.
        for other in recognizers[(index + 1)...] { other.failBecauseAnotherRecognized() }
        return
      }
    }
  }
}
