import Foundation

// Shared-element transitions: views with the same transition identifier on both screens
// fly from one frame to the other.

extension Transition {
  /// The spring matched views fly on unless their modifiers choose another: damping ratio
  /// 0.6, response 0.45 s.
  public static let matchedSpring = Spring(response: 0.45, dampingRatio: 0.6)

  /// A shared-element zoom: each view tagged on both screens flies, as a snapshot, from its
  /// frame on the outgoing screen to its frame on the incoming one on a 0.6-damping spring,
  /// while the incoming screen fades in. With no matching views the fallback plays instead.
  ///
  /// The flying snapshot is the incoming view's, scaled from the outgoing view's size, with
  /// the outgoing view's snapshot fading out beneath it; both views are hidden during the
  /// flight and restored after. A view's modifiers change its flight (`.spring`, `.delay`,
  /// `.duration`, `.timingCurve`, `.arc`, `.zPosition`, `.cornerRadius`); tagged views
  /// without a partner animate by their modifiers.
  ///
  /// A pair flies only between frames that lie, whole, within a hundred times the
  /// container's larger side of it (`canFly(from:to:in:)`): a view larger
  /// than that, or further away, on either screen is left where it is, as a view without a
  /// partner; with no pair left the fallback plays. A flight to such a frame has nothing to
  /// show on screen, and its keyframes could not be fitted in any time. (A view with no
  /// area flies, scaled by one where a ratio would divide by zero.)
  ///
  /// - Parameter fallback: What plays when no views match.
  /// - Returns: The transition.
  public static func matched(fallback: Transition = .fade) -> Transition {
    Transition(
      TransitionEffect(name: "matched", defaultTiming: .standard) { builder in
        let elements = builder.scene.elements
        // Indices, not elements: a scene can hold thousands, and elements are large values.
        var sources: [String: Int] = [:]
        sources.reserveCapacity(elements.count / 2)
        for index in elements.indices where elements[index].side == .from {
          sources[elements[index].id] = index
        }
        var pairs: [(source: Int, destination: Int)] = []
        pairs.reserveCapacity(sources.count)
        let bounds = builder.scene.containerBounds
        for index in elements.indices where elements[index].side == .to {
          if let source = sources[elements[index].id],
            EffectBuilder.canFly(
              from: elements[source].frame, to: elements[index].frame, in: bounds)
          {
            pairs.append((source, index))
          }
        }
        guard !pairs.isEmpty else {
          builder.include(fallback.effect.timeline(for: builder.scene, timing: builder.timing))
          return
        }
        builder.addScreens()
        builder.animate(.opacity, of: .to, from: 0, to: 1)
        for (source, destination) in pairs {
          builder.fly(from: elements[source], to: elements[destination])
        }
      })
  }
}

extension EffectBuilder {
  /// How far from the container, in multiples of its larger side (or of a point, for an
  /// empty container), a matched view may be and still fly.
  static let flightReach = 100.0

  /// Whether a matched pair flies between two frames: each lies, whole, within
  /// ``flightReach`` times the container's larger side of it (an empty frame included).
  ///
  /// - Parameters:
  ///   - source: The view's frame on the outgoing screen, in the container's coordinates.
  ///   - destination: Its frame on the incoming screen.
  ///   - bounds: The container's bounds.
  /// - Returns: Whether it flies.
  static func canFly(from source: CGRect, to destination: CGRect, in bounds: CGRect) -> Bool {
    let reach = flightReach * max(Double(max(bounds.width, bounds.height)), 1)
    let area = bounds.insetBy(dx: -reach, dy: -reach)
    return [source, destination].allSatisfy { frame in
      frame.minX >= area.minX && frame.maxX <= area.maxX && frame.minY >= area.minY
        && frame.maxY <= area.maxY
    }
  }

  /// Flies a matched pair: the destination's snapshot from the source's frame to its own,
  /// over the source's snapshot fading out.
  mutating func fly(from source: SceneElement, to destination: SceneElement) {
    let style =
      source.modifiers.isEmpty && destination.modifiers.isEmpty
      ? ElementStyle() : ElementStyle(source.modifiers + destination.modifiers)
    let pacing =
      style.timing
      ?? style.curve.map { .curve($0, duration: style.duration ?? timing.duration) }
      ?? style.duration.map { .curve(.easeInOut, duration: $0) }
      ?? .spring(Transition.matchedSpring)
    let id = destination.id
    let outgoing = NodeID.decoration("flight-out", id)
    let incoming = NodeID.decoration("flight", id)
    // A view rounded on some corners only flies so (all four is the host's default).
    func corners(_ element: SceneElement) -> RectCorners? {
      element.maskedCorners == .all ? nil : element.maskedCorners
    }
    // And one with continuous corners keeps them (circular is the host's default).
    func curve(_ element: SceneElement) -> CornerCurve? {
      element.cornerCurve == .circular ? nil : element.cornerCurve
    }
    add(
      TimelineNode(
        outgoing, content: .snapshot(of: source.node), frame: source.frame,
        maskedCorners: corners(source), cornerCurve: curve(source)))
    add(
      TimelineNode(
        incoming, content: .snapshot(of: destination.node), frame: destination.frame,
        maskedCorners: corners(destination), cornerCurve: curve(destination)))
    let start = CGPoint(x: source.frame.midX, y: source.frame.midY)
    let end = CGPoint(x: destination.frame.midX, y: destination.frame.midY)
    let (sw, sh) = (Double(source.frame.width), Double(source.frame.height))
    let (dw, dh) = (Double(destination.frame.width), Double(destination.frame.height))
    func ratio(_ a: Double, _ b: Double) -> Double { b > 0 ? a / b : 1 }
    for node in [outgoing, incoming] {
      if let arc = style.arc, arc != 0 {
        animate(.position, of: node, delay: style.delay, timing: pacing) { progress in
          Self.arcPoint(from: start, to: end, bow: arc, at: progress)
        }
      } else {
        animate(.position, of: node, from: start, to: end, delay: style.delay, timing: pacing)
      }
      if let z = style.zPosition { hold(.zPosition, of: node, at: z) }
    }
    // Each end shows its view as it is: sized to it, then turned or sheared as it is
    // (docs/design.md#u21).
    let (sourceShape, destinationShape) = (source.shape, destination.shape)
    animate(
      .transform, of: incoming,
      from: Transform3D(scaleX: ratio(sw, dw), y: ratio(sh, dh)).concatenating(sourceShape),
      to: destinationShape, delay: style.delay, timing: pacing)
    animate(
      .transform, of: outgoing, from: sourceShape,
      to: Transform3D(scaleX: ratio(dw, sw), y: ratio(dh, sh)).concatenating(destinationShape),
      delay: style.delay, timing: pacing)
    animate(
      .opacity, of: outgoing, from: 1, to: 0, delay: style.delay,
      timing: .curve(.easeOut, duration: timing.duration / 2))
    let endRadius = style.cornerRadius ?? destination.cornerRadius
    if source.cornerRadius != 0 || endRadius != 0 {
      // Along a curve over the flight's time: a bouncing spring would ask for a negative
      // radius.
      animate(
        .cornerRadius, of: incoming, from: source.cornerRadius, to: endRadius,
        delay: style.delay, timing: .curve(.easeInOut, duration: duration(of: pacing)))
    }
    markHandled(id)
  }

  /// A point on a quadratic Bézier from `start` to `end` whose control point sits off the
  /// midpoint, to the left of the motion, by `bow` times the distance.
  static func arcPoint(from start: CGPoint, to end: CGPoint, bow: Double, at t: Double)
    -> CGPoint
  {
    let (dx, dy) = (Double(end.x - start.x), Double(end.y - start.y))
    let control = CGPoint(
      x: Double(start.x + end.x) / 2 + dy * bow / 2,
      y: Double(start.y + end.y) / 2 - dx * bow / 2)
    let u = 1 - t
    return CGPoint(
      x: u * u * Double(start.x) + 2 * u * t * Double(control.x) + t * t * Double(end.x),
      y: u * u * Double(start.y) + 2 * u * t * Double(control.y) + t * t * Double(end.y))
  }
}
