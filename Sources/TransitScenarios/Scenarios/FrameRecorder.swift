import Foundation
import Transit
import TransitRender
import TransitStage

/// Plays a ``TransitionScenario`` on its stage and renders frames of it: at a frame rate
/// from the first frame to the last, or at chosen fractions of the transition.
///
/// ```swift
/// let recorder = FrameRecorder(framesPerSecond: 20, scale: 0.5)
/// let recording = try recorder.record(TransitionScenario(.slide, operation: .push))
/// // recording.frames: 196 × 426 pixels each, at 0, 0.05, 0.1, … s and at the end
/// ```
///
/// The first frame is the transition's time 0, the moment it begins; the last is at its
/// timeline's duration, after it completed and the stage cleaned up, so it shows the
/// screen at rest. Time moves only by the stage's clock.
@MainActor
public final class FrameRecorder {
  /// Frames per second of ``record(_:)``, 1…240.
  public let framesPerSecond: Int
  /// The renderer, kept between recordings so its scratch surfaces are reused.
  public let renderer: StageRenderer

  /// The longest timeline a recording accepts, in seconds.
  public nonisolated static let maximumDuration = 30.0

  /// The most memory the frames of one recording may take, in bytes: 4 GiB by default. A
  /// recording that would need more is refused before it renders
  /// (``ScenarioError/framesTooLarge(frames:width:height:limit:)``).
  public var memoryLimit = defaultMemoryLimit

  /// The default of ``memoryLimit``: 4 GiB.
  public nonisolated static let defaultMemoryLimit = 4 << 30

  /// Pixels per point (the renderer's, after its clamping).
  public var scale: Double { renderer.scale }

  /// Creates a recorder.
  ///
  /// - Parameters:
  ///   - framesPerSecond: Frames per second, clamped to 1…240.
  ///   - scale: Pixels per point, as ``StageRenderer/init(scale:backdrop:)`` takes it.
  public init(framesPerSecond: Int = 30, scale: Double = 1) {
    self.framesPerSecond = min(max(framesPerSecond, 1), 240)
    self.renderer = StageRenderer(scale: scale)
  }

  /// Records a scenario at the frame rate: frames at 0, 1/fps, 2/fps, … while before the
  /// end, and one at the end.
  ///
  /// - Parameter scenario: The scenario.
  /// - Returns: The frames and their times.
  /// - Throws: ``ScenarioError`` if the scenario cannot be played or lasts too long.
  public func record(_ scenario: TransitionScenario) throws -> ScenarioRecording {
    let step = 1 / Double(framesPerSecond)
    return try record(scenario) { duration in
      var moments: [Moment] = [.start]
      var index = 1
      // A frame closer to the end than a thousandth of a frame would repeat the last one.
      while Double(index) * step < duration - step / 1000 {
        moments.append(.time(Double(index) * step))
        index += 1
      }
      moments.append(.end)
      return moments
    }
  }

  /// Records a scenario at fractions of its duration, in the order given.
  ///
  /// Fraction 0 is the first frame and fraction 1 the last (after completion); fractions
  /// are clamped to 0…1. A transition of no length has only those two frames: fractions
  /// above 0 give the last.
  ///
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - fractions: Where to take frames, as fractions of the duration.
  /// - Returns: One frame per fraction, in the order given.
  /// - Throws: ``ScenarioError/invalidFraction(_:)`` for a fraction that is not finite, or
  ///   what ``record(_:)`` throws.
  public func record(_ scenario: TransitionScenario, atFractions fractions: [Double])
    throws -> ScenarioRecording
  {
    if let bad = fractions.first(where: { !$0.isFinite }) {
      throw ScenarioError.invalidFraction(bad)
    }
    return try record(scenario) { duration in
      fractions.map { fraction in
        let clamped = min(max(fraction, 0), 1)
        if clamped == 0 { return .start }
        if clamped == 1 || duration == 0 { return .end }
        return .time(clamped * duration)
      }
    }
  }

  /// A moment of a transition a frame is taken at.
  enum Moment: Hashable {
    /// Time 0, as the transition begins.
    case start
    /// Seconds into the transition, strictly between its start and its end.
    case time(Double)
    /// The end, after the transition completed.
    case end

    /// Where the moment falls, for playing moments in order.
    func order(duration: Double) -> Double {
      switch self {
      case .start: -1
      case .time(let time): min(time, duration)
      case .end: .infinity
      }
    }
  }

  /// Plays a scenario once and renders the moments it is asked for.
  ///
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - moments: The moments wanted, given the duration.
  /// - Returns: One frame per moment, in the order asked for.
  /// - Throws: ``ScenarioError`` if the scenario cannot be played or lasts too long.
  private func record(_ scenario: TransitionScenario, moments: (Double) -> [Moment])
    throws -> ScenarioRecording
  {
    let stage = try scenario.makeStage()
    let window = stage.window
    let renderer = self.renderer
    var first: Bitmap?
    var timeline: Timeline?
    var start = 0.0
    try stage.begin { animator in
      timeline = animator.timelineInFlight
      start = window.clock.now
      first = renderer.render(window)
    }
    guard let timeline, let first else {
      throw ScenarioError.didNotStart(scenario.operation.rawValue)
    }
    let duration = timeline.duration
    guard duration.isFinite, duration >= 0, duration <= Self.maximumDuration else {
      window.runUntilIdle()
      throw ScenarioError.tooLong(duration: duration)
    }
    let wanted = moments(duration)
    let bytes = wanted.count.multipliedReportingOverflow(by: first.width * first.height * 4)
    guard !bytes.overflow, bytes.partialValue <= memoryLimit else {
      window.runUntilIdle()
      throw ScenarioError.framesTooLarge(
        frames: wanted.count, width: first.width, height: first.height, limit: memoryLimit)
    }
    let order = wanted.indices.sorted {
      wanted[$0].order(duration: duration) < wanted[$1].order(duration: duration)
    }
    var frames = [Bitmap?](repeating: nil, count: wanted.count)
    var times = [Double](repeating: 0, count: wanted.count)
    var rendered: [Moment: Bitmap] = [.start: first]
    for index in order {
      let moment = wanted[index]
      if let frame = rendered[moment] {
        frames[index] = frame
      } else {
        switch moment {
        case .start: break
        case .time(let time):
          window.advance(by: start + time - window.clock.now)
        case .end:
          window.advance(by: start + duration - window.clock.now)
          if !window.transitionsInFlight.isEmpty { window.runUntilIdle(limit: 5) }
          guard window.transitionsInFlight.isEmpty else {
            throw ScenarioError.didNotFinish(scenario.operation.rawValue)
          }
        }
        let frame = renderer.render(window)
        rendered[moment] = frame
        frames[index] = frame
      }
      switch moment {
      case .start: times[index] = 0
      case .time(let time): times[index] = time
      case .end: times[index] = duration
      }
    }
    // Let everything settle, so the stage lets go of its views.
    window.runUntilIdle()
    return ScenarioRecording(
      frames: frames.map { $0 ?? first }, times: times, duration: duration, timeline: timeline)
  }
}
