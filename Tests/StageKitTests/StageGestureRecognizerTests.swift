import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// A delegate whose answers a test sets.
@MainActor
private final class Referee: StageGestureRecognizerDelegate {
  var shouldBegin = true
  var simultaneous = false
  var receives: (StageTouch) -> Bool = { _ in true }
  var asked: [String] = []

  func gestureRecognizerShouldBegin(_ gestureRecognizer: StageGestureRecognizer) -> Bool {
    asked.append("shouldBegin")
    return shouldBegin
  }

  func gestureRecognizer(
    _ gestureRecognizer: StageGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: StageGestureRecognizer
  ) -> Bool {
    asked.append("simultaneously")
    return simultaneous
  }

  func gestureRecognizer(
    _ gestureRecognizer: StageGestureRecognizer, shouldReceive touch: StageTouch
  ) -> Bool {
    asked.append("receive")
    return receives(touch)
  }
}

/// A delegate that implements nothing: the protocol's defaults answer.
@MainActor
private final class Bystander: StageGestureRecognizerDelegate {}

@MainActor
@Suite struct StageGestureRecognizerTests {
  let window = StageWindow.phone()
  let outer = StageView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let inner = StageView(frame: CGRect(x: 50, y: 100, width: 290, height: 500))
  var heard: [String] = []

  init() {
    window.makeKeyAndVisible()
    window.addSubview(outer)
    outer.addSubview(inner)
  }

  /// A recognizer that appends "name state" to a log at each action.
  private func logging<Recognizer: StageGestureRecognizer>(
    _ recognizer: Recognizer, _ name: String, into log: Log
  ) -> Recognizer {
    recognizer.addTarget { log.lines.append("\(name) \($0.state)") }
    return recognizer
  }

  @MainActor
  private final class Log {
    var lines: [String] = []
    func began(_ name: String) -> Bool { lines.contains("\(name) began") }
    func count(_ name: String) -> Int { lines.filter { $0.hasPrefix(name + " ") }.count }
  }

  private let drag = StageTouchTrace.pan(
    from: CGPoint(x: 150, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.3)

  @Test func theDeepestRecognizerThatBeginsTakesTheTouches() {
    let log = Log()
    inner.addGestureRecognizer(logging(StagePanGestureRecognizer(), "inner", into: log))
    outer.addGestureRecognizer(logging(StagePanGestureRecognizer(), "outer", into: log))
    window.send(drag)
    #expect(log.began("inner") && log.lines.last == "inner ended")
    #expect(log.count("outer") == 0, "the outer pan failed when the inner one began")
  }

  @Test func shouldBeginFalseMeansNoActionsAndOthersMayTakeTheTouch() {
    let log = Log()
    let referee = Referee()
    referee.shouldBegin = false
    let innerPan = logging(StagePanGestureRecognizer(), "inner", into: log)
    innerPan.delegate = referee
    inner.addGestureRecognizer(innerPan)
    outer.addGestureRecognizer(logging(StagePanGestureRecognizer(), "outer", into: log))
    window.send(drag)
    #expect(log.count("inner") == 0)
    #expect(log.began("outer") && log.lines.last == "outer ended")
    #expect(
      referee.asked.filter { $0 == "shouldBegin" }.count == 1, "asked once, on leaving possible")
    #expect(innerPan.state == .possible)
  }

  /// UIKit's simultaneous recognition: either delegate saying yes lets both run.
  @Test func simultaneousRecognitionLetsBothRun() {
    // Two fingers moving right and apart: the centroid moves 100 points (a pan) and the
    // span grows from 100 to 180 points (a pinch).
    let trace = StageTouchTrace.pan(
      from: CGPoint(x: 100, y: 300), to: CGPoint(x: 160, y: 300), duration: 0.4
    ).merged(with: .pan(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 340, y: 300), duration: 0.4))

    let log = Log()
    let pan = logging(StagePanGestureRecognizer(), "pan", into: log)
    let pinch = logging(StagePinchGestureRecognizer(), "pinch", into: log)
    inner.addGestureRecognizer(pan)
    inner.addGestureRecognizer(pinch)
    window.send(trace)
    #expect(log.began("pan") != log.began("pinch"), "exclusive: one of them only")
    #expect(log.count("pan") + log.count("pinch") == log.lines.count)

    for side in [pan, pinch] {
      log.lines.removeAll()
      let referee = Referee()
      referee.simultaneous = true
      side.delegate = referee
      window.send(trace)
      #expect(log.began("pan") && log.began("pinch"))
      #expect(log.lines.contains("pan ended") && log.lines.contains("pinch ended"))
      #expect(abs(pinch.scale - 1.8) < 1e-9, "the span went from 100 to 180")
      #expect(abs(pan.translation(in: nil).x - 100) < 1e-9, "the centroid moved 100 points")
      side.delegate = nil
    }
  }

  @Test func fingersOnDifferentViewsDoNotCompete() {
    let left = StageView(frame: CGRect(x: 0, y: 0, width: 195, height: 844))
    let right = StageView(frame: CGRect(x: 195, y: 0, width: 195, height: 844))
    window.addSubview(left)
    window.addSubview(right)
    let log = Log()
    left.addGestureRecognizer(logging(StagePanGestureRecognizer(), "left", into: log))
    right.addGestureRecognizer(logging(StagePanGestureRecognizer(), "right", into: log))
    window.send(
      StageTouchTrace.pan(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 50, y: 400), duration: 0.3)
        .merged(
          with: .pan(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 300, y: 400), duration: 0.3)))
    #expect(log.began("left") && log.began("right"))
  }

  @Test func shouldReceiveHidesTouchesFromTheRecognizer() {
    let button = StageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    inner.addSubview(button)
    let referee = Referee()
    referee.receives = { touch in touch.view !== button }
    var taps: [CGPoint] = []
    let tap = StageTapGestureRecognizer { taps.append($0.location(in: nil)) }
    tap.delegate = referee
    inner.addGestureRecognizer(tap)
    window.tap(at: CGPoint(x: 60, y: 110))  // on the button
    window.tap(at: CGPoint(x: 200, y: 300))
    #expect(taps == [CGPoint(x: 200, y: 300)])
    #expect(referee.asked.filter { $0 == "receive" }.count == 2)
  }

  @Test func delegateDefaultsAndWeakness() {
    let log = Log()
    let pan = logging(StagePanGestureRecognizer(), "pan", into: log)
    inner.addGestureRecognizer(pan)
    let bystander = Bystander()
    pan.delegate = bystander
    window.send(drag)
    #expect(log.began("pan"), "a delegate that implements nothing lets it begin")
    #expect(!bystander.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: pan))
    weak var released: Bystander?
    do {
      let temporary = Bystander()
      released = temporary
      pan.delegate = temporary
      #expect(pan.delegate != nil)
    }
    #expect(released == nil && pan.delegate == nil, "held weakly, as in UIKit")
  }

  @Test func disablingMidGestureCancels() {
    let log = Log()
    let pan = logging(StagePanGestureRecognizer(), "pan", into: log)
    inner.addGestureRecognizer(pan)
    window.clock.schedule(at: 0.15) { pan.isEnabled = false }
    window.send(drag)
    #expect(log.lines.first == "pan began")
    #expect(log.lines.last == "pan cancelled")
    #expect(log.lines.dropFirst().dropLast().allSatisfy { $0 == "pan changed" })
    #expect(!log.lines.contains("pan ended"), "nothing after the cancel")
    #expect(pan.state == .possible && pan.numberOfTouches == 0)

    log.lines.removeAll()
    window.clock.schedule(at: window.clock.now + 0.1) { pan.isEnabled = true }
    window.send(drag)
    #expect(log.lines.isEmpty, "re-enabled while the finger is down: that finger is not its")
    window.send(drag)
    #expect(log.lines.last == "pan ended")
  }

  @Test func disablingBeforeItBeganFailsWithoutActions() {
    let log = Log()
    let pan = logging(StagePanGestureRecognizer(), "pan", into: log)
    outer.addGestureRecognizer(pan)
    window.clock.schedule(at: 0.1) { pan.isEnabled = false }
    window.send(.press(at: CGPoint(x: 100, y: 100), duration: 0.3))
    pan.isEnabled = true
    window.send(drag)
    #expect(log.lines.first == "pan began")
  }

  /// UIKit's `require(toFail:)`: a single tap waits for the double tap to fail.
  @Test func aSingleTapWaitsForTheDoubleTapToFail() {
    let log = Log()
    let single = logging(StageTapGestureRecognizer(), "single", into: log)
    let double = logging(StageTapGestureRecognizer(), "double", into: log)
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    single.require(toFail: single)  // ignored
    inner.addGestureRecognizer(single)
    inner.addGestureRecognizer(double)

    var firedAt: Double?
    single.addTarget { [window] _ in firedAt = window.clock.now }
    window.tap(at: CGPoint(x: 100, y: 200))
    #expect(log.lines.isEmpty, "the double tap has not failed yet")
    window.advance(by: 1)
    #expect(log.lines == ["single ended"])
    #expect(firedAt == StageTapGestureRecognizer.maximumTapInterval)

    log.lines.removeAll()
    window.send(
      StageTouchTrace.tap(at: CGPoint(x: 100, y: 200))
        .followed(by: .tap(at: CGPoint(x: 102, y: 201)), after: 0.2))
    window.advance(by: 1)
    #expect(log.lines == ["double ended"], "a double tap: the single tap failed")
  }

  @Test func numberOfTouchesAndTheirLocations() {
    let pinch = StagePinchGestureRecognizer()
    var seen: [[CGPoint]] = []
    pinch.addTarget { recognizer in
      seen.append(
        (0..<recognizer.numberOfTouches).map { recognizer.location(ofTouch: $0, in: inner) })
      #expect(recognizer.location(ofTouch: 7, in: nil) == recognizer.location(in: nil))
    }
    inner.addGestureRecognizer(pinch)
    window.send(.pinch(center: CGPoint(x: 200, y: 300), fromSpan: 100, toSpan: 200, duration: 0.2))
    #expect(seen.first?.count == 2)
    #expect(seen.last == [], "ended: the fingers are up")
    #expect(seen.dropLast().last == [CGPoint(x: 50, y: 200), CGPoint(x: 250, y: 200)])
  }
}
