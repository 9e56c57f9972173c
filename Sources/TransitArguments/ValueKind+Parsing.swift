import Foundation

extension ValueKind {
  /// Turns an argument's text into a value of this kind, or explains why it cannot.
  ///
  /// - Parameters:
  ///   - text: The argument as typed.
  ///   - label: How the argument is named in messages: `--fps`, or `<effect>`.
  ///   - fileSystem: Answers the questions output paths raise.
  /// - Returns: The typed value.
  /// - Throws: `ArgumentError` naming the valid form.
  func parse(_ text: String, label: String, fileSystem: FileSystemProbe) throws
    -> ArgumentValue
  {
    switch self {
    case .integer(let range):
      guard let value = Int(text), range.contains(value) else {
        throw ArgumentError(
          "\(label) must be a whole number from \(range.lowerBound) to \(range.upperBound), "
            + "not \(quoted(text))")
      }
      return .integer(value)

    case .number(let range):
      // `Double` also reads "nan" and "inf"; the range check turns both away.
      guard let value = Double(text), range.contains(value) else {
        throw ArgumentError(
          "\(label) must be a number from \(Self.format(range.lowerBound)) to "
            + "\(Self.format(range.upperBound)), not \(quoted(text))")
      }
      return .number(value)

    case .size(let range):
      let sides = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" }
      guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]) else {
        throw ArgumentError("\(label) must look like 393x852 (width x height), not \(quoted(text))")
      }
      guard range.contains(width), range.contains(height) else {
        throw ArgumentError(
          "\(label) must have each side from \(range.lowerBound) to \(range.upperBound) points, "
            + "not \(quoted(text))")
      }
      return .size(CGSize(width: width, height: height))

    case .outputFile:
      try fileSystem.checkOutputFile(text, label: label)
      return .path(text)

    case .outputDirectory:
      try fileSystem.checkOutputDirectory(text, label: label)
      return .path(text)

    case .text:
      return .text(text)

    case .choice(let names, let noun):
      guard names.contains(text) else {
        throw ArgumentError(Self.unknownName(text, names: names, noun: noun))
      }
      return .name(text)
    }
  }

  /// The message for a name that is not in the list: a suggestion when one is close,
  /// otherwise the list itself, or where to find it when it is long.
  ///
  /// - Parameters:
  ///   - text: The name as typed.
  ///   - names: The valid names.
  ///   - noun: What a name stands for: `effect`.
  /// - Returns: The error message.
  static func unknownName(_ text: String, names: [String], noun: String) -> String {
    let head = "unknown \(noun) \(quoted(text))"
    if let suggestion = EditDistance.didYouMean(text, among: names) {
      return head + suggestion
    }
    if names.isEmpty {
      return head + "; no \(noun) is available"
    }
    if names.count <= 10 {
      return head + "; choose one of " + names.joined(separator: ", ")
    }
    return head + "; run \"transit list\" to see them all"
  }

  /// A bound as people write it: `2`, not `2.0`.
  ///
  /// - Parameter value: The bound.
  /// - Returns: Its shortest decimal text.
  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

/// The text in double quotes, as messages show what the user typed.
///
/// - Parameter text: What the user typed.
/// - Returns: The text in double quotes.
func quoted(_ text: String) -> String {
  "\"\(text)\""
}
