/// Turns what a gesture recognizer reports into transition progress: a value made of a
/// closure, built with the static factories and combined with the methods below.
///
/// ```swift
/// let back = InteractionMapper.horizontalEdgePan(width: 390)
/// let mapped = back(
///   GestureSample(translation: CGPoint(x: 195, y: 0), velocity: CGPoint(x: 390, y: 0)))
/// mapped.progress   // 0.5
/// mapped.velocity   // 1 (progress per second)
///
/// // Composed: a dismissal that needs only half the height, and only while content is at top.
/// let dismiss = InteractionMapper.verticalPan(height: 800).scaled(by: 2)
///   .gated { $0.isContentAtTop }
/// ```
///
/// Whatever the closure returns, calling a mapper never yields NaN or infinity: a NaN
/// progress or velocity becomes 0, and magnitudes beyond 1e9 become 1e9.
public struct InteractionMapper: Sendable {
  let body: @Sendable (GestureSample) -> GestureProgress

  /// Creates a mapper from a closure.
  ///
  /// ```swift
  /// // Progress grows as the finger moves up, across 300 points.
  /// let up = InteractionMapper { sample in
  ///   GestureProgress(progress: -sample.translation.y / 300, velocity: -sample.velocity.y / 300)
  /// }
  /// ```
  ///
  /// - Parameter body: Maps a gesture sample to progress.
  public init(_ body: @escaping @Sendable (GestureSample) -> GestureProgress) {
    self.body = body
  }

  /// Maps a gesture sample to progress.
  ///
  /// - Parameter sample: What the gesture reports.
  /// - Returns: The progress since the touch began, and its velocity; both finite.
  public func callAsFunction(_ sample: GestureSample) -> GestureProgress {
    var result = body(sample)
    result.progress = InteractionValue.limited(result.progress)
    result.velocity = InteractionValue.limited(result.velocity)
    return result
  }

  /// Returns a mapper that transforms this one's results.
  ///
  /// - Parameter transform: Changes a result.
  /// - Returns: The combined mapper.
  public func map(_ transform: @escaping @Sendable (GestureProgress) -> GestureProgress)
    -> InteractionMapper
  {
    let body = body
    return InteractionMapper { transform(body($0)) }
  }

  /// Returns a mapper whose progress and velocity are this one's times a factor: 2 makes the
  /// gesture need half the distance.
  ///
  /// - Parameter factor: The factor. NaN counts as 1; magnitudes beyond 1e9 count as 1e9.
  /// - Returns: The scaled mapper.
  public func scaled(by factor: Double) -> InteractionMapper {
    let factor = InteractionValue.limited(factor, nan: 1)
    return map { result in
      var result = result
      result.progress *= factor
      result.velocity *= factor
      return result
    }
  }

  /// Returns a mapper whose progress and velocity are this one's negated: the same gesture,
  /// the other way round (a leading-edge pan mirrored for right-to-left layouts).
  ///
  /// - Returns: The reversed mapper.
  public func reversed() -> InteractionMapper {
    map { result in
      var result = result
      result.progress = -result.progress
      result.velocity = -result.velocity
      return result
    }
  }

  /// Returns a mapper that makes no progress, at rest, while a condition is false, and this
  /// one's results while it is true.
  ///
  /// Only the progress and velocity are zeroed; a direction or matched-view placement is
  /// kept.
  ///
  /// - Parameter isActive: Whether the gesture drives the transition at a sample.
  /// - Returns: The gated mapper.
  public func gated(by isActive: @escaping @Sendable (GestureSample) -> Bool)
    -> InteractionMapper
  {
    let body = body
    return InteractionMapper { sample in
      var result = body(sample)
      if !isActive(sample) {
        result.progress = 0
        result.velocity = 0
      }
      return result
    }
  }
}
