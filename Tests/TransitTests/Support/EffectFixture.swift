import Foundation
import Testing

@testable import Transit

/// Scenes, sampling and comparisons the effect tests share.
///
/// The helpers only describe inputs and read timelines; no expected value is computed with
/// the code under test. Every scene is a 390 × 844 phone screen, so the numbers the tests
/// expect can be worked out by hand.
enum EffectFixture {
  static let width = 390.0
  static let height = 844.0
  static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// Where a custom presentation puts the presented screen in these tests: the bottom 600
  /// points.
  static let customFrame = CGRect(x: 0, y: 244, width: 390, height: 600)

  /// Tagged views of a list → detail push, seen forward: a matched photo, an unmatched
  /// caption on the detail, three cascading cells and a title on the list with every kind
  /// of modifier, and a badge on a spring.
  static var forwardElements: [SceneElement] {
    [
      SceneElement(
        id: "photo", side: .from, frame: CGRect(x: 20, y: 120, width: 80, height: 80),
        cornerRadius: 8),
      SceneElement(id: "photo", side: .to, frame: CGRect(x: 0, y: 100, width: 390, height: 390)),
      SceneElement(
        id: "caption", side: .to, frame: CGRect(x: 20, y: 510, width: 350, height: 40),
        modifiers: [.fade, .translate(y: 20)]),
      SceneElement(
        id: "cell-a", side: .from, frame: CGRect(x: 0, y: 600, width: 390, height: 60),
        modifiers: [.fade, .scale(0.9), .cascade(step: 0.03)]),
      SceneElement(
        id: "cell-b", side: .from, frame: CGRect(x: 0, y: 200, width: 390, height: 60),
        modifiers: [.fade, .scale(0.9), .cascade(step: 0.03)]),
      SceneElement(
        id: "cell-c", side: .from, frame: CGRect(x: 0, y: 400, width: 390, height: 60),
        modifiers: [.fade, .scale(0.9), .cascade(step: 0.03)]),
      SceneElement(
        id: "title", side: .from, frame: CGRect(x: 20, y: 60, width: 200, height: 30),
        cornerRadius: 4,
        modifiers: [
          .translate(x: -40), .rotate(degrees: 10), .delay(0.05), .cornerRadius(12),
          .zPosition(5), .duration(0.2), .timingCurve(.easeOut),
        ]),
      SceneElement(
        id: "badge", side: .to, frame: CGRect(x: 300, y: 60, width: 40, height: 40),
        modifiers: [.scale(0), .spring(Spring(response: 0.3, dampingRatio: 0.7))]),
    ]
  }

  /// A forward scene: push, present, a later tab or child.
  ///
  /// A custom presentation puts the presented screen at ``customFrame``.
  static func forwardScene(
    _ operation: TransitionOperation = .push, style: ModalPresentationStyle? = nil,
    layoutDirection: LayoutDirection = .leftToRight,
    elements: [SceneElement] = forwardElements, reducedMotion: Bool = false
  ) -> TransitionScene {
    TransitionScene(
      operation: operation, containerBounds: bounds,
      toFrame: style == .custom ? customFrame : bounds, presentationStyle: style,
      layoutDirection: layoutDirection, elements: elements,
      prefersReducedMotion: reducedMotion)
  }

  /// The back scene that undoes a forward one, written out by hand: the inverse operation,
  /// the two screens' frames exchanged and every tagged view on the other side.
  static func backScene(undoing forward: TransitionScene) -> TransitionScene {
    let operation: TransitionOperation
    switch forward.operation {
    case .push: operation = .pop
    case .present: operation = .dismiss
    case .tabSwitch(let from, let to): operation = .tabSwitch(from: to, to: from)
    case .containerSwitch(let from, let to): operation = .containerSwitch(from: to, to: from)
    case .pop, .dismiss: operation = forward.operation
    }
    let elements = forward.elements.map { element in
      SceneElement(
        id: element.id, side: element.side == .from ? .to : .from, frame: element.frame,
        cornerRadius: element.cornerRadius, isHidden: element.isHidden,
        modifiers: element.modifiers)
    }
    return TransitionScene(
      operation: operation, containerBounds: forward.containerBounds,
      fromFrame: forward.toFrame, toFrame: forward.fromFrame,
      presentationStyle: forward.presentationStyle, layoutDirection: forward.layoutDirection,
      elements: elements, prefersReducedMotion: forward.prefersReducedMotion)
  }

  /// Every operation the effects are checked with, each with its presentation style.
  static let allOperations: [(TransitionOperation, ModalPresentationStyle?)] = [
    (.push, nil), (.pop, nil), (.tabSwitch(from: 0, to: 2), nil),
    (.tabSwitch(from: 2, to: 0), nil), (.containerSwitch(from: 0, to: 1), nil),
    (.containerSwitch(from: 1, to: 0), nil),
    (.present, .fullScreen), (.present, .overFullScreen), (.present, .custom),
    (.dismiss, .fullScreen), (.dismiss, .overFullScreen), (.dismiss, .custom),
  ]

  /// A scene for any operation: a back operation gets the back scene of its forward one.
  static func scene(
    _ operation: TransitionOperation, style: ModalPresentationStyle?,
    layoutDirection: LayoutDirection = .leftToRight,
    elements: [SceneElement] = forwardElements
  ) -> TransitionScene {
    let forwardOperation: TransitionOperation
    switch operation {
    case .pop: forwardOperation = .push
    case .dismiss: forwardOperation = .present
    case .tabSwitch(let from, let to) where to < from:
      forwardOperation = .tabSwitch(from: to, to: from)
    case .containerSwitch(let from, let to) where to < from:
      forwardOperation = .containerSwitch(from: to, to: from)
    default: forwardOperation = operation
    }
    let forward = forwardScene(
      forwardOperation, style: style, layoutDirection: layoutDirection, elements: elements)
    return forwardOperation == operation ? forward : backScene(undoing: forward)
  }

  // MARK: - Sampling

  /// The frame of a timeline at a progress (a fraction of its duration).
  static func frame(_ timeline: Timeline, progress: Double) -> TimelineFrame {
    let sampler = TimelineSampler(timeline)
    var frame = sampler.makeFrame()
    sampler.sample(progress: progress, into: &frame)
    return frame
  }

  /// The frame of a timeline at a time in seconds.
  static func frame(_ timeline: Timeline, time: Double) -> TimelineFrame {
    let sampler = TimelineSampler(timeline)
    var frame = sampler.makeFrame()
    sampler.sample(at: time, into: &frame)
    return frame
  }

  // MARK: - Comparing

  /// A value's numbers, in the order `AnimationValue.write(to:at:)` lays them out.
  static func components(_ value: AnimationValue) -> [Double] {
    var buffer = [Double](repeating: 0, count: value.kind.componentCount)
    buffer.withUnsafeMutableBufferPointer { value.write(to: $0, at: 0) }
    return buffer
  }

  /// The largest difference between two values' numbers; infinite for different kinds.
  static func gap(_ a: AnimationValue, _ b: AnimationValue) -> Double {
    guard a.kind == b.kind else { return .infinity }
    return zip(components(a), components(b)).map { abs($0 - $1) }.max() ?? 0
  }

  /// A transform's sixteen entries, row by row.
  static func entries(_ t: Transform3D) -> [Double] {
    [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ]
  }

  /// The largest difference between two transforms' entries.
  static func gap(_ a: Transform3D, _ b: Transform3D) -> Double {
    zip(entries(a), entries(b)).map { abs($0 - $1) }.max() ?? 0
  }

  /// Whether a transform is the identity, every entry within a tolerance.
  static func isIdentity(_ t: Transform3D, tolerance: Double = 1e-9) -> Bool {
    gap(t, .identity) <= tolerance
  }

  /// A 2D transform written out by hand: `[a b; c d]` and a translation.
  static func affine(
    _ a: Double, _ b: Double, _ c: Double, _ d: Double, tx: Double = 0, ty: Double = 0
  ) -> Transform3D {
    Transform3D(
      m11: a, m12: b, m13: 0, m14: 0, m21: c, m22: d, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: tx, m42: ty, m43: 0, m44: 1)
  }

  /// A translation written out by hand.
  static func translation(_ x: Double, _ y: Double) -> Transform3D {
    affine(1, 0, 0, 1, tx: x, ty: y)
  }

  /// Where a point of a layer's plane, relative to the layer's centre (the anchor the
  /// transform turns about), ends up in depth: the z of `(x, y, 0, 1) · M`.
  ///
  /// A perspective concatenated last (`m34 = −1/d`) only changes the fourth column, so
  /// this is the depth before perspective too. Positive z comes towards the viewer (the
  /// perspective divides by `1 − z/d`, which enlarges it). A sampled matrix between
  /// keyframes may come back scaled by a positive factor (interpolation by decomposition
  /// normalizes `m44` to 1, the same projective transform), so the sign is exact and the
  /// size is within that factor.
  static func depth(x: Double, y: Double, under t: Transform3D) -> Double {
    x * t.m13 + y * t.m23 + t.m43
  }

  /// Where the layer's centre goes, before perspective: the translation row.
  static func centre(under t: Transform3D) -> (x: Double, y: Double, z: Double) {
    (t.m41, t.m42, t.m43)
  }

  /// The name of the same node on the other screen, worked out from the naming scheme
  /// (`"from"` ↔ `"to"`, `"from:x"` ↔ `"to:x"`); decorations keep theirs.
  static func otherSide(_ node: NodeID) -> NodeID {
    let name = node.rawValue
    if name == "from" { return "to" }
    if name == "to" { return "from" }
    if name.hasPrefix("from:") { return NodeID("to:" + name.dropFirst("from:".count)) }
    if name.hasPrefix("to:") { return NodeID("from:" + name.dropFirst("to:".count)) }
    return node
  }

  /// A node moved to the other screen: its name and the source of its snapshot.
  static func otherSide(_ node: TimelineNode) -> TimelineNode {
    var node = node
    node.id = otherSide(node.id)
    switch node.content {
    case .snapshot(let source): node.content = .snapshot(of: otherSide(source))
    case .snapshotPiece(let source, let rect):
      node.content = .snapshotPiece(of: otherSide(source), rect: rect)
    case .view, .fill: break
    }
    return node
  }

  /// Checks that a back timeline plays a forward one backwards with the screens swapped:
  /// the same nodes (renamed) and, at 20 instants `t`, the forward frame at `t` equal to the
  /// back frame at `duration − t`, track for track, within 1e-6.
  ///
  /// The instants are the middles of 20 equal slices of the duration, so none falls on the
  /// jump of a zero-length track, where "before" and "after" are a convention.
  static func expectRetraced(
    _ forward: Timeline, by back: Timeline, _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      abs(forward.duration - back.duration) < 1e-9,
      "\(label): durations \(forward.duration) and \(back.duration)",
      sourceLocation: sourceLocation)
    #expect(
      back.nodes.map(otherSide) == forward.nodes, "\(label): nodes differ",
      sourceLocation: sourceLocation)
    #expect(
      back.tracks.count == forward.tracks.count, "\(label): track counts differ",
      sourceLocation: sourceLocation)
    let duration = forward.duration
    let forwardSampler = TimelineSampler(forward)
    let backSampler = TimelineSampler(back)
    var a = forwardSampler.makeFrame()
    var b = backSampler.makeFrame()
    var worst = 0.0
    var worstWhere = ""
    for step in 0..<20 {
      let time = duration * (Double(step) + 0.5) / 20
      forwardSampler.sample(at: time, into: &a)
      backSampler.sample(at: duration - time, into: &b)
      for index in 0..<a.trackCount {
        let target = a.target(ofTrack: index)
        let other = otherSide(target.node)
        // The last track of a node and property wins, in both timelines.
        let isLast = !(index + 1..<a.trackCount).contains { later in
          a.target(ofTrack: later) == target
        }
        guard isLast else { continue }
        guard
          let match = (0..<b.trackCount).last(where: { candidate in
            b.target(ofTrack: candidate) == (other, target.property)
          })
        else {
          Issue.record(
            "\(label): no \(target.property) track of \(other) in the back timeline",
            sourceLocation: sourceLocation)
          return
        }
        let difference = gap(a.value(ofTrack: index), b.value(ofTrack: match))
        if difference > worst {
          worst = difference
          worstWhere = "\(target.node) \(target.property) at t = \(time)"
        }
      }
    }
    #expect(
      worst <= 1e-6, "\(label): worst difference \(worst) (\(worstWhere))",
      sourceLocation: sourceLocation)
  }
}
