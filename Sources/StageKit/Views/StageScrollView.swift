import Foundation
import Transit

// Its own import besides the target's CoreGraphicsImport.swift: Swift requires one in a file
// whose public declarations use CoreGraphics' conformances or constants.
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The twin of `UIScrollView`: a view whose bounds origin (``contentOffset``) moves over
/// a larger content, dragged by its own pan recognizer, rubber-banding past its edges and
/// slowing down after a flick on the stage's clock.
///
/// ```swift
/// let list = StageScrollView(frame: screen.view.bounds)
/// list.contentSize = CGSize(width: 390, height: 3000)
/// screen.view.addSubview(list)
/// window.send(.pan(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 200), duration: 0.3))
/// list.contentOffset.y   // 400, then more as it decelerates
/// ```
///
/// What it models, each as UIKit (sources in docs/uikit-behaviour.md#b19):
/// - it scrolls by its bounds origin: a subview at y = 500 in the content is drawn and hit
///   at 500 − `contentOffset.y` in the scroll view's frame;
/// - ``panGestureRecognizer`` begins only when the content can move (it is larger than the
///   view inside its ``adjustedContentInset``, or ``alwaysBounceVertical`` /
///   ``alwaysBounceHorizontal``), and recognizes alongside another recognizer only when a
///   delegate says so (``gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`` here, or
///   the other recognizer's delegate);
/// - dragged past an edge with ``bounces``, the content follows the finger less and less
///   (UIKit's rubber band, `c = 0.55`); without, it stops at the edge;
/// - released, it goes on at the finger's speed, keeping ``decelerationRate`` of its
///   velocity each millisecond, or springs back inside its edges;
/// - a finger coming down stops it where it is;
/// - it zooms (``minimumZoomScale``, ``maximumZoomScale``, ``zoomScale``): a pinch scales the
///   delegate's ``StageScrollViewDelegate/viewForZooming(in:)`` by its transform and sets
///   ``contentSize`` to the scaled size (see `StageScrollView+Zooming.swift`).
@MainActor
open class StageScrollView: StageView, StageGestureRecognizerDelegate {
  /// Told as the content moves (weak, as in UIKit).
  public weak var delegate: (any StageScrollViewDelegate)?

  /// The size of the content, in points.
  public var contentSize = CGSize.zero {
    didSet { insetsMayHaveChanged() }
  }

  /// Extra room around the content, as `contentInset`: at rest the offset goes from
  /// (−left, −top) to the content's far edges plus the bottom and right insets.
  public var contentInset = StageEdgeInsets.zero

  /// How the safe area adds to ``contentInset`` (`contentInsetAdjustmentBehavior`);
  /// `.automatic` by default.
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { insetsMayHaveChanged() }
  }

  /// The insets the offset is measured against: ``contentInset`` plus the safe area on the
  /// edges ``contentInsetAdjustmentBehavior`` adjusts
  /// (`StageScrollView+SafeArea.swift`).
  public var adjustedContentInset: StageEdgeInsets { contentInset.adding(safeAreaAdjustment) }

  /// The safe-area part of the insets the offset was last placed against, to keep an
  /// offset at the top of the content there when it changes.
  var placedSafeAreaAdjustment = StageEdgeInsets.zero

  /// Tells the scroll view its adjusted insets changed (`adjustedContentInsetDidChange()`);
  /// a subclass that overrides it calls `super`.
  open func adjustedContentInsetDidChange() {}

  /// The safe area changed: the adjusted insets follow it.
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    insetsMayHaveChanged()
  }

  /// Whether a drag may pull the content past its edges, rubber-banding, as `bounces`.
  public var bounces = true

  /// Whether the content can be dragged vertically even when it fits, as
  /// `alwaysBounceVertical`.
  public var alwaysBounceVertical = false

  /// Whether the content can be dragged horizontally even when it fits, as
  /// `alwaysBounceHorizontal`.
  public var alwaysBounceHorizontal = false

  /// Whether the user can scroll, as `isScrollEnabled`: off, the pan is disabled.
  public var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }

  /// How fast the content slows down after a flick, as `decelerationRate` (`.normal`:
  /// 0.998 of the velocity kept per millisecond).
  public var decelerationRate = DecelerationRate.normal

  /// The pan that scrolls the content, as `panGestureRecognizer`; the scroll view is its
  /// delegate, as in UIKit (setting another one is not supported there).
  public let panGestureRecognizer: StagePanGestureRecognizer

  /// Whether a finger is on the content, dragging or not yet, as `isTracking`.
  public var isTracking: Bool { panGestureRecognizer.numberOfTouches > 0 && isScrollEnabled }

  /// Whether a drag is moving the content, as `isDragging`: from the pan's start until the
  /// finger lifts.
  public internal(set) var isDragging = false {
    didSet { if isDragging { window?.clock.scrollViewDidStartTracking(self) } }
  }

  /// Whether the content moves on its own after a drag (slowing down or bouncing back), as
  /// `isDecelerating`.
  public internal(set) var isDecelerating = false {
    didSet { if isDecelerating { window?.clock.scrollViewDidStartTracking(self) } }
  }

  /// Whether the scroll view keeps the run loop in `.tracking`: while it is dragged or
  /// decelerates.
  var keepsRunLoopTracking: Bool { isDragging || isDecelerating }

  /// Where the content's origin is in the view, as `contentOffset`: the bounds origin.
  /// Setting it moves the content at once (stopping any motion of its own is up to the
  /// caller, as in UIKit) and tells the delegate.
  public var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue.x.isFinite, newValue.y.isFinite, newValue != bounds.origin else { return }
      bounds.origin = newValue
      delegate?.scrollViewDidScroll(self)
    }
  }

  // MARK: Zooming (UIScrollView's zooming section; behaviour in StageScrollView+Zooming)

  /// The smallest scale the content can be zoomed to, as `minimumZoomScale`; 1 by default.
  public var minimumZoomScale: CGFloat = 1 {
    didSet { zoomLimitsDidChange() }
  }

  /// The largest scale the content can be zoomed to, as `maximumZoomScale`; 1 by default,
  /// so a scroll view does not zoom until it is raised above ``minimumZoomScale``.
  public var maximumZoomScale: CGFloat = 1 {
    didSet { zoomLimitsDidChange() }
  }

  /// Whether a pinch may zoom past the limits and spring back when it ends, as
  /// `bouncesZoom`; without, the scale stops at the limits.
  public var bouncesZoom = true

  /// The pinch that zooms the content, as `pinchGestureRecognizer`: `nil` while zooming is
  /// off (the limits are equal), as UIKit's; the scroll view is its delegate.
  public internal(set) var pinchGestureRecognizer: StagePinchGestureRecognizer?

  /// Whether a pinch is zooming the content now, as `isZooming`.
  public internal(set) var isZooming = false

  /// The scale the zooming view is drawn at, kept by ``zoomScale``.
  var currentZoomScale: CGFloat = 1
  /// The pinch in progress: the scale when it began and the point of the zooming view that
  /// was under the fingers, in its unscaled coordinates.
  var zoomPinch: (startScale: CGFloat, anchor: CGPoint)?

  /// The drag in progress: the pan's translation at the previous event, and where the
  /// finger would have put the content with no edges.
  var drag: (translation: CGPoint, unbounded: CGPoint, applied: CGPoint)?
  /// The content's own motion after a drag, while it lasts.
  var motion: StageScrollMotion?
  /// The display link moving the content during ``motion``.
  var motionLink: StageDisplayLink?

  /// Creates a scroll view.
  ///
  /// - Parameter frame: The frame in the superview's coordinates.
  public override init(frame: CGRect = .zero) {
    panGestureRecognizer = StageScrollViewPanGestureRecognizer()
    super.init(frame: frame)
    panGestureRecognizer.delegate = self
    panGestureRecognizer.addTarget { [weak self] recognizer in
      guard let self, let pan = recognizer as? StagePanGestureRecognizer else { return }
      self.follow(pan)
    }
    addGestureRecognizer(panGestureRecognizer)
  }

  // MARK: Limits

  /// The smallest offset at rest: (−left, −top) of the adjusted insets.
  public var minimumContentOffset: CGPoint {
    CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
  }

  /// The largest offset at rest: the content's far edges plus the insets, at least the
  /// minimum.
  public var maximumContentOffset: CGPoint {
    let insets = adjustedContentInset
    let low = minimumContentOffset
    return CGPoint(
      x: max(low.x, contentSize.width + insets.right - bounds.width),
      y: max(low.y, contentSize.height + insets.bottom - bounds.height))
  }

  /// Whether a drag moves the content up and down.
  var scrollsVertically: Bool {
    let insets = adjustedContentInset
    return alwaysBounceVertical || contentSize.height + insets.top + insets.bottom > bounds.height
  }

  /// Whether a drag moves the content sideways.
  var scrollsHorizontally: Bool {
    let insets = adjustedContentInset
    return alwaysBounceHorizontal
      || contentSize.width + insets.left + insets.right > bounds.width
  }

  // MARK: Its pan's delegate

  /// The scroll view's pan begins only when there is something to scroll.
  ///
  /// - Parameter gestureRecognizer: The recognizer about to begin.
  /// - Returns: For its own pan, whether the content can move; `true` for others.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: StageGestureRecognizer) -> Bool {
    if let pinch = pinchGestureRecognizer, gestureRecognizer === pinch {
      // UIKit zooms only a view its delegate names.
      return zoomingView != nil
    }
    guard gestureRecognizer === panGestureRecognizer else { return true }
    return isScrollEnabled && (scrollsVertically || scrollsHorizontally)
  }

  /// Whether the scroll view's pan or pinch recognizes alongside another recognizer: its
  /// own pan and pinch together (a zooming photo pans under two fingers, as in UIKit),
  /// nothing else by default; a subclass may say yes, and so may the other recognizer's
  /// delegate.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The scroll view's recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: Whether both are the scroll view's own.
  open func gestureRecognizer(
    _ gestureRecognizer: StageGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: StageGestureRecognizer
  ) -> Bool {
    let own: [StageGestureRecognizer?] = [panGestureRecognizer, pinchGestureRecognizer]
    return own.contains { $0 === gestureRecognizer }
      && own.contains { $0 === otherGestureRecognizer }
  }
}
