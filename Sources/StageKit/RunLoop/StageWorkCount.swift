/// What hosts asked of the stage's Core Animation twin since the count was last reset:
/// animations added, layers whose animations or timing changed, and views the layout pass
/// looked at. A benchmark or a test reads it frame by frame to bound the work a host does
/// while a transition plays (a device sends every added animation to the render server in
/// the frame's commit, and lays out in every turn of the run loop).
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
  /// Views the layout passes looked at: each brought its safe area up to date and, when
  /// marked, laid out. A pass goes only where something changed (a view marked, moved,
  /// resized, or under a superview whose safe area changed), so views that stay put cost
  /// it nothing, however many there are (issue 14).
  public private(set) var viewsLaidOut = 0

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

  mutating func noteViewsLaidOut(_ count: Int) {
    viewsLaidOut += count
  }
}
