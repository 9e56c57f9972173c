import Foundation

extension LayerAnimation {
  /// What a layer property shows at a time under animations added in this order, as Core
  /// Animation composes them: each replaces the value beneath it, or, on a component key
  /// path (``component``), sets that piece of the transform beneath it.
  ///
  /// - Parameters:
  ///   - animations: The property's animations, in the order they were added.
  ///   - time: Seconds from the start of the transition.
  ///   - model: The layer's model value beneath them.
  /// - Returns: What the layer shows.
  public static func presentedValue(
    of animations: [LayerAnimation], atTransitionTime time: Double, over model: AnimationValue
  ) -> AnimationValue {
    var value = model
    for animation in animations {
      let part = animation.value(atTransitionTime: time)
      if let component = animation.component, case .transform(let beneath) = value {
        value = .transform(component.setting(part, in: beneath))
      } else {
        value = part
      }
    }
    return value
  }

  /// This transform animation as two that Core Animation interpolates exactly as the
  /// engine does, when every keyframe's rotation is about one axis, or, without rotation,
  /// only one translation or scale component moves: a `transform` animation of every other
  /// piece, then the moving piece's animation on its component key path, of numbers, on
  /// top. Otherwise (and for any other property) itself.
  ///
  /// The engine interpolates keyframes by their decomposition; between two rotations about
  /// one axis that is the angle interpolated linearly, which is what Core Animation does
  /// with the component's numbers, while its interpolation of two whole matrices is its
  /// own (a turn of 180° or more between keyframes is ambiguous). The other pieces hold no
  /// rotation, so their matrices interpolate the same way everywhere. Both animations share
  /// the key times and timing functions.
  ///
  /// - Parameter ends: When every keyframe lies on the line between two decompositions (a
  ///   spring's transform whose rotation stays put, ``SpringPath``), those two: their pieces
  ///   say which move, and when no single one does, the keyframes are not taken apart. On
  ///   such a line whole matrices play exactly as the engine does.
  /// - Returns: The animation, or the two (as a pair, so that the thousands of tracks that
  ///   are not transforms cost no array each).
  func onTransformComponent(
    movingAlong ends: (start: Transform3D.Decomposed, end: Transform3D.Decomposed)? = nil
  ) -> (LayerAnimation, LayerAnimation?) {
    guard property == .transform, component == nil,
      case .keyframes(let values, let keyTimes, let curves) = content, !values.isEmpty
    else { return (self, nil) }
    if let ends, Self.movingComponent(of: [ends.start, ends.end]) == nil { return (self, nil) }
    var pieces: [Transform3D.Decomposed] = []
    pieces.reserveCapacity(values.count)
    for value in values {
      guard case .transform(let transform) = value, transform.isDecomposable else {
        return (self, nil)
      }
      pieces.append(transform.decomposed())
    }
    guard let moving = Self.movingComponent(of: pieces) else { return (self, nil) }
    var rest: [AnimationValue] = []
    var numbers: [AnimationValue] = []
    for (index, piece) in pieces.enumerated() {
      guard case .transform(let keyframe) = values[index] else { return (self, nil) }
      let number = moving.value(of: piece)
      // The keyframe's own m44, so that the two together give it entry for entry.
      let others = Transform3D(moving.resetting(piece)).withM44(of: keyframe)
      // Only where the pieces put back together give the keyframe again.
      guard moving.setting(number, in: others).isClose(to: keyframe) else { return (self, nil) }
      rest.append(.transform(others))
      numbers.append(number)
    }
    var base = self
    base.content = .keyframes(values: rest, keyTimes: keyTimes, timingFunctions: curves)
    base.modelValue = rest[rest.count - 1]
    var top = self
    top.component = moving
    top.content = .keyframes(values: numbers, keyTimes: keyTimes, timingFunctions: curves)
    top.modelValue = numbers[numbers.count - 1]
    return (base, top)
  }

  /// The one component that moves across the keyframes, if there is one.
  private static func movingComponent(of pieces: [Transform3D.Decomposed]) -> TransformComponent? {
    let tiny = 1e-12
    // A rotation about one principal axis at every keyframe (or none at some).
    var axes = Set<Int>()
    for piece in pieces {
      for axis in 0..<3 where abs(piece.quaternion[axis]) > tiny { axes.insert(axis) }
    }
    if axes.count == 1, let axis = axes.first {
      return [TransformComponent.rotationX, .rotationY, .rotationZ][axis]
    }
    guard axes.isEmpty, let first = pieces.first else { return nil }
    func moves(_ value: (Transform3D.Decomposed) -> Double) -> Bool {
      let start = value(first)
      return pieces.contains { abs(value($0) - start) > tiny * max(1, abs(start)) }
    }
    let translation = (0..<3).filter { axis in moves { $0.translation[axis] } }
    let scale = (0..<3).filter { axis in moves { $0.scale[axis] } }
    switch (translation, scale) {
    case ([0], []): return .translationX
    case ([1], []): return .translationY
    case ([2], []): return .translationZ
    case ([0, 1], []): return .translation
    case ([], [0]): return .scaleX
    case ([], [1]): return .scaleY
    case ([], [2]): return .scaleZ
    case ([], [0, 1, 2]):
      let uniform = pieces.allSatisfy { $0.scale.x == $0.scale.y && $0.scale.y == $0.scale.z }
      return uniform ? .scale : nil
    default: return nil
    }
  }
}

extension TransformComponent {
  /// The pieces with this component at the identity's value.
  fileprivate func resetting(_ pieces: Transform3D.Decomposed) -> Transform3D.Decomposed {
    var pieces = pieces
    switch self {
    case .rotationX, .rotationY, .rotationZ: pieces.quaternion = SIMD4(0, 0, 0, 1)
    case .scale: pieces.scale = .one
    case .scaleX: pieces.scale.x = 1
    case .scaleY: pieces.scale.y = 1
    case .scaleZ: pieces.scale.z = 1
    case .translation:
      pieces.translation.x = 0
      pieces.translation.y = 0
    case .translationX: pieces.translation.x = 0
    case .translationY: pieces.translation.y = 0
    case .translationZ: pieces.translation.z = 0
    }
    return pieces
  }
}
