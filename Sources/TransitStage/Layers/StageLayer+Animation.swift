import Foundation
import Transit

extension StageLayer {
  /// Adds an animation, as `CALayer.add(_:forKey:)` does: the layer runs a copy, replacing
  /// any animation under the same key (which stops unfinished), and an animation whose
  /// begin time is 0 begins now.
  ///
  /// An animation of a key path the layer does not animate is ignored.
  ///
  /// - Parameters:
  ///   - animation: The animation.
  ///   - key: Its key; `nil` gives it a key of its own.
  public func add(_ animation: StageAnimation, forKey key: String?) {
    let copy = animation.copy()
    guard let keyPath = copy.animatedKeyPath, let content = copy.resolvedContent(on: self)
    else { return }
    if copy.beginTime == 0 {
      copy.beginTime = currentLocalTime ?? 0
    }
    let key = key ?? "animation-\(ObjectIdentifier(copy).hashValue)"
    removeAnimation(forKey: key)
    attachedAnimations.append(
      AttachedAnimation(key: key, animation: copy, keyPath: keyPath, content: content))
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

  /// A whole property's presentation value over a given model value.
  func presentedRootValue(_ root: String, model: AnimationValue) -> AnimationValue {
    guard !attachedAnimations.isEmpty, let time = currentLocalTime else { return model }
    var value = model
    for attached in attachedAnimations where Self.rootKeyPath(of: attached.keyPath) == root {
      if let part = Self.value(of: attached, atLayerTime: time) {
        value = Self.replacing(attached.keyPath, in: value, with: part)
      }
    }
    return value
  }

  /// An animation's value at a layer time under CAMediaTiming, or `nil` when the model
  /// shows (outside its active time without a fill).
  static func value(of attached: AttachedAnimation, atLayerTime time: Double) -> AnimationValue? {
    let animation = attached.animation
    let duration = animation.effectiveDuration
    let speed = animation.effectiveSpeed
    let begin = animation.beginTime
    let fillsBackwards = animation.fillMode == .backwards || animation.fillMode == .both
    let fillsForwards = animation.fillMode == .forwards || animation.fillMode == .both
    let localTime: Double
    if time < begin {
      guard fillsBackwards else { return nil }
      localTime = animation.timeOffset
    } else if speed != 0 && time >= begin + duration / abs(speed) {
      guard fillsForwards else { return nil }
      localTime = animation.timeOffset + duration * (speed > 0 ? 1 : -1)
    } else {
      localTime = (time - begin) * speed + animation.timeOffset
    }
    return attached.content.value(atLocalTime: localTime, duration: duration)
  }

  // MARK: Animation blocks

  /// Called after a model property changed: inside a `StageView` animation block, a
  /// view's layer animates the change from what was on screen.
  func modelDidChange(_ keyPath: String, from oldValue: AnimationValue) {
    guard owningView != nil, let transaction = StageAnimationTransaction.current,
      let newValue = rootModelValue(forKey: keyPath), newValue != oldValue
    else { return }
    let onScreen = presentedRootValue(keyPath, model: oldValue)
    transaction.animateChange(of: keyPath, on: self, from: onScreen, to: newValue)
  }

  // MARK: Clock events

  /// The earliest clock time after which one of the tree's animations starts or ends, if
  /// any will (a frozen layer's never do).
  func nextAnimationEventTime() -> Double? {
    var earliest: Double?
    visitTree { layer in
      guard !layer.attachedAnimations.isEmpty else { return }
      let mapping = layer.timeMapping()
      guard mapping.scale > 0 else { return }
      for attached in layer.attachedAnimations where !attached.hasFinished {
        let animation = attached.animation
        let speed = animation.effectiveSpeed
        var layerTime = animation.beginTime
        if attached.hasStarted {
          guard speed != 0 else { continue }
          layerTime += animation.effectiveDuration / abs(speed)
        }
        let clockTime = (layerTime - mapping.offset) / mapping.scale
        earliest = min(earliest ?? clockTime, clockTime)
      }
    }
    return earliest
  }

  /// Starts and ends every animation in the tree whose time has come, in tree order:
  /// delegates hear `animationDidStart` and `animationDidStop(_:finished: true)`, and
  /// animations removed on completion leave their layers.
  ///
  /// - Returns: Whether anything happened.
  @discardableResult
  func fireDueAnimationEvents() -> Bool {
    var fired: [(StageLayer, Int, Bool)] = []
    visitTree { layer in
      guard let time = layer.currentLocalTime else { return }
      let mapping = layer.timeMapping()
      guard mapping.scale > 0 else { return }
      for (index, attached) in layer.attachedAnimations.enumerated() where !attached.hasFinished {
        let animation = attached.animation
        let speed = animation.effectiveSpeed
        // A nanosecond of slack: the clock is moved to event times computed by inverting
        // the layer's time mapping, which rounds.
        let slack = 1e-9
        if !attached.hasStarted && time >= animation.beginTime - slack {
          fired.append((layer, index, false))
        }
        if speed != 0
          && time >= animation.beginTime + animation.effectiveDuration / abs(speed) - slack
        {
          fired.append((layer, index, true))
        }
      }
    }
    guard !fired.isEmpty else { return false }
    // Mark everything first: delegates may add or remove animations.
    var started: [StageAnimation] = []
    var stopped: [(StageLayer, AttachedAnimation)] = []
    for (layer, index, isEnd) in fired {
      if isEnd {
        layer.attachedAnimations[index].hasStarted = true
        layer.attachedAnimations[index].hasFinished = true
        stopped.append((layer, layer.attachedAnimations[index]))
      } else {
        layer.attachedAnimations[index].hasStarted = true
        started.append(layer.attachedAnimations[index].animation)
      }
    }
    for animation in started { animation.delegate?.animationDidStart(animation) }
    for (layer, attached) in stopped where attached.animation.isRemovedOnCompletion {
      layer.attachedAnimations.removeAll { $0.animation === attached.animation }
    }
    for (_, attached) in stopped {
      let animation = attached.animation
      animation.stopObserver?(true)
      animation.delegate?.animationDidStop(animation, finished: true)
    }
    return true
  }

  /// Calls a function on this layer, its mask and every sublayer, depth first.
  func visitTree(_ visit: (StageLayer) -> Void) {
    visit(self)
    mask?.visitTree(visit)
    for sublayer in sublayers ?? [] { sublayer.visitTree(visit) }
  }
}
