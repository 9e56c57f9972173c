/// The values of every track of a timeline at one instant: the flat state buffer a
/// ``TimelineSampler`` fills, frame after frame, without allocating.
///
/// Make one with ``TimelineSampler/makeFrame()`` and pass it to the sampler's `sample`
/// methods again and again; read it by track index (fast, what hosts do every frame) or by
/// node and property.
///
/// ```swift
/// let sampler = TimelineSampler(timeline)
/// var frame = sampler.makeFrame()
/// sampler.sample(progress: 0.5, into: &frame)
/// let alpha = frame.value(.opacity, of: "to")
/// ```
public struct TimelineFrame: Sendable {
  /// The timeline time, in seconds, the frame was sampled at.
  public internal(set) var time: Double = 0

  /// Every track's components, at the offsets in `slots`.
  var components: [Double]
  /// Scratch space for the segment each timing group is in, reused every frame.
  var groupSegments: [Int]
  /// Scratch space for each timing group's eased fraction within its segment.
  var groupFractions: [Double]
  /// Where each track's value lives in `components`, shared with the sampler.
  let slots: [TimelineSampler.Slot]

  init(componentCount: Int, groupCount: Int, slots: [TimelineSampler.Slot]) {
    components = Array(repeating: 0, count: componentCount)
    groupSegments = Array(repeating: 0, count: groupCount)
    groupFractions = Array(repeating: 0, count: groupCount)
    self.slots = slots
  }

  /// The number of tracks, in the timeline's order.
  public var trackCount: Int { slots.count }

  /// The node and property of a track.
  ///
  /// - Parameter index: A track index, in the timeline's order.
  /// - Returns: The node the track animates and its property.
  public func target(ofTrack index: Int) -> (node: NodeID, property: PropertyKey) {
    (slots[index].node, slots[index].property)
  }

  /// The value of a track.
  ///
  /// - Parameter index: A track index, in the timeline's order.
  /// - Returns: The track's value at ``time``.
  public func value(ofTrack index: Int) -> AnimationValue {
    let slot = slots[index]
    return components.withUnsafeBufferPointer {
      AnimationValue(kind: slot.property.valueKind, reading: $0, at: slot.offset)
    }
  }

  /// The value of a node's property, when a track animates it.
  ///
  /// When several tracks animate the same property the last one wins, as in Core Animation.
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - node: The node.
  /// - Returns: The value at ``time``, or `nil` when no track animates that property.
  public func value<Value>(_ property: AnimatableProperty<Value>, of node: NodeID) -> Value? {
    guard
      let index = slots.lastIndex(where: { $0.node == node && $0.property == property.key })
    else { return nil }
    return Value(value(ofTrack: index))
  }
}
