import Foundation

// Its own import besides the target's CoreGraphicsImport.swift: Swift requires one in a file
// whose public declarations use CoreGraphics' conformances or constants.
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a gesture recognizer reports at one moment, as an ``InteractionMapper`` reads it.
///
/// Fill in what the gesture has: a pan's translation and velocity (`translation(in:)`,
/// `velocity(in:)`, in points and points per second, in the container's coordinates), a
/// pinch's scale and its velocity. Non-finite numbers are read as 0 (translation, velocity,
/// scale velocity) or 1 (scale), so no mapper produces NaN from them.
///
/// ```swift
/// let sample = GestureSample(
///   translation: CGPoint(x: 120, y: 4), velocity: CGPoint(x: 650, y: 10))
/// ```
public struct GestureSample: Sendable, Equatable {
  /// The finger's movement since the gesture began, in points.
  public var translation: CGPoint

  /// The finger's velocity, in points per second.
  public var velocity: CGPoint

  /// A pinch's scale: 1 at the start, below 1 when the fingers close.
  public var scale: Double

  /// How fast the pinch's scale changes, per second.
  public var scaleVelocity: Double

  /// Whether an inner scroll view's content is at its top, so that dragging down moves the
  /// transition rather than the content. Only ``InteractionMapper/pullDown(height:)`` reads
  /// it.
  public var isContentAtTop: Bool

  /// The zoom of a scroll view that zooms under the gesture (a pinch there would zoom it, a
  /// drag on its zoomed-in content would pan it); `nil` when there is none. Only
  /// ``ZoomYield`` reads it.
  public var zoom: ScrollZoom?

  /// How far a scroll view under the gesture can still scroll sideways; `nil` when none
  /// scrolls sideways there. A swipe between children and a full-width back swipe read it
  /// (``HorizontalScrollRoom``).
  public var horizontalScroll: HorizontalScrollRoom?

  /// Creates a gesture sample.
  ///
  /// - Parameters:
  ///   - translation: The movement since the gesture began, in points.
  ///   - velocity: The velocity, in points per second.
  ///   - scale: A pinch's scale; 1 (the default) for gestures that do not scale.
  ///   - scaleVelocity: A pinch's velocity, in scale per second.
  ///   - isContentAtTop: Whether an inner scroll view is scrolled to its top. The default is
  ///     `true`, as when there is none.
  ///   - zoom: The zoom of a scroll view that zooms under the gesture; `nil` (the default)
  ///     when there is none.
  ///   - horizontalScroll: How far a scroll view under the gesture can still scroll
  ///     sideways; `nil` (the default) when none does.
  public init(
    translation: CGPoint = .zero, velocity: CGPoint = .zero, scale: Double = 1,
    scaleVelocity: Double = 0, isContentAtTop: Bool = true, zoom: ScrollZoom? = nil,
    horizontalScroll: HorizontalScrollRoom? = nil
  ) {
    self.translation = translation
    self.velocity = velocity
    self.scale = scale
    self.scaleVelocity = scaleVelocity
    self.isContentAtTop = isContentAtTop
    self.zoom = zoom
    self.horizontalScroll = horizontalScroll
  }
}
