import Foundation

/// Estimates how fast a sampled value (a gesture's progress) is changing, smoothed the way a
/// pan gesture recognizer smooths its velocity.
///
/// Each new sample gives the speed over the interval since the one before; the estimate moves
/// towards it by `1 − e^(−interval / smoothing)`, an exponential moving average in time
/// rather than in samples, so that irregular sampling (60 Hz, 120 Hz, a dropped frame) weighs
/// every moment of the motion alike. The first interval after ``reset(to:at:)`` sets the
/// estimate outright. A steady motion is therefore estimated exactly, and a sudden change of
/// speed is followed within a few smoothing times.
///
/// A finger that stops moving stops reporting, so the estimate also fades with time since the
/// last sample: it is held for one smoothing time (a missed frame or two is no stop), then
/// decays with the smoothing time constant, so a finger that rests before lifting throws
/// nothing.
///
/// ```swift
/// var estimator = VelocityEstimator()
/// estimator.reset(to: 0, at: 0)
/// estimator.add(0.1, at: 0.1)
/// estimator.add(0.2, at: 0.2)
/// estimator.velocity(at: 0.2)   // 1 progress per second
/// estimator.velocity(at: 0.5)   // ≈ 0: the finger has rested for 0.3 s
/// ```
public struct VelocityEstimator: Sendable, Hashable {
  /// The smoothing time constant, in seconds: in `0.001...1`.
  public let smoothing: Double

  /// The value and time of the sample that starts the next interval, or `nil` before the
  /// first sample.
  public var lastSample: (value: Double, time: Double)? {
    hasSample ? (lastValue, lastTime) : nil
  }

  private var hasSample = false
  private var lastValue = 0.0
  private var lastTime = 0.0
  private var estimate = 0.0
  private var hasEstimate = false

  /// Creates an estimator with no samples.
  ///
  /// - Parameter smoothing: The time constant of the smoothing, in seconds. NaN → 0.025;
  ///   limited to `0.001...1`. The default, 0.025 s, follows a change of speed to 95 %
  ///   within 75 ms.
  public init(smoothing: Double = 0.025) {
    self.smoothing = smoothing.isNaN ? 0.025 : min(max(smoothing, 0.001), 1)
  }

  /// Forgets every sample and starts again from a value at a time, at rest.
  ///
  /// - Parameters:
  ///   - value: The value now. NaN counts as 0.
  ///   - time: The time now, in seconds. NaN counts as 0.
  public mutating func reset(to value: Double, at time: Double) {
    hasSample = true
    lastValue = InteractionValue.limited(value)
    lastTime = InteractionValue.limited(time)
    estimate = 0
    hasEstimate = false
  }

  /// Adds a sample.
  ///
  /// A sample within a microsecond of the last one's time, or before it, does not start an
  /// interval: its change is measured over the next sample's interval. The first sample after
  /// creation only starts the estimator.
  ///
  /// - Parameters:
  ///   - value: The sampled value. A NaN sample is ignored; magnitudes beyond 1e9 count as
  ///     1e9.
  ///   - time: When it was sampled, in seconds. A NaN time is ignored.
  public mutating func add(_ value: Double, at time: Double) {
    guard !value.isNaN, !time.isNaN else { return }
    let value = InteractionValue.limited(value)
    let time = InteractionValue.limited(time)
    guard hasSample else {
      hasSample = true
      (lastValue, lastTime) = (value, time)
      return
    }
    let interval = time - lastTime
    // At the same moment (or earlier): the interval keeps its start, so this change is
    // measured with the next sample's.
    guard interval > Self.shortestInterval else { return }
    let speed = InteractionValue.limited((value - lastValue) / interval)
    if hasEstimate {
      let weight = -expm1(-interval / smoothing)
      estimate += weight * (speed - estimate)
    } else {
      estimate = speed
      hasEstimate = true
    }
    (lastValue, lastTime) = (value, time)
  }

  /// Returns the estimated velocity at a time, in value units per second.
  ///
  /// - Parameter time: The time, in seconds. A NaN time, or one at or before the last sample,
  ///   gives the estimate at the last sample.
  /// - Returns: The velocity, 0 before two samples. Always finite.
  public func velocity(at time: Double) -> Double {
    guard hasEstimate else { return 0 }
    let rest = time.isNaN ? 0 : time - lastTime - smoothing
    guard rest > 0 else { return estimate }
    return estimate * exp(-rest / smoothing)
  }

  /// Samples closer together than this count as the same moment: a division by such an
  /// interval says more about timestamp rounding than about speed.
  private static let shortestInterval = 1e-6
}
