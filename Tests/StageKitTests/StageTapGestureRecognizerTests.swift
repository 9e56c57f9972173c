import Foundation
import TestSupport
import Testing

@testable import StageKit

@MainActor
@Suite struct StageTapGestureRecognizerTests {
  let window = StageWindow.phone()

  init() {
    window.makeKeyAndVisible()
  }

  @Test func hitTestingGoesThroughTransforms() throws {
    // A 200 × 200 panel at (95, 322), scaled to half about its centre: on screen it spans
    // (145, 372) to (245, 472).
    let panel = StageView(frame: CGRect(x: 95, y: 322, width: 200, height: 200))
    panel.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    window.addSubview(panel)
    var locations: [CGPoint] = []
    let tap = StageTapGestureRecognizer { recognizer in
      #expect(recognizer.state == .recognized)
      locations.append(recognizer.location(in: recognizer.view))
    }
    panel.addGestureRecognizer(tap)
    #expect(tap.view === panel)
    #expect(panel.gestureRecognizers?.count == 1)

    window.tap(at: CGPoint(x: 120, y: 340))  // inside the frame before scaling only
    #expect(locations.isEmpty)
    #expect(window.hitTest(CGPoint(x: 120, y: 340)) === window)
    window.tap(at: CGPoint(x: 155, y: 462))
    #expect(locations == [CGPoint(x: 20, y: 180)], "(155 − 145) × 2, (462 − 372) × 2")
    #expect(tap.state == .possible, "back at rest once the action ran")
  }

  @Test func fingerThatMovesTooFarIsNotATap() {
    let pad = StageView(frame: window.bounds)
    window.addSubview(pad)
    var count = 0
    pad.addGestureRecognizer(StageTapGestureRecognizer { _ in count += 1 })
    window.touch(down: CGPoint(x: 100, y: 100), up: CGPoint(x: 108, y: 106))  // 10 points
    #expect(count == 1)
    window.touch(down: CGPoint(x: 100, y: 100), up: CGPoint(x: 108, y: 107))  // 10.6 points
    #expect(count == 1)
    window.touch(down: CGPoint(x: 100, y: 100), up: CGPoint(x: 100, y: 100.5))
    #expect(count == 2, "a failed touch does not spoil the next one")
  }

  @Test func disabledRecognizerAndUntouchableViewsDoNothing() {
    let pad = StageView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(pad)
    var count = 0
    let tap = StageTapGestureRecognizer()
    tap.addTarget { _ in count += 1 }
    pad.addGestureRecognizer(tap)
    tap.isEnabled = false
    window.tap(at: CGPoint(x: 50, y: 50))
    #expect(count == 0)
    tap.isEnabled = true
    window.tap(at: CGPoint(x: 50, y: 50))
    #expect(count == 1)

    for untouchable in [
      { (view: StageView) in view.isHidden = true },
      { (view: StageView) in view.alpha = 0.01 },
      { (view: StageView) in view.isUserInteractionEnabled = false },
    ] {
      let pad2 = StageView(frame: pad.frame)
      untouchable(pad2)
      window.addSubview(pad2)
      window.tap(at: CGPoint(x: 50, y: 50))
      pad2.removeFromSuperview()
    }
    #expect(count == 4, "the touch passes through to the pad beneath")

    pad.removeGestureRecognizer(tap)
    #expect(tap.view == nil && pad.gestureRecognizers == nil)
    window.tap(at: CGPoint(x: 50, y: 50))
    #expect(count == 4)
    window.tap(at: CGPoint(x: CGFloat.nan, y: 50))
    #expect(count == 4)
  }

  @Test func deepestRecognizerWinsAndOthersFail() {
    let outer = StageView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let inner = StageView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    outer.addSubview(inner)
    window.addSubview(outer)
    var heard: [String] = []
    outer.addGestureRecognizer(StageTapGestureRecognizer { _ in heard.append("outer") })
    inner.addGestureRecognizer(StageTapGestureRecognizer { _ in heard.append("inner") })
    window.tap(at: CGPoint(x: 100, y: 100))
    window.tap(at: CGPoint(x: 200, y: 200))
    #expect(heard == ["inner", "outer"])

    // Moving a recognizer to another view takes it off the first, as in UIKit.
    let tap = StageTapGestureRecognizer { _ in heard.append("moved") }
    outer.addGestureRecognizer(tap)
    inner.addGestureRecognizer(tap)
    #expect(outer.gestureRecognizers?.count == 1 && inner.gestureRecognizers?.count == 2)
  }

  @Test func doubleTapNeedsTwoQuickTaps() {
    let pad = StageView(frame: window.bounds)
    window.addSubview(pad)
    var count = 0
    let doubleTap = StageTapGestureRecognizer { _ in count += 1 }
    doubleTap.numberOfTapsRequired = 2
    pad.addGestureRecognizer(doubleTap)
    window.tap(at: CGPoint(x: 10, y: 10))
    #expect(count == 0)
    window.advance(by: 0.2)
    window.tap(at: CGPoint(x: 10, y: 10))
    #expect(count == 1)
    window.tap(at: CGPoint(x: 10, y: 10))
    window.advance(by: 0.5)
    window.tap(at: CGPoint(x: 10, y: 10))
    #expect(count == 1, "too slow: the count starts again")
    doubleTap.numberOfTapsRequired = 0
    #expect(doubleTap.numberOfTapsRequired == 1, "fewer than one means one")
  }
}
