#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import QuartzCore
  #endif
  import Transit

  /// Makes the Core Animation animations of one timeline, sharing what its descriptions
  /// share: one animation for descriptions that differ only in their node (a layer adds a
  /// copy of it), and one array of timing functions and of boxed key times for keyframes
  /// that have the same (springs of one shape, fitted alike). A matched transition's
  /// hundreds of flights are mostly alike, so their start makes a few of each, not one per
  /// flight.
  @MainActor struct CoreAnimationFactory {
    private var made: [SharedKey<LayerAnimation>: CAPropertyAnimation] = [:]
    private var timingFunctions: [SharedKey<[TimingCurve]>: [CAMediaTimingFunction]] = [:]
    private var keyTimes: [SharedKey<[Double]>: [NSNumber]] = [:]

    /// The animation for a description: one made before for an equal description (its node
    /// aside), or a new one.
    mutating func animation(for exported: LayerAnimation) -> CAPropertyAnimation {
      var anyNode = exported
      anyNode.node = "any"
      let key = SharedKey(anyNode)
      if let known = made[key] { return known }
      let animation = exported.makeCoreAnimation(
        keyTimes: { times in
          let key = SharedKey(times)
          if let known = keyTimes[key] { return known }
          let boxed = times.map { NSNumber(value: $0) }
          keyTimes[key] = boxed
          return boxed
        },
        timingFunctions: { curves in
          let key = SharedKey(curves)
          if let known = timingFunctions[key] { return known }
          let functions = curves.map(\.coreAnimationTimingFunction)
          timingFunctions[key] = functions
          return functions
        })
      made[key] = animation
      return animation
    }
  }

  /// A value used as a dictionary key through a quick hash of a few of its parts, and
  /// compared whole: arrays of keyframes that come from one export share their storage, so
  /// comparing them is quick, while hashing every element of each would not be.
  struct SharedKey<Value: Equatable>: Hashable {
    let value: Value
    private let quickHash: Int

    init(_ value: Value) where Value == LayerAnimation {
      self.value = value
      var hasher = Hasher()
      hasher.combine(value.property)
      hasher.combine(value.component)
      hasher.combine(value.beginTime)
      hasher.combine(value.duration)
      if case .keyframes(let values, _, _) = value.content {
        hasher.combine(values.count)
        hasher.combine(values.first)
        hasher.combine(values.last)
        if values.count > 2 { hasher.combine(values[values.count / 2]) }
      }
      quickHash = hasher.finalize()
    }

    init<Element: Hashable>(_ value: Value) where Value == [Element] {
      self.value = value
      var hasher = Hasher()
      hasher.combine(value.count)
      hasher.combine(value.first)
      hasher.combine(value.last)
      if value.count > 2 { hasher.combine(value[value.count / 2]) }
      quickHash = hasher.finalize()
    }

    static func == (lhs: SharedKey, rhs: SharedKey) -> Bool {
      lhs.quickHash == rhs.quickHash && lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(quickHash) }
  }
#endif
