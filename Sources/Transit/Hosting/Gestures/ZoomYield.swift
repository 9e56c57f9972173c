/// Whether a gesture of Transit's may begin over a scroll view that zooms: the begin
/// condition of the photo viewer, written once for every host (docs/design.md#u25).
///
/// A pinch on a zooming scroll view zooms it, and a drag on a zoomed-in photo pans it, as
/// in Photos. So ``TransitionInteraction/pinchToClose`` begins only where no zooming scroll
/// view would take the pinch, or where the one that would is at its minimum zoom and the
/// fingers close (pinching in at minimum zoom closes the photo); and
/// ``TransitionInteraction/dragMatchedView`` begins only when the zooming scroll view under
/// the finger, if any, is at its minimum zoom. Other gestures do not look at zoom.
///
/// The host reports the zooming scroll view under the gesture in
/// ``GestureSample/zoom``; ``TransitionInstallerCore/shouldBegin(_:sample:geometry:)`` asks
/// this. Once a pinch-to-close has begun over a scroll view at its minimum zoom, the host
/// holds the zoom there (``TransitionInstallerCore/holdsZoom(for:)``).
///
/// ```swift
/// let zoomedIn = GestureSample(scale: 0.8, zoom: ScrollZoom(scale: 2, minimumScale: 1, maximumScale: 4))
/// ZoomYield.admits(.pinchToClose, zoomedIn)   // false: the pinch zooms out
/// ```
public enum ZoomYield {
  /// Whether an interaction's gesture may begin with what its recognizer reports.
  ///
  /// - Parameters:
  ///   - interaction: The gesture's interaction.
  ///   - sample: What its recognizer reports as it is about to begin: for a pinch its
  ///     scale (below 1: the fingers close), and the zoom under the gesture, if any.
  /// - Returns: Whether it may begin.
  public static func admits(_ interaction: TransitionInteraction, _ sample: GestureSample)
    -> Bool
  {
    guard let zoom = sample.zoom else { return true }
    switch interaction {
    case .pinchToClose:
      // At its minimum zoom, a pinch that closes has nothing left to zoom out.
      return zoom.isAtMinimum && sample.scale < 1
    case .dragMatchedView:
      return zoom.isAtMinimum
    case .edgePanBack, .panBack, .pullDownToDismiss, .swipeBetweenTabs:
      return true
    }
  }
}
