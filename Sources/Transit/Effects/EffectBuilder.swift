import Foundation

/// Collects the nodes and tracks of an effect's forward motion.
///
/// An effect's closure gets a builder holding the forward scene and the transition's pacing;
/// it adds nodes bottom to top and animates their properties. Tracks made with
/// ``animate(_:of:from:to:delay:timing:)`` follow the transition's pacing unless told
/// otherwise, so one effect plays on a curve or on a spring alike.
public struct EffectBuilder: Sendable {
  /// The forward scene: `"from"` is the screen going away, `"to"` the one arriving.
  public let scene: TransitionScene
  /// The transition's pacing.
  public let timing: TransitionTiming
  /// The nodes added so far, bottom to top.
  public private(set) var nodes: [TimelineNode] = []
  /// The tracks added so far.
  public private(set) var tracks: [Track] = []
  /// Identifiers of tagged views the effect has animated itself; the rest animate by their
  /// modifiers.
  public private(set) var handledElementIDs: Set<String> = []
  /// Where each node is in `nodes`, so adding stays linear for thousands of nodes.
  private var nodeIndex: [NodeID: Int] = [:]
  /// Settling times of the springs used so far: finding one is a root search, and a
  /// shared-element transition uses the same spring for thousands of tracks.
  private var settlingTimes: [Spring: Double] = [:]

  /// Creates a builder for a forward scene.
  ///
  /// - Parameters:
  ///   - scene: The forward scene.
  ///   - timing: The pacing.
  public init(scene: TransitionScene, timing: TransitionTiming) {
    self.scene = scene
    self.timing = timing
    // Room for a few nodes and tracks per tagged view, so big scenes do not regrow.
    nodes.reserveCapacity(8 + scene.elements.count * 2)
    tracks.reserveCapacity(16 + scene.elements.count * 4)
    nodeIndex.reserveCapacity(8 + scene.elements.count * 2)
  }

  /// The container's size.
  public var size: CGSize { scene.size }

  /// The transition's duration in seconds.
  public var duration: Double { timing.duration }

  /// A pacing's duration, remembering springs' settling times.
  mutating func duration(of pacing: TransitionTiming) -> Double {
    guard case .spring(let spring) = pacing else { return pacing.duration }
    if let known = settlingTimes[spring] { return known }
    let computed = pacing.duration
    settlingTimes[spring] = computed
    return computed
  }

  /// Adds a node above those added before; a node whose name is already there replaces it
  /// in place.
  ///
  /// - Parameter node: The node.
  public mutating func add(_ node: TimelineNode) {
    if let index = nodeIndex[node.id] {
      nodes[index] = node
    } else {
      nodeIndex[node.id] = nodes.count
      nodes.append(node)
    }
  }

  /// Adds both screens: the incoming one above the outgoing one, or below it.
  ///
  /// - Parameter incomingOnTop: Whether `"to"` is drawn above `"from"`.
  public mutating func addScreens(incomingOnTop: Bool = true) {
    let from = TimelineNode(.from, frame: scene.fromFrame)
    let to = TimelineNode(.to, frame: scene.toFrame)
    for node in incomingOnTop ? [from, to] : [to, from] { add(node) }
  }

  /// Adds a track from one value to another with the transition's pacing, or another.
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - node: The node.
  ///   - from: The value at the start.
  ///   - to: The value at the end.
  ///   - delay: Seconds before it starts; negative or non-finite means 0.
  ///   - timing: The pacing; `nil` is the transition's.
  public mutating func animate<Value>(
    _ property: AnimatableProperty<Value>, of node: NodeID, from: Value, to: Value,
    delay: Double = 0, timing: TransitionTiming? = nil
  ) {
    switch timing ?? self.timing {
    case .curve(let curve, let duration):
      tracks.append(
        Track(
          property, of: node, from: from, to: to, curve: curve, delay: delay,
          duration: TransitionTiming.curve(curve, duration: duration).duration))
    case .spring(let spring):
      let settling = duration(of: .spring(spring))
      tracks.append(
        Track(
          property, of: node, from: from, to: to, spring: spring, delay: delay,
          duration: settling))
    }
  }

  /// Adds a track whose value is computed from the motion's progress, for paths a straight
  /// interpolation cannot follow (turning about an edge, an arc).
  ///
  /// The value is sampled at evenly spaced times of the pacing and joined linearly, so the
  /// track plays the same on every host and through the Core Animation export.
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - node: The node.
  ///   - delay: Seconds before it starts; negative or non-finite means 0.
  ///   - timing: The pacing; `nil` is the transition's.
  ///   - samples: How many keyframes; clamped to 2…240.
  ///   - value: The value at a progress (0 at the start, 1 at the end; a spring may pass 1).
  public mutating func animate<Value>(
    _ property: AnimatableProperty<Value>, of node: NodeID, delay: Double = 0,
    timing: TransitionTiming? = nil, samples: Int = 30, value: (Double) -> Value
  ) {
    let timing = timing ?? self.timing
    let count = min(max(samples, 2), 240)
    let duration = duration(of: timing)
    let values = (0..<count).map { index in
      value(timing.progress(at: duration * Double(index) / Double(count - 1), duration: duration))
    }
    guard
      let track = try? Track(
        property, of: node, values: values, curves: [.linear], delay: delay,
        duration: duration)
    else { return }
    tracks.append(track)
  }

  /// Holds a property at a value for the whole transition.
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - node: The node.
  ///   - value: The value.
  public mutating func hold<Value>(
    _ property: AnimatableProperty<Value>, of node: NodeID, at value: Value
  ) {
    tracks.append(
      Track(property, of: node, from: value, to: value, curve: .linear, duration: duration))
  }

  /// Adds another timeline's nodes (above those here) and tracks, as when an effect falls
  /// back to another.
  ///
  /// - Parameter timeline: The timeline to include.
  public mutating func include(_ timeline: Timeline) {
    for node in timeline.nodes { add(node) }
    tracks += timeline.tracks
  }

  /// Records that the effect animated a tagged view itself, so its modifiers do not
  /// animate it again.
  ///
  /// - Parameter id: The view's transition identifier.
  public mutating func markHandled(_ id: String) {
    handledElementIDs.insert(id)
  }

  /// The timeline: the nodes and tracks, lasting at least the transition's duration.
  public var timeline: Timeline {
    Timeline(nodes: nodes, tracks: tracks, duration: duration)
  }

  /// Runs an effect's forward closure, then animates the tagged views it left alone.
  static func build(
    _ scene: TransitionScene, timing: TransitionTiming,
    _ body: (inout EffectBuilder) -> Void
  ) -> Timeline {
    var builder = EffectBuilder(scene: scene, timing: timing)
    body(&builder)
    builder.animateUnhandledElements()
    return builder.timeline
  }
}
