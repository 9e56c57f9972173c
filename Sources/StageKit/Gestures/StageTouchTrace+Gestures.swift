import Foundation
import Transit

// Ready-made traces for the gestures a test plays: taps, presses, pans, flicks, edge pans
// and pinches.
//
// Moving fingers are sampled at `samplesPerSecond` (60 by default, UIKit's touch rate on
// most screens), evenly in time from 0 to the duration, both ends included; a curve maps
// elapsed time to progress along the way. Common rules for bad input: a negative, NaN or
// infinite duration means 0 (the finger goes down and jumps to the end at once);
// `samplesPerSecond` is clamped into 1…1,000, NaN meaning 60; one movement has at most
// 100,000 steps (longer ones are sampled more sparsely); a non-finite point leaves the
// finger out, so the trace is empty.

extension StageTouchTrace {
  /// The most steps one movement is cut into.
  static let maximumSteps = 100_000

  /// One finger goes down and lifts at a point, at once.
  ///
  /// ```swift
  /// window.send(.tap(at: CGPoint(x: 195, y: 30)))
  /// ```
  ///
  /// - Parameter point: Where, in window coordinates.
  /// - Returns: The trace.
  public static func tap(at point: CGPoint) -> StageTouchTrace {
    StageTouchTrace(fingers: [[Sample(time: 0, location: point)]])
  }

  /// One finger goes down at a point, stays still, and lifts there after a while.
  ///
  /// ```swift
  /// window.send(.press(at: card.center, duration: 0.3))
  /// ```
  ///
  /// - Parameters:
  ///   - point: Where, in window coordinates.
  ///   - duration: How long the finger stays down, in seconds.
  /// - Returns: The trace.
  public static func press(at point: CGPoint, duration: Double) -> StageTouchTrace {
    StageTouchTrace(fingers: [
      [Sample(time: 0, location: point), Sample(time: clamped(duration), location: point)]
    ])
  }

  /// One finger goes down at a point, moves to another and lifts there.
  ///
  /// ```swift
  /// // A slow drag over a second, slowing down at the end.
  /// window.send(.pan(from: start, to: end, duration: 1, curve: .easeOut))
  /// ```
  ///
  /// - Parameters:
  ///   - start: Where the finger goes down, in window coordinates.
  ///   - end: Where it lifts.
  ///   - duration: How long the movement takes, in seconds.
  ///   - samplesPerSecond: How often the finger is sampled; 60 by default.
  ///   - curve: How the finger progresses over time; constant speed by default.
  /// - Returns: The trace.
  public static func pan(
    from start: CGPoint, to end: CGPoint, duration: Double, samplesPerSecond: Double = 60,
    curve: TimingCurve = .linear
  ) -> StageTouchTrace {
    StageTouchTrace(fingers: [
      movement(
        from: start, to: end, startTime: 0, duration: duration,
        samplesPerSecond: samplesPerSecond, curve: curve)
    ])
  }

  /// One finger goes down at a point and moves at a constant velocity until it lifts,
  /// still moving: a flick.
  ///
  /// ```swift
  /// window.send(.flick(from: card.center, velocity: CGPoint(x: 0, y: 1200)))
  /// ```
  ///
  /// - Parameters:
  ///   - start: Where the finger goes down, in window coordinates.
  ///   - velocity: Its velocity, in points per second; a non-finite component means 0.
  ///   - duration: How long it moves before lifting, in seconds; 0.1 by default.
  ///   - samplesPerSecond: How often the finger is sampled; 60 by default.
  /// - Returns: The trace.
  public static func flick(
    from start: CGPoint, velocity: CGPoint, duration: Double = 0.1,
    samplesPerSecond: Double = 60
  ) -> StageTouchTrace {
    let seconds = clamped(duration)
    let speed = CGPoint(
      x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
    let end = CGPoint(
      x: start.x + speed.x * CGFloat(seconds), y: start.y + speed.y * CGFloat(seconds))
    return pan(from: start, to: end, duration: seconds, samplesPerSecond: samplesPerSecond)
  }

  /// One finger goes down at an edge of a rectangle (the window's bounds) and moves
  /// straight away from it, as the interactive pop gesture does from the left edge.
  ///
  /// ```swift
  /// window.send(.edgePan(from: .left, in: window.bounds, distance: 117, duration: 0.5))
  /// ```
  ///
  /// - Parameters:
  ///   - edge: The edge. A set of several uses the first of left, right, top, bottom that
  ///     it contains; an empty set means left.
  ///   - bounds: The rectangle, in window coordinates; the finger goes down 1 point inside
  ///     the edge (a touch on the maximum edge itself would miss a window, whose bounds
  ///     leave it out).
  ///   - distance: How far the finger moves away from the edge, in points; negative or NaN
  ///     means 0.
  ///   - duration: How long the movement takes, in seconds.
  ///   - position: Where along the edge the finger goes down (y for left and right, x for
  ///     top and bottom); the middle of the edge when `nil` or not finite.
  ///   - samplesPerSecond: How often the finger is sampled; 60 by default.
  ///   - curve: How the finger progresses over time; constant speed by default.
  /// - Returns: The trace.
  public static func edgePan(
    from edge: StageRectEdge, in bounds: CGRect, distance: CGFloat, duration: Double,
    position: CGFloat? = nil, samplesPerSecond: Double = 60, curve: TimingCurve = .linear
  ) -> StageTouchTrace {
    let inset: CGFloat = 1
    let length = distance > 0 ? distance : 0
    let along = position.flatMap { $0.isFinite ? $0 : nil }
    let chosen = [StageRectEdge.left, .right, .top, .bottom].first { edge.contains($0) } ?? .left
    let start: CGPoint
    let direction: CGPoint
    switch chosen {
    case .right:
      start = CGPoint(x: bounds.maxX - inset, y: along ?? bounds.midY)
      direction = CGPoint(x: -1, y: 0)
    case .top:
      start = CGPoint(x: along ?? bounds.midX, y: bounds.minY + inset)
      direction = CGPoint(x: 0, y: 1)
    case .bottom:
      start = CGPoint(x: along ?? bounds.midX, y: bounds.maxY - inset)
      direction = CGPoint(x: 0, y: -1)
    default:
      start = CGPoint(x: bounds.minX + inset, y: along ?? bounds.midY)
      direction = CGPoint(x: 1, y: 0)
    }
    let end = CGPoint(x: start.x + direction.x * length, y: start.y + direction.y * length)
    return pan(
      from: start, to: end, duration: duration, samplesPerSecond: samplesPerSecond, curve: curve
    )
  }

  /// Two fingers go down on either side of a centre and move apart or together, along a
  /// line, until they lift.
  ///
  /// ```swift
  /// window.send(.pinch(center: photo.center, fromSpan: 100, toSpan: 250, duration: 0.5))
  /// ```
  ///
  /// - Parameters:
  ///   - center: The midpoint between the fingers, in window coordinates.
  ///   - fromSpan: The distance between the fingers when they go down, in points;
  ///     negative or NaN means 0.
  ///   - toSpan: The distance when they lift; negative or NaN means 0.
  ///   - duration: How long the movement takes, in seconds.
  ///   - angle: The direction of the line through the fingers, in radians from the x axis
  ///     (0, the default: side by side); non-finite means 0.
  ///   - samplesPerSecond: How often the fingers are sampled; 60 by default.
  ///   - curve: How the span progresses over time; constant speed by default.
  /// - Returns: The trace: the first finger on the side the angle points away from, the
  ///   second on the side it points to.
  public static func pinch(
    center: CGPoint, fromSpan: CGFloat, toSpan: CGFloat, duration: Double,
    angle: Double = 0, samplesPerSecond: Double = 60, curve: TimingCurve = .linear
  ) -> StageTouchTrace {
    let direction = angle.isFinite ? angle : 0
    let unit = CGPoint(x: CGFloat(cos(direction)), y: CGFloat(sin(direction)))
    func point(_ span: CGFloat, side: CGFloat) -> CGPoint {
      let half = (span > 0 ? span : 0) / 2 * side
      return CGPoint(x: center.x + unit.x * half, y: center.y + unit.y * half)
    }
    return StageTouchTrace(fingers: [
      movement(
        from: point(fromSpan, side: -1), to: point(toSpan, side: -1), startTime: 0,
        duration: duration, samplesPerSecond: samplesPerSecond, curve: curve),
      movement(
        from: point(fromSpan, side: 1), to: point(toSpan, side: 1), startTime: 0,
        duration: duration, samplesPerSecond: samplesPerSecond, curve: curve),
    ])
  }

  // MARK: Sampling

  /// A duration as the builders read it: negative, NaN or infinite mean 0.
  static func clamped(_ duration: Double) -> Double {
    duration.isFinite && duration > 0 ? duration : 0
  }

  /// The samples of a finger moving from one point to another, the start included.
  static func movement(
    from start: CGPoint, to end: CGPoint, startTime: Double, duration: Double,
    samplesPerSecond: Double, curve: TimingCurve
  ) -> [Sample] {
    let seconds = clamped(duration)
    let rate = samplesPerSecond.isNaN ? 60 : min(max(samplesPerSecond, 1), 1_000)
    // The small allowance keeps 0.5 s × 60 from rounding up to 31 steps.
    let exactSteps = (seconds * rate - 1e-9).rounded(.up)
    let steps = Int(min(max(exactSteps, 1), Double(maximumSteps)))
    var samples: [Sample] = []
    samples.reserveCapacity(steps + 1)
    for step in 0...steps {
      let fraction = Double(step) / Double(steps)
      let progress = CGFloat(curve.progress(at: fraction))
      let location = CGPoint(
        x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
      samples.append(Sample(time: startTime + seconds * fraction, location: location))
    }
    return samples
  }
}
