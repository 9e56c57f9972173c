import Foundation

/// A JSON value written with its object keys in the order given, so that output is the
/// same on every run and platform (Foundation's encoder orders dictionary keys as it
/// pleases).
indirect enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; a value that is not finite is written as `null`, which JSON has instead.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its keys in this order.
  case object([(String, JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.text(indent: nil) == rhs.text(indent: nil)
  }

  /// The value as JSON text.
  ///
  /// - Parameter indent: Spaces per level for pretty printing, or `nil` for one line.
  /// - Returns: The text, without a final line break.
  func text(indent: Int? = 2) -> String {
    var output = ""
    write(to: &output, indent: indent, level: 0)
    return output
  }

  private func write(to output: inout String, indent: Int?, level: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += Self.number(value)
    case .string(let value): output += Self.quoted(value)
    case .array(let items):
      guard !items.isEmpty else {
        output += "[]"
        return
      }
      // Arrays of plain numbers stay on one line: a matrix reads better that way.
      let flat = items.allSatisfy {
        if case .number = $0 { return true }
        return false
      }
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += flat || indent == nil ? ", " : "," }
        if !flat { output += Self.newline(indent, level + 1) }
        item.write(to: &output, indent: indent, level: level + 1)
      }
      if !flat { output += Self.newline(indent, level) }
      output += "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output += indent == nil ? ", " : "," }
        output += Self.newline(indent, level + 1)
        output += Self.quoted(key) + ": "
        value.write(to: &output, indent: indent, level: level + 1)
      }
      output += Self.newline(indent, level)
      output += "}"
    }
  }

  private static func newline(_ indent: Int?, _ level: Int) -> String {
    guard let indent else { return "" }
    return "\n" + String(repeating: " ", count: indent * level)
  }

  /// A number rounded to nine decimals (past what any transition needs, short of binary
  /// noise such as `0.30000000000000004`), integers without a decimal point.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let rounded = (value * 1e9).rounded() / 1e9
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return "\(rounded)"
  }

  /// A string in quotes, with JSON's escapes.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let s where s.value < 0x20:
        result += String(format: "\\u%04x", s.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
