import TransitArguments
import TransitRender
import TransitScenarios

extension OptionSpec {
  /// `--operation`: which transition to play.
  ///
  /// - Parameter catalog: The names the command accepts.
  /// - Returns: The option.
  static func operation(_ catalog: TransitCatalog) -> OptionSpec {
    OptionSpec(
      "operation", kind: .choice(catalog.operationNames, noun: "operation"),
      help: "The transition to play.", isRequired: true)
  }

  /// `--style`: the modal presentation style.
  static let style = OptionSpec(
    "style", kind: .choice(ScenarioModalStyle.allCases.map(\.rawValue), noun: "style"),
    help: "The presentation style of present and dismiss; the effect's own when absent.")

  /// `--size`: the screen in points. Each side is allowed up to 4096 points, but the help
  /// states the limits of the two options together: a frame, the size times `--scale`,
  /// holds at most ``Bitmap/maximumPixelCount`` pixels, and a recording's frames take at
  /// most ``FrameRecorder/defaultMemoryLimit`` bytes (the command refuses more, in one
  /// line).
  static let size: OptionSpec = {
    let side = Int(Double(Bitmap.maximumPixelCount).squareRoot())
    return OptionSpec(
      "size", kind: .size(1...4096),
      help: "The screen's size. Times --scale, a frame holds at most "
        + "\(Bitmap.maximumPixelCount) pixels (\(side)x\(side)), and all the frames together "
        + "at most \(FrameRecorder.defaultMemoryLimit >> 30) GiB; more is refused.",
      defaultText: "393x852")
  }()

  /// `--fps`: frames per second.
  ///
  /// - Parameters:
  ///   - help: The help sentence.
  ///   - text: The default, as typed.
  /// - Returns: The option.
  static func framesPerSecond(help: String, default text: String = "30") -> OptionSpec {
    OptionSpec("fps", kind: .integer(1...120), help: help, defaultText: text)
  }

  /// `--scale`: pixels per point.
  ///
  /// - Parameter text: The default, as typed.
  /// - Returns: The option.
  static func scale(default text: String) -> OptionSpec {
    OptionSpec(
      "scale", kind: .number(0.25...4), help: "Pixels per point.", defaultText: text)
  }
}
