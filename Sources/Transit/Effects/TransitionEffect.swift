/// What a transition does, as a value: a strategy that compiles a ``TransitionScene`` into a
/// ``Timeline``.
///
/// Most effects describe only the forward motion (push, present, a later tab) with an
/// ``EffectBuilder``; the back operation plays that motion in reverse with the screens
/// swapped, so a pop retraces its push frame for frame. ``Transition`` has the library's
/// effects as static factories; write your own with the same builder:
///
/// ```swift
/// let rise = TransitionEffect(name: "rise") { builder in
///   let height = Double(builder.scene.size.height)
///   builder.add(TimelineNode(.from))
///   builder.add(TimelineNode(.to))
///   builder.animate(.transform, of: .to,
///     from: Transform3D(translationX: 0, y: height), to: .identity)
/// }
/// ```
public struct TransitionEffect: Sendable {
  /// The effect's name, as listings show it: `"push(left)"`, `"fade"`.
  public var name: String
  /// The pacing the effect uses unless a transition sets its own.
  public var defaultTiming: TransitionTiming
  /// Whether the effect moves, scales or rotates views; Reduce Motion replaces such an
  /// effect with a cross-fade.
  public var movesViews: Bool
  /// Compiles the scene as it is (forward or back) with a pacing.
  let compile: @Sendable (TransitionScene, TransitionTiming) -> Timeline

  /// Creates an effect that compiles every scene, forward or back, itself.
  ///
  /// - Parameters:
  ///   - name: The effect's name.
  ///   - defaultTiming: The pacing unless a transition sets its own.
  ///   - movesViews: Whether Reduce Motion should replace it with a cross-fade.
  ///   - compile: Compiles a scene with a pacing.
  public init(
    name: String, defaultTiming: TransitionTiming = .standard, movesViews: Bool = true,
    compile: @escaping @Sendable (TransitionScene, TransitionTiming) -> Timeline
  ) {
    self.name = name
    self.defaultTiming = defaultTiming
    self.movesViews = movesViews
    self.compile = compile
  }

  /// Creates an effect from its forward motion; back operations play it reversed.
  ///
  /// The builder sees the forward scene: for a pop it sees the push that the pop undoes,
  /// with `"from"` the screen being revealed and `"to"` the one leaving. Tagged views that
  /// the effect does not match animate by their own modifiers afterwards.
  ///
  /// - Parameters:
  ///   - name: The effect's name.
  ///   - defaultTiming: The pacing unless a transition sets its own.
  ///   - movesViews: Whether Reduce Motion should replace it with a cross-fade.
  ///   - forward: Describes the forward motion.
  public init(
    name: String, defaultTiming: TransitionTiming = .standard, movesViews: Bool = true,
    forward: @escaping @Sendable (inout EffectBuilder) -> Void
  ) {
    self.init(name: name, defaultTiming: defaultTiming, movesViews: movesViews) {
      scene, timing in
      guard !scene.operation.isForward else {
        return EffectBuilder.build(scene, timing: timing, forward)
      }
      return EffectBuilder.build(scene.swapped, timing: timing, forward)
        .swappingSides().reversed()
    }
  }

  /// Compiles a scene.
  ///
  /// - Parameters:
  ///   - scene: The scene, forward or back.
  ///   - timing: The pacing.
  /// - Returns: The timeline.
  public func timeline(for scene: TransitionScene, timing: TransitionTiming) -> Timeline {
    compile(scene, timing)
  }

  /// The effect played the other way: what it does on the way back it does forward, and
  /// the other way round. `push(.left).reversed` pushes the way `push(.left)` pops.
  ///
  /// In a modal transition, where the presenter never moves, the presented screen cannot
  /// trade places with it: there the reversed effect plays as the effect does.
  public var reversed: TransitionEffect {
    let original = self
    return TransitionEffect(
      name: "\(name).reversed", defaultTiming: defaultTiming, movesViews: movesViews
    ) { scene, timing in
      guard scene.operation.kind != .modal else { return original.compile(scene, timing) }
      var inverted = scene
      inverted.operation = scene.operation.inverse
      return original.compile(inverted, timing)
    }
  }

  /// Both effects at once: the nodes of both (this one's order first, a node named by both
  /// appearing once) and the tracks of both, the other's winning where both animate the
  /// same property.
  ///
  /// - Parameter other: The effect to add.
  /// - Returns: The combined effect.
  public func combined(with other: TransitionEffect) -> TransitionEffect {
    let first = self
    return TransitionEffect(
      name: "\(name)+\(other.name)", defaultTiming: defaultTiming,
      movesViews: movesViews || other.movesViews
    ) { scene, timing in
      let a = first.compile(scene, timing)
      let b = other.compile(scene, timing)
      var seen = Set(a.nodes.map(\.id))
      let nodes = a.nodes + b.nodes.filter { seen.insert($0.id).inserted }
      return Timeline(
        nodes: nodes, tracks: a.tracks + b.tracks, duration: max(a.duration, b.duration))
    }
  }
}
