/// What an argument's text must be, and what it becomes.
///
/// Each kind validates the text and names the valid form in its error, for example
/// `--fps must be a whole number from 1 to 120, not "abc"`.
package enum ValueKind: Equatable, Sendable {
  /// A whole number within `range`, written in decimal: `30`.
  case integer(ClosedRange<Int>)
  /// A finite decimal number within `range`: `2`, `1.5`.
  case number(ClosedRange<Double>)
  /// A size in points written `WIDTHxHEIGHT`, each side a whole number within `range`:
  /// `393x852`.
  case size(ClosedRange<Int>)
  /// A file to write: not a directory, in a directory that exists or can be created.
  case outputFile
  /// A directory to write into: a directory, or nothing yet where one can be created.
  case outputDirectory
  /// Any text, taken as typed: a program to run, a script to read (`python3`).
  case text
  /// One of `names`, exactly as spelt there; `noun` says what a name stands for in errors
  /// and help ("effect").
  case choice(_ names: [String], noun: String)
}
