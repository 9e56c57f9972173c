import Testing
import TransitCommand

@Suite struct ProgressReporterTests {
  /// A clock that moves only when told, and the text written.
  final class Harness {
    var time = 100.0
    var written: [String] = []

    func reporter(total: Int, style: ProgressReporter.Style, lineWidth: Int = 80)
      -> ProgressReporter
    {
      ProgressReporter(
        total: total, style: style, lineWidth: lineWidth, now: { self.time },
        write: { self.written.append($0) })
    }
  }

  @Test func plainLinesOutsideATerminal() {
    let harness = Harness()
    var progress = harness.reporter(total: 200, style: .lines)
    progress.advance("slide push")
    progress.advance("slide pop")
    progress.finish()
    #expect(harness.written == ["rendered 1/200: slide push\n", "rendered 2/200: slide pop\n"])
  }

  @Test func theStyleFollowsWhetherStandardErrorIsATerminal() {
    let terminal = CapturedStreams()
    let log = CapturedStreams()
    #expect(
      ProgressReporter(total: 1, streams: terminal.streams(errorIsTerminal: true), now: { 0 }).style
        == .bar)
    var plain = ProgressReporter(total: 1, streams: log.streams(errorIsTerminal: false), now: { 0 })
    #expect(plain.style == .lines)
    plain.advance("fade")
    #expect(log.error == "rendered 1/1: fade\n")
  }

  @Test func aBarRedrawsOneLineWithTheTimeLeft() {
    let harness = Harness()
    var progress = harness.reporter(total: 4, style: .bar)
    harness.time += 2  // one item took two seconds: three more take six
    progress.advance("slide push")
    #expect(
      harness.written == ["\r[######------------------]  1/4  slide push  0:06 left\u{1B}[K"])
    harness.time += 2
    progress.advance("slide pop")
    #expect(
      harness.written.last == "\r[############------------]  2/4  slide pop  0:04 left\u{1B}[K")
  }

  @Test func aBarRedrawsAtMostTenTimesASecondButAlwaysShowsTheEnd() {
    let harness = Harness()
    var progress = harness.reporter(total: 3, style: .bar)
    progress.advance("a")
    harness.time += 0.05
    progress.advance("b")  // too soon: skipped
    #expect(harness.written.count == 1)
    harness.time += 0.01
    progress.advance("c")  // the last item: always drawn
    #expect(harness.written.count == 2)
    #expect(harness.written.last == "\r[########################]  3/3  c\u{1B}[K")
    progress.finish()
    #expect(harness.written.last == "\n")
  }

  @Test func aLongItemIsShortenedSoTheLineNeverWraps() {
    let harness = Harness()
    var progress = harness.reporter(total: 10, style: .bar, lineWidth: 60)
    harness.time += 1
    progress.advance(String(repeating: "x", count: 200))
    let line = harness.written[0].dropFirst().replacingOccurrences(of: "\u{1B}[K", with: "")
    #expect(line.count == 59)
    #expect(line.contains("x…  0:09 left"))
  }

  @Test func badCountsAndClocksAreClamped() {
    let harness = Harness()
    // A negative total means "unknown".
    var unknown = harness.reporter(total: -5, style: .lines)
    #expect(unknown.total == 0)
    unknown.advance("a")
    #expect(harness.written.last == "rendered 1: a\n")
    // A negative count counts as 0.
    unknown.update(completed: -3, item: "b")
    #expect(unknown.completed == 0)
    // More than the total: the count as it is, the bar full, no time left.
    var over = harness.reporter(total: 2, style: .bar)
    harness.time += 1
    over.update(completed: 5, item: "z")
    #expect(harness.written.last == "\r[########################]  5/2  z\u{1B}[K")
    // A clock that goes backwards counts as standing still: no negative or NaN time left.
    var backwards = harness.reporter(total: 4, style: .bar)
    harness.time -= 50
    backwards.advance("a")
    #expect(harness.written.last == "\r[######------------------]  1/4  a\u{1B}[K")
  }

  @Test func lineBreaksInAnItemBecomeSpaces() {
    let harness = Harness()
    var progress = harness.reporter(total: 1, style: .lines)
    progress.advance("slide\npush")
    #expect(harness.written == ["rendered 1/1: slide push\n"])
  }

  @Test func theMonotonicClockStartsNearZeroAndNeverGoesBack() {
    let clock = ProgressReporter.monotonicClock()
    let first = clock()
    let second = clock()
    #expect(first >= 0)
    #expect(second >= first)
  }
}
