import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// Records what a scroll view tells its delegate.
@MainActor
private final class ScrollLog: StageScrollViewDelegate {
  var events: [String] = []
  var scrolls = 0
  func scrollViewDidScroll(_ scrollView: StageScrollView) { scrolls += 1 }
  func scrollViewWillBeginDragging(_ scrollView: StageScrollView) { events.append("willBegin") }
  func scrollViewDidEndDragging(_ scrollView: StageScrollView, willDecelerate decelerate: Bool) {
    events.append("didEndDragging(\(decelerate))")
  }
  func scrollViewDidEndDecelerating(_ scrollView: StageScrollView) {
    events.append("didEndDecelerating")
  }
}

/// A delegate that lets a recognizer run alongside any other.
@MainActor
private final class Together: StageGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: StageGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: StageGestureRecognizer
  ) -> Bool { true }
}

@MainActor
@Suite struct StageScrollViewTests {
  let window = StageWindow.phone()
  let scroll: StageScrollView
  private let log = ScrollLog()

  init() {
    window.makeKeyAndVisible()
    scroll = StageScrollView(frame: window.bounds)
    scroll.contentSize = CGSize(width: 390, height: 3000)
    scroll.delegate = log
    window.addSubview(scroll)
  }

  @Test func aDragMovesTheContentWithTheFingerAndHitsFollowTheOffset() {
    let row = StageView(frame: CGRect(x: 0, y: 500, width: 390, height: 44))
    scroll.addSubview(row)
    // Held still before lifting: no velocity left, so no deceleration.
    window.send(
      .pan(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 400), duration: 0.3)
        .holding(for: 0.2))
    // The pan began at the first sample past its 10 pt hysteresis (300 pt in 18 steps of
    // 16.7); from then on the content follows 1:1.
    #expect(abs(scroll.contentOffset.y - (300 - 300.0 / 18)) < 0.001, "\(scroll.contentOffset)")
    #expect(scroll.contentOffset.x == 0)
    #expect(scroll.bounds.origin == scroll.contentOffset)
    #expect(log.events == ["willBegin", "didEndDragging(false)"])
    #expect(log.scrolls > 10)
    // The row is hit where the scrolled content shows it.
    let shown = 500 - scroll.contentOffset.y + 10
    #expect(window.hitTest(CGPoint(x: 100, y: shown)) === row)
  }

  @Test func pastTheTopTheContentRubberBandsThenSpringsBack() throws {
    var offsets: [CGFloat] = []
    let link = StageDisplayLink(clock: window.clock) { [scroll] _ in
      offsets.append(scroll.contentOffset.y)
    }
    window.send(
      .pan(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 400), duration: 0.4)
        .holding(for: 0.1))
    let pulled = scroll.contentOffset.y
    // 190 pt of finger past the edge shows (1 − 1/(190·0.55/844 + 1))·844 ≈ 94 pt.
    let expected = -(1 - 1 / (190 * 0.55 / 844 + 1)) * 844
    #expect(abs(pulled - expected) < 6, "\(pulled) vs \(expected)")
    #expect(scroll.isDecelerating, "springing back")
    #expect(window.runUntilIdle())
    link.invalidate()
    #expect(scroll.contentOffset.y == 0)
    #expect(!scroll.isDecelerating)
    #expect(log.events == ["willBegin", "didEndDragging(true)", "didEndDecelerating"])
    #expect(try #require(offsets.min()) >= pulled - 0.001, "never further than the finger took it")
  }

  @Test func withoutBouncesTheContentStopsAtTheEdge() {
    scroll.bounces = false
    window.send(.pan(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 400), duration: 0.4))
    #expect(scroll.contentOffset.y == 0)
  }

  @Test func aFlickDeceleratesOnTheClockAtTheNormalRate() throws {
    scroll.contentOffset.y = 1000
    window.send(.flick(from: CGPoint(x: 195, y: 600), velocity: CGPoint(x: 0, y: -1000)))
    let released = scroll.contentOffset.y
    #expect(scroll.isDecelerating)
    window.advance(by: 0.1)
    let early = scroll.contentOffset.y
    #expect(early > released)
    #expect(window.runUntilIdle())
    // 0.998 per ms: a 1000 pt/s release travels 0.499 s × 1000 = 499 pt, less the half
    // point the stage leaves off when it stops.
    let travelled = scroll.contentOffset.y - released
    #expect(abs(travelled - 499) < 2, "\(travelled)")
    #expect(!scroll.isDecelerating)
    #expect(log.events.last == "didEndDecelerating")
  }

  @Test func aFingerComingDownStopsTheDeceleration() {
    scroll.contentOffset.y = 1000
    window.send(.flick(from: CGPoint(x: 195, y: 600), velocity: CGPoint(x: 0, y: -1500)))
    window.advance(by: 0.1)
    window.send(.press(at: CGPoint(x: 195, y: 400), duration: 0.05))
    let stopped = scroll.contentOffset.y
    #expect(!scroll.isDecelerating)
    #expect(window.runUntilIdle())
    #expect(scroll.contentOffset.y == stopped)
  }

  @Test func contentThatFitsDoesNotScrollUnlessItAlwaysBounces() {
    scroll.contentSize = CGSize(width: 390, height: 400)
    window.send(.pan(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), duration: 0.3))
    #expect(scroll.contentOffset == .zero)
    #expect(log.events.isEmpty)
    scroll.alwaysBounceVertical = true
    window.send(
      .pan(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), duration: 0.3)
        .holding(for: 0.1))
    #expect(scroll.contentOffset.y > 0, "rubber-bands past the bottom")
    #expect(window.runUntilIdle())
    #expect(scroll.contentOffset == .zero)
  }

  @Test func isTrackingFromTouchDownAndIsDraggingOnceThePanBegan() {
    var seen: [(tracking: Bool, dragging: Bool)] = []
    let link = StageDisplayLink(clock: window.clock) { [scroll] _ in
      seen.append((scroll.isTracking, scroll.isDragging))
    }
    window.send(
      .press(at: CGPoint(x: 195, y: 600), duration: 0.1)
        .continued(to: CGPoint(x: 195, y: 400), duration: 0.2))
    link.invalidate()
    #expect(seen.contains { $0.tracking && !$0.dragging })
    #expect(seen.contains { $0.tracking && $0.dragging })
    #expect(!scroll.isTracking && !scroll.isDragging)
  }

  @Test func anOuterPanRunsAlongsideOnlyWhenADelegateSaysSo() {
    let outer = StagePanGestureRecognizer()
    var outerStates: [StageGestureRecognizer.State] = []
    outer.addTarget { outerStates.append($0.state) }
    window.addGestureRecognizer(outer)
    window.send(.pan(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), duration: 0.3))
    // Exclusive by default: the scroll view's pan, deeper, began first.
    #expect(outerStates.isEmpty)
    #expect(scroll.contentOffset.y > 200)
    let together = Together()
    outer.delegate = together
    scroll.contentOffset = .zero
    window.send(.pan(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), duration: 0.3))
    #expect(outerStates.first == .began && outerStates.last == .ended)
    #expect(scroll.contentOffset.y > 200)
  }
}
