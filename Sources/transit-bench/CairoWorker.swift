import Foundation

/// The cairo side of the render comparison: `Scripts/bench_cairo.py` running in its own
/// process, asked one command at a time over a pipe, answering with the seconds it took.
final class CairoWorker {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var pending = Data()

  /// Starts the worker on scene files.
  ///
  /// - Parameters:
  ///   - python: The interpreter, one that has `cairo`.
  ///   - script: The worker script.
  ///   - scenes: The scene files, JSON as ``CairoScene`` writes them.
  /// - Throws: What `Process.run()` throws when the interpreter cannot start.
  init(python: String, script: String, scenes: [String]) throws {
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script] + scenes
    process.standardInput = input
    process.standardOutput = output
    try process.run()
  }

  /// Asks the worker to draw or clear a scene.
  ///
  /// - Parameters:
  ///   - command: `draw` or `clear`.
  ///   - scene: The scene's name.
  /// - Returns: The seconds the worker measured.
  /// - Throws: ``WorkerError`` when the worker answers something else or stops.
  func time(_ command: String, _ scene: String) throws -> Double {
    let answer = try ask("\(command) \(scene)")
    guard let seconds = Double(answer) else { throw WorkerError(answer: answer) }
    return seconds
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
    var description: String { "cairo worker: unexpected answer \"\(answer)\"" }
  }
}
