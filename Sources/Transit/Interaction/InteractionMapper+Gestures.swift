import Foundation

extension InteractionMapper {
  // A container size that is zero, negative or not finite cannot be crossed: mappers built
  // with one make no progress, at rest, whatever the finger does.

  /// Progress across a width: `translation.x / width`, velocity `velocity.x / width`.
  ///
  /// - Parameter width: The distance, in points, that makes the whole transition. Zero,
  ///   negative or non-finite: no progress ever.
  /// - Returns: The mapper.
  public static func horizontalPan(width: Double) -> InteractionMapper {
    axisPan(length: width) { ($0.translation.x, $0.velocity.x) }
  }

  /// Progress down a height: `translation.y / height`, velocity `velocity.y / height`.
  ///
  /// - Parameter height: The distance, in points, that makes the whole transition. Zero,
  ///   negative or non-finite: no progress ever.
  /// - Returns: The mapper.
  public static func verticalPan(height: Double) -> InteractionMapper {
    axisPan(length: height) { ($0.translation.y, $0.velocity.y) }
  }

  /// The edge-pan back gesture: progress grows as the finger moves away from the leading
  /// edge, across the container's width.
  ///
  /// Left to right, progress is `translation.x / width`; right to left the leading edge is on
  /// the right and the progress is `−translation.x / width`. Whether the touch began at the
  /// edge is the recognizer's business (a screen-edge pan recognizer).
  ///
  /// ```swift
  /// let back = InteractionMapper.horizontalEdgePan(width: 390, layoutDirection: .rightToLeft)
  /// back(GestureSample(translation: CGPoint(x: -39, y: 0))).progress   // 0.1
  /// ```
  ///
  /// - Parameters:
  ///   - width: The container's width, in points. Zero, negative or non-finite: no progress.
  ///   - layoutDirection: The layout's direction. The default is left to right.
  /// - Returns: The mapper.
  public static func horizontalEdgePan(
    width: Double, layoutDirection: LayoutDirection = .leftToRight
  ) -> InteractionMapper {
    let pan = horizontalPan(width: width)
    return layoutDirection == .leftToRight ? pan : pan.reversed()
  }

  /// A swipe between tabs (or pages): the sign of the movement picks the neighbour, and the
  /// distance across the width is the progress.
  ///
  /// Left to right, a finger moving left drags the next tab in from the right
  /// (``GestureProgress/Direction/forward``) and one moving right the previous one; right to
  /// left mirrors that. The progress is `|translation.x| / width` and the velocity is the
  /// finger's speed towards the chosen neighbour. Before the finger has moved, the velocity's
  /// sign chooses; with neither, the direction is `nil` and the progress 0.
  ///
  /// A host keeps the direction its transition started with: the mapper is stateless, so a
  /// finger that crosses back over its starting point reports the other neighbour.
  ///
  /// - Parameters:
  ///   - width: The container's width, in points. Zero, negative or non-finite: no progress
  ///     and no direction.
  ///   - layoutDirection: The layout's direction. The default is left to right.
  /// - Returns: The mapper.
  public static func tabSwipe(width: Double, layoutDirection: LayoutDirection = .leftToRight)
    -> InteractionMapper
  {
    let pan = horizontalEdgePan(width: width, layoutDirection: layoutDirection)
    return pan.map { result in
      // In leading-edge terms, movement away from the leading edge reveals the previous tab.
      let sign = result.progress != 0 ? result.progress : result.velocity
      guard sign != 0 else { return .zero }
      let direction: GestureProgress.Direction = sign > 0 ? .backward : .forward
      let towards = sign > 0 ? 1.0 : -1.0
      return GestureProgress(
        progress: abs(result.progress), velocity: towards * result.velocity,
        direction: direction)
    }
  }

  /// Pulling a sheet down to dismiss it: progress grows with the downward distance over the
  /// height, but only while the sheet's inner scroll view is at its top
  /// (``GestureSample/isContentAtTop``); while the content scrolls, no progress, at rest.
  ///
  /// The mapper is stateless, so the translation should be measured from the moment the
  /// content reached its top: the usual handler resets the pan's translation to zero while
  /// the content scrolls (`setTranslation(.zero, in:)`).
  ///
  /// - Parameter height: The distance, in points, that makes the whole dismissal. Zero,
  ///   negative or non-finite: no progress.
  /// - Returns: The mapper.
  public static func pullDown(height: Double) -> InteractionMapper {
    verticalPan(height: height).gated { $0.isContentAtTop }
  }

  /// A pinch that closes a view: progress `(1 − scale) / (1 − minimumScale)`, so scale 1 is
  /// no progress and `minimumScale` the whole transition; velocity
  /// `−scaleVelocity / (1 − minimumScale)`.
  ///
  /// Spreading the fingers (scale above 1) gives negative progress, which the driver shows
  /// as 0; closing them past `minimumScale` gives more than 1, shown as 1. A non-finite or
  /// negative scale counts as 1 (no pinch) and a non-finite scale velocity as 0.
  ///
  /// ```swift
  /// InteractionMapper.pinch(minimumScale: 0.5)(GestureSample(scale: 0.8)).progress   // 0.4
  /// ```
  ///
  /// - Parameter minimumScale: The scale that completes the transition. NaN → 0.5; limited
  ///   to `0...0.99`. The default is 0.5.
  /// - Returns: The mapper.
  public static func pinch(minimumScale: Double = 0.5) -> InteractionMapper {
    let span = 1 - (minimumScale.isNaN ? 0.5 : min(max(minimumScale, 0), 0.99))
    return InteractionMapper { sample in
      let scale = sample.scale.isFinite && sample.scale >= 0 ? sample.scale : 1
      let scaleVelocity = sample.scaleVelocity.isFinite ? sample.scaleVelocity : 0
      return GestureProgress(progress: (1 - scale) / span, velocity: -scaleVelocity / span)
    }
  }

  /// Dragging a matched view to dismiss it, as in Photos: the view follows the finger and
  /// shrinks as it goes down; the downward distance over `distance` is the progress.
  ///
  /// The placement's translation is the finger's; its scale falls linearly from 1 at no
  /// progress to `minimumScale` at full progress, and stays within that range when the finger
  /// goes above its start or past `distance`. Sideways movement moves the view but makes no
  /// progress. Use ``MatchedViewPlacement/centerOffset(touchFromCenter:)`` to keep the touched
  /// point under the finger.
  ///
  /// ```swift
  /// let drag = InteractionMapper.dragMatchedView(distance: 400, minimumScale: 0.5)
  /// let mapped = drag(GestureSample(translation: CGPoint(x: 30, y: 100)))
  /// mapped.progress               // 0.25
  /// mapped.matchedView?.scale     // 0.875
  /// ```
  ///
  /// - Parameters:
  ///   - distance: The downward distance, in points, that makes the whole dismissal. Zero,
  ///     negative or non-finite: no progress and scale 1, though the view still follows the
  ///     finger.
  ///   - minimumScale: The view's scale at full progress. NaN → 0.5; clamped into `0...1`.
  ///     The default is 0.5.
  /// - Returns: The mapper.
  public static func dragMatchedView(distance: Double, minimumScale: Double = 0.5)
    -> InteractionMapper
  {
    let minimumScale = InteractionValue.unit(minimumScale, nan: 0.5)
    let pan = verticalPan(height: distance)
    return InteractionMapper { sample in
      var result = pan(sample)
      let shown = InteractionValue.unit(result.progress)
      result.matchedView = MatchedViewPlacement(
        translation: CGPoint(x: finite(sample.translation.x), y: finite(sample.translation.y)),
        scale: 1 - (1 - minimumScale) * shown)
      return result
    }
  }

  /// Progress along one axis of the sample: `(translation, velocity)` picked by `axis`, over
  /// `length`.
  private static func axisPan(
    length: Double, axis: @escaping @Sendable (GestureSample) -> (CGFloat, CGFloat)
  ) -> InteractionMapper {
    guard length.isFinite, length > 0 else { return InteractionMapper { _ in .zero } }
    return InteractionMapper { sample in
      let (translation, velocity) = axis(sample)
      return GestureProgress(
        progress: finite(translation) / length, velocity: finite(velocity) / length)
    }
  }

  /// A coordinate as a finite `Double`: non-finite → 0.
  private static func finite(_ value: CGFloat) -> Double {
    let value = Double(value)
    return value.isFinite ? value : 0
  }
}
