/// Why a ``TransitionScenario`` could not be played or recorded.
public enum ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The forward step a back operation starts from did not come to rest; the string names
  /// the operation.
  case setUpDidNotFinish(String)
  /// The operation did not start a transition played by Transit's animator.
  case didNotStart(String)
  /// The transition was still in flight well after its timeline's end.
  case didNotFinish(String)
  /// The timeline lasts longer than ``FrameRecorder/maximumDuration`` seconds, or its
  /// duration is not a finite number.
  case tooLong(duration: Double)
  /// A fraction asked for is not a finite number.
  case invalidFraction(Double)
  /// The frames asked for would take more memory than ``FrameRecorder/memoryLimit``.
  case framesTooLarge(frames: Int, width: Int, height: Int, limit: Int)

  /// What went wrong, in one sentence.
  public var description: String {
    switch self {
    case .setUpDidNotFinish(let operation):
      "the forward step before \(operation) did not come to rest"
    case .didNotStart(let operation):
      "\(operation) did not start a transition played by Transit"
    case .didNotFinish(let operation):
      "\(operation) was still in flight after its timeline ended"
    case .tooLong(let duration):
      "a timeline of \(duration) s is too long to record (at most "
        + "\(Int(FrameRecorder.maximumDuration)) s)"
    case .invalidFraction(let fraction):
      "cannot record a frame at fraction \(fraction) of a transition"
    case .framesTooLarge(let frames, let width, let height, let limit):
      "\(frames) frames of \(width)x\(height) pixels need "
        + "\(Self.gibibytes(frames * width * height * 4)) of memory, more than the "
        + "\(Self.gibibytes(limit)) a recording may take"
    }
  }

  /// Bytes as gibibytes, to one decimal.
  static func gibibytes(_ bytes: Int) -> String {
    let tenths = (Double(bytes) / Double(1 << 30) * 10).rounded(.up)
    return "\(tenths / 10) GiB"
  }
}
