import Foundation

// Tagged views that an effect does not animate itself appear or disappear by their
// modifiers, in place on their own screen.

extension EffectBuilder {
  /// The pacing a tagged view's modifiers give it: its own spring, or its own curve and
  /// duration, falling back to the transition's.
  ///
  /// - Parameter style: The view's style.
  /// - Returns: The pacing.
  public func timing(for style: ElementStyle) -> TransitionTiming {
    if let own = style.timing { return own }
    let duration = style.duration ?? timing.duration
    if let curve = style.curve { return .curve(curve, duration: duration) }
    if case .curve(let curve, _) = timing { return .curve(curve, duration: duration) }
    return style.duration == nil ? timing : .curve(.easeInOut, duration: duration)
  }

  /// The extra delay each element gets from a cascade: its rank among the cascading
  /// elements on its screen, ordered by position, times the step.
  ///
  /// - Parameter elements: The elements to rank, with their styles.
  /// - Returns: The delay of each, by index.
  public static func cascadeDelays(_ elements: [(SceneElement, ElementStyle)]) -> [Double] {
    var delays = [Double](repeating: 0, count: elements.count)
    let cascading = elements.indices.filter { elements[$0].1.cascade != nil }
    for side in SceneElement.Side.allCases {
      let onSide = cascading.filter { elements[$0].0.side == side }
      let ranked = onSide.sorted { a, b in
        let direction = elements[a].1.cascade?.direction ?? .topToBottom
        let (ka, kb) = (
          cascadeKey(elements[a].0.frame, direction),
          cascadeKey(elements[b].0.frame, direction)
        )
        return ka != kb ? ka < kb : a < b
      }
      for (rank, index) in ranked.enumerated() {
        delays[index] = Double(rank) * (elements[index].1.cascade?.step ?? 0)
      }
    }
    return delays
  }

  /// Sorts by the frame's leading edge in the cascade's order.
  private static func cascadeKey(
    _ frame: CGRect, _ direction: ElementModifier.CascadeDirection
  ) -> Double {
    switch direction {
    case .topToBottom: Double(frame.minY)
    case .bottomToTop: -Double(frame.maxY)
    case .leftToRight: Double(frame.minX)
    case .rightToLeft: -Double(frame.maxX)
    }
  }

  /// Animates every tagged view the effect left alone: a view on the incoming screen comes
  /// from its modifiers' state to rest, one on the outgoing screen goes from rest to it.
  mutating func animateUnhandledElements() {
    var elements: [(SceneElement, ElementStyle)] = []
    for element in scene.elements
    where !element.modifiers.isEmpty && !handledElementIDs.contains(element.id) {
      if elements.isEmpty { elements.reserveCapacity(scene.elements.count) }
      elements.append((element, ElementStyle(element.modifiers)))
    }
    guard !elements.isEmpty else { return }
    let cascade = Self.cascadeDelays(elements)
    for ((element, style), extraDelay) in zip(elements, cascade) {
      let node = element.node
      add(TimelineNode(node))
      let appearing = element.side == .to
      let delay = style.delay + extraDelay
      let pacing = timing(for: style)
      func animate<Value>(_ property: AnimatableProperty<Value>, rest: Value, hidden: Value) {
        self.animate(
          property, of: node, from: appearing ? hidden : rest, to: appearing ? rest : hidden,
          delay: delay, timing: pacing)
      }
      // From and back to the view's own opacity and transform (docs/design.md#u21): a view at alpha
      // 0.5 stays at 0.5, and nothing jumps when the animations are taken away at the end.
      if style.opacity != 1 {
        animate(.opacity, rest: element.opacity, hidden: style.opacity * element.opacity)
      }
      let transform = style.transform
      if !transform.isIdentity {
        animate(
          .transform, rest: element.transform,
          hidden: element.transform.concatenating(transform))
      }
      if let radius = style.cornerRadius {
        animate(.cornerRadius, rest: element.cornerRadius, hidden: radius)
      }
      if let z = style.zPosition { hold(.zPosition, of: node, at: z) }
    }
  }
}
