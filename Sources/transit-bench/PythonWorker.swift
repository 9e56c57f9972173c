import Foundation

/// The other side of a comparison: a Python script (`Scripts/bench_cairo.py`,
/// `Scripts/bench_pillow.py`) running in its own process, asked one command a line over a
/// pipe, answering one line: the seconds it took, and whatever else the command gives.
final class PythonWorker {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var pending = Data()

  /// Starts the worker.
  ///
  /// - Parameters:
  ///   - python: The interpreter, one that has the script's module.
  ///   - script: The worker script.
  ///   - scenes: The files the script works on, in its arguments.
  /// - Throws: What `Process.run()` throws when the interpreter cannot start.
  init(python: String, script: String, scenes: [String]) throws {
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script] + scenes
    process.standardInput = input
    process.standardOutput = output
    try process.run()
  }

  /// Asks the worker to do something it times.
  ///
  /// - Parameters:
  ///   - command: The command, such as `draw`.
  ///   - argument: Its arguments, such as a scene's name.
  /// - Returns: The seconds the worker measured, the first number of its answer.
  /// - Throws: ``WorkerError`` when the worker answers something else or stops.
  func time(_ command: String, _ argument: String) throws -> Double {
    try numbers(command, argument)[0]
  }

  /// Asks the worker to do something and answer with numbers.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - argument: Its arguments.
  /// - Returns: The numbers of the answer, at least one.
  /// - Throws: ``WorkerError`` when the worker answers something else or stops.
  func numbers(_ command: String, _ argument: String) throws -> [Double] {
    let answer = try ask("\(command) \(argument)")
    let numbers = answer.split(separator: " ").compactMap { Double($0) }
    guard !numbers.isEmpty else { throw WorkerError(answer: answer) }
    return numbers
  }

  /// Asks the worker to write its last image of a scene as raw premultiplied RGBA.
  ///
  /// - Parameters:
  ///   - scene: The scene's name.
  ///   - path: The file to write.
  /// - Throws: ``WorkerError`` when the worker answers something else or stops.
  func dump(_ scene: String, to path: String) throws {
    let answer = try ask("dump \(scene) \(path)")
    guard answer == "ok" else { throw WorkerError(answer: answer) }
  }

  /// Ends the worker.
  func stop() {
    if process.isRunning {
      try? input.fileHandleForWriting.write(contentsOf: Data("quit\n".utf8))
      process.waitUntilExit()
    }
  }

  private func ask(_ line: String) throws -> String {
    try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    while true {
      if let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let answer = String(decoding: pending[pending.startIndex..<end], as: UTF8.self)
        pending = Data(pending[(end + 1)...])
        return answer
      }
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { throw WorkerError(answer: "the worker stopped") }
      pending.append(chunk)
    }
  }

  /// What the worker said instead of an answer.
  struct WorkerError: Error, CustomStringConvertible {
    var answer: String
    var description: String { "python worker: unexpected answer \"\(answer)\"" }
  }
}
