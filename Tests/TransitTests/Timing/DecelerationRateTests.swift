import Foundation
import Testing

@testable import Transit

@Suite struct DecelerationRateTests {
  /// `projection.csv` comes from `Scripts/reference/projection.py`: a released motion whose
  /// velocity is multiplied by the rate every millisecond, stepped one millisecond at a time
  /// until it stops, its moves summed with `math.fsum`.
  @Test func projectionMatchesAMillisecondByMillisecondSimulation() throws {
    let table = try ReferenceTable(named: "projection")
    #expect(table.rows.count > 500)
    for row in table.rows {
      let rate = DecelerationRate(rawValue: table.value("rate", in: row))
      let progress = table.value("progress", in: row)
      let velocity = table.value("velocity", in: row)
      let expected = table.value("projected", in: row)
      let projected = progress + rate.projectedDistance(velocity: velocity)
      #expect(
        abs(projected - expected) <= 1e-9 * max(1, abs(expected)),
        "rate \(rate.rawValue), v \(velocity): \(projected) vs \(expected)")
      if (0...1).contains(progress) {
        let policy = CompletionPolicy(projection: rate)
        let viaPolicy = policy.projectedProgress(progress: progress, velocity: velocity)
        #expect(abs(viaPolicy - expected) <= 1e-9 * max(1, abs(expected)))
      }
    }
  }

  /// WWDC 2018 "Designing Fluid Interfaces", as quoted in docs/uikit-behaviour.md#b6: at
  /// 1000 pt/s a scroll view's normal rate carries on 499 pt, the fast one 99 pt.
  @Test func uikitRatesCarryAThousandPointsPerSecondAsTheTalkSays() {
    #expect(DecelerationRate.normal.rawValue == 0.998)
    #expect(DecelerationRate.fast.rawValue == 0.99)
    #expect(abs(DecelerationRate.normal.projectedDistance(velocity: 1000) - 499) < 1e-9)
    #expect(abs(DecelerationRate.fast.projectedDistance(velocity: 1000) - 99) < 1e-9)
    #expect(abs(DecelerationRate.fast.projectedDistance(velocity: -1000) + 99) < 1e-9)
  }

  @Test func unusableRatesHaveTheirDocumentedMeaning() {
    #expect(DecelerationRate(rawValue: .nan) == .normal)
    #expect(DecelerationRate(rawValue: -0.5).rawValue == 0)
    #expect(DecelerationRate(rawValue: -0.5).projectedDistance(velocity: 3) == 0)
    for never in [1, 1.5, Double.infinity] {
      let rate = DecelerationRate(rawValue: never)
      #expect(rate.rawValue < 1)
      // The slowest rate carries a motion on for 999.999 s × its velocity, and no further.
      let distance = rate.projectedDistance(velocity: 1)
      #expect(distance.isFinite && abs(distance - 999.999) < 1e-6)
    }
  }

  @Test func unusableVelocitiesGiveFiniteDistances() {
    #expect(DecelerationRate.normal.projectedDistance(velocity: .nan) == 0)
    let far = DecelerationRate.normal.projectedDistance(velocity: .infinity)
    let back = DecelerationRate.normal.projectedDistance(velocity: -.infinity)
    #expect(far.isFinite && far > 0)
    #expect(back == -far)
  }
}
