import Foundation
import Transit

/// How a scroll view's content moves on its own after the finger lifts, along one axis at
/// a time: it decelerates (keeping `rate` of its velocity each millisecond) and stops at
/// an edge, or it springs back inside its edges.
struct StageScrollMotion {
  /// One axis's motion: the offset at a time since the release, and how long it lasts.
  struct Axis {
    let offset: (Double) -> Double
    let duration: Double
  }

  /// When the motion started, on the clock.
  let start: Double
  let x: Axis
  let y: Axis

  /// How long the whole motion lasts.
  var duration: Double { max(x.duration, y.duration) }

  /// The offset at a clock time.
  func offset(at time: Double) -> CGPoint {
    let elapsed = max(0, time - start)
    return CGPoint(
      x: x.offset(min(elapsed, x.duration)), y: y.offset(min(elapsed, y.duration)))
  }

  /// The speed below which a deceleration stops, in points per second: the content would
  /// move less than half a point more (UIKit's own threshold is private).
  static func stopSpeed(rate: Double) -> Double { 0.5 * 1000 * (1 - rate) / rate }

  /// How quickly content pulled past an edge springs back (a critically damped spring,
  /// per second); UIKit's own bounce is private.
  static let bounceStiffness = 12.0

  /// A motion that does not move.
  static func still(at value: Double) -> Axis { Axis(offset: { _ in value }, duration: 0) }

  /// The motion along one axis after a release at an offset with a velocity (points per
  /// second, in offset terms), between the limits.
  static func axis(
    from offset: Double, velocity: Double, low: Double, high: Double, rate: Double
  ) -> Axis {
    if offset < low || offset > high {
      // Past an edge: spring back to it (the release velocity is given up).
      let edge = offset < low ? low : high
      let distance = offset - edge
      let omega = bounceStiffness
      // (1 + ωt)·e^(−ωt) falls below 0.5 pt / |distance|.
      var duration = 0.0
      while abs(distance) * (1 + omega * duration) * exp(-omega * duration) > 0.5 {
        duration += 0.01
      }
      return Axis(
        offset: { t in
          t >= duration ? edge : edge + distance * (1 + omega * t) * exp(-omega * t)
        }, duration: duration)
    }
    let stop = stopSpeed(rate: rate)
    guard velocity.isFinite, abs(velocity) > stop, rate > 0 else { return still(at: offset) }
    // v(t) = v₀·rate^(1000 t); the distance is the sum of what is left after each millisecond.
    let perSecond = 1000 * log(rate)
    let coast = log(stop / abs(velocity)) / perSecond
    let travelled: (Double) -> Double = { t in
      velocity / 1000 * rate * (1 - pow(rate, 1000 * t)) / (1 - rate)
    }
    // Stopped by an edge on the way (the stage stops there rather than overshooting).
    let edge = velocity < 0 ? low : high
    var duration = coast
    if (offset + travelled(coast) - edge) * (velocity < 0 ? -1 : 1) > 0 {
      // Solve offset + travelled(t) = edge for t.
      let fraction = (edge - offset) * 1000 * (1 - rate) / (velocity * rate)
      duration = fraction < 1 ? log(1 - fraction) / perSecond : coast
    }
    let end = duration
    return Axis(
      offset: { t in
        let value = offset + travelled(min(t, end))
        return min(max(value, low), high)
      }, duration: end)
  }
}
