import Foundation
import Transit

extension StageLayer {
  /// Adds an animation, as `CALayer.add(_:forKey:)` does: the layer runs a copy, replacing
  /// any animation under the same key (which stops unfinished), and an animation whose
  /// begin time is 0 begins when the transaction commits, at the end of the run loop's turn
  /// (now, unless the turn's work takes time: ``StageClock/spendMainThreadTime(_:)``).
  ///
  /// An animation of a key path the layer does not animate is ignored.
  ///
  /// - Parameters:
  ///   - animation: The animation.
  ///   - key: Its key; `nil` gives it a key of its own.
  public func add(_ animation: StageAnimation, forKey key: String?) {
    // Read before the copy, which keeps what was read: one animation added to many layers
    // is read once.
    guard let keyPath = animation.animatedKeyPath, let content = animation.resolvedContent(on: self)
    else { return }
    let copy = animation.copy()
    let clock = clock
    if copy.beginTime == 0 {
      copy.beginTime = currentLocalTime ?? 0
      clock?.beginAtCommit(copy, on: self)
    }
    let key = key ?? "animation-\(ObjectIdentifier(copy).hashValue)"
    removeAnimation(forKey: key)
    clock?.workCount.noteAnimationAdded(to: ObjectIdentifier(self))
    copy.runningOn = self
    attachedAnimations.append(
      AttachedAnimation(
        key: key, animation: copy, keyPath: keyPath, content: content,
        order: clock?.takeSequenceNumber() ?? Int.max))
    clock?.animationSchedule.insert(self)
  }

  /// The animation running under a key.
  ///
  /// - Parameter key: The key.
  /// - Returns: The layer's copy of the animation, or `nil`.
  public func animation(forKey key: String) -> StageAnimation? {
    attachedAnimations.first { $0.key == key }?.animation
  }

  /// The keys of the running animations, in the order they were added, or `nil` for none.
  ///
  /// - Returns: The keys.
  public func animationKeys() -> [String]? {
    attachedAnimations.isEmpty ? nil : attachedAnimations.map(\.key)
  }

  /// Removes an animation before it ends; its delegate hears it stopped unfinished.
  ///
  /// - Parameter key: The animation's key.
  public func removeAnimation(forKey key: String) {
    guard let index = attachedAnimations.firstIndex(where: { $0.key == key }) else { return }
    let removed = attachedAnimations.remove(at: index)
    notifyStop(removed, finished: removed.hasFinished)
  }

  /// Removes every animation; their delegates hear they stopped unfinished.
  public func removeAllAnimations() {
    // A screen leaving its window asks this of each of its layers; most have none.
    guard !attachedAnimations.isEmpty else { return }
    let removed = attachedAnimations
    attachedAnimations.removeAll()
    for animation in removed { notifyStop(animation, finished: animation.hasFinished) }
  }

  /// Tells an animation's observers it stopped; on a window, on the next turn of the run
  /// loop as Core Animation does, else at once.
  private func notifyStop(_ attached: AttachedAnimation, finished: Bool) {
    guard !attached.hasFinished else { return }
    let animation = attached.animation
    let notify: @MainActor () -> Void = {
      animation.stopObserver?(finished)
      animation.delegate?.animationDidStop(animation, finished: finished)
    }
    if let clock { clock.scheduleOnNextTurn(notify) } else { notify() }
  }

  // MARK: Presentation

  /// What is on screen now: a copy of the layer tree with every animated property at its
  /// presentation value, as `CALayer.presentation()` returns.
  ///
  /// - Returns: The presentation copy, with presentation copies of the sublayers and mask.
  public func presentation() -> StageLayer? {
    let copy = copyModel()
    for key in Set(attachedAnimations.map { Self.rootKeyPath(of: $0.keyPath) }) {
      if let value = presentationValue(forKeyPath: key) {
        copy.setRootModelValue(value, forKey: key)
      }
    }
    for sublayer in sublayers ?? [] {
      if let presented = sublayer.presentation() { copy.addSublayer(presented) }
    }
    copy.mask = mask?.presentation()
    return copy
  }

  /// The value of a key path on screen now: the model value with the running animations
  /// applied in the order they were added.
  ///
  /// - Parameter keyPath: A key path ``modelValue(forKeyPath:)`` knows.
  /// - Returns: The value, or `nil` for an unknown key path.
  public func presentationValue(forKeyPath keyPath: String) -> AnimationValue? {
    let root = Self.rootKeyPath(of: keyPath)
    guard let model = rootModelValue(forKey: root) else { return nil }
    return Self.component(keyPath, of: presentedRootValue(root, model: model))
  }

  /// A whole property's presentation value over a given model value: each running
  /// animation, in the order they were added, replaces the value beneath it, or adds to it
  /// when it is additive.
  func presentedRootValue(_ root: String, model: AnimationValue) -> AnimationValue {
    guard !attachedAnimations.isEmpty, let time = currentLocalTime else { return model }
    var value = model
    for attached in attachedAnimations where Self.rootKeyPath(of: attached.keyPath) == root {
      guard var part = Self.value(of: attached, atLayerTime: time) else { continue }
      if attached.animation.isAdditive, let beneath = Self.component(attached.keyPath, of: value) {
        part = StageAnimationValue.sum(beneath, part)
      }
      value = Self.replacing(attached.keyPath, in: value, with: part)
    }
    return value
  }

  /// An animation's value at a layer time under CAMediaTiming, or `nil` when the model
  /// shows (outside its active time without a fill).
  static func value(of attached: AttachedAnimation, atLayerTime time: Double) -> AnimationValue? {
    let timing = attached.animation.timing
    guard let local = timing.localTime(atParentTime: time) else { return nil }
    return attached.content.value(atLocalTime: local, duration: timing.duration)
  }

  // MARK: Animation blocks

  /// Called after a model property changed: inside a `StageView` animation block, a
  /// view's layer animates the change from what was on screen.
  func modelDidChange(_ keyPath: String, from oldValue: AnimationValue) {
    guard owningView != nil, let transaction = StageAnimationTransaction.current else { return }
    transaction.noteChange(on: self)
    // Setting a property to the value it has animates nothing, as in UIKit.
    guard let newValue = rootModelValue(forKey: keyPath), newValue != oldValue else { return }
    let onScreen = presentedRootValue(keyPath, model: oldValue)
    transaction.animateChange(
      of: keyPath, on: self, from: onScreen, oldModel: oldValue, to: newValue)
  }

  // MARK: Clock events

  /// The earliest clock time after which one of the tree's animations starts or ends, if
  /// any will (a frozen layer's never do).
  func nextAnimationEventTime() -> Double? {
    if let clock = rootClock { return clock.animationSchedule.nextEventTime(under: self) }
    var earliest: Double?
    forEachAnimatedLayer { layer in
      guard !layer.attachedAnimations.isEmpty else { return }
      let mapping = layer.timeMapping()
      guard mapping.scale > 0 else { return }
      for attached in layer.attachedAnimations where !attached.hasFinished {
        let timing = attached.animation.timing
        var layerTime = timing.beginTime
        if attached.hasStarted {
          guard let end = timing.activeEnd else { continue }
          layerTime = end
        }
        let clockTime = (layerTime - mapping.offset) / mapping.scale
        earliest = min(earliest ?? clockTime, clockTime)
      }
    }
    return earliest
  }

  /// The starts and ends of the tree's animations that have fallen due, in the order the
  /// animations were added (a start before its own end); a frozen layer's never fall due.
  func dueAnimationEvents() -> [DueAnimationEvent] {
    if let clock = rootClock { return clock.animationSchedule.takeDueEvents(under: self) }
    var events: [DueAnimationEvent] = []
    forEachAnimatedLayer { layer in
      guard !layer.attachedAnimations.isEmpty, let time = layer.currentLocalTime,
        layer.timeMapping().scale > 0
      else { return }
      // A nanosecond of slack: the clock is moved to event times computed by inverting the
      // layer's time mapping, which rounds.
      let slack = 1e-9
      for attached in layer.attachedAnimations where !attached.hasFinished {
        let animation = attached.animation
        let timing = animation.timing
        if !attached.hasStarted && time >= timing.beginTime - slack {
          events.append(
            DueAnimationEvent(
              layer: layer, animation: animation, isEnd: false, order: attached.order))
        }
        if let end = timing.activeEnd, time >= end - slack {
          events.append(
            DueAnimationEvent(
              layer: layer, animation: animation, isEnd: true, order: attached.order))
        }
      }
    }
    // Ties (animations added outside a window share `Int.max` until they join one) keep
    // the order they were found in.
    return Array(events.enumerated())
      .sorted { a, b in
        if a.element.runs(before: b.element) { return true }
        if b.element.runs(before: a.element) { return false }
        return a.offset < b.offset
      }
      .map(\.element)
  }

  /// Calls a function on each layer of the tree with animations attached: the window
  /// clock's registry for a window's layer, else every layer of the tree.
  func forEachAnimatedLayer(_ visit: (StageLayer) -> Void) {
    guard let clock = rootClock else {
      visitTree { if !$0.attachedAnimations.isEmpty { visit($0) } }
      return
    }
    for layer in clock.animationSchedule.layers(under: self) { visit(layer) }
  }

  /// Calls a function on this layer, its mask and every sublayer, depth first.
  func visitTree(_ visit: (StageLayer) -> Void) {
    visit(self)
    if let mask { mask.visitTree(visit) }
    // Most layers of a screen have no sublayers: nothing to copy or iterate.
    guard let sublayers else { return }
    for sublayer in sublayers { sublayer.visitTree(visit) }
  }
}

/// The start or the end of an animation on a layer, due now.
@MainActor
struct DueAnimationEvent {
  /// The layer the animation runs on.
  let layer: StageLayer
  /// The layer's copy of the animation.
  let animation: StageAnimation
  /// Whether this is the animation's end (else its start).
  let isEnd: Bool
  /// The clock's sequence number for the animation: its place among things due together.
  let order: Int

  /// Whether this event runs before another due at the same time: the animation added
  /// first goes first, and an animation's start goes before its end.
  ///
  /// - Parameter other: The other event.
  /// - Returns: Whether this one goes first.
  func runs(before other: DueAnimationEvent) -> Bool {
    (order, isEnd ? 1 : 0) < (other.order, other.isEnd ? 1 : 0)
  }

  /// Delivers the event: a start tells the delegate `animationDidStart`; an end removes an
  /// animation that is removed on completion, then tells its observers it stopped finished.
  ///
  /// - Returns: `false` when the event went stale (the animation was removed, or already
  ///   started or ended) since it was collected.
  @discardableResult
  func fire() -> Bool {
    guard
      let index = layer.attachedAnimations.firstIndex(where: { $0.animation === animation }),
      !layer.attachedAnimations[index].hasFinished,
      isEnd || !layer.attachedAnimations[index].hasStarted
    else { return false }
    layer.attachedAnimations[index].hasStarted = true
    guard isEnd else {
      animation.delegate?.animationDidStart(animation)
      return true
    }
    layer.attachedAnimations[index].hasFinished = true
    if animation.isRemovedOnCompletion {
      layer.attachedAnimations.remove(at: index)
    }
    animation.stopObserver?(true)
    animation.delegate?.animationDidStop(animation, finished: true)
    return true
  }
}
