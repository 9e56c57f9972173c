import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// Names the view a scroll view zooms, and records what it tells.
@MainActor
private final class ZoomLog: StageScrollViewDelegate {
  let zoomed: StageView?
  var events: [String] = []
  init(zooming view: StageView?) { zoomed = view }
  func viewForZooming(in scrollView: StageScrollView) -> StageView? { zoomed }
  func scrollViewWillBeginZooming(_ scrollView: StageScrollView, with view: StageView?) {
    events.append("willBeginZooming")
  }
  func scrollViewDidEndZooming(
    _ scrollView: StageScrollView, with view: StageView?, atScale scale: CGFloat
  ) { events.append("didEndZooming(\(scale))") }
}

/// UIScrollView's zooming, as its documentation describes it ("Zooming and panning":
/// the delegate's `viewForZooming(in:)`, different `minimumZoomScale` and
/// `maximumZoomScale`; `pinchGestureRecognizer` is nil while zooming is off; zooming
/// scales the view by its transform and sets the content size).
@MainActor
@Suite struct StageScrollViewZoomingTests {
  let window = StageWindow.phone()
  let scroll = StageScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let photo = StageView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  private let log: ZoomLog

  init() {
    window.makeKeyAndVisible()
    window.addSubview(scroll)
    scroll.addSubview(photo)
    scroll.contentSize = photo.bounds.size
    log = ZoomLog(zooming: photo)
    scroll.delegate = log
  }

  @Test func thePinchExistsOnlyWhileTheLimitsDiffer() {
    #expect(scroll.pinchGestureRecognizer == nil, "1…1 by default: no zooming")
    scroll.maximumZoomScale = 3
    let pinch = scroll.pinchGestureRecognizer
    #expect(pinch != nil && scroll.gestureRecognizers?.contains { $0 === pinch } == true)
    scroll.maximumZoomScale = 1
    #expect(scroll.pinchGestureRecognizer == nil)
    #expect(scroll.gestureRecognizers?.contains { $0 is StagePinchGestureRecognizer } == false)
  }

  @Test func aPinchOutScalesTheZoomingViewAndItsContentSize() {
    scroll.maximumZoomScale = 3
    var during: (zooming: Bool, scale: CGFloat)?
    scroll.pinchGestureRecognizer?.addTarget { [scroll] _ in
      if during == nil { during = (scroll.isZooming, scroll.zoomScale) }
    }
    window.send(.pinch(center: CGPoint(x: 195, y: 422), fromSpan: 100, toSpan: 200, duration: 0.3))
    #expect(during?.zooming == true)
    #expect(abs(scroll.zoomScale - 2) < 0.01)
    #expect(!scroll.isZooming)
    #expect(abs(photo.transform.a - 2) < 0.01 && abs(photo.transform.d - 2) < 0.01)
    #expect(abs(scroll.contentSize.width - 780) < 2 && abs(scroll.contentSize.height - 1688) < 4)
    #expect(abs(photo.frame.minX) < 0.01 && abs(photo.frame.minY) < 0.01)
    // The point under the fingers stayed there: the centre of the photo.
    #expect(abs(scroll.contentOffset.x - 195) < 2 && abs(scroll.contentOffset.y - 422) < 4)
    #expect(log.events.first == "willBeginZooming")
    #expect(log.events.last?.hasPrefix("didEndZooming(") == true)
  }

  @Test func withoutAZoomingViewThePinchDoesNotBegin() {
    let none = ZoomLog(zooming: nil)
    scroll.delegate = none
    scroll.maximumZoomScale = 3
    window.send(.pinch(center: CGPoint(x: 195, y: 422), fromSpan: 100, toSpan: 200, duration: 0.3))
    #expect(scroll.zoomScale == 1 && photo.transform.a == 1)
    #expect(none.events.isEmpty)
  }

  @Test func pastTheMinimumThePinchBouncesThenSpringsBack() {
    scroll.maximumZoomScale = 3
    var smallest: CGFloat = 1
    scroll.pinchGestureRecognizer?.addTarget { [scroll] _ in
      smallest = min(smallest, scroll.zoomScale)
    }
    window.send(.pinch(center: CGPoint(x: 195, y: 422), fromSpan: 200, toSpan: 100, duration: 0.3))
    #expect(smallest < 0.9, "bounces below the minimum while pinched")
    #expect(scroll.zoomScale == 1 && log.events.last == "didEndZooming(1.0)")

    scroll.bouncesZoom = false
    smallest = 1
    window.send(.pinch(center: CGPoint(x: 195, y: 422), fromSpan: 200, toSpan: 100, duration: 0.3))
    #expect(smallest == 1, "without bouncesZoom the scale stops at the limit")
  }

  @Test func setZoomScaleKeepsWithinTheLimits() {
    scroll.maximumZoomScale = 3
    scroll.setZoomScale(5, animated: false)
    #expect(scroll.zoomScale == 3 && photo.transform.a == 3)
    scroll.zoomScale = 0.2
    #expect(scroll.zoomScale == 1 && scroll.contentSize == photo.bounds.size)
    scroll.setZoomScale(2, animated: true)
    #expect(scroll.zoomScale == 2)
    #expect(window.runUntilIdle())
    #expect(photo.transform.a == 2)
  }
}
