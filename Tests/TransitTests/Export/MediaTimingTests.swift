import Testing

@testable import Transit

@Suite struct MediaTimingTests {
  @Test func localTimeFollowsCAMediaTiming() {
    // local = (parent − beginTime) × speed + timeOffset, while active.
    let timing = MediaTiming(
      beginTime: 1, duration: 2, speed: 2, timeOffset: 0.5, fillMode: .removed)
    #expect(timing.activeEnd == 2)
    #expect(timing.localTime(atParentTime: 1.25) == 1)
    #expect(timing.localTime(atParentTime: 0.5) == nil, "before, not filling")
    #expect(timing.localTime(atParentTime: 2) == nil, "ended, not filling")
  }

  @Test func fillModesShowTheEnds() {
    let backwards = MediaTiming(beginTime: 1, duration: 2, fillMode: .backwards)
    #expect(backwards.localTime(atParentTime: 0) == 0)
    #expect(backwards.localTime(atParentTime: 5) == nil)
    let forwards = MediaTiming(beginTime: 1, duration: 2, fillMode: .forwards)
    #expect(forwards.localTime(atParentTime: 0) == nil)
    #expect(forwards.localTime(atParentTime: 5) == 2)
    let both = MediaTiming(beginTime: 1, duration: 2, fillMode: .both)
    #expect(both.localTime(atParentTime: 0) == 0 && both.localTime(atParentTime: 5) == 2)
  }

  @Test func negativeSpeedPlaysBackwardsFromTheOffset() {
    // How a reversed spring is exported: speed −1, timeOffset = duration.
    let reversed = MediaTiming(
      beginTime: 0, duration: 0.5, speed: -1, timeOffset: 0.5, fillMode: .both)
    #expect(reversed.localTime(atParentTime: 0) == 0.5)
    #expect(reversed.localTime(atParentTime: 0.2) == 0.3)
    #expect(reversed.localTime(atParentTime: 1) == 0)
  }

  @Test func speedZeroFreezesAndNeverEnds() {
    let frozen = MediaTiming(
      beginTime: 0, duration: 1, speed: 0, timeOffset: 0.4, fillMode: .removed)
    #expect(frozen.activeEnd == nil)
    #expect(frozen.localTime(atParentTime: 100) == 0.4)
  }

  @Test func badNumbersAreReadAsDefaults() {
    let timing = MediaTiming(
      beginTime: .nan, duration: -3, speed: .infinity, timeOffset: .nan, fillMode: .both)
    #expect(timing.beginTime == 0 && timing.duration == 0 && timing.speed == 1)
    #expect(timing.timeOffset == 0)
  }
}
