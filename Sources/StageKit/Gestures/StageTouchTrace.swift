import Foundation
import Transit

/// Time-stamped touch samples for one or more fingers: what a test plays on a window with
/// ``StageWindow/send(_:)``.
///
/// Each finger is a list of samples: the first is where and when it goes down, the last
/// where and when it lifts, those between are where it moves. A finger with one sample
/// goes down and lifts at once (a tap). Times are seconds from the moment the trace is
/// sent.
///
/// ```swift
/// // Drag slowly to 30 % of the width, hold still, lift.
/// let trace = StageTouchTrace.pan(
///   from: CGPoint(x: 10, y: 400), to: CGPoint(x: 127, y: 400), duration: 1
/// ).holding(for: 0.2)
/// window.send(trace)
///
/// // Two fingers by hand.
/// let manual = StageTouchTrace(fingers: [
///   [.init(time: 0, location: CGPoint(x: 100, y: 100)), .init(time: 0.1, location: CGPoint(x: 140, y: 100))],
///   [.init(time: 0.05, location: CGPoint(x: 200, y: 300))],
/// ])
/// ```
///
/// Bad input never stops a trace: samples with a non-finite time or coordinate are
/// dropped, times before 0 count as 0, each finger's samples are put in time order (those
/// at the same time keep their order), and fingers left with no sample are dropped. An
/// empty trace is valid; sending it does nothing.
public struct StageTouchTrace: Sendable, Equatable {
  /// One sample of a finger: where it is at a time.
  public struct Sample: Sendable, Equatable {
    /// Seconds from the moment the trace is sent.
    public var time: Double
    /// Where the finger is, in window coordinates.
    public var location: CGPoint

    /// Creates a sample.
    ///
    /// - Parameters:
    ///   - time: Seconds from the moment the trace is sent.
    ///   - location: Where the finger is, in window coordinates.
    public init(time: Double, location: CGPoint) {
      self.time = time
      self.location = location
    }
  }

  /// The fingers, each a list of samples in time order (after the clean-up described
  /// above), in the order given.
  public let fingers: [[Sample]]

  /// Creates a trace from samples.
  ///
  /// - Parameter fingers: Each finger's samples. Samples with a non-finite time or
  ///   coordinate are dropped, times before 0 mean 0, each finger's samples are sorted by
  ///   time (stably), and fingers with no sample left are dropped.
  public init(fingers: [[Sample]]) {
    self.fingers = fingers.compactMap { samples in
      let kept =
        samples
        .filter { $0.time.isFinite && $0.location.x.isFinite && $0.location.y.isFinite }
        .map { Sample(time: max(0, $0.time), location: $0.location) }
      guard !kept.isEmpty else { return nil }
      // Stable: samples at the same time keep the order they were given in.
      return kept.enumerated()
        .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        .map(\.element)
    }
  }

  /// An empty trace: no finger.
  public init() {
    fingers = []
  }

  /// Whether the trace has no finger.
  public var isEmpty: Bool { fingers.isEmpty }

  /// When the last finger lifts, in seconds from the start; 0 for an empty trace.
  public var duration: Double {
    fingers.compactMap(\.last?.time).max() ?? 0
  }
}
