import Foundation
import TestSupport
import Testing
import Transit
import TransitRender
import TransitScenarios
import TransitStage

/// Frames of scenarios, checked at points of plain background (the grid's bottom, below its
/// last row of photos; the detail's bottom, below its text), where each screen shows its
/// own colour.
@MainActor
@Suite struct FrameRecorderTests {
  /// A point of plain background on both screens, in points: right of centre, near the
  /// bottom.
  static let plain = CGPoint(x: 300, y: 720)

  /// The colour of a frame at a point given in points.
  func colour(_ frame: Bitmap, at point: CGPoint, scale: Double) -> Color {
    frame.pixel(x: Int(Double(point.x) * scale), y: Int(Double(point.y) * scale))
  }

  @Test(arguments: ScenarioOperation.allCases)
  func theFirstFrameShowsTheScreenLeftAndTheLastTheScreenShown(operation: ScenarioOperation)
    throws
  {
    let recording = try FrameRecorder(framesPerSecond: 20, scale: 0.5)
      .record(TransitionScenario(.fade, operation: operation))
    let (grid, detail) = (DemoPalette.Grid.background, DemoPalette.Detail.background)
    let (before, after) = operation.isForward ? (grid, detail) : (detail, grid)
    let first = try #require(recording.frames.first)
    let last = try #require(recording.frames.last)
    #expect(isClose(colour(first, at: Self.plain, scale: 0.5), before), "\(operation)")
    #expect(isClose(colour(last, at: Self.plain, scale: 0.5), after), "\(operation)")
  }

  @Test func framesComeAtTheFrameRateFromTheStartToTheEnd() throws {
    let recording = try FrameRecorder(framesPerSecond: 20, scale: 0.25)
      .record(TransitionScenario(.slide, operation: .push))
    // The standard pacing: 0.35 s, so seven 50 ms steps and the end.
    #expect(recording.duration == TransitionTiming.standard.duration)
    #expect(recording.frames.count == 8)
    #expect(recording.times.first == 0)
    #expect(recording.times.last == recording.duration)
    for (earlier, later) in zip(recording.times, recording.times.dropFirst()) {
      #expect(later > earlier)
      #expect(later - earlier <= 0.05 + 1e-9)
    }
  }

  /// Reliability finding 11: a recording whose frames would not fit its memory limit is
  /// refused after the first frame, before the others are rendered.
  @Test func framesBeyondTheMemoryLimitAreRefused() throws {
    let recorder = FrameRecorder(framesPerSecond: 20, scale: 0.25)
    // 8 frames of 98 × 213 pixels need 667,968 bytes.
    recorder.memoryLimit = 667_967
    #expect(throws: ScenarioError.framesTooLarge(frames: 8, width: 98, height: 213, limit: 667_967))
    {
      try recorder.record(TransitionScenario(.slide, operation: .push))
    }
    recorder.memoryLimit = 667_968
    #expect(try recorder.record(TransitionScenario(.slide, operation: .push)).frames.count == 8)
    #expect(
      ScenarioError.framesTooLarge(frames: 43, width: 8192, height: 8192, limit: 4 << 30)
        .description
        == "43 frames of 8192x8192 pixels need 10.8 GiB of memory, more than the 4.0 GiB a "
        + "recording may take")
    ReliabilityLog.record(
      "11", tried: "transit render … --size 4096x4096 --scale 2 --fps 120",
      outcome: "refused after the first frame (exit 2), nothing written",
      diagnostic:
        "error: \(ScenarioError.framesTooLarge(frames: 43, width: 8192, height: 8192, limit: 4 << 30)); "
        + "lower --fps, --scale or --size")
  }

  @Test func aShortTransitionEndsWithAShortStep() throws {
    let scenario = TransitionScenario(.slide.duration(0.12), operation: .push)
    let recording = try FrameRecorder(framesPerSecond: 20, scale: 0.25).record(scenario)
    #expect(recording.frames.count == 4)
    #expect(zip(recording.times, [0, 0.05, 0.1, 0.12]).allSatisfy { abs($0 - $1) < 1e-9 })
  }

  @Test func atHalfTimeTheSlidingScreenCoversTheRightHalf() throws {
    // The standard curve is symmetric: at half the time the incoming screen's leading edge
    // is at half the width; slide moves the outgoing screen by the same amount.
    let recording = try FrameRecorder(scale: 0.5)
      .record(TransitionScenario(.slide, operation: .push), atFractions: [0.5])
    let frame = try #require(recording.frames.first)
    #expect(
      isClose(colour(frame, at: CGPoint(x: 295, y: 720), scale: 0.5), DemoPalette.Detail.background)
    )
    #expect(
      isClose(colour(frame, at: CGPoint(x: 98, y: 720), scale: 0.5), DemoPalette.Grid.background))
  }

  @Test func atHalfTimeAFadeShowsBothScreensOverTheContainer() throws {
    let recording = try FrameRecorder(scale: 0.5)
      .record(TransitionScenario(.fade, operation: .push), atFractions: [0.5])
    let frame = try #require(recording.frames.first)
    // The detail at opacity 0.5 over the grid at 0.5 over the navigation controller's
    // white view.
    let behind = blend(
      DemoPalette.Grid.background, alpha: 0.5, over: StageColor.systemBackground.cgColor)
    let expected = blend(DemoPalette.Detail.background, alpha: 0.5, over: behind)
    #expect(isClose(colour(frame, at: Self.plain, scale: 0.5), expected, tolerance: 2.5 / 255))
  }

  @Test func aCustomPresentationKeepsTheGridUnderTheDimming() throws {
    let recording = try FrameRecorder(scale: 1)
      .record(
        TransitionScenario(.fade, operation: .present, style: .custom), atFractions: [1])
    let frame = try #require(recording.frames.first)
    // The bottom two thirds are the detail; above, the grid's margin under 50 % black.
    #expect(isClose(frame.pixel(x: 300, y: 720), DemoPalette.Detail.background))
    let dimmed = blend(Color.black, alpha: 0.5, over: DemoPalette.Grid.background)
    #expect(isClose(frame.pixel(x: 1, y: 150), dimmed))
  }

  @Test func fractionsComeBackInTheOrderAskedAndAreClamped() throws {
    let recorder = FrameRecorder(scale: 0.25)
    let scenario = TransitionScenario(.slide, operation: .push)
    let recording = try recorder.record(scenario, atFractions: [1, 0, 0.5, -3, 7])
    let d = recording.duration
    #expect(recording.times == [d, 0, d / 2, 0, d])
    #expect(recording.frames[0] == recording.frames[4])
    #expect(recording.frames[1] == recording.frames[3])
    #expect(recording.frames[0] != recording.frames[1])
    #expect(
      recording.frames[2] != recording.frames[0] && recording.frames[2] != recording.frames[1])
  }

  @Test func aFractionThatIsNotANumberIsAnError() {
    let scenario = TransitionScenario(.slide, operation: .push)
    #expect(throws: ScenarioError.invalidFraction(.infinity)) {
      try FrameRecorder().record(scenario, atFractions: [0.5, .infinity])
    }
    #expect(throws: ScenarioError.self) {
      try FrameRecorder().record(scenario, atFractions: [.nan])
    }
  }

  @Test func aTransitionOfNoLengthHasAFirstAndALastFrame() throws {
    let recording = try FrameRecorder(framesPerSecond: 30, scale: 0.25)
      .record(TransitionScenario(.none, operation: .present))
    #expect(recording.duration == 0)
    #expect(recording.times == [0, 0])
    let last = try #require(recording.frames.last)
    #expect(isClose(colour(last, at: Self.plain, scale: 0.25), DemoPalette.Detail.background))
  }

  @Test func theScaleSetsThePixelSizeAndTheRateIsClamped() throws {
    let thumbnails = FrameRecorder(framesPerSecond: 0, scale: 0.5)
    #expect(thumbnails.framesPerSecond == 1)
    #expect(FrameRecorder(framesPerSecond: 1000).framesPerSecond == 240)
    let recording = try thumbnails.record(TransitionScenario(.fade, operation: .tabRight))
    #expect(recording.frames.allSatisfy { $0.width == 196 && $0.height == 426 })
    // One frame a second: the start and the end.
    #expect(recording.times == [0, recording.duration])
  }

  @Test func aTooLongTimelineIsAnError() {
    let scenario = TransitionScenario(.fade.duration(31), operation: .push)
    #expect(throws: ScenarioError.tooLong(duration: 31)) {
      try FrameRecorder(framesPerSecond: 1, scale: 0.1).record(scenario)
    }
  }
}
