import Foundation
import TransitArguments
import TransitRender
import TransitScenarios

extension ParsedCommand {
  /// The `--style` value, if one was given.
  var style: ScenarioModalStyle? {
    value("style")?.name.flatMap(ScenarioModalStyle.init(rawValue:))
  }

  /// The file at a path option's value.
  ///
  /// - Parameter name: The option's name.
  /// - Returns: The file's URL, relative paths resolved from the current directory.
  /// - Throws: `ArgumentError` if the option has no path.
  func fileURL(_ name: String) throws -> URL {
    URL(fileURLWithPath: try required(name, \.path))
  }

  /// The directory at a path option's value.
  ///
  /// - Parameter name: The option's name.
  /// - Returns: The directory's URL, relative paths resolved from the current directory.
  /// - Throws: `ArgumentError` if the option has no path.
  func directoryURL(_ name: String) throws -> URL {
    URL(fileURLWithPath: try required(name, \.path), isDirectory: true)
  }
}
