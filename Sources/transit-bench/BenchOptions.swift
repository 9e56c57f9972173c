import Foundation

/// The options of a `transit-bench` mode: `--name value` pairs, each with what it sets. A
/// mistake (an unknown option, a missing or unreadable value) prints one line saying what
/// is wrong and what would be right, and exits with status 2.
struct BenchOptions {
  /// The mode the options belong to, for messages.
  let mode: String
  private var setters: [(name: String, set: (String) -> String?)] = []

  /// Starts the options of a mode.
  init(_ mode: String) { self.mode = mode }

  /// Adds an option whose value is any text.
  mutating func text(_ name: String, _ set: @escaping (String) -> Void) {
    setters.append(
      (
        name,
        { value in
          set(value)
          return nil
        }
      ))
  }

  /// Adds an option whose value is a whole number.
  mutating func integer(_ name: String, _ set: @escaping (Int) -> Void) {
    setters.append((name, { Int($0).map(set) == nil ? "a whole number" : nil }))
  }

  /// Adds an option whose value is a number.
  mutating func number(_ name: String, _ set: @escaping (Double) -> Void) {
    setters.append((name, { Double($0).map(set) == nil ? "a number" : nil }))
  }

  /// Adds an option whose value is one of a list of names.
  mutating func choice(_ name: String, among names: [String], _ set: @escaping (String) -> Void) {
    setters.append(
      (
        name,
        { value in
          guard names.contains(value) else { return "one of " + names.joined(separator: ", ") }
          set(value)
          return nil
        }
      ))
  }

  /// Reads the words after the mode, setting each option given.
  func read(_ words: ArraySlice<String>) {
    var rest = words
    while let option = rest.popFirst() {
      guard let setter = setters.first(where: { $0.name == option }) else {
        Self.fail(
          "unknown option \(option); \(mode) takes "
            + setters.map(\.name).joined(separator: ", "))
      }
      guard let value = rest.popFirst() else { Self.fail("\(option) needs a value") }
      if let expected = setter.set(value) {
        Self.fail("\(option) needs \(expected), not \(value)")
      }
    }
  }

  /// Prints one line and exits with status 2.
  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("transit-bench: \(message)\n".utf8))
    exit(2)
  }

  /// Runs a benchmark; an error it throws is one line and status 1.
  static func run(_ body: () throws -> Void) {
    do {
      try body()
    } catch {
      FileHandle.standardError.write(Data("transit-bench: \(error)\n".utf8))
      exit(1)
    }
  }
}
