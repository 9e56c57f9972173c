import Foundation

// The layer half of a host context, written once for every host whose views have
// layers: each requirement in terms of `TransitionHostLayer`'s Core Animation names.

extension TransitionHostContext
where View: LayerBackedTransitionHostView, Mask == View.Layer, View.Layer.Layer == View.Layer {
  /// A view's own opacity: its `alpha`.
  ///
  /// - Parameter view: A view.
  /// - Returns: The opacity.
  public func opacity(of view: View) -> Double { Double(view.alpha) }

  /// A view's layer's `transform`.
  ///
  /// - Parameter view: A view.
  /// - Returns: The transform.
  public func transform(of view: View) -> Transform3D { view.layer.transitTransform }

  /// A view's layer's `cornerRadius`.
  ///
  /// - Parameter view: A view.
  /// - Returns: The radius.
  public func cornerRadius(of view: View) -> Double { Double(view.layer.cornerRadius) }

  /// A view's layer's `maskedCorners`.
  ///
  /// - Parameter view: A view.
  /// - Returns: The corners its radius rounds.
  public func maskedCorners(of view: View) -> RectCorners { view.layer.transitMaskedCorners }

  /// Sets a view's layer's `maskedCorners`.
  ///
  /// - Parameters:
  ///   - corners: The corners.
  ///   - view: The view.
  public func setMaskedCorners(_ corners: RectCorners, of view: View) {
    view.layer.transitMaskedCorners = corners
  }

  /// A view's layer's `cornerCurve`.
  ///
  /// - Parameter view: A view.
  /// - Returns: The curve its rounded corners follow.
  public func cornerCurve(of view: View) -> CornerCurve { view.layer.transitCornerCurve }

  /// Sets a view's layer's `cornerCurve`.
  ///
  /// - Parameters:
  ///   - curve: The curve.
  ///   - view: The view.
  public func setCornerCurve(_ curve: CornerCurve, of view: View) {
    view.layer.transitCornerCurve = curve
  }

  /// A view's layer's `mask`.
  ///
  /// - Parameter view: A view.
  /// - Returns: The mask.
  public func mask(of view: View) -> Mask? { view.layer.mask }

  /// Sets a view's layer's `mask`, at once.
  ///
  /// - Parameters:
  ///   - mask: The mask, or `nil`.
  ///   - view: The view.
  public func setMask(_ mask: Mask?, on view: View) {
    View.Layer.withoutImplicitAnimations { view.layer.mask = mask }
  }

  /// A rectangle mask covering a view's layer.
  ///
  /// - Parameter view: The view.
  /// - Returns: The mask.
  public func makeMask(for view: View) -> Mask {
    View.Layer.withoutImplicitAnimations { View.Layer.transitRectangleMask(view.layer.bounds) }
  }

  /// Adds the host's animation for a description to the view's layer or its mask, beginning
  /// at the layer's time of the transition's start plus the description's `beginTime`.
  ///
  /// - Parameters:
  ///   - animation: The description.
  ///   - key: The key.
  ///   - view: The view.
  ///   - transitionStart: The clock time of the transition's time 0.
  public func addAnimation(
    _ animation: LayerAnimation, forKey key: String, to view: View, transitionStart: Double
  ) {
    guard let layer = Self.layer(for: animation, of: view) else { return }
    let added = View.Layer.transitAnimation(animation)
    added.beginTime = layer.convertTime(transitionStart, from: nil) + animation.beginTime
    added.speed = Float(animation.speed)
    added.timeOffset = animation.timeOffset
    layer.add(added, forKey: key)
  }

  /// Adds a timeline's animations, each as ``addAnimation(_:forKey:to:transitionStart:)``
  /// does, made by ``TransitionHostLayer/transitAnimations(_:)``: descriptions that differ
  /// only in their node are made into one animation, of which each layer adds a copy.
  ///
  /// - Parameters:
  ///   - animations: The descriptions, keys and views, in order.
  ///   - transitionStart: The clock time of the transition's time 0.
  public func addAnimations(
    _ animations: [(view: View, key: String, animation: LayerAnimation)], transitionStart: Double
  ) {
    var descriptions: [LayerAnimation] = []
    descriptions.reserveCapacity(animations.count)
    for index in animations.indices { descriptions.append(animations[index].animation) }
    let made = View.Layer.transitAnimations(descriptions)
    // Each entry taken apart once: a timeline's thousands of descriptions are not copied
    // again. A layer's time at the start is read once, however many of its properties move
    // (adding animations changes no layer's timing).
    // By index, each field read where it is: the entries are of a generic type here, and
    // an iterator copied each whole into a buffer of its own on the heap.
    var startTimes: [ObjectIdentifier: Double] = [:]
    for index in animations.indices {
      let description = descriptions[index]
      guard let layer = Self.layer(for: description, of: animations[index].view) else {
        continue
      }
      let added = made[index]
      let start =
        startTimes[ObjectIdentifier(layer)] ?? layer.convertTime(transitionStart, from: nil)
      startTimes[ObjectIdentifier(layer)] = start
      added.beginTime = start + description.beginTime
      added.speed = Float(description.speed)
      added.timeOffset = description.timeOffset
      layer.add(added, forKey: animations[index].key)
    }
  }

  /// Removes an animation from the view's layer or its mask.
  ///
  /// - Parameters:
  ///   - animation: The description.
  ///   - key: The key.
  ///   - view: The view.
  public func removeAnimation(_ animation: LayerAnimation, forKey key: String, from view: View) {
    Self.layer(for: animation, of: view)?.removeAnimation(forKey: key)
  }

  /// Sets a property of a view's layer, at once.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - property: The property.
  ///   - view: The view.
  public func setModelValue(_ value: AnimationValue, for property: PropertyKey, of view: View) {
    View.Layer.withoutImplicitAnimations {
      view.layer.setTransitModelValue(value, forKeyPath: property.keyPath)
    }
  }

  /// A view's layer's `beginTime`, `speed` and `timeOffset`.
  ///
  /// - Parameter view: A view.
  /// - Returns: The timing.
  public func layerTime(of view: View) -> LayerTime {
    let layer = view.layer
    return LayerTime(
      beginTime: layer.beginTime, speed: Double(layer.speed), timeOffset: layer.timeOffset)
  }

  /// Sets a view's layer's `beginTime`, `speed` and `timeOffset`.
  ///
  /// - Parameters:
  ///   - time: The timing.
  ///   - view: The view.
  public func setLayerTime(_ time: LayerTime, of view: View) {
    let layer = view.layer
    layer.speed = Float(time.speed)
    layer.timeOffset = time.timeOffset
    layer.beginTime = time.beginTime
  }

  /// The time of a view's layer's superlayer at a clock time.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - time: A clock time.
  /// - Returns: The superlayer's time, or the clock time without one.
  public func parentLayerTime(of view: View, atClockTime time: Double) -> Double {
    view.layer.superlayer?.convertTime(time, from: nil) ?? time
  }

  /// Adds the host's end marker to a view's layer, its key's model value 0.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - key: The marker's key.
  ///   - clockTime: When it begins.
  ///   - duration: How long it runs.
  ///   - didStop: What to do when it stops.
  public func addEndMarker(
    to view: View, forKey key: String, beginningAt clockTime: Double, duration: Double,
    didStop: @escaping @MainActor (Bool) -> Void
  ) {
    let layer = view.layer
    View.Layer.withoutImplicitAnimations {
      layer.setTransitModelValue(.scalar(0), forKeyPath: key)
    }
    let marker = View.Layer.transitEndMarker(keyPath: key, didStop: didStop)
    marker.duration = duration
    marker.beginTime = layer.convertTime(clockTime, from: nil)
    layer.add(marker, forKey: key)
  }

  /// Removes an end marker.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - key: The marker's key.
  public func removeEndMarker(from view: View, forKey key: String) {
    view.layer.removeAnimation(forKey: key)
  }

  /// The layer an animation goes on: the view's, or its mask.
  private static func layer(for animation: LayerAnimation, of view: View) -> View.Layer? {
    animation.property.isOnMaskLayer ? view.layer.mask : view.layer
  }
}
