import Foundation

/// Reports how far a long job has got, on standard error.
///
/// On a terminal it redraws one line with a carriage return — a bar, the count, the item
/// and the time left — at most ten times a second; elsewhere (a log, a pipe) it writes one
/// plain line per item, which reads well in CI logs:
///
/// ```
/// [##########--------------]  12/200  slide push  0:14 left      (terminal)
/// rendered 12/200: slide push                                    (otherwise)
/// ```
///
/// The time comes from an injected clock, so tests control it:
///
/// ```swift
/// var progress = ProgressReporter(total: 200, streams: streams, now: clock)
/// for job in jobs {
///   try render(job)
///   progress.advance("\(job.effect) \(job.operation)")
/// }
/// progress.finish()
/// ```
///
/// Clamping: a negative total counts as 0, meaning "unknown": lines then read
/// `rendered 12: slide push` and the bar shows no fill. Counts below 0 count as 0; counts
/// above the total are shown as they are, with the bar full. A clock that goes backwards
/// counts as standing still.
package struct ProgressReporter {
  /// How progress appears.
  package enum Style: Equatable, Sendable {
    /// One line redrawn in place with `\r`, for terminals.
    case bar
    /// One line per item, for logs and pipes.
    case lines
  }

  /// The number of items the job has.
  package let total: Int
  /// The past-tense verb that starts plain lines: `rendered`.
  package let verb: String
  /// How progress appears.
  package let style: Style
  /// The widest the redrawn line may be, so that it never wraps and breaks the redraw.
  package let lineWidth: Int
  /// The number of items done so far.
  package private(set) var completed = 0

  private let now: () -> Double
  private let write: (String) -> Void
  private let start: Double
  private var lastDraw: Double?
  private var lastLatest: Double
  private var drewBar = false

  /// The shortest time between two redraws of the bar, in seconds.
  static let redrawInterval = 0.1
  /// The width of the bar, between its brackets.
  static let barWidth = 24

  /// Creates a reporter that writes through a closure.
  ///
  /// - Parameters:
  ///   - total: The number of items; 0 when unknown.
  ///   - verb: The past-tense verb that starts plain lines.
  ///   - style: How progress appears.
  ///   - lineWidth: The widest the redrawn line may be, at least 40.
  ///   - now: The clock, in seconds; only differences matter.
  ///   - write: Writes text to standard error.
  package init(
    total: Int, verb: String = "rendered", style: Style, lineWidth: Int = 80,
    now: @escaping () -> Double, write: @escaping (String) -> Void
  ) {
    self.total = max(0, total)
    self.verb = verb
    self.style = style
    self.lineWidth = max(40, lineWidth)
    self.now = now
    self.write = write
    let start = now()
    self.start = start
    self.lastLatest = start
  }

  /// Creates a reporter that writes to a command's standard error: a bar on a terminal,
  /// plain lines elsewhere.
  ///
  /// - Parameters:
  ///   - total: The number of items; 0 when unknown.
  ///   - verb: The past-tense verb that starts plain lines.
  ///   - streams: The command's streams.
  ///   - now: The clock, in seconds; only differences matter.
  package init(
    total: Int, verb: String = "rendered", streams: CommandStreams, now: @escaping () -> Double
  ) {
    self.init(
      total: total, verb: verb, style: streams.errorIsTerminal ? .bar : .lines,
      now: now, write: streams.writeError)
  }

  /// A clock for real runs: seconds since it was made, from the monotonic clock.
  ///
  /// - Returns: The clock.
  package static func monotonicClock() -> @Sendable () -> Double {
    // The system's uptime never jumps with the wall clock (and exists on iOS 15).
    let origin = ProcessInfo.processInfo.systemUptime
    return { ProcessInfo.processInfo.systemUptime - origin }
  }

  /// Records one more item done and reports it.
  ///
  /// - Parameter item: What was just done, such as `slide push`.
  package mutating func advance(_ item: String) {
    update(completed: completed + 1, item: item)
  }

  /// Records how many items are done and reports it.
  ///
  /// - Parameters:
  ///   - completed: The number of items done; below 0 counts as 0.
  ///   - item: What was just done.
  package mutating func update(completed: Int, item: String) {
    self.completed = max(0, completed)
    switch style {
    case .lines:
      let count = total > 0 ? "\(self.completed)/\(total)" : "\(self.completed)"
      write("\(verb) \(count): \(Self.oneLine(item))\n")
    case .bar:
      let time = max(now(), lastLatest)
      lastLatest = time
      let isLast = total > 0 && self.completed >= total
      if let lastDraw, time - lastDraw < Self.redrawInterval, !isLast { return }
      lastDraw = time
      drewBar = true
      write("\r" + barLine(item: Self.oneLine(item), elapsed: time - start) + "\u{1B}[K")
    }
  }

  /// Ends the report: the redrawn line is kept and the cursor moves below it.
  package mutating func finish() {
    if style == .bar, drewBar {
      write("\n")
      drewBar = false
    }
  }

  /// The redrawn line: bar, count, item, time left; the item is shortened to fit.
  ///
  /// - Parameters:
  ///   - item: What was just done, on one line.
  ///   - elapsed: Seconds since the reporter was made, not negative.
  /// - Returns: The line, at most `lineWidth - 1` characters.
  func barLine(item: String, elapsed: Double) -> String {
    let fraction = total > 0 ? min(1, Double(completed) / Double(total)) : 0
    let filled = Int((fraction * Double(Self.barWidth)).rounded(.down))
    let bar =
      "[" + String(repeating: "#", count: filled)
      + String(repeating: "-", count: Self.barWidth - filled) + "]"
    let count = total > 0 ? "\(completed)/\(total)" : "\(completed)"
    var tail = ""
    if total > 0, completed > 0, completed < total, elapsed > 0 {
      let left = elapsed / Double(completed) * Double(total - completed)
      tail = "  " + Self.clock(left) + " left"
    }
    let head = bar + "  " + count + "  "
    let room = lineWidth - 1 - head.count - tail.count
    return head + Self.shorten(item, to: room) + tail
  }

  /// A duration as a clock shows it.
  ///
  /// - Parameter seconds: The duration; negative or non-finite counts as 0, and it is
  ///   capped at 99:59:59.
  /// - Returns: Whole seconds, rounded up, as `m:ss`, or `h:mm:ss` past an hour.
  static func clock(_ seconds: Double) -> String {
    let whole = seconds.isFinite ? Int(min(max(0, seconds), 359_999).rounded(.up)) : 0
    let (hours, minutes, secs) = (whole / 3600, whole / 60 % 60, whole % 60)
    let mm = minutes < 10 && hours > 0 ? "0\(minutes)" : "\(minutes)"
    let ss = secs < 10 ? "0\(secs)" : "\(secs)"
    return hours > 0 ? "\(hours):\(mm):\(ss)" : "\(mm):\(ss)"
  }

  /// Cuts text to a width.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The most characters it may have; nothing fits below 1.
  /// - Returns: The text, ending in `…` when cut.
  static func shorten(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard text.count > width else { return text }
    return String(text.prefix(width - 1)) + "…"
  }

  /// Line breaks in an item would break both styles: they become spaces.
  ///
  /// - Parameter text: The item.
  /// - Returns: The item on one line.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
