import Foundation

/// A command-line value after parsing and validation, typed by its `ValueKind`.
package enum ArgumentValue: Equatable, Sendable {
  /// A whole number: `--fps 30`.
  case integer(Int)
  /// A finite number: `--scale 2`.
  case number(Double)
  /// A size in points: `--size 393x852`.
  case size(CGSize)
  /// A path to write, as typed: `--out slide.png`.
  case path(String)
  /// One of the valid names: `slide`.
  case name(String)
  /// Any text, as typed: `--python python3`.
  case text(String)

  /// The whole number, if this is one.
  package var integer: Int? {
    if case .integer(let value) = self { value } else { nil }
  }

  /// The number, if this is one; whole numbers count too.
  package var number: Double? {
    switch self {
    case .number(let value): value
    case .integer(let value): Double(value)
    default: nil
    }
  }

  /// The size, if this is one.
  package var size: CGSize? {
    if case .size(let value) = self { value } else { nil }
  }

  /// The path, if this is one.
  package var path: String? {
    if case .path(let value) = self { value } else { nil }
  }

  /// The name, if this is one.
  package var name: String? {
    if case .name(let value) = self { value } else { nil }
  }

  /// The text, if this is free text.
  package var text: String? {
    if case .text(let value) = self { value } else { nil }
  }
}
