import Foundation
import Transit

// Touch input: the window replays touch traces through its clock, hit-tests each finger
// and hands it to the gesture recognizers that can see it, as UIKit's event dispatch does.

extension StageWindow {
  /// Plays a touch trace: each sample happens at its time from now, the clock advancing
  /// to it first, so animations, transitions and scheduled callbacks run in between
  /// exactly as they would in a real gesture. Returns when the last finger has lifted (the
  /// clock then stands at the trace's ``StageTouchTrace/duration`` from the start).
  ///
  /// ```swift
  /// window.send(.edgePan(from: .left, in: window.bounds, distance: 117, duration: 0.5))
  /// window.runUntilIdle()   // the pop the gesture drove completes or cancels
  /// ```
  ///
  /// Each finger is hit-tested (``hitTest(_:)``) where and when it goes down; the
  /// recognizers of the view hit and of its ancestors, deepest first (each view's in the
  /// order added), that are enabled and whose delegates accept the touch watch it until it
  /// lifts, wherever it goes, as in UIKit. At each instant of the trace, fingers already
  /// down move (those that stay put are not reported), then the fingers due to lift lift,
  /// then new fingers go down (and move and lift, if they have later samples at that same
  /// instant): a finger that goes down as another lifts does not overlap it.
  ///
  /// - Parameter trace: The trace; an empty one does nothing, and the clock does not move.
  public func send(_ trace: StageTouchTrace) {
    clock.runTurn { play(trace) }
  }

  private func play(_ trace: StageTouchTrace) {
    let fingers = trace.fingers
    guard !fingers.isEmpty else { return }
    let start = clock.now
    let session = StageTouchSession(window: self)
    // The next sample of each finger to play.
    var cursors = [Int](repeating: 0, count: fingers.count)
    while true {
      var nextTime: Double?
      for (finger, samples) in fingers.enumerated() where cursors[finger] < samples.count {
        let time = samples[cursors[finger]].time
        if nextTime.map({ time < $0 }) ?? true { nextTime = time }
      }
      guard let time = nextTime else { return }
      advance(by: start + time - clock.now)
      let now = clock.now

      var oldMoves: [(finger: Int, location: CGPoint)] = []
      var oldLifts: [Int] = []
      var downs: [(finger: Int, location: CGPoint)] = []
      var newMoves: [(finger: Int, location: CGPoint)] = []
      var newLifts: [Int] = []
      for (finger, samples) in fingers.enumerated() where cursors[finger] < samples.count {
        let first = cursors[finger]
        guard samples[first].time == time else { continue }
        var last = first
        while last + 1 < samples.count, samples[last + 1].time == time { last += 1 }
        cursors[finger] = last + 1
        let lifts = last + 1 == samples.count
        if first == 0 {
          downs.append((finger, samples[0].location))
          if last > 0 { newMoves.append((finger, samples[last].location)) }
          if lifts { newLifts.append(finger) }
        } else {
          oldMoves.append((finger, samples[last].location))
          if lifts { oldLifts.append(finger) }
        }
      }
      session.fingersMoved(oldMoves, at: now)
      session.fingersLifted(oldLifts, at: now)
      session.fingersWentDown(downs, at: now)
      session.fingersMoved(newMoves, at: now)
      session.fingersLifted(newLifts, at: now)
    }
  }

  /// Taps one finger at a point: it goes down and lifts there at the current time
  /// (``send(_:)`` with ``StageTouchTrace/tap(at:)``).
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
  /// - Parameter point: The point, in window coordinates; one with a non-finite coordinate
  ///   reaches no recognizer.
  public func tap(at point: CGPoint) {
    send(.tap(at: point))
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
    send(
      StageTouchTrace(fingers: [
        [StageTouchTrace.Sample(time: 0, location: down), .init(time: 0, location: up)]
      ]))
  }
}
