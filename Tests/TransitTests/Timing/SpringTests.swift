import Foundation
import Testing

@testable import Transit

@Suite struct SpringTests {
  // MARK: Against the reference tables

  /// `springs.csv` comes from `Scripts/reference/springs.py`: SciPy's `solve_ivp` (DOP853,
  /// rtol 1e-13) integrating `m x″ + c x′ + k (x − 1) = 0`, cross-checked with LSODA. It
  /// holds the named springs, springs within 1e-9…1e-3 of critical damping on both sides,
  /// and 150 random ones.
  @Test func positionAndVelocityMatchTheIntegratedODE() throws {
    let table = try ReferenceTable(named: "springs")
    #expect(table.rows.count > 1000)
    for row in table.rows {
      let spring = Spring(
        mass: table.value("mass", in: row),
        stiffness: table.value("stiffness", in: row),
        damping: table.value("damping", in: row))
      let v0 = table.value("v0", in: row)
      let t = table.value("t", in: row)
      let x = spring.value(at: t, initialVelocity: v0)
      let v = spring.velocity(at: t, initialVelocity: v0)
      // Velocity is compared in the spring's own unit, max(1, |v₀|, ω₀) distances per
      // second: a position error δ shows up in the velocity as about ω₀·δ, and near a
      // turning point the velocity itself is zero, so a purely relative bound would be
      // meaningless there and a fixed absolute one too strict for a stiff spring.
      let velocityScale = max(1, abs(v0), spring.naturalFrequency)
      #expect(
        abs(x - table.value("x", in: row)) <= 1e-7,
        "x at t=\(t) for \(spring), v0=\(v0): \(x) vs \(table.value("x", in: row))")
      #expect(
        abs(v - table.value("v", in: row)) <= 1e-7 * velocityScale,
        "v at t=\(t) for \(spring), v0=\(v0): \(v) vs \(table.value("v", in: row))")
    }
  }

  /// `springs-settling.csv` comes from `Scripts/reference/springs.py`: the last crossing of
  /// the tolerance located on SciPy's DOP853 dense output (every extremum found by
  /// root-finding on the velocity) and refined with `brentq`.
  @Test func settlingDurationMatchesTheIntegratedODE() throws {
    let table = try ReferenceTable(named: "springs-settling")
    #expect(table.rows.count > 100)
    for row in table.rows {
      let spring = Spring(
        mass: table.value("mass", in: row),
        stiffness: table.value("stiffness", in: row),
        damping: table.value("damping", in: row))
      let v0 = table.value("v0", in: row)
      let tolerance = table.value("tolerance", in: row)
      let expected = table.value("settling", in: row)
      let duration = spring.settlingDuration(initialVelocity: v0, tolerance: tolerance)
      #expect(
        abs(duration - expected) <= 1e-3,
        "settling for \(spring), v0=\(v0), tolerance=\(tolerance): \(duration) vs \(expected)")
    }
  }

  // MARK: Closed forms a user can check by hand

  @Test func criticallyDampedSpringFollowsTheTextbookFormula() {
    // c² = 4km exactly: x(t) = 1 − (1 + (ω₀ − v₀)·t)·e^(−ω₀t), x′(t) = (v₀ + (ω₀² − ω₀v₀)·t)·e^(−ω₀t).
    let spring = Spring(mass: 2, stiffness: 50, damping: 20)
    #expect(spring.dampingRatio == 1)
    let omega = 5.0
    for v0 in [0.0, 4, -3] {
      for t in stride(from: 0.0, through: 3, by: 0.125) {
        let decay = exp(-omega * t)
        let x = 1 - (1 + (omega - v0) * t) * decay
        let v = (v0 + (omega * omega - omega * v0) * t) * decay
        #expect(abs(spring.value(at: t, initialVelocity: v0) - x) <= 1e-14)
        #expect(abs(spring.velocity(at: t, initialVelocity: v0) - v) <= 1e-13)
      }
    }
  }

  @Test func startsAtZeroWithTheInitialVelocity() {
    for spring in Self.namedSprings {
      for v0 in [0.0, 2.5, -7] {
        #expect(spring.value(at: 0, initialVelocity: v0) == 0)
        #expect(spring.velocity(at: 0, initialVelocity: v0) == v0)
        // Just after release the motion follows the initial velocity.
        let dt = 1e-7
        #expect(abs(spring.value(at: dt, initialVelocity: v0) - v0 * dt) <= 1e-9)
      }
    }
  }

  @Test func restsAtOneLongAfterRelease() {
    for spring in Self.namedSprings + [Spring(mass: 5, stiffness: 10, damping: 0.7)] {
      for v0 in [0.0, 20, -20] {
        for t in [1000.0, 1e6, 1e300, .greatestFiniteMagnitude] {
          #expect(abs(spring.value(at: t, initialVelocity: v0) - 1) <= 1e-12)
          #expect(abs(spring.velocity(at: t, initialVelocity: v0)) <= 1e-12)
        }
      }
    }
  }

  @Test func overDampedSpringIsNotTreatedAsCriticallyDamped() {
    // docs/uikit-behaviour.md#b3-2 notes that React Native approximates every ζ ≥ 1 by critical
    // damping, under which UIKit's navigation spring would be 99.9 % done at 0.5 s; with
    // its true slow rate (≈ 2.02 s⁻¹) about 37 % of the distance remains.
    let navigation = Spring(mass: 3, stiffness: 1000, damping: 500)
    let omega = (1000.0 / 3).squareRoot()
    let critical = 1 - (1 + omega * 0.5) * exp(-omega * 0.5)
    #expect(critical > 0.998)
    #expect(abs(navigation.value(at: 0.5) - 0.63) < 0.01)
  }

  @Test func nearCriticalDampingIsContinuousAndFinite() {
    let critical = Spring(mass: 1, stiffness: 100, damping: 20)
    for offset in [1e-15, 1e-12, 1e-9, 1e-6] {
      for sign in [-1.0, 1] {
        let spring = Spring(mass: 1, stiffness: 100, damping: 20 * (1 + sign * offset))
        for v0 in [0.0, 7, -4] {
          for t in [1e-6, 0.01, 0.1, 0.5, 2, 50, 1e4] {
            let x = spring.value(at: t, initialVelocity: v0)
            let v = spring.velocity(at: t, initialVelocity: v0)
            // Within offset × (a few) of the critically damped motion.
            #expect(abs(x - critical.value(at: t, initialVelocity: v0)) <= 10 * offset + 1e-14)
            #expect(abs(v - critical.velocity(at: t, initialVelocity: v0)) <= 100 * offset + 1e-12)
          }
          let settling = spring.settlingDuration(initialVelocity: v0)
          let criticalSettling = critical.settlingDuration(initialVelocity: v0)
          #expect(abs(settling - criticalSettling) <= 1e-3)
        }
      }
    }
  }

  // MARK: Parameters

  @Test func swiftUIResponseAndDampingRatioConvert() {
    for (response, ratio) in [(0.5, 0.6), (0.5, 0.8), (0.5, 1.0), (0.35, 0.15), (2, 3)] {
      let spring = Spring(response: response, dampingRatio: ratio)
      #expect(spring.mass == 1)
      #expect(Self.close(spring.stiffness, pow(2 * Double.pi / response, 2)))
      #expect(Self.close(spring.damping, 4 * Double.pi * ratio / response))
      #expect(Self.close(spring.response, response))
      #expect(Self.close(spring.dampingRatio, ratio))
      #expect(Self.close(spring.naturalFrequency, 2 * Double.pi / response))
    }
  }

  @Test func swiftUIDurationAndBounceConvert() {
    // iOS 17: response = duration; damping ratio 1 − bounce, or 1 / (1 + bounce) below 0.
    for (duration, bounce, ratio) in [(0.35, 0.3, 0.7), (0.35, -0.3, 1 / 0.7), (0.5, 0, 1)] {
      let spring = Spring(duration: duration, bounce: bounce)
      #expect(spring.mass == 1)
      #expect(Self.close(spring.stiffness, pow(2 * Double.pi / duration, 2)))
      #expect(Self.close(spring.damping, 4 * Double.pi * ratio / duration))
      #expect(Self.close(spring.response, duration))
      #expect(Self.close(spring.dampingRatio, ratio))
    }
  }

  @Test func navigationSpringIsOverDamped() {
    // docs/uikit-behaviour.md#b3-r1: mass 3, stiffness 1000, damping 500 is UIKit's default spring,
    // damping ratio 500 / (2·√3000) ≈ 4.56.
    let spring = Spring(mass: 3, stiffness: 1000, damping: 500)
    #expect(abs(spring.dampingRatio - 4.564) < 5e-4)
    #expect(Spring(stiffness: 100, damping: 10).mass == 1)
  }

  @Test func springsAreHashableByTheirConstants() {
    let a = Spring(mass: 1, stiffness: 100, damping: 10)
    let b = Spring(stiffness: 100, damping: 10)
    let c = Spring(mass: 1, stiffness: 100, damping: 11)
    let d = Spring(mass: 2, stiffness: 100, damping: 10)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != c)
    #expect(a != d)
    #expect(Set([a, b, c, d, c]).count == 3)
    let omega = 2 * Double.pi / 0.5
    #expect(
      Spring(response: 0.5, dampingRatio: 1)
        == Spring(mass: 1, stiffness: omega * omega, damping: 2 * omega))
  }

  // MARK: Settling

  @Test func settledSpringStaysWithinTheTolerance() {
    for spring in Self.namedSprings {
      for v0 in [0.0, 10, -10] {
        for tolerance in [1e-2, 1e-3, 1e-5] {
          let settling = spring.settlingDuration(initialVelocity: v0, tolerance: tolerance)
          // At the settling time the spring is exactly at the tolerance…
          let edge = abs(spring.value(at: settling, initialVelocity: v0) - 1)
          #expect(abs(edge - tolerance) <= 1e-9, "\(spring) v0=\(v0) tol=\(tolerance)")
          // …and afterwards never outside it.
          for step in 1...2000 {
            let t = settling + Double(step) * 0.001
            #expect(abs(spring.value(at: t, initialVelocity: v0) - 1) < tolerance)
          }
        }
      }
    }
  }

  @Test func settlingIsEarlierThanTheEnvelopeBound() {
    // CASpringAnimation's defaults: ζ = 0.5, so |x − 1| ≤ (2/√3)·e^(−5t). The envelope
    // reaches 0.001 at ln(1154.7)/5 ≈ 1.4119 s; the last swing outside it ends earlier.
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    let envelope = log(2 / 3.0.squareRoot() / 0.001) / 5
    let settling = spring.settlingDuration()
    #expect(settling < envelope - 0.05)
    #expect(settling > envelope - Double.pi / 75.0.squareRoot())
  }

  @Test func springThatNeverLeavesTheToleranceSettlesAtOnce() {
    let spring = Spring(response: 0.5, dampingRatio: 0.6)
    #expect(spring.settlingDuration(tolerance: 1.5) == 0)
    #expect(spring.settlingDuration(tolerance: .infinity) == 0)
    // Pushed hard enough to overshoot past the tolerance, it does not.
    let pushed = spring.settlingDuration(initialVelocity: 100, tolerance: 1.5)
    #expect(pushed > 0)
    #expect(spring.value(at: pushed * 0.9, initialVelocity: 100) > 2.5)
  }

  @Test func undampedSpringNeverSettles() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 0)
    #expect(spring.settlingDuration() == .infinity)
    #expect(spring.settlingDuration(initialVelocity: 5, tolerance: 0.5) == .infinity)
    // Its swing is √(1 + (v₀/ω₀)²) = 1 for v₀ = 0: a wider tolerance is never left.
    #expect(spring.settlingDuration(tolerance: 1.01) == 0)
    // It oscillates for ever between 0 and 2.
    #expect(abs(spring.value(at: Double.pi / 10) - 2) < 1e-12)
    #expect(abs(spring.value(at: 1001 * Double.pi / 10) - 2) < 1e-9)
  }

  // MARK: Unusable input

  @Test func unusableMassStiffnessAndDampingAreReplaced() {
    for bad in [0.0, -1, .nan, .infinity, -.infinity] {
      #expect(Spring(mass: bad, stiffness: 200, damping: 5).mass == 1)
      #expect(Spring(mass: 2, stiffness: bad, damping: 5).stiffness == 100)
    }
    #expect(Spring(mass: 2, stiffness: 200, damping: -3).damping == 0)
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(Spring(mass: 2, stiffness: 200, damping: bad).damping == 10)
    }
    // Extreme finite values are limited so that every rate stays finite.
    #expect(Spring(mass: 1e-300, stiffness: 1, damping: 1).mass == 1e-9)
    #expect(Spring(mass: 1e300, stiffness: 1, damping: 1).mass == 1e9)
    #expect(Spring(mass: 1, stiffness: 1e-300, damping: 1).stiffness == 1e-9)
    #expect(Spring(mass: 1, stiffness: 1e300, damping: 1).stiffness == 1e9)
    #expect(Spring(mass: 1, stiffness: 1, damping: 1e300).damping == 1e9)
  }

  @Test func unusableSwiftUIParametersAreReplaced() {
    let standard = Spring(response: 0.5, dampingRatio: 0.7)
    for bad in [0.0, -1, .nan, .infinity, -.infinity] {
      #expect(Spring(response: bad, dampingRatio: 0.7) == standard)
      #expect(Spring(duration: bad, bounce: 0.3) == Spring(response: 0.5, dampingRatio: 1 - 0.3))
    }
    #expect(Spring(response: 1e-9, dampingRatio: 1) == Spring(response: 0.001, dampingRatio: 1))
    #expect(Spring(response: 1e9, dampingRatio: 1) == Spring(response: 1000, dampingRatio: 1))
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(Spring(response: 0.5, dampingRatio: bad) == Spring(response: 0.5, dampingRatio: 1))
      #expect(Spring(duration: 0.5, bounce: bad) == Spring(response: 0.5, dampingRatio: 1))
    }
    #expect(Spring(response: 0.5, dampingRatio: -2).damping == 0)
    #expect(Spring(duration: 0.5, bounce: 2).damping == 0)
    let flattest = Spring(duration: 0.5, bounce: -0.99)
    #expect(Self.close(flattest.dampingRatio, 100))
    #expect(Spring(duration: 0.5, bounce: -1) == flattest)
    #expect(Spring(duration: 0.5, bounce: -50) == flattest)
  }

  @Test func unusualTimesHaveDefinedValues() {
    for spring in Self.namedSprings + [Spring(mass: 1, stiffness: 100, damping: 0)] {
      for v0 in [0.0, 3] {
        for t: Double in [.nan, -1, -.infinity, -1e-300] {
          #expect(spring.value(at: t, initialVelocity: v0) == 0)
          #expect(spring.velocity(at: t, initialVelocity: v0) == v0)
        }
        #expect(spring.value(at: .infinity, initialVelocity: v0) == 1)
        #expect(spring.velocity(at: .infinity, initialVelocity: v0) == 0)
      }
    }
  }

  @Test func unusableInitialVelocitiesAreReplaced() {
    let spring = Spring(response: 0.4, dampingRatio: 0.5)
    for bad in [Double.nan, .infinity, -.infinity] {
      for t in [0.0, 0.1, 0.3, -1] {
        #expect(spring.value(at: t, initialVelocity: bad) == spring.value(at: t))
        #expect(spring.velocity(at: t, initialVelocity: bad) == spring.velocity(at: t))
      }
      #expect(spring.settlingDuration(initialVelocity: bad) == spring.settlingDuration())
    }
    // Absurdly large velocities are limited to ±1e9 distances per second.
    #expect(
      spring.value(at: 0.1, initialVelocity: 1e300) == spring.value(at: 0.1, initialVelocity: 1e9))
    #expect(spring.velocity(at: 0, initialVelocity: -1e300) == -1e9)
  }

  @Test func unusableTolerancesAreRaisedToTheMinimum() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    let finest = spring.settlingDuration(tolerance: 1e-9)
    #expect(finest.isFinite && finest > spring.settlingDuration(tolerance: 1e-6))
    for bad in [0.0, -1, .nan, -.infinity, 1e-12] {
      #expect(spring.settlingDuration(tolerance: bad) == finest)
    }
  }

  @Test func neverReturnsNaNOrInfinity() {
    let extremes = [1e-300, 1e-9, 0.01, 1, 100, 1e9, 1e300]
    let times = [1e-300, 1e-9, 0.001, 0.5, 3, 1e3, 1e9, 1e300, .greatestFiniteMagnitude]
    for mass in extremes {
      for stiffness in extremes {
        for damping in [0, 1e-300] + extremes {
          let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
          for v0 in [0, 1e300, -1e9, 3] {
            for t in times {
              #expect(spring.value(at: t, initialVelocity: v0).isFinite)
              #expect(spring.velocity(at: t, initialVelocity: v0).isFinite)
            }
            #expect(!spring.settlingDuration(initialVelocity: v0).isNaN)
          }
        }
      }
    }
  }

  // MARK: Helpers

  static let namedSprings = [
    Spring(mass: 1, stiffness: 100, damping: 10),
    Spring(mass: 3, stiffness: 1000, damping: 500),
    Spring(response: 0.5, dampingRatio: 0.6),
    Spring(response: 0.5, dampingRatio: 0.8),
    Spring(response: 0.5, dampingRatio: 1),
    Spring(duration: 0.35, bounce: 0.3),
    Spring(duration: 0.35, bounce: -0.3),
  ]

  static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-12 * max(abs(a), abs(b))
  }
}
