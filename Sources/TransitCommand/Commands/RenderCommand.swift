import Foundation
import Transit
import TransitArguments
import TransitRender
import TransitScenarios
import TransitStage

/// `transit render`: play one effect for one operation and write the frames to a picture,
/// an animated PNG or, with `--sheet`, one contact sheet labelled with the frames' times.
package struct RenderCommand: TransitSubcommand {
  /// The effect to play, one of the catalogue's `effectNames`.
  package var effect: String
  /// The operation to play it for, one of the catalogue's `operationNames`.
  package var operation: String
  /// The modal presentation style; `nil` leaves it to the effect (full screen for modal
  /// operations), and other operations ignore it.
  package var style: ScenarioModalStyle?
  /// A recorded gesture that drives the transition instead of the clock, one of the
  /// catalogue's `interactionNames`; `nil` plays it on the clock.
  package var interaction: String?
  /// Frames per second, 1 to 120.
  package var framesPerSecond: Int
  /// Pixels per point, 0.25 to 4.
  package var scale: Double
  /// The screen's size in points.
  package var size: CGSize
  /// Whether to write a contact sheet (every frame in one still picture) rather than an
  /// animated PNG.
  package var sheet: Bool
  /// Where to write the picture.
  package var output: URL

  /// Plays the effect, writes the picture, then prints what it wrote.
  ///
  /// - Parameters:
  ///   - executor: The effects and the clock.
  ///   - streams: Where to report.
  /// - Throws: `ArgumentError` for an `--interaction` that drives another operation,
  ///   ``ScenarioError`` if the transition cannot be played, or an error saying which file
  ///   could not be written.
  @MainActor
  package func run(with executor: TransitExecutor, streams: CommandStreams) throws {
    try checkFrameSize()
    let scenario = try executor.scenario(of: effect, operation: operation, style: style, size: size)
    let recorder = FrameRecorder(framesPerSecond: framesPerSecond, scale: scale)
    let recording: ScenarioRecording
    do {
      if let interaction {
        recording = try recorder.record(scenario, gesture: gesture(named: interaction))
      } else {
        recording = try recorder.record(scenario)
      }
    } catch let error as ScenarioError {
      guard case .framesTooLarge = error else { throw error }
      throw ArgumentError("\(error); lower --fps, --scale or --size")
    }
    let data: Data
    if sheet {
      let cells = zip(recording.frames, recording.times).map { frame, time in
        ContactSheet.Cell(frame, label: ContactSheet.timeLabel(time))
      }
      data = try PNGEncoder().encode(ContactSheet(columns: 6).image(of: cells))
    } else {
      let delays = recording.delaysInMilliseconds(holdingLastFor: TransitExecutor.finalHold)
      let frames = zip(recording.frames, delays).map { APNGFrame($0, delayMilliseconds: $1) }
      data = try APNGEncoder().encode(frames)
    }
    try AtomicFile.writeMakingDirectory(data, to: output)
    let first = recording.frames.first
    streams.writeOutput(
      "wrote \(output.standardizedFileURL.path): \(recording.frames.count) frames "
        + "of \(first?.width ?? 0)x\(first?.height ?? 0) pixels, "
        + "\(TransitExecutor.seconds(recording.duration)) s\n")
  }

  /// Refuses a size and scale whose frame is larger than a bitmap holds, rather than
  /// writing a cut-off picture.
  ///
  /// - Throws: `ArgumentError`, in one line, for such a frame.
  @MainActor
  private func checkFrameSize() throws {
    let fitted = StageRenderer(scale: scale).pixelSize(for: size)
    let asked = (
      width: (Double(size.width) * scale).rounded(.down),
      height: (Double(size.height) * scale).rounded(.down)
    )
    guard Double(fitted.width) < asked.width || Double(fitted.height) < asked.height else {
      return
    }
    throw ArgumentError(
      "--size \(Int(size.width))x\(Int(size.height)) at --scale \(TransitExecutor.seconds(scale)) "
        + "is \(Int(asked.width))x\(Int(asked.height)) pixels, more than a frame holds "
        + "(\(Bitmap.maximumPixelCount) pixels); lower --scale or --size")
  }

  /// The scripted gesture `--interaction` names, checked against the operation it drives.
  ///
  /// - Parameter name: The gesture's name.
  /// - Returns: The gesture.
  /// - Throws: `ArgumentError` for a name that is no gesture, or a gesture that drives
  ///   another operation than ``operation``.
  private func gesture(named name: String) throws -> ScenarioGesture {
    guard let gesture = ScenarioGesture(rawValue: name) else {
      throw ArgumentError("--interaction \(name) is not a gesture; run \"transit list\"")
    }
    guard gesture.operation.rawValue == operation else {
      throw ArgumentError(
        "--interaction \(name) drives a \(gesture.operation.rawValue); "
          + "use --operation \(gesture.operation.rawValue)")
    }
    return gesture
  }

  /// The `transit render` command.
  ///
  /// - Parameter catalog: The names the command accepts.
  /// - Returns: The command's shape.
  package static func spec(_ catalog: TransitCatalog) -> CommandSpec {
    CommandSpec(
      "render",
      abstract: "Render one transition to an animated PNG (or a contact sheet).",
      positionals: [.effect(catalog, help: "The effect to play.")],
      options: [
        .operation(catalog),
        .style,
        OptionSpec(
          "interaction", valueName: "trace",
          kind: .choice(catalog.interactionNames, noun: "interaction"),
          help: "A recorded gesture that drives the transition instead of the clock."),
        .framesPerSecond(help: "Frames per second."),
        .scale(default: "2"),
        .size,
        OptionSpec(
          "out", valueName: "file", kind: .outputFile, help: "Where to write the picture.",
          isRequired: true),
      ],
      flags: [
        FlagSpec("sheet", help: "Write every frame into one still contact sheet instead.")
      ],
      examples: [
        "transit render slide --operation push --out slide-push.png",
        "transit render fade --operation present --style custom --sheet --out f.png",
      ])
  }

  /// Reads a parsed `transit render` command line.
  ///
  /// - Parameter parsed: The validated values.
  /// - Throws: `ArgumentError` if a required value is missing.
  package init(_ parsed: ParsedCommand) throws {
    self.init(
      effect: try parsed.required("effect", \.name),
      operation: try parsed.required("operation", \.name),
      style: parsed.style,
      interaction: parsed.value("interaction")?.name,
      framesPerSecond: try parsed.required("fps", \.integer),
      scale: try parsed.required("scale", \.number),
      size: try parsed.required("size", \.size),
      sheet: parsed.isSet("sheet"),
      output: try parsed.fileURL("out"))
  }

  /// Creates the command.
  ///
  /// - Parameters:
  ///   - effect: The effect to play.
  ///   - operation: The operation to play it for.
  ///   - style: The modal presentation style, or `nil` for the effect's own.
  ///   - interaction: A recorded gesture that drives the transition, or `nil`.
  ///   - framesPerSecond: Frames per second.
  ///   - scale: Pixels per point.
  ///   - size: The screen's size in points.
  ///   - sheet: Whether to write a contact sheet rather than an animated PNG.
  ///   - output: Where to write the picture.
  package init(
    effect: String, operation: String, style: ScenarioModalStyle? = nil,
    interaction: String? = nil, framesPerSecond: Int = 30, scale: Double = 2,
    size: CGSize = CGSize(width: 393, height: 852), sheet: Bool = false, output: URL
  ) {
    self.effect = effect
    self.operation = operation
    self.style = style
    self.interaction = interaction
    self.framesPerSecond = framesPerSecond
    self.scale = scale
    self.size = size
    self.sheet = sheet
    self.output = output
  }
}
