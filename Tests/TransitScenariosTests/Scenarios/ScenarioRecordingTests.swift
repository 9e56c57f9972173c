import Testing
import Transit
import TransitRender
import TransitScenarios

@Suite struct ScenarioRecordingTests {
  func recording(times: [Double]) -> ScenarioRecording {
    ScenarioRecording(
      frames: times.map { _ in Bitmap(width: 1, height: 1) }, times: times,
      duration: times.last ?? 0, timeline: Timeline(nodes: [], tracks: []))
  }

  @Test func delaysRunToTheNextFrameAndTheLastHolds() {
    let delays = recording(times: [0, 0.05, 0.1, 0.12]).delaysInMilliseconds(holdingLastFor: 0.6)
    #expect(delays == [50, 50, 20, 600])
  }

  @Test func badHoldsAndEqualTimesStillGiveAFrameAMillisecond() {
    #expect(recording(times: [0, 0]).delaysInMilliseconds(holdingLastFor: .nan) == [1, 1])
    #expect(recording(times: [0]).delaysInMilliseconds(holdingLastFor: -2) == [1])
    #expect(recording(times: []).delaysInMilliseconds(holdingLastFor: 1) == [])
  }
}
