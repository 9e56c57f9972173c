import Foundation
import Testing

@testable import Transit

/// docs/design.md#u25: the begin condition of a photo viewer's pinch and drag over a scroll view
/// that zooms (Photos: a pinch zooms, a drag of a zoomed-in photo pans, pinching in at the
/// minimum zoom closes).
@Suite struct ZoomYieldTests {
  static let zoomedIn = ScrollZoom(scale: 2, minimumScale: 1, maximumScale: 4)
  static let atMinimum = ScrollZoom(scale: 1, minimumScale: 1, maximumScale: 4)

  @Test func withNoZoomingScrollViewEveryGestureMayBegin() {
    for interaction in TransitionInteraction.allCases {
      #expect(ZoomYield.admits(interaction, GestureSample(scale: 1.5)))
    }
  }

  @Test func aPinchToCloseBeginsOverAZoomingScrollViewOnlyClosingAtItsMinimum() {
    #expect(!ZoomYield.admits(.pinchToClose, GestureSample(scale: 0.8, zoom: Self.zoomedIn)))
    #expect(!ZoomYield.admits(.pinchToClose, GestureSample(scale: 1.2, zoom: Self.zoomedIn)))
    #expect(!ZoomYield.admits(.pinchToClose, GestureSample(scale: 1.2, zoom: Self.atMinimum)))
    #expect(ZoomYield.admits(.pinchToClose, GestureSample(scale: 0.8, zoom: Self.atMinimum)))
    let bouncing = ScrollZoom(scale: 0.9, minimumScale: 1, maximumScale: 4)
    #expect(ZoomYield.admits(.pinchToClose, GestureSample(scale: 0.8, zoom: bouncing)))
  }

  @Test func aMatchedViewDragBeginsOnlyAtTheMinimumZoom() {
    #expect(!ZoomYield.admits(.dragMatchedView, GestureSample(zoom: Self.zoomedIn)))
    #expect(ZoomYield.admits(.dragMatchedView, GestureSample(zoom: Self.atMinimum)))
    let nearlyOut = ScrollZoom(scale: 1.0004, minimumScale: 1, maximumScale: 4)
    #expect(ZoomYield.admits(.dragMatchedView, GestureSample(zoom: nearlyOut)), "float noise")
  }

  @Test func otherGesturesDoNotLookAtZoom() {
    for interaction in [TransitionInteraction.edgePanBack, .panBack, .pullDownToDismiss] {
      #expect(ZoomYield.admits(interaction, GestureSample(zoom: Self.zoomedIn)))
    }
  }

  @Test func aNonFiniteZoomCountsAsAtTheMinimum() {
    let broken = ScrollZoom(scale: .nan, minimumScale: 1, maximumScale: 4)
    #expect(broken.isAtMinimum)
  }
}
