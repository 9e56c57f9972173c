/// What an ``InteractionMapper`` makes of a gesture: how far it has carried the transition
/// since its touch began, how fast, and what else the gesture decides.
///
/// ``progress`` is not clamped: it is a change measured from where the touch began, which a
/// driver adds to its ``InteractionDriver/origin`` (after a re-grab at 60 %, dragging back
/// must be able to reach 0) and then clamps into `0...1` itself.
///
/// ```swift
/// let swipe = InteractionMapper.tabSwipe(width: 390)(
///   GestureSample(translation: CGPoint(x: -97.5, y: 0)))
/// swipe.direction   // .forward: the next tab
/// swipe.progress    // 0.25
/// ```
public struct GestureProgress: Sendable, Equatable {
  /// Which neighbour a swipe between siblings (tabs, pages) leads to.
  public enum Direction: Sendable, Hashable {
    /// The next one: the higher index.
    case forward
    /// The previous one: the lower index.
    case backward
  }

  /// The change of progress since the touch began, unclamped.
  public var progress: Double

  /// The velocity of the progress, in progress per second.
  public var velocity: Double

  /// The neighbour a swipe leads to, for mappers that choose one; `nil` otherwise.
  public var direction: Direction?

  /// Where a matched view that follows the finger is, for mappers that move one; `nil`
  /// otherwise.
  public var matchedView: MatchedViewPlacement?

  /// Creates a gesture progress.
  ///
  /// - Parameters:
  ///   - progress: The change of progress since the touch began.
  ///   - velocity: The velocity in progress per second. The default is 0.
  ///   - direction: The neighbour a swipe leads to, if any.
  ///   - matchedView: Where a matched view following the finger is, if any.
  public init(
    progress: Double, velocity: Double = 0, direction: Direction? = nil,
    matchedView: MatchedViewPlacement? = nil
  ) {
    self.progress = progress
    self.velocity = velocity
    self.direction = direction
    self.matchedView = matchedView
  }

  /// No progress, at rest.
  public static let zero = GestureProgress(progress: 0)
}
