import Foundation
import Testing

@testable import Transit

@Suite struct VelocityEstimatorTests {
  @Test func aSteadyMotionIsEstimatedExactlyHoweverItIsSampled() {
    var estimator = VelocityEstimator()
    estimator.reset(to: 0.1, at: 2)
    var time = 2.0
    for interval in [1.0 / 60, 1.0 / 120, 1.0 / 30, 0.004, 1.0 / 60, 0.011] {
      time += interval
      estimator.add(0.1 + 1.7 * (time - 2), at: time)
      #expect(abs(estimator.velocity(at: time) - 1.7) < 1e-9)
    }
  }

  /// After a change of speed from `a` to `b`, an exponential average in time is
  /// `b + (a − b)·e^(−elapsed/τ)` at every sample, whatever the intervals: the weights
  /// multiply to `e^(−Σ interval/τ)`.
  @Test func aChangeOfSpeedIsFollowedWithTheSmoothingTimeConstant() {
    let smoothing = 0.03
    var estimator = VelocityEstimator(smoothing: smoothing)
    estimator.reset(to: 0, at: 0)
    var time = 0.0
    var value = 0.0
    for _ in 0..<10 {
      time += 1.0 / 120
      value += 0.5 / 120
      estimator.add(value, at: time)
    }
    let change = time
    for interval in [0.008, 0.017, 0.004, 0.02, 0.009, 0.03] {
      time += interval
      value += 2 * interval
      estimator.add(value, at: time)
      let expected = 2 + (0.5 - 2) * exp(-(time - change) / smoothing)
      #expect(abs(estimator.velocity(at: time) - expected) < 1e-12)
    }
  }

  @Test func aRestingFingerLetsTheEstimateFade() {
    var estimator = VelocityEstimator(smoothing: 0.02)
    estimator.reset(to: 0, at: 0)
    estimator.add(0.02, at: 0.01)
    #expect(estimator.velocity(at: 0.01) == 2)
    // Held for one smoothing time: a missed frame is no stop.
    #expect(abs(estimator.velocity(at: 0.03) - 2) < 1e-12)
    // Then it decays with the time constant.
    #expect(abs(estimator.velocity(at: 0.05) - 2 * exp(-1)) < 1e-12)
    #expect(estimator.velocity(at: 1) < 1e-15)
  }

  @Test func startsAtRest() {
    var estimator = VelocityEstimator()
    #expect(estimator.lastSample == nil)
    #expect(estimator.velocity(at: 0) == 0)
    estimator.add(0.3, at: 1)  // the first sample only starts it
    #expect(estimator.lastSample?.value == 0.3)
    #expect(estimator.velocity(at: 1) == 0)
    estimator.add(0.4, at: 1.1)
    #expect(abs(estimator.velocity(at: 1.1) - 1) < 1e-12)
    estimator.reset(to: 0.9, at: 5)
    #expect(estimator.velocity(at: 5) == 0)
  }

  @Test func samplesAtTheSameMomentAreMeasuredWithTheNext() {
    var estimator = VelocityEstimator()
    estimator.reset(to: 0, at: 0)
    estimator.add(0.1, at: 0.1)
    // Two reports at one instant: no division by zero; the jump counts over the next interval.
    estimator.add(0.3, at: 0.1)
    estimator.add(0.2, at: 0.05)
    #expect(abs(estimator.velocity(at: 0.1) - 1) < 1e-12)
    estimator.add(0.4, at: 0.2)
    let expected = 1 + (3 - 1) * -expm1(-0.1 / 0.025)
    #expect(abs(estimator.velocity(at: 0.2) - expected) < 1e-12)
  }

  @Test func unusableInputsHaveTheirDocumentedMeaning() {
    #expect(VelocityEstimator(smoothing: .nan).smoothing == 0.025)
    #expect(VelocityEstimator(smoothing: 0).smoothing == 0.001)
    #expect(VelocityEstimator(smoothing: 5).smoothing == 1)
    var estimator = VelocityEstimator()
    estimator.reset(to: .nan, at: .nan)
    #expect(estimator.lastSample?.value == 0 && estimator.lastSample?.time == 0)
    estimator.add(.nan, at: 1)
    estimator.add(1, at: .nan)
    #expect(estimator.lastSample?.time == 0)
    estimator.add(.infinity, at: 1)
    #expect(estimator.velocity(at: 1).isFinite)
    #expect(estimator.velocity(at: .nan).isFinite)
  }
}
