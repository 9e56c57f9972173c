import Foundation
import Testing

@testable import Transit

@Suite struct InteractionCompletionTests {
  @Test func holdsItsStartBeforeItBeginsAndItsTargetAfterItEnds() {
    let completion = CompletionTiming.curve(
      .linear, duration: 1, minimumDuration: 0, maximumDuration: 1
    )
    .completion(towards: .finish, from: 0.25, velocity: 0.75, at: 2)
    // A linear curve whose slope is bent to v·d/D = 0.75 × 0.75 / 0.75 = 0.75.
    #expect(completion.duration == 0.75)
    #expect(completion.endTime == 2.75)
    #expect(completion.targetProgress == 1)
    #expect(completion.progress(at: 1) == 0.25)
    #expect(completion.progress(at: -.infinity) == 0.25)
    #expect(completion.progress(at: .nan) == 0.25)
    #expect(completion.progress(at: 2.75) == 1)
    #expect(completion.progress(at: .infinity) == 1)
    #expect(!completion.isComplete(at: 2.7))
    #expect(completion.isComplete(at: 2.75))
    #expect(completion.velocity(at: 3) == 0)
    // Before its start it reports the speed it starts with.
    #expect(abs(completion.velocity(at: 0) - 0.75) < 1e-9)
  }

  /// A spring released towards cancelling but moving fast towards finishing would pass 1
  /// on its way out; on screen it is held at 1, at rest, until it comes back.
  @Test func aSpringThrownPastTheEndIsHeldThereAtRest() {
    let completion = CompletionTiming.spring(dampingRatio: 1, response: 0.4)
      .completion(towards: .cancel, from: 0.98, velocity: 5, at: 0)
    var held = 0
    for step in 1...200 {
      let time = completion.duration * Double(step) / 200
      let progress = completion.progress(at: time)
      #expect((0...1).contains(progress))
      if progress == 1 {
        held += 1
        #expect(completion.velocity(at: time) == 0)
      }
    }
    #expect(held > 0, "the spring goes beyond 1 for a while")
    #expect(completion.progress(at: completion.endTime) == 0)
  }

  @Test func exposesItsMotionForCoreAnimation() {
    let spring = Spring(response: 0.35, dampingRatio: 0.8)
    let completion = CompletionTiming.spring(spring)
      .completion(towards: .cancel, from: 0.6, velocity: -1.2, at: 0)
    // CASpringAnimation's initialVelocity: distances per second, positive towards the end.
    #expect(completion.motion == .spring(spring, initialVelocity: 2))
    #expect(completion.startVelocity == -1.2)
  }
}
