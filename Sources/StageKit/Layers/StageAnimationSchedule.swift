/// When the animations of a window's tree start and end, on the window's clock: what the
/// clock asks for its next event and for the events due now, so the cost of an event grows
/// with the animations that fall due, not with every layer or animation on screen.
///
/// It knows the layers with animations attached (a layer joins when an animation is added
/// to it in a window, or when it comes into a window's tree with animations attached) and
/// keeps their starts and ends sorted by clock time. Adding animations, moving a layer into
/// the tree, or changing a layer's timing (`speed`, `timeOffset`, `beginTime`) marks the
/// schedule stale; it is sorted again when next asked. Entries that went stale otherwise
/// (an animation removed, a layer taken out of the tree) are dropped as they come up.
@MainActor
struct StageAnimationSchedule {
  private struct Member {
    weak var layer: StageLayer?
  }

  /// A start or end at a clock time.
  private struct Upcoming {
    let time: Double
    let order: Int
    let isEnd: Bool
    let layer: StageLayer
    let animation: StageAnimation
  }

  private var members: [ObjectIdentifier: Member] = [:]
  /// Sorted latest first, so the earliest is at the end.
  private var upcoming: [Upcoming] = []
  /// Whether ``upcoming`` must be rebuilt before it is read.
  var isStale = true

  /// Adds a layer with animations attached (once), and marks the schedule stale.
  mutating func insert(_ layer: StageLayer) {
    isStale = true
    let id = ObjectIdentifier(layer)
    if let existing = members[id]?.layer, existing === layer { return }
    members[id] = Member(layer: layer)
  }

  /// The layers under a root that still have animations attached; forgets the rest.
  ///
  /// - Parameter root: The window's layer.
  /// - Returns: The layers, in no particular order.
  mutating func layers(under root: StageLayer) -> [StageLayer] {
    var found: [StageLayer] = []
    var gone: [ObjectIdentifier] = []
    for (id, member) in members {
      guard let layer = member.layer, !layer.attachedAnimations.isEmpty, layer.root === root
      else {
        gone.append(id)
        continue
      }
      found.append(layer)
    }
    for id in gone { members[id] = nil }
    return found
  }

  /// The earliest clock time at which an animation under the root starts or ends.
  ///
  /// - Parameter root: The window's layer.
  /// - Returns: The time, or `nil` when none will (a frozen layer's never do).
  mutating func nextEventTime(under root: StageLayer) -> Double? {
    if isStale { rebuild(under: root) }
    while let last = upcoming.last, !Self.isLive(last, under: root) { upcoming.removeLast() }
    return upcoming.last?.time
  }

  /// The starts and ends due now, taken off the schedule, in the order the animations
  /// were added (a start before its own end).
  ///
  /// - Parameter root: The window's layer.
  /// - Returns: The events.
  mutating func takeDueEvents(under root: StageLayer) -> [DueAnimationEvent] {
    if isStale { rebuild(under: root) }
    var due: [DueAnimationEvent] = []
    var notYet: [Upcoming] = []
    // Clock times are computed by inverting a layer's time mapping, which rounds: look a
    // little ahead, and decide on the layer's own time, as Core Animation does.
    let horizon = (root.clock?.now ?? 0) + 1e-6
    while let last = upcoming.last, last.time <= horizon {
      upcoming.removeLast()
      guard Self.isLive(last, under: root) else { continue }
      if Self.isDue(last) {
        due.append(
          DueAnimationEvent(
            layer: last.layer, animation: last.animation, isEnd: last.isEnd, order: last.order))
      } else {
        notYet.append(last)
      }
    }
    upcoming.append(contentsOf: notYet.reversed())
    return due.sorted { $0.runs(before: $1) }
  }

  private mutating func rebuild(under root: StageLayer) {
    upcoming.removeAll(keepingCapacity: true)
    for layer in layers(under: root) {
      let mapping = layer.timeMapping()
      guard mapping.scale > 0 else { continue }
      for attached in layer.attachedAnimations where !attached.hasFinished {
        let timing = attached.animation.timing
        if !attached.hasStarted {
          upcoming.append(
            Upcoming(
              time: (timing.beginTime - mapping.offset) / mapping.scale, order: attached.order,
              isEnd: false, layer: layer, animation: attached.animation))
        }
        if let end = timing.activeEnd {
          upcoming.append(
            Upcoming(
              time: (end - mapping.offset) / mapping.scale, order: attached.order, isEnd: true,
              layer: layer, animation: attached.animation))
        }
      }
    }
    // Sorted by keys alone, then gathered: moving the entries themselves while sorting
    // retains and releases their references at every step.
    let keys = upcoming.indices.map { index in
      let entry = upcoming[index]
      return (time: entry.time, order: entry.order, end: entry.isEnd ? 1 : 0, index: index)
    }
    .sorted { ($0.time, $0.order, $0.end) > ($1.time, $1.order, $1.end) }
    upcoming = keys.map { upcoming[$0.index] }
    isStale = false
  }

  /// Whether an entry's animation is still attached, not past the event, and its layer
  /// still in the tree.
  private static func isLive(_ entry: Upcoming, under root: StageLayer) -> Bool {
    guard
      let attached = entry.layer.attachedAnimations.first(where: {
        $0.animation === entry.animation
      }), !attached.hasFinished, entry.isEnd || !attached.hasStarted
    else { return false }
    return entry.layer.root === root
  }

  /// Whether an entry's event has fallen due by its layer's own time (a nanosecond of
  /// slack, for rounding).
  private static func isDue(_ entry: Upcoming) -> Bool {
    guard let time = entry.layer.currentLocalTime, entry.layer.timeMapping().scale > 0 else {
      return false
    }
    let timing = entry.animation.timing
    let slack = 1e-9
    if entry.isEnd { return timing.activeEnd.map { time >= $0 - slack } ?? false }
    return time >= timing.beginTime - slack
  }
}

extension StageLayer {
  /// The layer at the top of this one's tree (through superlayers and masked layers).
  var root: StageLayer {
    var layer = self
    while let parent = layer.superlayer ?? layer.maskedLayer { layer = parent }
    return layer
  }

  /// Registers this layer and its subtree's animated layers with the window's clock when
  /// they come into its tree; animations added outside a window take their place in the
  /// clock's order now, in tree order.
  func joinWindowAnimations() {
    guard let clock else { return }
    visitTree { layer in
      guard !layer.attachedAnimations.isEmpty else { return }
      for index in layer.attachedAnimations.indices
      where layer.attachedAnimations[index].order == Int.max {
        layer.attachedAnimations[index].order = clock.takeSequenceNumber()
      }
      clock.animationSchedule.insert(layer)
    }
  }

  /// Marks the window's schedule stale: this layer's timing, and so its subtree's, changed.
  func timingDidChange() {
    guard let clock else { return }
    clock.animationSchedule.isStale = true
    clock.workCount.noteTimingChanged(of: ObjectIdentifier(self))
  }
}
