import Foundation
import Transit
import TransitArguments
import TransitRender
import TransitStage

extension TransitExecutor {
  /// `transit render`: plays one effect for one operation and writes its frames as an
  /// animated PNG, or with `--sheet` as one contact sheet labelled with the frames' times;
  /// then prints what it wrote.
  ///
  /// - Parameters:
  ///   - request: What to render.
  ///   - streams: Where to report.
  /// - Throws: `ArgumentError` for `--interaction` (interactive scenes are not available
  ///   yet), ``ScenarioError`` if the transition cannot be played, or an error saying which
  ///   file could not be written.
  @MainActor
  public func render(_ request: RenderRequest, _ streams: CommandStreams) throws {
    let scenario = try scenario(
      effect: request.effect, operation: request.operation, style: request.style,
      size: request.size)
    let recorder = FrameRecorder(framesPerSecond: request.framesPerSecond, scale: request.scale)
    let recording: ScenarioRecording
    if let name = request.interaction {
      recording = try recorder.record(scenario, gesture: Self.gesture(named: name, for: request))
    } else {
      recording = try recorder.record(scenario)
    }
    let data: Data
    if request.sheet {
      let cells = zip(recording.frames, recording.times).map { frame, time in
        ContactSheet.Cell(frame, label: ContactSheet.timeLabel(time))
      }
      data = try PNGEncoder().encode(ContactSheet(columns: 6).image(of: cells))
    } else {
      let delays = recording.delaysInMilliseconds(holdingLastFor: Self.finalHold)
      let frames = zip(recording.frames, delays).map { APNGFrame($0, delayMilliseconds: $1) }
      data = try APNGEncoder().encode(frames)
    }
    try AtomicFile.writeMakingDirectory(data, to: request.output)
    let first = recording.frames.first
    streams.writeOutput(
      "wrote \(request.output.standardizedFileURL.path): \(recording.frames.count) frames "
        + "of \(first?.width ?? 0)x\(first?.height ?? 0) pixels, "
        + "\(TransitExecutor.seconds(recording.duration)) s\n")
  }

  /// The scripted gesture `--interaction` names, checked against the operation it drives.
  static func gesture(named name: String, for request: RenderRequest) throws -> ScenarioGesture {
    guard let gesture = ScenarioGesture(rawValue: name) else {
      throw ArgumentError("--interaction \(name) is not a gesture; run \"transit list\"")
    }
    guard gesture.operation.rawValue == request.operation else {
      throw ArgumentError(
        "--interaction \(name) drives a \(gesture.operation.rawValue); "
          + "use --operation \(gesture.operation.rawValue)")
    }
    return gesture
  }

  /// Seconds with up to three decimals: `0.35`.
  static func seconds(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
  }
}
