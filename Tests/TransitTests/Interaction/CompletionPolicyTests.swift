import Foundation
import Testing

@testable import Transit

@Suite struct CompletionPolicyTests {
  @Test func halfWayIsTheDefaultThreshold() {
    let policy = CompletionPolicy()
    #expect(policy.threshold == 0.5)
    #expect(policy.outcome(progress: 0.51, velocity: 0) == .finish)
    #expect(policy.outcome(progress: 0.49, velocity: 0) == .cancel)
    // Exactly at the threshold is not beyond it.
    #expect(policy.outcome(progress: 0.5, velocity: 0) == .cancel)
    // Slow movement, under the flick speed, does not change a position decision.
    #expect(policy.outcome(progress: 0.6, velocity: -0.9) == .finish)
    #expect(policy.outcome(progress: 0.4, velocity: 0.9) == .cancel)
  }

  /// The zoom pop of seeds/003 finishes when `percentComplete > 0.35`.
  @Test func theArticlesZoomPopFinishesBeyondThirtyFivePercent() {
    let policy = CompletionPolicy(threshold: 0.35)
    #expect(policy.outcome(progress: 0.36, velocity: 0) == .finish)
    #expect(policy.outcome(progress: 0.34, velocity: 0) == .cancel)
    #expect(policy.outcome(progress: 0.45, velocity: 0) == .finish)
  }

  @Test func aFlickDecidesByItsDirectionWhereverTheProgressIs() {
    let policy = CompletionPolicy(flickVelocity: 1)
    #expect(policy.outcome(progress: 0.2, velocity: 1.5) == .finish)
    #expect(policy.outcome(progress: 0.05, velocity: 1) == .finish)
    #expect(policy.outcome(progress: 0.9, velocity: -1.5) == .cancel)
    #expect(policy.outcome(progress: 0.2, velocity: 0.99) == .cancel)
  }

  @Test func projectionCarriesTheProgressOnBeforeTheThreshold() {
    // 0.3 + 0.5 × 0.998 / 0.002 / 1000 = 0.3 + 0.2495 = 0.5495: beyond half-way.
    let thrown = CompletionPolicy(flickVelocity: .infinity, projection: .normal)
    #expect(abs(thrown.projectedProgress(progress: 0.3, velocity: 0.5) - 0.5495) < 1e-12)
    #expect(thrown.outcome(progress: 0.3, velocity: 0.5) == .finish)
    #expect(
      CompletionPolicy(flickVelocity: .infinity).outcome(progress: 0.3, velocity: 0.5) == .cancel)
    // The fast rate carries it 0.099 s × v: 0.3 + 0.0495 stays short of half-way.
    let fast = CompletionPolicy(flickVelocity: .infinity, projection: .fast)
    #expect(fast.outcome(progress: 0.3, velocity: 0.5) == .cancel)
    // Thrown back from 0.7 at −0.5/s: 0.7 − 0.2495 = 0.4505, cancels.
    #expect(thrown.outcome(progress: 0.7, velocity: -0.5) == .cancel)
    // Without a rate, the projection is the progress itself (clamped).
    #expect(CompletionPolicy().projectedProgress(progress: 1.4, velocity: 3) == 1)
  }

  @Test func unusableSettingsHaveTheirDocumentedMeaning() {
    #expect(CompletionPolicy(threshold: .nan).threshold == 0.5)
    #expect(CompletionPolicy(threshold: -1).threshold == 0)
    #expect(CompletionPolicy(threshold: 7).threshold == 1)
    #expect(CompletionPolicy(flickVelocity: .nan).flickVelocity == 1)
    #expect(CompletionPolicy(flickVelocity: -2).flickVelocity == 2)

    // Threshold 0: anything above 0 finishes, 0 itself cancels.
    let eager = CompletionPolicy(threshold: 0, flickVelocity: .infinity)
    #expect(eager.outcome(progress: 0.01, velocity: 0) == .finish)
    #expect(eager.outcome(progress: 0, velocity: 0) == .cancel)
    // Threshold 1: only a flick finishes.
    let reluctant = CompletionPolicy(threshold: 1)
    #expect(reluctant.outcome(progress: 1, velocity: 0) == .cancel)
    #expect(reluctant.outcome(progress: 0.9, velocity: 2) == .finish)
    // Flick speed 0: any movement decides; none falls back to the position.
    let twitchy = CompletionPolicy(flickVelocity: 0)
    #expect(twitchy.outcome(progress: 0.9, velocity: -0.001) == .cancel)
    #expect(twitchy.outcome(progress: 0.9, velocity: 0) == .finish)
  }

  @Test func unusableInputsDecideByTheirDocumentedMeaning() {
    let policy = CompletionPolicy(projection: .normal)
    // NaN progress counts as 0, NaN velocity as 0.
    #expect(policy.outcome(progress: .nan, velocity: .nan) == .cancel)
    #expect(policy.projectedProgress(progress: .nan, velocity: .nan) == 0)
    #expect(policy.outcome(progress: 0.8, velocity: .nan) == .finish)
    // Infinite velocities are flicks of the largest finite speed.
    #expect(policy.outcome(progress: 0.9, velocity: -.infinity) == .cancel)
    #expect(policy.projectedProgress(progress: 0.5, velocity: .infinity).isFinite)
  }
}
