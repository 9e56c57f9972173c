import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// Names the photo as the view its scroll view zooms.
@MainActor
private final class PhotoZoom: StageScrollViewDelegate {
  let photo: StageView
  init(_ photo: StageView) { self.photo = photo }
  func viewForZooming(in scrollView: StageScrollView) -> StageView? { photo }
}

/// docs/design.md#u25: a photo viewer closed by a pinch or a drag of the photo, its photo in a
/// scroll view
/// that zooms. As in Photos, a pinch on the photo zooms it and a drag on a zoomed-in photo
/// pans it; pinching in at the minimum zoom closes, and so does a drag at the minimum zoom
/// or a pinch away from the photo (ZoomYield).
@MainActor
@Suite struct StagePhotoViewerZoomTests {
  let window = StageWindow.phone()
  let list = screen("List")
  let viewer = screen("Viewer")
  let scroll: StageScrollView
  let photo = StageView(frame: CGRect(x: 0, y: 0, width: 390, height: 422))
  private let zoom: PhotoZoom

  /// The viewer, its scroll view on the top half (the bottom half holds a caption).
  init() {
    window.rootViewController = list
    window.makeKeyAndVisible()
    scroll = StageScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 422))
    scroll.minimumZoomScale = 1
    scroll.maximumZoomScale = 4
    zoom = PhotoZoom(photo)
    scroll.delegate = zoom
    photo.transit.id = "photo"
    scroll.addSubview(photo)
    scroll.contentSize = photo.bounds.size
    viewer.view.addSubview(scroll)
    list.transit.present(viewer, using: .fade.interactive(.pinchToClose, .dragMatchedView))
    _ = window.runUntilIdle()
  }

  var isClosed: Bool { list.presentedViewController == nil }

  @Test func aPinchOnAZoomedInPhotoZoomsItAndDoesNotClose() {
    scroll.setZoomScale(2, animated: false)
    window.eventLog.removeAll()
    window.send(.pinch(center: CGPoint(x: 195, y: 211), fromSpan: 200, toSpan: 120, duration: 0.3))
    #expect(window.transitionsInFlight.isEmpty, "the pinch started no dismissal")
    #expect(window.runUntilIdle())
    #expect(!isClosed)
    #expect(abs(scroll.zoomScale - 1.2) < 0.02, "the pinch zoomed the photo out")
    #expect(!window.eventLog.events.contains { $0.text.contains("viewWillDisappear") })
  }

  @Test func aPinchOutAtTheMinimumZoomZoomsIn() {
    window.send(.pinch(center: CGPoint(x: 195, y: 211), fromSpan: 100, toSpan: 200, duration: 0.3))
    #expect(window.transitionsInFlight.isEmpty)
    #expect(window.runUntilIdle())
    #expect(!isClosed && abs(scroll.zoomScale - 2) < 0.02)
  }

  @Test func pinchingInAtTheMinimumZoomCloses() {
    window.send(.pinch(center: CGPoint(x: 195, y: 211), fromSpan: 200, toSpan: 40, duration: 0.3))
    #expect(window.runUntilIdle())
    #expect(isClosed, "pinching in at minimum zoom closes, as in Photos")
    #expect(scroll.zoomScale == 1 && photo.transform.a == 1, "the photo did not shrink")
    #expect(scroll.pinchGestureRecognizer?.state == .possible)
  }

  @Test func aPinchAwayFromTheZoomingScrollViewCloses() {
    scroll.setZoomScale(2, animated: false)
    window.send(.pinch(center: CGPoint(x: 195, y: 640), fromSpan: 200, toSpan: 40, duration: 0.3))
    #expect(window.runUntilIdle())
    #expect(isClosed)
    #expect(scroll.zoomScale == 2)
  }

  @Test func aDragOnAZoomedInPhotoPansItAndDoesNotClose() {
    scroll.setZoomScale(2, animated: false)
    scroll.contentOffset = CGPoint(x: 195, y: 211)
    window.send(.pan(from: CGPoint(x: 195, y: 150), to: CGPoint(x: 195, y: 350), duration: 0.3))
    #expect(window.transitionsInFlight.isEmpty, "the drag started no dismissal")
    #expect(window.runUntilIdle())
    #expect(!isClosed)
    #expect(scroll.contentOffset.y < 100, "the drag panned the photo")
  }

  @Test func aDragOnThePhotoAtTheMinimumZoomCloses() {
    window.send(.pan(from: CGPoint(x: 195, y: 150), to: CGPoint(x: 195, y: 400), duration: 0.1))
    #expect(window.runUntilIdle())
    #expect(isClosed)
  }
}
