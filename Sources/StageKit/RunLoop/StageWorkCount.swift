/// What hosts asked of the stage's Core Animation twin since the count was last reset:
/// animations added and layers whose animations or timing changed. A benchmark or a test
/// reads it frame by frame to bound the work a host does while a transition plays (a
/// device sends every added animation to the render server in the frame's commit).
///
/// ```swift
/// window.clock.resetWorkCount()
/// window.advance(by: 1.0 / 60)
/// window.clock.workCount.animationsAdded   // 0 when a gesture scrubs by layer time
/// ```
public struct StageWorkCount: Sendable, Equatable {
  /// Animations added to layers (`add(_:forKey:)`), each a copy Core Animation would
  /// commit.
  public private(set) var animationsAdded = 0
  /// Distinct layers given an animation or a new `speed`, `timeOffset` or `beginTime`.
  public var layersTouched: Int { touched.count }

  private var touched: Set<ObjectIdentifier> = []

  /// A count of nothing.
  public init() {}

  mutating func noteAnimationAdded(to layer: ObjectIdentifier) {
    animationsAdded += 1
    touched.insert(layer)
  }

  mutating func noteTimingChanged(of layer: ObjectIdentifier) {
    touched.insert(layer)
  }
}
